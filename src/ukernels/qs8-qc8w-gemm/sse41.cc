// qs8-qc8w GEMM/IGEMM kernels for SSE4.1: c8, pmaddwd over int16. A's 8 bytes and each column's 8 bytes of W are
// sign-extended (pmovsxbw, ld64: one 8-byte load each); pmaddwd leaves 4 partial sums per column, added across at
// the end with two phaddd.
#include <smmintrin.h>

#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/qs8-qc8w-gemm/x86-output.h"

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE

namespace {

struct D {
  static constexpr size_t kKr = 8;
  static constexpr size_t kColsPerW = 1;
  static constexpr size_t kOutLanes = 4;
  using acc = __m128i;
  using a_reg = __m128i;
  using w_reg = __m128i;
  using out = __m128i;
  struct out_params {
    __m128 lo, hi;
    __m128i zero_point;
  };

  static acc zero() { return _mm_setzero_si128(); }
  static a_reg load_a(const int8_t* p) {
    return _mm_cvtepi8_epi16(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p)));
  }
  static w_reg load_w(const int8_t* p) { return load_a(p); }
  static acc dot(acc sum, a_reg a, w_reg w) { return _mm_add_epi32(sum, _mm_madd_epi16(a, w)); }
  static out reduce(const acc* accs) {
    return _mm_hadd_epi32(_mm_hadd_epi32(accs[0], accs[1]), _mm_hadd_epi32(accs[2], accs[3]));
  }
  static out_params prepare(const xnn_qs8_minmax_params& params) {
    return {_mm_set1_ps(float(params.output_min - params.output_zero_point)),
            _mm_set1_ps(float(params.output_max - params.output_zero_point)), _mm_set1_epi32(params.output_zero_point)};
  }
  static void store(int8_t* c, out sum, const int32_t* bias, const float* scale, const out_params& p, size_t n) {
    sum = _mm_add_epi32(sum, _mm_loadu_si128(reinterpret_cast<const __m128i*>(bias)));
    __m128 x = _mm_mul_ps(_mm_cvtepi32_ps(sum), _mm_loadu_ps(scale));
    x = _mm_min_ps(_mm_max_ps(x, p.lo), p.hi);
    const __m128i y = _mm_add_epi32(_mm_cvtps_epi32(x), p.zero_point);
    const __m128i y16 = _mm_packs_epi32(y, y);
    qs8_store_bytes(c, _mm_packs_epi16(y16, y16), n);
  }
};

}  // namespace

#include "ukernels/qs8-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc8w-gemm/define-kernels.h"
