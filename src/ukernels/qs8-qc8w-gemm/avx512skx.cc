// qs8-qc8w GEMM/IGEMM kernels for AVX-512 SKX: c8, vpmaddwd zmm over int16. A's 8 bytes broadcast to the four
// 128-bit lanes and sign-extended; W's 32 bytes (4 columns x 8 k) sign-extended into one zmm, column 4j + q in lane
// q; the 4 partial sums per column are added across at the end (unpack/add twice, one vpermd per 16 columns).
#include <immintrin.h>

#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/qs8-qc8w-gemm/x86-output.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE

namespace {

struct D : qs8_x86_output_zmm {
  static constexpr size_t kKr = 8;
  static constexpr size_t kColsPerW = 4;
  using acc = __m512i;
  using a_reg = __m512i;
  using w_reg = __m512i;

  static acc zero() { return _mm512_setzero_si512(); }
  static a_reg load_a(const int8_t* p) {
    int64_t bytes;
    __builtin_memcpy(&bytes, p, sizeof(bytes));
    return _mm512_cvtepi8_epi16(_mm256_set1_epi64x(bytes));
  }
  static w_reg load_w(const int8_t* p) {
    return _mm512_cvtepi8_epi16(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
  }
  static acc dot(acc sum, a_reg a, w_reg w) { return _mm512_add_epi32(sum, _mm512_madd_epi16(a, w)); }
  static out reduce(const acc* accs) {
    const __m512i t0 =
        _mm512_add_epi32(_mm512_unpacklo_epi32(accs[0], accs[1]), _mm512_unpackhi_epi32(accs[0], accs[1]));
    const __m512i t1 =
        _mm512_add_epi32(_mm512_unpacklo_epi32(accs[2], accs[3]), _mm512_unpackhi_epi32(accs[2], accs[3]));
    // Lane q of u holds columns q, 4 + q, 8 + q, 12 + q.
    const __m512i u = _mm512_add_epi32(_mm512_unpacklo_epi64(t0, t1), _mm512_unpackhi_epi64(t0, t1));
    return _mm512_permutexvar_epi32(_mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15), u);
  }
};

}  // namespace

#include "ukernels/qs8-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f16-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f16-qc4w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc4w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qb4w-gemm/define-kernels.h"
#include "ukernels/qd8-f16-qb4w-gemm/define-kernels.h"
