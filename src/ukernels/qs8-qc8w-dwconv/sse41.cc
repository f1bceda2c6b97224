// qs8-qc8w depthwise convolution kernels for sse41: dwconv-template.h over 4 int32 lanes. Inputs and weights are
// sign-extended to int32 lanes (pmovsxbd, `mul32`) and multiplied with pmaddwd (see weight()); the output stage is
// cvtdq2ps, mulps, maxps/minps against the bounds less the zero point, cvtps2dq (round to nearest even), paddd and
// two saturating packs.
#include <smmintrin.h>

#include <cstring>

#include "ukernels/qs8-qc8w-dwconv/dwconv-template.h"

namespace {

struct qs8_dwconv_sse41 {
  static constexpr size_t kLanes = 4;
  static constexpr size_t kRegisters = 16, kAccRegisters = 1;
  using acc = __m128i;
  using in = __m128i;
  struct out {
    __m128 lo, hi;
    __m128i zero_point;
  };

  static acc load_acc(const void* p) { return _mm_loadu_si128(static_cast<const __m128i*>(p)); }
  static void store_acc(int32_t* p, acc a) { _mm_storeu_si128(reinterpret_cast<__m128i*>(p), a); }
  static acc zero() { return _mm_setzero_si128(); }
  static acc add(acc a, acc b) { return _mm_add_epi32(a, b); }
  static in load_in(const int8_t* p) {
    int32_t bytes;
    std::memcpy(&bytes, p, sizeof(bytes));
    return _mm_cvtepi8_epi32(_mm_cvtsi32_si128(bytes));
  }
  // The weight's upper 16 bits cleared: pmaddwd then adds x * w (x's low half, exact as int16) and x's sign half
  // times 0, one uop where pmulld takes two.
  static in weight(in w) { return _mm_and_si128(w, _mm_set1_epi32(0xFFFF)); }
  static acc madd(acc a, in x, in w) { return _mm_add_epi32(a, _mm_madd_epi16(x, w)); }
  static out prepare(const xnn_qs8_minmax_params& p) {
    return {_mm_set1_ps(float(p.output_min - p.output_zero_point)),
            _mm_set1_ps(float(p.output_max - p.output_zero_point)), _mm_set1_epi32(p.output_zero_point)};
  }
  static void store_out(int8_t* o, acc a, const void* scale, const out& s, size_t lanes) {
    __m128 x = _mm_mul_ps(_mm_cvtepi32_ps(a), _mm_loadu_ps(static_cast<const float*>(scale)));
    x = _mm_min_ps(_mm_max_ps(x, s.lo), s.hi);
    const __m128i y = _mm_add_epi32(_mm_cvtps_epi32(x), s.zero_point);
    const __m128i y16 = _mm_packs_epi32(y, y);
    const int32_t bytes = _mm_cvtsi128_si32(_mm_packs_epi16(y16, y16));
    std::memcpy(o, &bytes, lanes);
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using Q = qs8_dwconv_sse41;

#include "ukernels/qs8-qc8w-dwconv/define-kernels.h"
