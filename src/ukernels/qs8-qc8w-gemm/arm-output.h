// The NEON output stage of the qs8-qc8w GEMM kernels: requantization of 4 int32 sums, bit for bit
// xnn_requantize_fp32: vcvtq_f32_s32, one vmulq_f32, clamp in float to [min - zp, max - zp], vcvtnq_s32_f32 (round
// to nearest even), + zp, narrowed (saturation never takes effect: the values are already in range): signed for qs8,
// unsigned (kUnsigned) for the qu8 kernels, which store uint8 through the same int8_t pointer.
#pragma once

#include <arm_neon.h>

#include <cstddef>
#include <cstdint>

#include "ukernels/params.h"
#include "ukernels/qs8-qc8w-gemm/output-common.h"

namespace {

template <bool kUnsigned>
struct xnn_neon_output {
  static constexpr size_t kOutLanes = 4;
  using out = int32x4_t;
  struct out_params {
    float32x4_t lo, hi;
    int32x4_t zero_point;
  };
  static out_params prepare(const xnn_qs8_minmax_params& params) {
    return {vdupq_n_f32(qs8_output_lo(params)), vdupq_n_f32(qs8_output_hi(params)),
            vdupq_n_s32(params.output_zero_point)};
  }
  static void store(int8_t* c, out sum, const int32_t* bias, const float* scale, const out_params& p, size_t n) {
    sum = vaddq_s32(sum, vld1q_s32(bias));
    float32x4_t x = vmulq_f32(vcvtq_f32_s32(sum), vld1q_f32(scale));
    x = vminq_f32(vmaxq_f32(x, p.lo), p.hi);
    const int32x4_t y = vaddq_s32(vcvtnq_s32_f32(x), p.zero_point);
    const int16x4_t y16 = vqmovn_s32(y);
    const int16x8_t y16x2 = vcombine_s16(y16, y16);
    const uint8x8_t y8 = kUnsigned ? vqmovun_s16(y16x2) : vreinterpret_u8_s8(vqmovn_s16(y16x2));
    const uint32_t word = vget_lane_u32(vreinterpret_u32_u8(y8), 0);
    if (n == 4) {
      __builtin_memcpy(c, &word, 4);
      return;
    }
    qs8_store_low_bytes(c, word, n);
  }
};
using qs8_neon_output = xnn_neon_output<false>;

}  // namespace
