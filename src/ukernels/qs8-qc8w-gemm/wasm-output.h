// The WASM SIMD output stage of the qs8-qc8w (and qu8) GEMM kernels: requantization of 4 int32 sums, bit for bit
// xnn_requantize_fp32: f32x4.convert_i32x4_s, one f32x4.mul, clamp in float to [min - zp, max - zp], then rounding
// to nearest even with the magic-number add (1.5 * 2^23), narrowed (saturation never takes effect: the values are
// already in range): signed for qs8, unsigned (kUnsigned) for the qu8 kernels, which store uint8 through the same
// int8_t pointer.
#pragma once

#include <wasm_simd128.h>

#include <cstddef>
#include <cstdint>

#include "ukernels/params.h"
#include "ukernels/qs8-qc8w-gemm/output-common.h"

namespace {

template <bool kUnsigned>
struct xnn_wasm_output {
  static constexpr size_t kOutLanes = 4;
  using out = v128_t;
  struct out_params {
    v128_t lo, hi, magic, magic_minus_zero_point;
  };
  static out_params prepare(const xnn_qs8_minmax_params& params) {
    // The magic add leaves round(x) in the low mantissa bits of 0x4B400000 + round(x); subtracting
    // (0x4B400000 - zero_point) as an integer yields round(x) + zero_point.
    return {wasm_f32x4_splat(qs8_output_lo(params)), wasm_f32x4_splat(qs8_output_hi(params)),
            wasm_f32x4_splat(12582912.0f),
            wasm_i32x4_splat(0x4B400000 - params.output_zero_point)};
  }
  static void store(int8_t* c, out sum, const int32_t* bias, const float* scale, const out_params& p, size_t n) {
    sum = wasm_i32x4_add(sum, wasm_v128_load(bias));
    v128_t x = wasm_f32x4_mul(wasm_f32x4_convert_i32x4(sum), wasm_v128_load(scale));
    x = wasm_f32x4_pmin(p.hi, wasm_f32x4_pmax(p.lo, x));
    const v128_t y = wasm_i32x4_sub(wasm_f32x4_add(x, p.magic), p.magic_minus_zero_point);
    const v128_t y16 = wasm_i16x8_narrow_i32x4(y, y);
    const v128_t y8 = kUnsigned ? wasm_u8x16_narrow_i16x8(y16, y16) : wasm_i8x16_narrow_i16x8(y16, y16);
    const uint32_t word = wasm_u32x4_extract_lane(y8, 0);
    if (n == 4) {
      __builtin_memcpy(c, &word, 4);
      return;
    }
    qs8_store_low_bytes(c, word, n);
  }
};
using qs8_wasm_output = xnn_wasm_output<false>;

}  // namespace
