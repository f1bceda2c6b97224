// qu8 GEMM/IGEMM kernels for AArch64 NEON: c8, A's 8 bytes zero-extended (vmovl_u8) times a column's 8 packed int16
// weights with two widening multiply-accumulates (vmlal_s16, vmlal_high_s16) into 4 int32 partial sums per column;
// two vpaddq per 4 columns at the end; unsigned narrowing (vqmovun).
#include <arm_neon.h>

#include "ukernels/qs8-qc8w-gemm/arm-output.h"
#include "ukernels/qs8-qc8w-gemm/gemm-template.h"
#include "ukernels/qu8-gemm/qu8-gemm.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE

namespace {

struct D : xnn_neon_output<true> {
  static constexpr size_t kKr = 8;
  static constexpr size_t kColsPerW = 1;
  static constexpr size_t kWBytes = 2;
  using acc = int32x4_t;
  using a_reg = int16x8_t;
  using w_reg = int16x8_t;

  static acc zero() { return vdupq_n_s32(0); }
  static a_reg load_a(const int8_t* p) {
    return vreinterpretq_s16_u16(vmovl_u8(vld1_u8(reinterpret_cast<const uint8_t*>(p))));
  }
  static w_reg load_w(const int8_t* p) { return vld1q_s16(reinterpret_cast<const int16_t*>(p)); }
  static acc dot(acc sum, a_reg a, w_reg w) {
    return vmlal_high_s16(vmlal_s16(sum, vget_low_s16(a), vget_low_s16(w)), a, w);
  }
  static out reduce(const acc* accs) { return vpaddq_s32(vpaddq_s32(accs[0], accs[1]), vpaddq_s32(accs[2], accs[3])); }
};

}  // namespace

#include "ukernels/qu8-gemm/define-kernels.h"
