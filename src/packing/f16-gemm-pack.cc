#include "packing/f16-gemm-pack.h"

#include "ukernels/f16-vcvt/half.h"

namespace {

// Packs groups of GOI weights with the layout of xnn_pack_f32_gemm_goi_w; `half(p)` gives the fp16 bits of the
// source value at p.
template <class T, class Half>
void pack_goi(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, const T* k, const T* bias,
              uint16_t* packed, Half half) {
  const size_t window = kr * sr;
  const size_t kc_padded = (kc + window - 1) / window * window;
  for (size_t g = 0; g < groups; g++) {
    const T* kg = k + g * nc * kc;
    const T* bg = bias != nullptr ? bias + g * nc : nullptr;
    for (size_t n0 = 0; n0 < nc; n0 += nr) {
      const size_t block = nc - n0 < nr ? nc - n0 : nr;
      for (size_t n = 0; n < nr; n++) *packed++ = (bg != nullptr && n < block) ? half(bg[n0 + n]) : 0;
      for (size_t kp0 = 0; kp0 < kc_padded; kp0 += kr) {
        for (size_t n = 0; n < nr; n++) {
          for (size_t j = 0; j < kr; j++) {
            // Within each window of kr*sr, channel n's k values are rotated by n*kr (the sr "shuffle").
            const size_t base = (kp0 + j) / window * window;
            const size_t kk = base + (kp0 + j - base + n * kr) % window;
            *packed++ = (n < block && kk < kc) ? half(kg[(n0 + n) * kc + kk]) : 0;
          }
        }
      }
    }
  }
}

}  // namespace

void xnn_pack_f16_gemm_goi_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, const uint16_t* k,
                             const uint16_t* bias, uint16_t* packed) {
  pack_goi(groups, nc, kc, nr, kr, sr, k, bias, packed, [](uint16_t h) { return h; });
}

void xnn_pack_f32_to_f16_gemm_goi_w(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr,
                                    const float* k, const float* bias, uint16_t* packed) {
  pack_goi(groups, nc, kc, nr, kr, sr, k, bias, packed, [](float f) { return xnn_f32_to_f16(f); });
}
