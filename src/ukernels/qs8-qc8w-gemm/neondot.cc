// qs8-qc8w GEMM/IGEMM kernels for AArch64 NEON with dot products: c4, sdot (signed x signed, 4 products per lane).
// A's 4 bytes are broadcast; one q register of W is 4 columns x 4 k, so no reduction is needed.
#include <arm_neon.h>

#include "ukernels/qs8-qc8w-gemm/arm-output.h"
#include "ukernels/qs8-qc8w-gemm/gemm-template.h"

#define XNN_THIS_ISA_IS_neondot XNN_PROBE

namespace {

struct D : qs8_neon_output {
  static constexpr size_t kKr = 4;
  static constexpr size_t kColsPerW = 4;
  using acc = int32x4_t;
  using a_reg = int8x16_t;
  using w_reg = int8x16_t;

  static acc zero() { return vdupq_n_s32(0); }
  static a_reg load_a(const int8_t* p) {
    int32_t bytes;
    __builtin_memcpy(&bytes, p, sizeof(bytes));
    return vreinterpretq_s8_s32(vdupq_n_s32(bytes));
  }
  static w_reg load_w(const int8_t* p) { return vld1q_s8(p); }
  static acc dot(acc sum, a_reg a, w_reg w) { return vdotq_s32(sum, a, w); }
  static out reduce(const acc* accs) { return accs[0]; }
};

}  // namespace

#include "ukernels/qs8-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f16-qc8w-gemm/define-kernels.h"
#include "ukernels/qd8-f16-qc4w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qc4w-gemm/define-kernels.h"
#include "ukernels/qd8-f32-qb4w-gemm/define-kernels.h"
#include "ukernels/qd8-f16-qb4w-gemm/define-kernels.h"
