// Native fp16 registers for AArch64 NEON with FP16 arithmetic (ARMv8.2-A FEAT_FP16): 8 halves per q register, each
// operation rounded once to fp16. The vector type of the f16 elementwise families' neonfp16arith rows (f16-vbinary,
// f16-vunary), with the primitives their exact ops use, and of the native f16 depthwise, pooling, bilinear and row
// maximum rows (elem, fma, min, max; eq and select for max pooling; reduce_max for f16-rmax) and of the f16 GEMM
// (fma_lane); splat(float) takes params that were halves (exact). README.md in this directory.
#pragma once

#include <arm_neon.h>

#include <cstddef>
#include <cstdint>

namespace {

struct xnn_fp16_neonfp16arith {
  using reg = float16x8_t;
  using mask = uint16x8_t;
  using elem = uint16_t;
  static constexpr size_t kLanes = 8;

  static reg load(const uint16_t* p) { return vreinterpretq_f16_u16(vld1q_u16(p)); }
  // 16 bytes from p: at most 14 past the last half, inside XNN_EXTRA_BYTES.
  static reg load_tail(const uint16_t* p, size_t) { return load(p); }
  static void store(uint16_t* p, reg r) { vst1q_u16(p, vreinterpretq_u16_f16(r)); }
  static void store_tail(uint16_t* p, reg r, size_t n) {
    const uint16x8_t h = vreinterpretq_u16_f16(r);
    uint16x4_t part = vget_low_u16(h);
    if (n & 4) {
      vst1_u16(p, part);
      part = vget_high_u16(h);
      p += 4;
    }
    if (n & 2) {
      vst1_lane_u32(reinterpret_cast<uint32_t*>(p), vreinterpret_u32_u16(part), 0);
      part = vext_u16(part, part, 2);
      p += 2;
    }
    if (n & 1) vst1_lane_u16(p, part, 0);
  }
  static reg splat(uint16_t h) { return vreinterpretq_f16_u16(vdupq_n_u16(h)); }
  static reg splat(float x) { return vdupq_n_f16(float16_t(x)); }
  static reg zero() { return splat(uint16_t{0}); }

  static reg add(reg a, reg b) { return vaddq_f16(a, b); }
  static reg sub(reg a, reg b) { return vsubq_f16(a, b); }
  static reg mul(reg a, reg b) { return vmulq_f16(a, b); }
  static reg fma(reg acc, reg a, reg b) { return vfmaq_f16(acc, a, b); }
  // acc + b * lane L of a (the f16 GEMM's `_lane` rows).
  template <int L>
  static reg fma_lane(reg acc, reg b, reg a) { return vfmaq_laneq_f16(acc, b, a, L); }
  static reg div(reg a, reg b) { return vdivq_f16(a, b); }
  static reg sqrt(reg a) { return vsqrtq_f16(a); }
  static reg abs(reg a) { return vabsq_f16(a); }
  static reg neg(reg a) { return vnegq_f16(a); }
  // IEEE 754-2019 minimum/maximum (NaN when either is NaN, -0 < +0): exactly FMIN/FMAX.
  static reg minimum(reg a, reg b) { return vminq_f16(a, b); }
  static reg maximum(reg a, reg b) { return vmaxq_f16(a, b); }
  static mask eq(reg a, reg b) { return vceqq_f16(a, b); }
  static reg select(mask m, reg t, reg f) { return vbslq_f16(m, t, f); }
  // The same instructions as a clamp's min and max: a NaN sum survives the clamp.
  static reg min(reg a, reg b) { return vminq_f16(a, b); }
  static reg max(reg a, reg b) { return vmaxq_f16(a, b); }
  // FMAXV: the largest lane (NaN if any lane is), widened exactly to float.
  static float reduce_max(reg a) { return float(vmaxvq_f16(a)); }
  // std::clamp by compare and select, since FMAX would turn max(+0, -0) into +0.
  static reg clamp(reg v, reg lo, reg hi) {
    return vbslq_f16(vcltq_f16(v, lo), lo, vbslq_f16(vcltq_f16(hi, v), hi, v));
  }
};

}  // namespace
