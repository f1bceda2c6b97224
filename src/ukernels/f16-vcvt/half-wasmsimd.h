// Halves for WebAssembly SIMD128, which has no conversion instruction: half.h's integer formulas on 4 lanes (the
// `int16` variant of XNNPACK's names: halves are widened as 16-bit integers, then rebuilt as float bits).
#pragma once

#include <wasm_simd128.h>

#include <cstddef>
#include <cstdint>

#include "ukernels/f16-vcvt/half.h"

namespace {

struct xnn_half_wasmsimd {
  // Four halves in the low 16 bits of each 32-bit lane -> four floats.
  static v128_t widen(v128_t h) {
    const v128_t sign = wasm_i32x4_shl(wasm_v128_and(h, wasm_i32x4_splat(0x8000)), 16);
    const v128_t magnitude = wasm_v128_and(h, wasm_i32x4_splat(0x7FFF));
    const v128_t normal = wasm_i32x4_add(wasm_i32x4_shl(magnitude, 13), wasm_i32x4_splat(112 << 23));
    const v128_t subnormal = wasm_f32x4_mul(wasm_f32x4_convert_i32x4(magnitude), wasm_f32x4_splat(0x1.0p-24f));
    const v128_t special = wasm_v128_or(
        wasm_v128_or(wasm_i32x4_shl(magnitude, 13), wasm_i32x4_splat(0x7F800000)),
        wasm_v128_and(wasm_i32x4_gt(magnitude, wasm_i32x4_splat(0x7C00)), wasm_i32x4_splat(0x00400000)));
    v128_t bits = wasm_v128_bitselect(normal, subnormal, wasm_i32x4_ge(magnitude, wasm_i32x4_splat(0x0400)));
    bits = wasm_v128_bitselect(special, bits, wasm_i32x4_ge(magnitude, wasm_i32x4_splat(0x7C00)));
    return wasm_v128_or(sign, bits);
  }
  // Four floats -> four halves in the low 16 bits of each 32-bit lane.
  static v128_t narrow(v128_t f) {
    const v128_t sign = wasm_u32x4_shr(wasm_v128_and(f, wasm_i32x4_splat(INT32_MIN)), 16);
    const v128_t magnitude = wasm_v128_and(f, wasm_i32x4_splat(0x7FFFFFFF));
    const v128_t nan = wasm_v128_or(wasm_i32x4_splat(0x7E00),
                                    wasm_v128_and(wasm_u32x4_shr(magnitude, 13), wasm_i32x4_splat(0x3FF)));
    const v128_t rebiased = wasm_i32x4_sub(magnitude, wasm_i32x4_splat(112 << 23));
    const v128_t odd = wasm_v128_and(wasm_u32x4_shr(rebiased, 13), wasm_i32x4_splat(1));
    const v128_t rounded = wasm_u32x4_shr(wasm_i32x4_add(wasm_i32x4_add(rebiased, wasm_i32x4_splat(0xFFF)), odd), 13);
    const v128_t normal = wasm_i32x4_min(rounded, wasm_i32x4_splat(0x7C00));
    const v128_t subnormal = wasm_i32x4_sub(wasm_f32x4_add(magnitude, wasm_f32x4_splat(0.5f)),
                                            wasm_i32x4_splat(0x3F000000));
    // Signed compares are exact: magnitudes are below 2^31.
    v128_t h = wasm_v128_bitselect(normal, subnormal, wasm_i32x4_ge(magnitude, wasm_i32x4_splat(0x38800000)));
    h = wasm_v128_bitselect(nan, h, wasm_i32x4_gt(magnitude, wasm_i32x4_splat(0x7F800000)));
    return wasm_v128_or(sign, h);
  }

  static v128_t load(const uint16_t* p) { return widen(wasm_u32x4_load16x4(p)); }
  // 8 bytes from p: at most 6 past the last half, inside XNN_EXTRA_BYTES.
  static v128_t load_tail(const uint16_t* p, size_t) { return load(p); }
  static v128_t halves(v128_t f) {
    const v128_t h = narrow(f);
    return wasm_u16x8_narrow_i32x4(h, h);
  }
  static void store(uint16_t* p, v128_t r) { wasm_v128_store64_lane(p, halves(r), 0); }
  static void store_tail(uint16_t* p, v128_t r, size_t n) {
    v128_t h = halves(r);
    if (n & 2) {
      wasm_v128_store32_lane(p, h, 0);
      h = wasm_u64x2_shr(h, 32);
      p += 2;
    }
    if (n & 1) wasm_v128_store16_lane(p, h, 0);
  }
  static v128_t splat(uint16_t h) { return wasm_f32x4_splat(xnn_f16_to_f32(h)); }
};

}  // namespace
