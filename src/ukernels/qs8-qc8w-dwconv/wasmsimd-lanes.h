// The lane type of the wasmsimd 8-bit depthwise kernels over input and output element E (int8_t: qs8-qc8w, uint8_t:
// qu8): 8 int32 lanes (two i32x4). Inputs are extended to i16 (i16x8.load8x8_s / _u), weights are i16 (qs8-qc8w's
// extended on load, qu8's packed so) and their exact 16-bit products widened into the int32 sums
// (i32x4.extmul_*_i16x8_s, `mul16`); the output stage is f32x4.convert_i32x4_s, f32x4.mul, pmax/pmin against the
// bounds less the zero point, then rounding to nearest even by adding 1.5 * 2^23 (requantization.h: the integer
// lands in the low mantissa bits), and two saturating narrows (the second unsigned for uint8). Include only from
// per-ISA translation units: everything here has internal linkage.
#pragma once

#include <wasm_simd128.h>

#include <cstring>

#include "ukernels/qs8-qc8w-dwconv/dwconv-template.h"

namespace {

template <class E>
struct q8_dwconv_wasmsimd {
  static constexpr size_t kLanes = 8;
  static constexpr size_t kRegisters = 16, kAccRegisters = 2;
  using elem = E;
  using weight_elem = q8_dwconv_weight_t<E>;
  struct acc {
    v128_t lo, hi;
  };
  using in = v128_t;
  struct out {
    v128_t lo, hi, magic, magic_less_zero_point;
  };

  static acc load_acc(const void* p) {
    const uint8_t* q = static_cast<const uint8_t*>(p);
    return {wasm_v128_load(q), wasm_v128_load(q + 16)};
  }
  static void store_acc(int32_t* p, acc a) { wasm_v128_store(p, a.lo), wasm_v128_store(p + 4, a.hi); }
  static acc zero() { return {wasm_i32x4_splat(0), wasm_i32x4_splat(0)}; }
  static acc add(acc a, acc b) { return {wasm_i32x4_add(a.lo, b.lo), wasm_i32x4_add(a.hi, b.hi)}; }
  static in load_in(const E* p) {
    if constexpr (std::is_signed_v<E>) {
      return wasm_i16x8_load8x8(p);
    } else {
      return wasm_u16x8_load8x8(p);
    }
  }
  static in load_weight(const weight_elem* p) {
    if constexpr (std::is_signed_v<E>) {
      return load_in(p);
    } else {
      return wasm_v128_load(p);
    }
  }
  static acc madd(acc a, in x, in w) {
    return {wasm_i32x4_add(a.lo, wasm_i32x4_extmul_low_i16x8(x, w)),
            wasm_i32x4_add(a.hi, wasm_i32x4_extmul_high_i16x8(x, w))};
  }
  static out prepare(const xnn_qs8_minmax_params& p) {
    return {wasm_f32x4_splat(float(p.output_min - p.output_zero_point)),
            wasm_f32x4_splat(float(p.output_max - p.output_zero_point)), wasm_f32x4_splat(12582912.0f),
            wasm_i32x4_splat(0x4B400000 - p.output_zero_point)};
  }
  static v128_t requantize(v128_t a, const float* scale, const out& s) {
    v128_t x = wasm_f32x4_mul(wasm_f32x4_convert_i32x4(a), wasm_v128_load(scale));
    // pmax/pmin(a, b) take b only when it is beyond a; no NaN can arise (requantization.h).
    x = wasm_f32x4_pmin(s.hi, wasm_f32x4_pmax(s.lo, x));
    return wasm_i32x4_sub(wasm_f32x4_add(x, s.magic), s.magic_less_zero_point);
  }
  static void store_out(E* o, acc a, const void* scale, const out& s, size_t lanes) {
    const float* f = static_cast<const float*>(scale);
    const v128_t y16 = wasm_i16x8_narrow_i32x4(requantize(a.lo, f, s), requantize(a.hi, f + 4, s));
    const v128_t y8 = std::is_signed_v<E> ? wasm_i8x16_narrow_i16x8(y16, y16) : wasm_u8x16_narrow_i16x8(y16, y16);
    if (lanes == kLanes) {
      wasm_v128_store64_lane(o, y8, 0);
    } else {
      E bytes[16];
      wasm_v128_store(bytes, y8);
      std::memcpy(o, bytes, lanes);
    }
  }
};

}  // namespace
