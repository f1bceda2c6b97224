// The lane type of the neon (AArch64) 8-bit depthwise kernels over input and output element E (int8_t: qs8-qc8w,
// uint8_t: qu8): 8 int32 lanes (two int32x4). Inputs are extended to int16 (vmovl_s8 / vmovl_u8), weights are int16
// (qs8-qc8w's widened by vmovl, qu8's packed so) and their exact 16-bit products accumulated into int32 (vmlal,
// `mul16`); the output stage is vcvtq_f32_s32, vmulq_f32, vmaxq/vminq against the bounds less the zero point,
// vcvtnq_s32_f32 (round to nearest even), vaddq_s32 and two saturating narrows (the second unsigned for uint8).
// Include only from per-ISA translation units: everything here has internal linkage.
#pragma once

#include <arm_neon.h>

#include <cstring>

#include "ukernels/qs8-qc8w-dwconv/dwconv-template.h"

namespace {

template <class E>
struct q8_dwconv_neon {
  static constexpr size_t kLanes = 8;
  static constexpr size_t kRegisters = 32, kAccRegisters = 2;
  using elem = E;
  using weight_elem = q8_dwconv_weight_t<E>;
  struct acc {
    int32x4_t lo, hi;
  };
  using in = int16x8_t;
  struct out {
    float32x4_t lo, hi;
    int32x4_t zero_point;
  };

  static acc load_acc(const void* p) {
    const int32_t* q = static_cast<const int32_t*>(p);
    return {vld1q_s32(q), vld1q_s32(q + 4)};
  }
  static void store_acc(int32_t* p, acc a) { vst1q_s32(p, a.lo), vst1q_s32(p + 4, a.hi); }
  static acc zero() { return {vdupq_n_s32(0), vdupq_n_s32(0)}; }
  static acc add(acc a, acc b) { return {vaddq_s32(a.lo, b.lo), vaddq_s32(a.hi, b.hi)}; }
  static in load_in(const E* p) {
    if constexpr (std::is_signed_v<E>) {
      return vmovl_s8(vld1_s8(p));
    } else {
      return vreinterpretq_s16_u16(vmovl_u8(vld1_u8(p)));
    }
  }
  static in load_weight(const weight_elem* p) {
    if constexpr (std::is_signed_v<E>) {
      return load_in(p);
    } else {
      return vld1q_s16(p);
    }
  }
  static acc madd(acc a, in x, in w) {
    return {vmlal_s16(a.lo, vget_low_s16(x), vget_low_s16(w)), vmlal_high_s16(a.hi, x, w)};
  }
  static out prepare(const xnn_qs8_minmax_params& p) {
    return {vdupq_n_f32(float(p.output_min - p.output_zero_point)),
            vdupq_n_f32(float(p.output_max - p.output_zero_point)), vdupq_n_s32(p.output_zero_point)};
  }
  static int16x4_t requantize(int32x4_t a, const float* scale, const out& s) {
    float32x4_t x = vmulq_f32(vcvtq_f32_s32(a), vld1q_f32(scale));
    x = vminq_f32(vmaxq_f32(x, s.lo), s.hi);
    return vqmovn_s32(vaddq_s32(vcvtnq_s32_f32(x), s.zero_point));
  }
  static void store_out(E* o, acc a, const void* scale, const out& s, size_t lanes) {
    const float* f = static_cast<const float*>(scale);
    const int16x8_t y16 = vcombine_s16(requantize(a.lo, f, s), requantize(a.hi, f + 4, s));
    E bytes[8];
    if constexpr (std::is_signed_v<E>) {
      vst1_s8(bytes, vqmovn_s16(y16));
    } else {
      vst1_u8(bytes, vqmovun_s16(y16));
    }
    std::memcpy(o, bytes, lanes);
  }
};

}  // namespace
