// The GEMM packed layout of gemm-pack.h as one template over the packed element type, shared by the f32 packers
// (gemm-pack.cc) and the f16 packers (f16-gemm-pack.cc), which store the same layout in halves.
#pragma once

#include <cstddef>

inline size_t xnn_pack_round_up(size_t n, size_t q) { return (n + q - 1) / q * q; }

// Packs one group of `taps` kernel taps of nc output channels into `packed` (gemm-pack.h's layout, element type Out).
// `weight(n, tap, k)` returns the source weight of output channel n, kernel tap `tap` and input k; bias is null or
// nc source values; `convert` turns a source value into an Out (rounding an fp32 weight to a half, say).
template <class Out, class Source, class Weight, class Convert>
void xnn_pack_gemm_group(size_t nc, size_t taps, size_t kc, size_t nr, size_t kr, size_t sr, const Source* bias,
                         Weight weight, Convert convert, Out* packed) {
  const size_t window = kr * sr;
  const size_t kc_padded = xnn_pack_round_up(kc, window);
  for (size_t n0 = 0; n0 < nc; n0 += nr) {
    const size_t block = nc - n0 < nr ? nc - n0 : nr;
    for (size_t n = 0; n < nr; n++) *packed++ = (bias != nullptr && n < block) ? convert(bias[n0 + n]) : Out(0);
    for (size_t tap = 0; tap < taps; tap++) {
      for (size_t kp0 = 0; kp0 < kc_padded; kp0 += kr) {
        for (size_t n = 0; n < nr; n++) {
          for (size_t j = 0; j < kr; j++) {
            // Within each window of kr*sr, channel n's k values are rotated by n*kr (the sr "shuffle").
            const size_t kp = kp0 + j;
            const size_t base = kp / window * window;
            const size_t k = base + (kp - base + n * kr) % window;
            *packed++ = (n < block && k < kc) ? convert(weight(n0 + n, tap, k)) : Out(0);
          }
        }
      }
    }
  }
}
