// vpmaddwd zmm peak: 12 independent chains; one instruction is 32 int16 multiply-adds (int8 MACs of a c8 kernel).
#include <immintrin.h>

#include "peak/peak.h"

extern "C" double xnn_peak_maddwd_avx512skx(size_t iterations) {
  __m512i acc[12];
  for (int i = 0; i < 12; i++) acc[i] = _mm512_set1_epi16(short(i));
  const __m512i b = _mm512_set1_epi16(3);
  for (size_t n = 0; n < iterations; n++) {
#pragma GCC unroll 12
    for (int i = 0; i < 12; i++) acc[i] = _mm512_madd_epi16(acc[i], b);
  }
  __m512i sum = acc[0];
  for (int i = 1; i < 12; i++) sum = _mm512_add_epi32(sum, acc[i]);
  volatile int sink = _mm512_reduce_add_epi32(sum);
  (void)sink;
  return double(iterations) * 12 * 32;
}
