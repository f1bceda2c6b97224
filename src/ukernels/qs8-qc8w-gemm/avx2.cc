// qs8-qc8w GEMM/IGEMM kernels for AVX2: c8, vpmaddwd over int16. Each k group of 8 bytes per column: A's 8 bytes
// broadcast to both 128-bit halves and sign-extended (vpbroadcastq + vpmovsxbw), W's 16 bytes (2 columns) sign-
// extended into one ymm; vpmaddwd leaves 4 partial sums per column, added across at the end (2 x vphaddd and a
// lane permute per 8 columns).
#include <immintrin.h>

#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/qs8-qc8w-gemm/x86-output.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE

namespace {

struct D : qs8_x86_output_ymm {
  static constexpr size_t kKr = 8;
  static constexpr size_t kColsPerW = 2;
  using acc = __m256i;
  using a_reg = __m256i;
  using w_reg = __m256i;

  static acc zero() { return _mm256_setzero_si256(); }
  static a_reg load_a(const int8_t* p) {
    int64_t bytes;
    __builtin_memcpy(&bytes, p, sizeof(bytes));
    return _mm256_cvtepi8_epi16(_mm_set1_epi64x(bytes));
  }
  static w_reg load_w(const int8_t* p) {
    return _mm256_cvtepi8_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
  }
  static acc dot(acc sum, a_reg a, w_reg w) { return _mm256_add_epi32(sum, _mm256_madd_epi16(a, w)); }
  // accs[j] holds columns 2j (low half) and 2j + 1 (high half), 4 partial sums each.
  static out reduce(const acc* accs) {
    const __m256i sums = _mm256_hadd_epi32(_mm256_hadd_epi32(accs[0], accs[1]), _mm256_hadd_epi32(accs[2], accs[3]));
    // sums = columns 0 2 4 6 | 1 3 5 7
    return _mm256_permutevar8x32_epi32(sums, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
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
