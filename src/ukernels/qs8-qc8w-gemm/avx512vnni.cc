// qs8-qc8w GEMM/IGEMM kernels for AVX-512 VNNI: c4, vpdpbusd zmm (unsigned A x signed W, 4 products per lane). A is
// xored with 0x80 (A + 128, unsigned); the packed bias holds the matching -128 * sum W (xnn_qs8_qc8w_gemm_a_offset).
// One zmm of W is 16 columns x 4 k, so no reduction is needed.
//
// The xor runs on 8 bytes at a time in general-purpose registers while A is copied to a stack buffer
// (qs8_vnni_stage), and each row's A dword comes from that buffer through a load-only vpbroadcastd. Sapphire Rapids
// issues vpdpbusd zmm on ports 0 and 5 only; a vector xor or a broadcast from a register per row and k group would
// take one of those slots per dot product in a 16-column tile. An embedded broadcast cannot serve: it is
// vpdpbusd's signed operand, and A is the unsigned one (figures: docs/kernels.md, "qs8-qc8w GEMM").
#include <immintrin.h>

#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/qs8-qc8w-gemm/vnni-stage.h"
#include "ukernels/qs8-qc8w-gemm/x86-output.h"

#define XNN_THIS_ISA_IS_avx512vnni XNN_PROBE

namespace {

// The dot product on A as it is in memory: the qdu8 kernels' traits (A unsigned already).
struct U : qs8_x86_output_zmm {
  static constexpr size_t kKr = 4;
  static constexpr size_t kColsPerW = 16;
  using acc = __m512i;
  using a_reg = __m512i;
  using w_reg = __m512i;

  static acc zero() { return _mm512_setzero_si512(); }
  static a_reg load_a(const int8_t* p) {
    int32_t bytes;
    __builtin_memcpy(&bytes, p, sizeof(bytes));
    return _mm512_set1_epi32(bytes);
  }
  static w_reg load_w(const int8_t* p) { return _mm512_loadu_si512(p); }
  static acc dot(acc sum, a_reg a, w_reg w) { return _mm512_dpbusd_epi32(sum, a, w); }
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
