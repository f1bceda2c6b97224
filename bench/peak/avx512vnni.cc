// vpdpbusd zmm peak: 12 independent accumulator chains; one instruction is 64 int8 multiply-adds.
#include <immintrin.h>

#include "peak/peak.h"

extern "C" double xnn_peak_dpbusd_avx512vnni(size_t iterations) {
  __m512i acc[12];
  for (int i = 0; i < 12; i++) acc[i] = _mm512_set1_epi32(i);
  const __m512i a = _mm512_set1_epi8(3), b = _mm512_set1_epi8(-2);
  for (size_t n = 0; n < iterations; n++) {
#pragma GCC unroll 12
    for (int i = 0; i < 12; i++) acc[i] = _mm512_dpbusd_epi32(acc[i], a, b);
  }
  __m512i sum = acc[0];
  for (int i = 1; i < 12; i++) sum = _mm512_add_epi32(sum, acc[i]);
  volatile int sink = _mm512_reduce_add_epi32(sum);
  (void)sink;
  return double(iterations) * 12 * 64;
}
