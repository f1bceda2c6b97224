// qs8 gavgpool kernels for sse41: gavgpool-template.h over xnn_simd_sse41; bytes widen with pmovsxbd and narrow with
// packssdw/packsswb.
#include <smmintrin.h>

#include "ukernels/qs8-gavgpool/gavgpool-template.h"
#include "ukernels/simd/sse41.h"

namespace {

struct bytes_sse41 {
  static constexpr size_t kBytes = 16;
  static __m128i isplat(int32_t x) { return _mm_set1_epi32(x); }
  static void load(const int8_t* p, __m128i* r) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    r[0] = _mm_cvtepi8_epi32(v);
    r[1] = _mm_cvtepi8_epi32(_mm_srli_si128(v, 4));
    r[2] = _mm_cvtepi8_epi32(_mm_srli_si128(v, 8));
    r[3] = _mm_cvtepi8_epi32(_mm_srli_si128(v, 12));
  }
  static void store(int8_t* p, const __m128i* r) {
    const __m128i b = _mm_packs_epi16(_mm_packs_epi32(r[0], r[1]), _mm_packs_epi32(r[2], r[3]));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), b);
  }
  static void iload(const int32_t* p, __m128i* r) {
    for (size_t i = 0; i < 4; i++) r[i] = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 4 * i));
  }
  static void istore(int32_t* p, const __m128i* r) {
    for (size_t i = 0; i < 4; i++) _mm_storeu_si128(reinterpret_cast<__m128i*>(p + 4 * i), r[i]);
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using V = xnn_simd_sse41;
using B = bytes_sse41;

#include "ukernels/qs8-gavgpool/define-kernels.h"
