// f16 GEMM kernels for AArch64 NEON with FP16 arithmetic (ARMv8.2-A FEAT_FP16): 8 halves per q register, native
// fp16 FMA, so every FMA rounds to fp16 (error bound in docs/kernels.md, "Half precision").
// `_lane` rows load 8 consecutive A values per row and multiply by each lane (fmla v.8h, v.h[l]).
// Register map (32 q): 6x16: 12 accumulators + 2 W + 6 A = 20.
#include <arm_neon.h>

#include <cstddef>
#include <cstdint>

#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/f16-gemm/f16-gemm.h"

namespace {

struct xnn_simd_neonfp16arith {
  using reg = float16x8_t;
  static constexpr size_t kLanes = 8;
  static reg load(const uint16_t* p) { return vreinterpretq_f16_u16(vld1q_u16(p)); }
  static void store(uint16_t* p, reg r) { vst1q_u16(p, vreinterpretq_u16_f16(r)); }
  static void store_tail(uint16_t* p, reg r, size_t n) {
    uint16x8_t h = vreinterpretq_u16_f16(r);
    uint16x4_t low = vget_low_u16(h);
    if (n & 4) {
      vst1_u16(p, low);
      low = vget_high_u16(h);
      p += 4;
    }
    if (n & 2) {
      vst1_lane_u32(reinterpret_cast<uint32_t*>(p), vreinterpret_u32_u16(low), 0);
      low = vext_u16(low, low, 2);
      p += 2;
    }
    if (n & 1) vst1_lane_u16(p, low, 0);
  }
  static reg splat(uint16_t h) { return vreinterpretq_f16_u16(vdupq_n_u16(h)); }
  static reg zero() { return vreinterpretq_f16_u16(vdupq_n_u16(0)); }
  static reg fma(reg acc, reg a, reg b) { return vfmaq_f16(acc, a, b); }
  template <int L>
  static reg fma_lane(reg acc, reg b, reg a) { return vfmaq_laneq_f16(acc, b, a, L); }
  static reg add(reg a, reg b) { return vaddq_f16(a, b); }
  // fmin/fmax return NaN when either operand is NaN: a NaN sum survives the clamp.
  static reg min(reg a, reg b) { return vminq_f16(a, b); }
  static reg max(reg a, reg b) { return vmaxq_f16(a, b); }
};

}  // namespace

#define XNN_THIS_ISA_IS_neonfp16arith XNN_PROBE
using V = xnn_simd_neonfp16arith;
using P = f32_gemm_plain<V, uint16_t>;

#include "ukernels/f16-gemm/define-kernels.h"
