// Conversion kernels for sse2: vcvt-template.h over xnn_simd_sse2; bytes widen by unpacking (SSE2 has no pmovsx).
#include <emmintrin.h>

#include <type_traits>

#include "ukernels/qs8-vcvt/vcvt-template.h"
#include "ukernels/simd/sse2.h"

namespace {

struct bytes_sse2 {
  static constexpr size_t kBytes = 16;
  static __m128i isplat(int32_t x) { return _mm_set1_epi32(x); }
  // 16 bytes -> 4 x 4 int32: signed bytes are unpacked into the high half of each wider lane, then shifted down
  // arithmetically; unsigned ones are unpacked with zeros.
  template <class T>
  static void load(const T* p, __m128i* r) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    if constexpr (std::is_signed_v<T>) {
      const __m128i lo = _mm_srai_epi16(_mm_unpacklo_epi8(v, v), 8);
      const __m128i hi = _mm_srai_epi16(_mm_unpackhi_epi8(v, v), 8);
      r[0] = _mm_srai_epi32(_mm_unpacklo_epi16(lo, lo), 16);
      r[1] = _mm_srai_epi32(_mm_unpackhi_epi16(lo, lo), 16);
      r[2] = _mm_srai_epi32(_mm_unpacklo_epi16(hi, hi), 16);
      r[3] = _mm_srai_epi32(_mm_unpackhi_epi16(hi, hi), 16);
    } else {
      const __m128i zero = _mm_setzero_si128();
      const __m128i lo = _mm_unpacklo_epi8(v, zero);
      const __m128i hi = _mm_unpackhi_epi8(v, zero);
      r[0] = _mm_unpacklo_epi16(lo, zero);
      r[1] = _mm_unpackhi_epi16(lo, zero);
      r[2] = _mm_unpacklo_epi16(hi, zero);
      r[3] = _mm_unpackhi_epi16(hi, zero);
    }
  }
  template <class T>
  static void store(T* p, const __m128i* r) {
    const __m128i w01 = _mm_packs_epi32(r[0], r[1]);
    const __m128i w23 = _mm_packs_epi32(r[2], r[3]);
    const __m128i b = std::is_signed_v<T> ? _mm_packs_epi16(w01, w23) : _mm_packus_epi16(w01, w23);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), b);
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_sse2 XNN_PROBE
using V = xnn_simd_sse2;
using B = bytes_sse2;

#include "ukernels/qs8-vcvt/define-kernels.h"
