// Leaky ReLU kernels for avx512skx: vlrelu-template.h over 32 16-bit lanes (vpmovsx/vpmovzx of 32 bytes in,
// vpmulhrsw, the sign bits as a mask register choosing the multiplier, vpmovswb/vpmovuswb out; the unsigned
// narrowing reads its lanes as unsigned, so negative lanes are first raised to 0).
#include <immintrin.h>
#include <type_traits>

#include "ukernels/qs8-vlrelu/vlrelu-template.h"

namespace {

struct lanes16_avx512skx {
  static constexpr size_t kBytes = 32;
  static constexpr size_t kRegs = 1;
  using reg = __m512i;
  static reg splat(int16_t v) { return _mm512_set1_epi16(v); }
  template <class T>
  static void load(const T* p, reg* r) {
    const __m256i v = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
    r[0] = std::is_signed_v<T> ? _mm512_cvtepi8_epi16(v) : _mm512_cvtepu8_epi16(v);
  }
  template <class T>
  static void store(T* p, const reg* r) {
    const __m256i b = std::is_signed_v<T> ? _mm512_cvtsepi16_epi8(r[0])
                                          : _mm512_cvtusepi16_epi8(_mm512_max_epi16(r[0], _mm512_setzero_si512()));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), b);
  }
  static reg sub(reg a, reg b) { return _mm512_sub_epi16(a, b); }
  static reg add_sat(reg a, reg b) { return _mm512_adds_epi16(a, b); }
  static reg shl7(reg a) { return _mm512_slli_epi16(a, 7); }
  static reg mulhrs(reg a, reg b) { return _mm512_mulhrs_epi16(a, b); }
  static reg if_negative(reg d, reg a, reg b) { return _mm512_mask_blend_epi16(_mm512_movepi16_mask(d), b, a); }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using H = lanes16_avx512skx;

#include "ukernels/qs8-vlrelu/define-kernels.h"
