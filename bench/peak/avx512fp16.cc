// AVX512-FP16 peak: 12 independent zmm vfmadd231ph chains, 32 halves per FMA (fp16 FLOPS, the yardstick of the
// native fp16 GEMM rows).
#include <immintrin.h>

#include "peak/peak.h"

extern "C" double xnn_peak_fma_avx512fp16(size_t iterations) {
  __m512h acc[12];
  for (int i = 0; i < 12; i++) acc[i] = _mm512_set1_ph(_Float16(i));
  const __m512h a = _mm512_set1_ph(_Float16(0.999f)), b = _mm512_set1_ph(_Float16(0.001f));
  for (size_t n = 0; n < iterations; n++) {
#pragma GCC unroll 12
    for (int i = 0; i < 12; i++) acc[i] = _mm512_fmadd_ph(acc[i], a, b);
  }
  __m512h sum = acc[0];
  for (int i = 1; i < 12; i++) sum = _mm512_add_ph(sum, acc[i]);
  volatile _Float16 sink = _mm512_cvtsh_h(sum);
  (void)sink;
  return double(iterations) * 12 * 32 * 2;
}
