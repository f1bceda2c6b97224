// qs8-qc8w GEMM/IGEMM kernels for AArch64 NEON without dot products: c8, vmull_s8 then vpadalq_s16. Each column's 8
// bytes times A's 8 bytes in one widening multiply (int16 products: |product| <= 2^14, no overflow for any int8
// weight, unlike kernels that add two products in int16), pairwise-added into 4 int32 partial sums per column;
// two vpaddq per 4 columns at the end.
#include <arm_neon.h>

#include "ukernels/qs8-qc8w-gemm/arm-output.h"
#include "ukernels/qs8-qc8w-gemm/gemm-template.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE

namespace {

struct D : qs8_neon_output {
  static constexpr size_t kKr = 8;
  static constexpr size_t kColsPerW = 1;
  using acc = int32x4_t;
  using a_reg = int8x8_t;
  using w_reg = int8x8_t;

  static acc zero() { return vdupq_n_s32(0); }
  static a_reg load_a(const int8_t* p) { return vld1_s8(p); }
  static w_reg load_w(const int8_t* p) { return vld1_s8(p); }
  static acc dot(acc sum, a_reg a, w_reg w) { return vpadalq_s16(sum, vmull_s8(a, w)); }
  static out reduce(const acc* accs) { return vpaddq_s32(vpaddq_s32(accs[0], accs[1]), vpaddq_s32(accs[2], accs[3])); }
};

}  // namespace

#include "ukernels/qs8-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f16-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f16-qc4w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc4w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qb4w-gemm/define-kernels.h"
#include "ukernels/qd8-f16-qb4w-gemm/define-kernels.h"
