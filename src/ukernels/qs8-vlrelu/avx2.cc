// Leaky ReLU kernels for avx2: vlrelu-template.h over 16 16-bit lanes (vpmovsx/vpmovzx of 16 bytes in, vpmulhrsw,
// vpblendvb on the sign mask; out through the two 128-bit halves, packed in order by packsswb/packuswb).
#include <immintrin.h>
#include <type_traits>

#include "ukernels/qs8-vlrelu/vlrelu-template.h"

namespace {

struct lanes16_avx2 {
  static constexpr size_t kBytes = 16;
  static constexpr size_t kRegs = 1;
  using reg = __m256i;
  static reg splat(int16_t v) { return _mm256_set1_epi16(v); }
  template <class T>
  static void load(const T* p, reg* r) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    r[0] = std::is_signed_v<T> ? _mm256_cvtepi8_epi16(v) : _mm256_cvtepu8_epi16(v);
  }
  template <class T>
  static void store(T* p, const reg* r) {
    const __m128i lo = _mm256_castsi256_si128(r[0]);
    const __m128i hi = _mm256_extracti128_si256(r[0], 1);
    const __m128i b = std::is_signed_v<T> ? _mm_packs_epi16(lo, hi) : _mm_packus_epi16(lo, hi);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), b);
  }
  static reg sub(reg a, reg b) { return _mm256_sub_epi16(a, b); }
  static reg add_sat(reg a, reg b) { return _mm256_adds_epi16(a, b); }
  static reg shl7(reg a) { return _mm256_slli_epi16(a, 7); }
  static reg mulhrs(reg a, reg b) { return _mm256_mulhrs_epi16(a, b); }
  static reg if_negative(reg d, reg a, reg b) { return _mm256_blendv_epi8(b, a, _mm256_srai_epi16(d, 15)); }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using H = lanes16_avx2;

#include "ukernels/qs8-vlrelu/define-kernels.h"
