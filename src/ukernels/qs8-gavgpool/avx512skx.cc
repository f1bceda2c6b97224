// qs8 gavgpool kernels for avx512skx: gavgpool-template.h over xnn_simd_avx512f; a group of 16 bytes is one zmm
// register (vpmovsxbd in, vpmovdb out: the lanes hold in-range values, so truncation is exact).
#include <immintrin.h>

#include "ukernels/qs8-gavgpool/gavgpool-template.h"
#include "ukernels/simd/avx512f.h"

namespace {

struct bytes_avx512skx {
  static constexpr size_t kBytes = 16;
  static __m512i isplat(int32_t x) { return _mm512_set1_epi32(x); }
  static void load(const int8_t* p, __m512i* r) {
    r[0] = _mm512_cvtepi8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
  }
  static void store(int8_t* p, const __m512i* r) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), _mm512_cvtepi32_epi8(r[0]));
  }
  static void iload(const int32_t* p, __m512i* r) { r[0] = _mm512_loadu_si512(p); }
  static void istore(int32_t* p, const __m512i* r) { _mm512_storeu_si512(p, r[0]); }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_simd_avx512f;
using B = bytes_avx512skx;

#include "ukernels/qs8-gavgpool/define-kernels.h"
