#include "packing/gemm-pack.h"

#include "packing/gemm-pack-layout.h"

namespace {

float same(float x) { return x; }

}  // namespace

size_t xnn_packed_f32_gemm_size(size_t nc, size_t kc, size_t nr, size_t kr, size_t sr) {
  return xnn_pack_round_up(nc, nr) * (1 + xnn_pack_round_up(kc, kr * sr));
}

void xnn_pack_f32_gemm_goi_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, const float* k,
                             const float* bias, float* packed) {
  const size_t group_size = xnn_packed_f32_gemm_size(nc, kc, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    const float* kg = k + g * nc * kc;
    xnn_pack_gemm_group(nc, 1, kc, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr,
                        [&](size_t n, size_t, size_t i) { return kg[n * kc + i]; }, same, packed + g * group_size);
  }
}

void xnn_pack_f32_gemm_gio_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, size_t k_stride,
                             const float* k, const float* bias, float* packed) {
  const size_t group_size = xnn_packed_f32_gemm_size(nc, kc, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    const float* kg = k + g * kc * k_stride;
    xnn_pack_gemm_group(nc, 1, kc, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr,
                        [&](size_t n, size_t, size_t i) { return kg[i * k_stride + n]; }, same,
                        packed + g * group_size);
  }
}

size_t xnn_packed_f32_conv_size(size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr) {
  return xnn_pack_round_up(nc, nr) * (1 + ks * xnn_pack_round_up(kc, kr * sr));
}

void xnn_pack_f32_conv_goki_w(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr,
                              const float* k, const float* bias, float* packed) {
  const size_t group_size = xnn_packed_f32_conv_size(nc, ks, kc, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    const float* kg = k + g * nc * ks * kc;
    xnn_pack_gemm_group(nc, ks, kc, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr,
                        [&](size_t n, size_t tap, size_t i) { return kg[(n * ks + tap) * kc + i]; }, same,
                        packed + g * group_size);
  }
}

void xnn_pack_f32_conv_kgo_w(size_t groups, size_t nc, size_t ks, size_t nr, size_t kr, size_t sr, const float* k,
                             const float* bias, float* packed) {
  const size_t group_size = xnn_packed_f32_conv_size(nc, ks, 1, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    xnn_pack_gemm_group(nc, ks, 1, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr,
                        [&](size_t n, size_t tap, size_t) { return k[tap * groups * nc + g * nc + n]; }, same,
                        packed + g * group_size);
  }
}
