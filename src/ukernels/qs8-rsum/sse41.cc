// qs8/qu8 sum kernels for sse41: rsum-template.h over xnn_simd_sse41; bytes widen with pmovsxbd / pmovzxbd.
#include <smmintrin.h>

#include "ukernels/qs8-rsum/rsum-template.h"
#include "ukernels/simd/sse41.h"

namespace {

template <class Byte, __m128i (*Widen)(__m128i)>
struct bytes_sse41 {
  using T = Byte;
  static constexpr size_t kBytes = 16;
  static __m128i isplat(int32_t x) { return _mm_set1_epi32(x); }
  static void load(const T* p, __m128i* r) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    r[0] = Widen(v);
    r[1] = Widen(_mm_srli_si128(v, 4));
    r[2] = Widen(_mm_srli_si128(v, 8));
    r[3] = Widen(_mm_srli_si128(v, 12));
  }
  static void iload(const int32_t* p, __m128i* r) {
    for (size_t i = 0; i < 4; i++) r[i] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 4 * i));
  }
  static void istore(int32_t* p, const __m128i* r) {
    for (size_t i = 0; i < 4; i++) _mm_storeu_si128(reinterpret_cast<__m128i*>(p + 4 * i), r[i]);
  }
};

__m128i widen_s8(__m128i v) { return _mm_cvtepi8_epi32(v); }
__m128i widen_u8(__m128i v) { return _mm_cvtepu8_epi32(v); }

}  // namespace

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using V = xnn_simd_sse41;
using S8 = bytes_sse41<int8_t, widen_s8>;
using U8 = bytes_sse41<uint8_t, widen_u8>;

#include "ukernels/qs8-rsum/define-kernels.h"
