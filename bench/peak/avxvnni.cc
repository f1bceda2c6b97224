// vpdpbusd ymm (AVX-VNNI) peak: 12 independent accumulator chains; one instruction is 32 int8 multiply-adds.
#include <immintrin.h>

#include "peak/peak.h"

extern "C" double xnn_peak_dpbusd_avxvnni(size_t iterations) {
  __m256i acc[12];
  for (int i = 0; i < 12; i++) acc[i] = _mm256_set1_epi32(i);
  const __m256i a = _mm256_set1_epi8(3), b = _mm256_set1_epi8(-2);
  for (size_t n = 0; n < iterations; n++) {
#pragma GCC unroll 12
    for (int i = 0; i < 12; i++) acc[i] = _mm256_dpbusd_avx_epi32(acc[i], a, b);
  }
  __m256i sum = acc[0];
  for (int i = 1; i < 12; i++) sum = _mm256_add_epi32(sum, acc[i]);
  volatile int sink = _mm256_extract_epi32(sum, 0);
  (void)sink;
  return double(iterations) * 12 * 32;
}
