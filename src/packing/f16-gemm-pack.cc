#include "packing/f16-gemm-pack.h"

#include "packing/gemm-pack.h"
#include "packing/gemm-pack-layout.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

uint16_t same(uint16_t h) { return h; }
uint16_t rounded(float f) { return xnn_f32_to_f16(f); }

// Packs groups of GOKI weights (GOI when ks = 1) into halves; `half(x)` gives the fp16 bits of a source value x.
template <class T, class Half>
void pack_goki(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr, const T* k,
               const T* bias, uint16_t* packed, Half half) {
  const size_t group_size = xnn_packed_f32_conv_size(nc, ks, kc, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    const T* kg = k + g * nc * ks * kc;
    xnn_pack_gemm_group(nc, ks, kc, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr,
                        [&](size_t n, size_t tap, size_t i) { return kg[(n * ks + tap) * kc + i]; }, half,
                        packed + g * group_size);
  }
}

// Packs groups of GIO weights (k[g][k][n], k_stride values between k rows).
template <class T, class Half>
void pack_gio(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, size_t k_stride, const T* k,
              const T* bias, uint16_t* packed, Half half) {
  const size_t group_size = xnn_packed_f32_gemm_size(nc, kc, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    const T* kg = k + g * kc * k_stride;
    xnn_pack_gemm_group(nc, 1, kc, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr,
                        [&](size_t n, size_t, size_t i) { return kg[i * k_stride + n]; }, half,
                        packed + g * group_size);
  }
}

// Packs groups of depthwise-layout weights (k[tap][g * nc + n], one input channel per group).
template <class T, class Half>
void pack_kgo(size_t groups, size_t nc, size_t ks, size_t nr, size_t kr, size_t sr, const T* k, const T* bias,
              uint16_t* packed, Half half) {
  const size_t group_size = xnn_packed_f32_conv_size(nc, ks, 1, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    xnn_pack_gemm_group(nc, ks, 1, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr,
                        [&](size_t n, size_t tap, size_t) { return k[tap * groups * nc + g * nc + n]; }, half,
                        packed + g * group_size);
  }
}

}  // namespace

void xnn_pack_f16_gemm_goi_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, const uint16_t* k,
                             const uint16_t* bias, uint16_t* packed) {
  pack_goki(groups, nc, 1, kc, nr, kr, sr, k, bias, packed, same);
}

void xnn_pack_f32_to_f16_gemm_goi_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr,
                                    const float* k, const float* bias, uint16_t* packed) {
  pack_goki(groups, nc, 1, kc, nr, kr, sr, k, bias, packed, rounded);
}

void xnn_pack_f16_conv_goki_w(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr,
                              const uint16_t* k, const uint16_t* bias, uint16_t* packed) {
  pack_goki(groups, nc, ks, kc, nr, kr, sr, k, bias, packed, same);
}

void xnn_pack_f32_to_f16_conv_goki_w(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr,
                                     const float* k, const float* bias, uint16_t* packed) {
  pack_goki(groups, nc, ks, kc, nr, kr, sr, k, bias, packed, rounded);
}

void xnn_pack_f16_gemm_gio_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, size_t k_stride,
                             const uint16_t* k, const uint16_t* bias, uint16_t* packed) {
  pack_gio(groups, nc, kc, nr, kr, sr, k_stride, k, bias, packed, same);
}

void xnn_pack_f32_to_f16_gemm_gio_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr,
                                    size_t k_stride, const float* k, const float* bias, uint16_t* packed) {
  pack_gio(groups, nc, kc, nr, kr, sr, k_stride, k, bias, packed, rounded);
}

void xnn_pack_f16_conv_kgo_w(size_t groups, size_t nc, size_t ks, size_t nr, size_t kr, size_t sr, const uint16_t* k,
                             const uint16_t* bias, uint16_t* packed) {
  pack_kgo(groups, nc, ks, nr, kr, sr, k, bias, packed, same);
}

void xnn_pack_f32_to_f16_conv_kgo_w(size_t groups, size_t nc, size_t ks, size_t nr, size_t kr, size_t sr,
                                    const float* k, const float* bias, uint16_t* packed) {
  pack_kgo(groups, nc, ks, nr, kr, sr, k, bias, packed, rounded);
}
