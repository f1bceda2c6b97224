// f32 GEMM/IGEMM kernels for AArch64 NEON with FMA: 4-float q-register vectors, fused multiply-add.
//
// AArch64 has 32 q registers. Register maps (accumulators + W + A):
//   6x8_lane   12 + 2 + 6 = 20     4x16_lane  16 + 4 + 4 = 24     6x8_dup  12 + 2 + 1 = 15
// Wider tiles do not fit with GCC 12: 5x16_lane and 6x16_dup (which GCC turns into by-element FMAs with one
// register per A value) spill accumulators to the stack inside the k loop.
// `_lane` kernels load 4 consecutive A values per row with one ld1 and multiply by each lane (fmla v.4s, v.s[l]);
// `_dup` kernels broadcast one A value per k step (ld1r).
#include <arm_neon.h>

#include "ukernels/f32-gemm/gemm-template.h"

#define XNN_THIS_ISA_IS_neonfma XNN_PROBE

namespace {

struct V {
  using reg = float32x4_t;
  static constexpr size_t kLanes = 4;
  static reg load(const float* p) { return vld1q_f32(p); }
  static void store(float* p, reg r) { vst1q_f32(p, r); }
  static void store_tail(float* p, reg r, size_t n) {
    float32x2_t low = vget_low_f32(r);
    if (n & 2) {
      vst1_f32(p, low);
      p += 2;
      low = vget_high_f32(r);
    }
    if (n & 1) vst1_lane_f32(p, low, 0);
  }
  static reg splat(float x) { return vdupq_n_f32(x); }
  static reg fma(reg acc, reg a, reg b) { return vfmaq_f32(acc, a, b); }
  template <int L>
  static reg fma_lane(reg acc, reg b, reg a) { return vfmaq_laneq_f32(acc, b, a, L); }
  static reg min(reg a, reg b) { return vminq_f32(a, b); }
  static reg max(reg a, reg b) { return vmaxq_f32(a, b); }
};

}  // namespace

#include "ukernels/f32-gemm/define-kernels.h"
