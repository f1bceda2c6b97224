// AVX2/FMA3 peak: 12 independent ymm FMA chains hide the 4-cycle latency of 2 FMA pipes (see guide/PERFORMANCE).
#include <immintrin.h>

#include <cstdint>

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

namespace {

// W values of one k step of a 16-column tile, widened to floats: two ymm.
__m256 load_w(const float* w) { return _mm256_load_ps(w); }
__m256 load_w(const uint16_t* w) { return _mm256_cvtph_ps(_mm_load_si128(reinterpret_cast<const __m128i*>(w))); }
uint16_t w_value(uint16_t, size_t i) { return uint16_t(0x1400 + i % 64); }  // halves near 0.001: no overflow
float w_value(float, size_t i) { return 0.001f * float(1 + i % 64); }

// The avx2 6x16 GEMM tile's k step with every operand in L1: two ymm of W (W a float or a half: vmovaps or
// vcvtph2ps m128), six fp32 A values broadcast (vbroadcastss m32, as from the f16 GEMM's staged copy of A) and 12
// FMAs, over 64 k steps of W and A again and again. Against fma_avx2 it is the price of the loads and conversions
// themselves, before any cache traffic: the ceiling of the f32 and f16 6x16 avx2 GEMM kernels.
template <class W>
__attribute__((always_inline)) inline double gemm_step(size_t iterations) {
  constexpr size_t kSteps = 64;
  alignas(64) static W w[kSteps * 16];
  alignas(64) static float a[kSteps * 6];
  for (size_t i = 0; i < kSteps * 16; i++) w[i] = w_value(W(), i);
  for (size_t i = 0; i < kSteps * 6; i++) a[i] = 0.001f * float(i % 7);
  // Named accumulators: as an array GCC 12 keeps them on the stack.
  __m256 c0 = _mm256_set1_ps(0.0f), c1 = c0, c2 = c0, c3 = c0, c4 = c0, c5 = c0, c6 = c0, c7 = c0, c8 = c0, c9 = c0,
         c10 = c0, c11 = c0;
  for (size_t n = 0; n < iterations; n += kSteps) {
    for (size_t k = 0; k < kSteps; k++) {
      const __m256 b0 = load_w(w + k * 16);
      const __m256 b1 = load_w(w + k * 16 + 8);
      const float* ak = a + k * 6;
      __m256 va = _mm256_broadcast_ss(ak);
      c0 = _mm256_fmadd_ps(va, b0, c0), c1 = _mm256_fmadd_ps(va, b1, c1);
      va = _mm256_broadcast_ss(ak + 1);
      c2 = _mm256_fmadd_ps(va, b0, c2), c3 = _mm256_fmadd_ps(va, b1, c3);
      va = _mm256_broadcast_ss(ak + 2);
      c4 = _mm256_fmadd_ps(va, b0, c4), c5 = _mm256_fmadd_ps(va, b1, c5);
      va = _mm256_broadcast_ss(ak + 3);
      c6 = _mm256_fmadd_ps(va, b0, c6), c7 = _mm256_fmadd_ps(va, b1, c7);
      va = _mm256_broadcast_ss(ak + 4);
      c8 = _mm256_fmadd_ps(va, b0, c8), c9 = _mm256_fmadd_ps(va, b1, c9);
      va = _mm256_broadcast_ss(ak + 5);
      c10 = _mm256_fmadd_ps(va, b0, c10), c11 = _mm256_fmadd_ps(va, b1, c11);
    }
  }
  const __m256 sum = _mm256_add_ps(
      _mm256_add_ps(_mm256_add_ps(_mm256_add_ps(c0, c1), _mm256_add_ps(c2, c3)),
                    _mm256_add_ps(_mm256_add_ps(c4, c5), _mm256_add_ps(c6, c7))),
      _mm256_add_ps(_mm256_add_ps(c8, c9), _mm256_add_ps(c10, c11)));
  volatile float sink = _mm256_cvtss_f32(sum);
  (void)sink;
  return double((iterations + kSteps - 1) / kSteps * kSteps) * 12 * 8 * 2;
}

}  // namespace

extern "C" double xnn_peak_gemm_step_f32_avx2(size_t iterations) { return gemm_step<float>(iterations); }
extern "C" double xnn_peak_gemm_step_f16c_avx2(size_t iterations) { return gemm_step<uint16_t>(iterations); }

