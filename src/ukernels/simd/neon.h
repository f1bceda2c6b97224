// NEON (AArch64): 4 floats in a q register (see README.md). `neon` multiplies and adds separately; `neonfma` fuses.
// Unlike x86, min/max return NaN when either operand is NaN.
#pragma once

#include <arm_neon.h>

#include <cstddef>
#include <cstdint>

namespace {

struct xnn_simd_neon {
  using reg = float32x4_t;
  using ireg = int32x4_t;
  using mask = uint32x4_t;
  static constexpr size_t kLanes = 4;

  static reg load(const float* p) { return vld1q_f32(p); }
  static void store(float* p, reg r) { vst1q_f32(p, r); }
  static reg load_tail(const float* p, size_t n) {
    float32x2_t lo = n & 2 ? vld1_f32(p) : vdup_n_f32(0.0f);
    float32x2_t hi = vdup_n_f32(0.0f);
    if (n & 1) {
      if (n & 2) {
        hi = vld1_lane_f32(p + 2, hi, 0);
      } else {
        lo = vld1_lane_f32(p, lo, 0);
      }
    }
    return vcombine_f32(lo, hi);
  }
  static void store_tail(float* p, reg r, size_t n) {
    float32x2_t part = vget_low_f32(r);
    if (n & 2) {
      vst1_f32(p, part);
      p += 2;
      part = vget_high_f32(r);
    }
    if (n & 1) vst1_lane_f32(p, part, 0);
  }
  static reg splat(float x) { return vdupq_n_f32(x); }
  static reg zero() { return vdupq_n_f32(0.0f); }

  static reg add(reg a, reg b) { return vaddq_f32(a, b); }
  static reg sub(reg a, reg b) { return vsubq_f32(a, b); }
  static reg mul(reg a, reg b) { return vmulq_f32(a, b); }
  static reg div(reg a, reg b) { return vdivq_f32(a, b); }
  static reg fma(reg acc, reg a, reg b) { return vaddq_f32(acc, vmulq_f32(a, b)); }
  static reg min(reg a, reg b) { return vminq_f32(a, b); }
  static reg max(reg a, reg b) { return vmaxq_f32(a, b); }
  static reg abs(reg a) { return vabsq_f32(a); }
  static reg neg(reg a) { return vnegq_f32(a); }
  static reg sqrt(reg a) { return vsqrtq_f32(a); }
  static reg round(reg a) { return vrndnq_f32(a); }
  static reg floor(reg a) { return vrndmq_f32(a); }
  static reg ceil(reg a) { return vrndpq_f32(a); }

  static mask lt(reg a, reg b) { return vcltq_f32(a, b); }
  static mask le(reg a, reg b) { return vcleq_f32(a, b); }
  static mask eq(reg a, reg b) { return vceqq_f32(a, b); }
  static reg select(mask m, reg t, reg f) { return vbslq_f32(m, t, f); }

  static ireg to_bits(reg a) { return vreinterpretq_s32_f32(a); }
  static reg from_bits(ireg i) { return vreinterpretq_f32_s32(i); }
  static ireg iadd(ireg a, ireg b) { return vaddq_s32(a, b); }
  static ireg isub(ireg a, ireg b) { return vsubq_s32(a, b); }
  template <int n>
  static ireg shl(ireg a) { return vshlq_n_s32(a, n); }
  template <int n>
  static ireg shr(ireg a) { return vreinterpretq_s32_u32(vshrq_n_u32(vreinterpretq_u32_s32(a), n)); }
  static ireg band(ireg a, ireg b) { return vandq_s32(a, b); }
  static ireg bor(ireg a, ireg b) { return vorrq_s32(a, b); }
  static ireg bxor(ireg a, ireg b) { return veorq_s32(a, b); }
  static ireg bandnot(ireg a, ireg b) { return vbicq_s32(b, a); }
  static ireg cvt_round(reg a) { return vcvtnq_s32_f32(a); }
  static reg cvt(ireg i) { return vcvtq_f32_s32(i); }

  static float reduce_add(reg a) { return vaddvq_f32(a); }
  static float reduce_max(reg a) { return vmaxvq_f32(a); }
  static float reduce_min(reg a) { return vminvq_f32(a); }
  // IEEE 754-2019 minimum/maximum (NaN when either is NaN, -0 < +0): exactly FMIN/FMAX.
  static reg minimum(reg a, reg b) { return vminq_f32(a, b); }
  static reg maximum(reg a, reg b) { return vmaxq_f32(a, b); }
  // std::clamp: lo where v < lo, hi where v > hi, else v (NaN, and a zero equal to a zero bound, pass unchanged).
  // Compare and select, since FMAX would turn max(+0, -0) into +0.
  static reg clamp(reg v, reg lo, reg hi) {
    return vbslq_f32(vcltq_f32(v, lo), lo, vbslq_f32(vcltq_f32(hi, v), hi, v));
  }

  // acc + b * (lane L of a): multiply by one lane without broadcasting it first (GEMM "lanes" kernels).
  template <int L>
  static reg fma_lane(reg acc, reg b, reg a) { return vaddq_f32(acc, vmulq_laneq_f32(b, a, L)); }
  // Transposes the 4x4 block held in rows[0..4): afterwards rows[j][i] is what rows[i][j] was. Moves bits only.
  static void transpose(reg* rows) {
    const float64x2_t t0 = vreinterpretq_f64_f32(vtrn1q_f32(rows[0], rows[1]));  // r0[0] r1[0] r0[2] r1[2]
    const float64x2_t t1 = vreinterpretq_f64_f32(vtrn2q_f32(rows[0], rows[1]));  // r0[1] r1[1] r0[3] r1[3]
    const float64x2_t t2 = vreinterpretq_f64_f32(vtrn1q_f32(rows[2], rows[3]));
    const float64x2_t t3 = vreinterpretq_f64_f32(vtrn2q_f32(rows[2], rows[3]));
    rows[0] = vreinterpretq_f32_f64(vtrn1q_f64(t0, t2));
    rows[1] = vreinterpretq_f32_f64(vtrn1q_f64(t1, t3));
    rows[2] = vreinterpretq_f32_f64(vtrn2q_f64(t0, t2));
    rows[3] = vreinterpretq_f32_f64(vtrn2q_f64(t1, t3));
  }
  // True when any lane of the mask is set (a rare slow path, e.g. sin/cos of huge arguments).
  static bool any(mask m) { return vmaxvq_u32(m) != 0; }
  // a * b - acc (fused where fma is).
  static reg fms(reg acc, reg a, reg b) { return vsubq_f32(vmulq_f32(a, b), acc); }
  // Signed int32 lanes: minimum, maximum, and a < b as a mask.
  static ireg imin(ireg a, ireg b) { return vminq_s32(a, b); }
  static ireg imax(ireg a, ireg b) { return vmaxq_s32(a, b); }
  static mask ilt(ireg a, ireg b) { return vcltq_s32(a, b); }
};

struct xnn_simd_neonfma : xnn_simd_neon {
  static reg fma(reg acc, reg a, reg b) { return vfmaq_f32(acc, a, b); }
  template <int L>
  static reg fma_lane(reg acc, reg b, reg a) { return vfmaq_laneq_f32(acc, b, a, L); }
  // a * b - acc with one rounding: NEON fuses only acc +- a * b, so -acc goes in as the addend.
  static reg fms(reg acc, reg a, reg b) { return vfmaq_f32(vnegq_f32(acc), a, b); }
};

}  // namespace
