// qs8-qc8w GEMM/IGEMM kernels for AArch64 NEON with the int8 matrix multiply (i8mm): c8, smmla. One A register holds
// 8 k values of two rows, one W register 8 k values of two columns, and smmla adds their 2x2 product into one
// accumulator [r0c0 r0c1 r1c0 r1c1]; a row's 4 columns are the matching 64-bit halves of two accumulators (zip).
#include <arm_neon.h>

#include "ukernels/qs8-qc8w-gemm/arm-output.h"
#include "ukernels/qs8-qc8w-gemm/gemm-template.h"

#define XNN_THIS_ISA_IS_neoni8mm XNN_PROBE

namespace {

struct D : qs8_neon_output {
  static constexpr size_t kKr = 8;
  static constexpr size_t kColsPerW = 2;
  static constexpr size_t kRowsPerA = 2;
  using acc = int32x4_t;
  using a_reg = int8x16_t;
  using w_reg = int8x16_t;

  static acc zero() { return vdupq_n_s32(0); }
  static a_reg load_a2(const int8_t* p0, const int8_t* p1) { return vcombine_s8(vld1_s8(p0), vld1_s8(p1)); }
  static w_reg load_w(const int8_t* p) { return vld1q_s8(p); }
  static acc dot(acc sum, a_reg a, w_reg w) { return vmmlaq_s32(sum, a, w); }
  static out reduce2(const acc* accs, size_t row) {
    const int64x2_t lo = vreinterpretq_s64_s32(accs[0]), hi = vreinterpretq_s64_s32(accs[1]);
    return vreinterpretq_s32_s64(row == 0 ? vzip1q_s64(lo, hi) : vzip2q_s64(lo, hi));
  }
};

}  // namespace

#include "ukernels/qs8-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc4w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qb4w-gemm/define-kernels.h"
