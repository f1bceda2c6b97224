// qs8 gavgpool kernels for avx2: gavgpool-template.h over xnn_simd_avx2; a group of 16 bytes is two ymm registers.
#include <immintrin.h>

#include "ukernels/qs8-gavgpool/gavgpool-template.h"
#include "ukernels/simd/avx2.h"

namespace {

struct bytes_avx2 {
  static constexpr size_t kBytes = 16;
  static __m256i isplat(int32_t x) { return _mm256_set1_epi32(x); }
  static void load(const int8_t* p, __m256i* r) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    r[0] = _mm256_cvtepi8_epi32(v);
    r[1] = _mm256_cvtepi8_epi32(_mm_unpackhi_epi64(v, v));
  }
  // packs works within 128-bit halves: the bytes come out as dwords 0 2 1 3 of the order wanted.
  static void store(int8_t* p, const __m256i* r) {
    const __m256i w = _mm256_packs_epi32(r[0], r[1]);
    const __m128i b = _mm_packs_epi16(_mm256_castsi256_si128(w), _mm256_extracti128_si256(w, 1));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), _mm_shuffle_epi32(b, _MM_SHUFFLE(3, 1, 2, 0)));
  }
  static void iload(const int32_t* p, __m256i* r) {
    r[0] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
    r[1] = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + 8));
  }
  static void istore(int32_t* p, const __m256i* r) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), r[0]);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(p + 8), r[1]);
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;
using B = bytes_avx2;

#include "ukernels/qs8-gavgpool/define-kernels.h"
