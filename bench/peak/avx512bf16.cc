// AVX-512 BF16 peak: 16 independent zmm vdpbf16ps chains. One vdpbf16ps multiplies 32 pairs of bf16 values and adds
// the products into 16 fp32 lanes: counted as 2 FLOPs per bf16 product (a multiply and an add), 64 per instruction,
// the way a bf16 GEMM's 2*M*N*K counts them.
#include <immintrin.h>

#include "peak/peak.h"

extern "C" double xnn_peak_dpbf16ps_avx512bf16(size_t iterations) {
  constexpr int kChains = 16;
  __m512 acc[kChains];
  for (int i = 0; i < kChains; i++) acc[i] = _mm512_set1_ps(float(i));
  // bf16 0.5 (0x3F00) and 0.001 (0x3A83) in both halves of every 32-bit lane: the sums stay finite.
  const __m512bh a = (__m512bh)_mm512_set1_epi32(0x3F003F00), b = (__m512bh)_mm512_set1_epi32(0x3A833A83);
  for (size_t n = 0; n < iterations; n++) {
#pragma GCC unroll 16
    for (int i = 0; i < kChains; i++) acc[i] = _mm512_dpbf16_ps(acc[i], a, b);
  }
  __m512 sum = acc[0];
  for (int i = 1; i < kChains; i++) sum = _mm512_add_ps(sum, acc[i]);
  volatile float sink = _mm512_reduce_add_ps(sum);
  (void)sink;
  return double(iterations) * kChains * 64;
}
