// AVX2/FMA3 peak: 12 independent ymm FMA chains hide the 4-cycle latency of 2 FMA pipes (see guide/PERFORMANCE).
#include <immintrin.h>

#include "peak/peak.h"

extern "C" double xnn_peak_fma_avx2(size_t iterations) {
  __m256 acc[12];
  for (int i = 0; i < 12; i++) acc[i] = _mm256_set1_ps(float(i));
  const __m256 a = _mm256_set1_ps(0.999f), b = _mm256_set1_ps(0.001f);
  for (size_t n = 0; n < iterations; n++) {
#pragma GCC unroll 12
    for (int i = 0; i < 12; i++) acc[i] = _mm256_fmadd_ps(acc[i], a, b);
  }
  __m256 sum = acc[0];
  for (int i = 1; i < 12; i++) sum = _mm256_add_ps(sum, acc[i]);
  volatile float sink = _mm256_cvtss_f32(sum);
  (void)sink;
  return double(iterations) * 12 * 8 * 2;
}

// vpmaddwd ymm peak: 12 independent chains (each result feeds the next multiply, as int16 pairs). One instruction is
// 16 int16 multiply-adds, the int8 MACs of a c8 kernel that sign-extends to int16.
extern "C" double xnn_peak_maddwd_avx2(size_t iterations) {
  __m256i acc[12];
  for (int i = 0; i < 12; i++) acc[i] = _mm256_set1_epi16(short(i));
  const __m256i b = _mm256_set1_epi16(3);
  for (size_t n = 0; n < iterations; n++) {
#pragma GCC unroll 12
    for (int i = 0; i < 12; i++) acc[i] = _mm256_madd_epi16(acc[i], b);
  }
  __m256i sum = acc[0];
  for (int i = 1; i < 12; i++) sum = _mm256_add_epi32(sum, acc[i]);
  volatile int sink = _mm256_extract_epi32(sum, 0);
  (void)sink;
  return double(iterations) * 12 * 16;
}
