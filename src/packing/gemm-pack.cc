#include "packing/gemm-pack.h"

#include <cstring>

namespace {

size_t round_up(size_t n, size_t q) { return (n + q - 1) / q * q; }

// Where the value for channel `n_in_block` at packed K position `kp` comes from: the k index it holds, or kc
// (= padding) when the position is past the end of K.
size_t source_k(size_t kp, size_t n_in_block, size_t kc, size_t kr, size_t sr) {
  const size_t window = kr * sr;
  const size_t base = kp / window * window;
  const size_t k = base + (kp - base + n_in_block * kr) % window;
  return k < kc ? k : kc;
}

// Packs one group of `taps` kernel taps; `weight(n, tap, k)` returns the weight of output channel n, kernel tap
// `tap` and input k.
template <class Weight>
void pack_group(size_t nc, size_t taps, size_t kc, size_t nr, size_t kr, size_t sr, const float* bias,
                Weight weight, float* packed) {
  const size_t kc_padded = round_up(kc, kr * sr);
  for (size_t n0 = 0; n0 < nc; n0 += nr) {
    const size_t block = nc - n0 < nr ? nc - n0 : nr;
    for (size_t n = 0; n < nr; n++) *packed++ = (bias != nullptr && n < block) ? bias[n0 + n] : 0.0f;
    for (size_t tap = 0; tap < taps; tap++) {
      for (size_t kp0 = 0; kp0 < kc_padded; kp0 += kr) {
        for (size_t n = 0; n < nr; n++) {
          for (size_t j = 0; j < kr; j++) {
            const size_t k = source_k(kp0 + j, n, kc, kr, sr);
            *packed++ = (n < block && k < kc) ? weight(n0 + n, tap, k) : 0.0f;
          }
        }
      }
    }
  }
}

}  // namespace

size_t xnn_packed_f32_gemm_size(size_t nc, size_t kc, size_t nr, size_t kr, size_t sr) {
  return round_up(nc, nr) * (1 + round_up(kc, kr * sr));
}

void xnn_pack_f32_gemm_goi_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, const float* k,
                             const float* bias, float* packed) {
  const size_t group_size = xnn_packed_f32_gemm_size(nc, kc, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    const float* kg = k + g * nc * kc;
    pack_group(nc, 1, kc, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr,
               [&](size_t n, size_t, size_t i) { return kg[n * kc + i]; }, packed + g * group_size);
  }
}

void xnn_pack_f32_gemm_gio_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, size_t k_stride,
                             const float* k, const float* bias, float* packed) {
  const size_t group_size = xnn_packed_f32_gemm_size(nc, kc, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    const float* kg = k + g * kc * k_stride;
    pack_group(nc, 1, kc, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr,
               [&](size_t n, size_t, size_t i) { return kg[i * k_stride + n]; }, packed + g * group_size);
  }
}

size_t xnn_packed_f32_conv_size(size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr) {
  return round_up(nc, nr) * (1 + ks * round_up(kc, kr * sr));
}

void xnn_pack_f32_conv_goki_w(size_t groups, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr, size_t sr,
                              const float* k, const float* bias, float* packed) {
  const size_t group_size = xnn_packed_f32_conv_size(nc, ks, kc, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    const float* kg = k + g * nc * ks * kc;
    pack_group(nc, ks, kc, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr,
               [&](size_t n, size_t tap, size_t i) { return kg[(n * ks + tap) * kc + i]; }, packed + g * group_size);
  }
}

void xnn_pack_f32_conv_kgo_w(size_t groups, size_t nc, size_t ks, size_t nr, size_t kr, size_t sr, const float* k,
                             const float* bias, float* packed) {
  const size_t group_size = xnn_packed_f32_conv_size(nc, ks, 1, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    pack_group(nc, ks, 1, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr,
               [&](size_t n, size_t tap, size_t) { return k[tap * groups * nc + g * nc + n]; },
               packed + g * group_size);
  }
}
