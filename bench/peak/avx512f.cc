// AVX-512F peak: 12 independent zmm FMA chains.
#include <immintrin.h>

#include "peak/peak.h"

extern "C" double xnn_peak_fma_avx512f(size_t iterations) {
  __m512 acc[12];
  for (int i = 0; i < 12; i++) acc[i] = _mm512_set1_ps(float(i));
  const __m512 a = _mm512_set1_ps(0.999f), b = _mm512_set1_ps(0.001f);
  for (size_t n = 0; n < iterations; n++) {
#pragma GCC unroll 12
    for (int i = 0; i < 12; i++) acc[i] = _mm512_fmadd_ps(acc[i], a, b);
  }
  __m512 sum = acc[0];
  for (int i = 1; i < 12; i++) sum = _mm512_add_ps(sum, acc[i]);
  volatile float sink = _mm512_reduce_add_ps(sum);
  (void)sink;
  return double(iterations) * 12 * 16 * 2;
}
