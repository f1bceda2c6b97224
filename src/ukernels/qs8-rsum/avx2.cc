// qs8/qu8 sum kernels for avx2: rsum-template.h over xnn_simd_avx2; 16 bytes widen to two registers of 8 int32.
#include <immintrin.h>

#include "ukernels/qs8-rsum/rsum-template.h"
#include "ukernels/simd/avx2.h"

namespace {

template <class Byte, __m256i (*Widen)(__m128i)>
struct bytes_avx2 {
  using T = Byte;
  static constexpr size_t kBytes = 16;
  static __m256i isplat(int32_t x) { return _mm256_set1_epi32(x); }
  static void load(const T* p, __m256i* r) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    r[0] = Widen(v);
    r[1] = Widen(_mm_unpackhi_epi64(v, v));
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

__m256i widen_s8(__m128i v) { return _mm256_cvtepi8_epi32(v); }
__m256i widen_u8(__m128i v) { return _mm256_cvtepu8_epi32(v); }

}  // namespace

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;
using S8 = bytes_avx2<int8_t, widen_s8>;
using U8 = bytes_avx2<uint8_t, widen_u8>;

#include "ukernels/qs8-rsum/define-kernels.h"
