#include "packing/f16-gemm-pack.h"

#include "packing/gemm-pack.h"
#include "packing/gemm-pack-layout.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

// Packs groups of GOI weights into halves; `half(x)` gives the fp16 bits of a source value x.
template <class T, class Half>
void pack_goi(size_t groups, size_t nc, size_t kc, size_t nr, size_t kr, size_t sr, const T* k, const T* bias,
              uint16_t* packed, Half half) {
  const size_t group_size = xnn_packed_f32_gemm_size(nc, kc, nr, kr, sr);
  for (size_t g = 0; g < groups; g++) {
    const T* kg = k + g * nc * kc;
    xnn_pack_gemm_group(nc, 1, kc, nr, kr, sr, bias != nullptr ? bias + g * nc : nullptr,
                        [&](size_t n, size_t, size_t i) { return kg[n * kc + i]; }, half, packed + g * group_size);
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
