// qs8-qc8w GEMM/IGEMM kernels for SSE4.1: c8, pmaddwd over int16. A's 8 bytes and each column's 8 bytes of W are
// sign-extended (pmovsxbw, ld64: one 8-byte load each); pmaddwd leaves 4 partial sums per column, added across at
// the end with two phaddd.
#include <smmintrin.h>

#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/qs8-qc8w-gemm/x86-output.h"

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE

namespace {

struct D : xnn_x86_output_xmm<false> {
  static constexpr size_t kKr = 8;
  static constexpr size_t kColsPerW = 1;
  using acc = __m128i;
  using a_reg = __m128i;
  using w_reg = __m128i;

  static acc zero() { return _mm_setzero_si128(); }
  static a_reg load_a(const int8_t* p) {
    return _mm_cvtepi8_epi16(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p)));
  }
  static w_reg load_w(const int8_t* p) { return load_a(p); }
  static acc dot(acc sum, a_reg a, w_reg w) { return _mm_add_epi32(sum, _mm_madd_epi16(a, w)); }
  static out reduce(const acc* accs) {
    return _mm_hadd_epi32(_mm_hadd_epi32(accs[0], accs[1]), _mm_hadd_epi32(accs[2], accs[3]));
  }
};

}  // namespace

#include "ukernels/qs8-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc8w-gemm/define-kernels.h"