// vpmaddwd ymm peak: 10 independent chains (each result feeds the next multiply, as int16 pairs; 5 cycles latency x
// 2 ports). One instruction is 16 int16 multiply-adds, the int8 MACs of a c8 kernel that sign-extends to int16.
// The chains are named registers: as an array GCC 12 spills half of them inside the loop.
extern "C" double xnn_peak_maddwd_avx2(size_t iterations) {
  __m256i a0 = _mm256_set1_epi16(1), a1 = _mm256_set1_epi16(2), a2 = _mm256_set1_epi16(3), a3 = _mm256_set1_epi16(4),
          a4 = _mm256_set1_epi16(5), a5 = _mm256_set1_epi16(6), a6 = _mm256_set1_epi16(7), a7 = _mm256_set1_epi16(8),
          a8 = _mm256_set1_epi16(9), a9 = _mm256_set1_epi16(10);
  const __m256i b = _mm256_set1_epi16(3);
  for (size_t n = 0; n < iterations; n++) {
    a0 = _mm256_madd_epi16(a0, b), a1 = _mm256_madd_epi16(a1, b), a2 = _mm256_madd_epi16(a2, b);
    a3 = _mm256_madd_epi16(a3, b), a4 = _mm256_madd_epi16(a4, b), a5 = _mm256_madd_epi16(a5, b);
    a6 = _mm256_madd_epi16(a6, b), a7 = _mm256_madd_epi16(a7, b), a8 = _mm256_madd_epi16(a8, b);
    a9 = _mm256_madd_epi16(a9, b);
  }
  const __m256i sum = _mm256_add_epi32(
      _mm256_add_epi32(_mm256_add_epi32(_mm256_add_epi32(a0, a1), _mm256_add_epi32(a2, a3)),
                       _mm256_add_epi32(_mm256_add_epi32(a4, a5), _mm256_add_epi32(a6, a7))),
      _mm256_add_epi32(a8, a9));
  volatile int sink = _mm256_extract_epi32(sum, 0);
  (void)sink;
  return double(iterations) * 10 * 16;
}

// vpmaddwd + vpaddd ymm: what a dot product without VNNI issues per 16 int8 multiply-adds (the AVX2 qs8 / qd8 c8
// kernels: the products of A and W, then their addition into an accumulator). 6 accumulators (vpaddd's latency is
// hidden) and no product on a dependency chain. Written as asm: from intrinsics GCC 12 stores the sums to the stack
// every round. The yardstick for those kernels: their dot products cannot run faster than this pair, whatever the
// plain vpmaddwd row says.
extern "C" double xnn_peak_maddwd_add_avx2(size_t iterations) {
  __m256i a0 = _mm256_set1_epi16(1), a1 = _mm256_set1_epi16(2), a2 = _mm256_set1_epi16(3), a3 = _mm256_set1_epi16(4),
          a4 = _mm256_set1_epi16(5), a5 = _mm256_set1_epi16(6);
  __m256i s0 = _mm256_setzero_si256(), s1 = s0, s2 = s0, s3 = s0, s4 = s0, s5 = s0;
  const __m256i b = _mm256_set1_epi16(3);
  for (size_t n = 0; n < iterations; n++) {
    __asm__(
        "vpmaddwd %[b], %[a0], %%ymm14\n\tvpaddd %%ymm14, %[s0], %[s0]\n\t"
        "vpmaddwd %[b], %[a1], %%ymm15\n\tvpaddd %%ymm15, %[s1], %[s1]\n\t"
        "vpmaddwd %[b], %[a2], %%ymm14\n\tvpaddd %%ymm14, %[s2], %[s2]\n\t"
        "vpmaddwd %[b], %[a3], %%ymm15\n\tvpaddd %%ymm15, %[s3], %[s3]\n\t"
        "vpmaddwd %[b], %[a4], %%ymm14\n\tvpaddd %%ymm14, %[s4], %[s4]\n\t"
        "vpmaddwd %[b], %[a5], %%ymm15\n\tvpaddd %%ymm15, %[s5], %[s5]"
        : [s0] "+x"(s0), [s1] "+x"(s1), [s2] "+x"(s2), [s3] "+x"(s3), [s4] "+x"(s4), [s5] "+x"(s5)
        : [a0] "x"(a0), [a1] "x"(a1), [a2] "x"(a2), [a3] "x"(a3), [a4] "x"(a4), [a5] "x"(a5), [b] "x"(b)
        : "xmm14", "xmm15");
  }
  const __m256i sum = _mm256_add_epi32(_mm256_add_epi32(_mm256_add_epi32(s0, s1), _mm256_add_epi32(s2, s3)),
                                       _mm256_add_epi32(s4, s5));
  volatile int sink = _mm256_extract_epi32(sum, 0);
  (void)sink;
  return double(iterations) * 6 * 16;
}

// Memory read: 4 independent vpaddq chains over ymm loads, so the loads, not the adds, bound the loop.
extern "C" double xnn_peak_read_avx2(const void* buffer, size_t bytes) {
  const __m256i* p = static_cast<const __m256i*>(buffer);
  __m256i s0 = _mm256_setzero_si256(), s1 = s0, s2 = s0, s3 = s0;
  for (size_t i = 0; i < bytes / sizeof(__m256i); i += 4) {
    s0 = _mm256_add_epi64(s0, _mm256_load_si256(p + i));
    s1 = _mm256_add_epi64(s1, _mm256_load_si256(p + i + 1));
    s2 = _mm256_add_epi64(s2, _mm256_load_si256(p + i + 2));
    s3 = _mm256_add_epi64(s3, _mm256_load_si256(p + i + 3));
  }
  const __m256i sum = _mm256_add_epi64(_mm256_add_epi64(s0, s1), _mm256_add_epi64(s2, s3));
  volatile long long sink = _mm256_extract_epi64(sum, 0);
  (void)sink;
  return double(bytes);
}
