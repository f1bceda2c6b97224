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

// Memory read: 4 independent vpaddq chains over zmm loads.
extern "C" double xnn_peak_read_avx512f(const void* buffer, size_t bytes) {
  const __m512i* p = static_cast<const __m512i*>(buffer);
  __m512i s0 = _mm512_setzero_si512(), s1 = s0, s2 = s0, s3 = s0;
  for (size_t i = 0; i < bytes / sizeof(__m512i); i += 4) {
    s0 = _mm512_add_epi64(s0, _mm512_load_si512(p + i));
    s1 = _mm512_add_epi64(s1, _mm512_load_si512(p + i + 1));
    s2 = _mm512_add_epi64(s2, _mm512_load_si512(p + i + 2));
    s3 = _mm512_add_epi64(s3, _mm512_load_si512(p + i + 3));
  }
  // Through memory: GCC 12's _mm512_reduce_add_epi64 warns about its own header.
  alignas(64) long long lanes[8];
  _mm512_store_si512(lanes, _mm512_add_epi64(_mm512_add_epi64(s0, s1), _mm512_add_epi64(s2, s3)));
  volatile long long sink = lanes[0];
  (void)sink;
  return double(bytes);
}
