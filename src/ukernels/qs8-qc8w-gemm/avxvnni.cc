// qs8-qc8w GEMM/IGEMM kernels for AVX-VNNI: c4, vpdpbusd ymm (unsigned A x signed W, 4 products per lane). A is
// xored with 0x80 (A + 128, unsigned) while it is copied to a stack buffer (qs8_vnni_stage, as in avx512vnni.cc),
// and broadcast from there with a load-only vpbroadcastd; the packed bias holds the matching -128 * sum W
// (xnn_qs8_qc8w_gemm_a_offset). One ymm of W is 8 columns x 4 k, so no reduction is needed.
#include <immintrin.h>

#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/qs8-qc8w-gemm/vnni-stage.h"
#include "ukernels/qs8-qc8w-gemm/x86-output.h"

#define XNN_THIS_ISA_IS_avxvnni XNN_PROBE

namespace {

// The dot product on A as it is in memory: the qdu8 kernels' traits (A unsigned already).
struct U : qs8_x86_output_ymm {
  static constexpr size_t kKr = 4;
  static constexpr size_t kColsPerW = 8;
  using acc = __m256i;
  using a_reg = __m256i;
  using w_reg = __m256i;

  static acc zero() { return _mm256_setzero_si256(); }
  static a_reg load_a(const int8_t* p) {
    int32_t bytes;
    __builtin_memcpy(&bytes, p, sizeof(bytes));
    return _mm256_set1_epi32(bytes);
  }
  static w_reg load_w(const int8_t* p) { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)); }
  static acc dot(acc sum, a_reg a, w_reg w) { return _mm256_dpbusd_avx_epi32(sum, a, w); }
  static out reduce(const acc* accs) { return accs[0]; }
};

// The qs8 and qd8 kernels' traits: A (signed) reaches U's dot product through the sign-flipping copy.
struct D : U, qs8_vnni_stage {};

}  // namespace

#include "ukernels/qs8-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc4w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qb4w-gemm/define-kernels.h"
#include "ukernels/qdu8-f32-qc8w-gemm/define-kernels.h"
#include "ukernels/qdu8-f32-qc4w-gemm/define-kernels.h"
#include "ukernels/qdu8-f32-qb4w-gemm/define-kernels.h"
