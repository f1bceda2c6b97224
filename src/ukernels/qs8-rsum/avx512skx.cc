// qs8/qu8 sum kernels for avx512skx: rsum-template.h over xnn_simd_avx512f; 16 bytes widen to one register.
#include <immintrin.h>

#include "ukernels/qs8-rsum/rsum-template.h"
#include "ukernels/simd/avx512f.h"

namespace {

template <class Byte, __m512i (*Widen)(__m128i)>
struct bytes_avx512skx {
  using T = Byte;
  static constexpr size_t kBytes = 16;
  static __m512i isplat(int32_t x) { return _mm512_set1_epi32(x); }
  static void load(const T* p, __m512i* r) { r[0] = Widen(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p))); }
  static void iload(const int32_t* p, __m512i* r) { r[0] = _mm512_loadu_si512(p); }
  static void istore(int32_t* p, const __m512i* r) { _mm512_storeu_si512(p, r[0]); }
};

__m512i widen_s8(__m128i v) { return _mm512_cvtepi8_epi32(v); }
__m512i widen_u8(__m128i v) { return _mm512_cvtepu8_epi32(v); }

}  // namespace

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_simd_avx512f;
using S8 = bytes_avx512skx<int8_t, widen_s8>;
using U8 = bytes_avx512skx<uint8_t, widen_u8>;

#include "ukernels/qs8-rsum/define-kernels.h"
