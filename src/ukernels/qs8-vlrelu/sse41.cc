// Leaky ReLU kernels for sse41: vlrelu-template.h over 8 16-bit lanes (pmovsx/pmovzx in, pmulhrsw, the multiplier
// chosen by pblendvb on the sign mask, packsswb/packuswb out); a group of 16 bytes is two registers.
#include <smmintrin.h>
#include <type_traits>

#include "ukernels/qs8-vlrelu/vlrelu-template.h"

namespace {

struct lanes16_sse41 {
  static constexpr size_t kBytes = 16;
  static constexpr size_t kRegs = 2;
  using reg = __m128i;
  static reg splat(int16_t v) { return _mm_set1_epi16(v); }
  template <class T>
  static reg widen(__m128i v) {
    return std::is_signed_v<T> ? _mm_cvtepi8_epi16(v) : _mm_cvtepu8_epi16(v);
  }
  template <class T>
  static void load(const T* p, reg* r) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    r[0] = widen<T>(v);
    r[1] = widen<T>(_mm_srli_si128(v, 8));
  }
  template <class T>
  static void store(T* p, const reg* r) {
    const __m128i b = std::is_signed_v<T> ? _mm_packs_epi16(r[0], r[1]) : _mm_packus_epi16(r[0], r[1]);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), b);
  }
  static reg sub(reg a, reg b) { return _mm_sub_epi16(a, b); }
  static reg add_sat(reg a, reg b) { return _mm_adds_epi16(a, b); }
  static reg shl7(reg a) { return _mm_slli_epi16(a, 7); }
  static reg mulhrs(reg a, reg b) { return _mm_mulhrs_epi16(a, b); }
  static reg if_negative(reg d, reg a, reg b) { return _mm_blendv_epi8(b, a, _mm_srai_epi16(d, 15)); }
};

}  // namespace

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using H = lanes16_sse41;

#include "ukernels/qs8-vlrelu/define-kernels.h"
