// WASM SIMD128: 4 floats in a v128 (see README.md). No fused multiply-add. min/max use the pseudo-min/max
// instructions with operands ordered to match x86 (the second operand when either is NaN).
#pragma once

#include <wasm_simd128.h>

#include <cstddef>
#include <cstdint>

namespace {

struct xnn_simd_wasmsimd {
  using reg = v128_t;
  using ireg = v128_t;
  using mask = v128_t;
  static constexpr size_t kLanes = 4;

  static reg load(const float* p) { return wasm_v128_load(p); }
  static void store(float* p, reg r) { wasm_v128_store(p, r); }
  static reg load_tail(const float* p, size_t n) {
    reg r = n & 2 ? wasm_v128_load64_zero(p) : wasm_f32x4_splat(0.0f);
    if (n & 1) r = n & 2 ? wasm_v128_load32_lane(p + 2, r, 2) : wasm_v128_load32_lane(p, r, 0);
    return r;
  }
  static void store_tail(float* p, reg r, size_t n) {
    if (n & 2) {
      wasm_v128_store64_lane(p, r, 0);
      r = wasm_i64x2_shuffle(r, r, 1, 1);
      p += 2;
    }
    if (n & 1) wasm_v128_store32_lane(p, r, 0);
  }
  static reg splat(float x) { return wasm_f32x4_splat(x); }
  static reg zero() { return wasm_f32x4_splat(0.0f); }

  static reg add(reg a, reg b) { return wasm_f32x4_add(a, b); }
  static reg sub(reg a, reg b) { return wasm_f32x4_sub(a, b); }
  static reg mul(reg a, reg b) { return wasm_f32x4_mul(a, b); }
  static reg div(reg a, reg b) { return wasm_f32x4_div(a, b); }
  static reg fma(reg acc, reg a, reg b) { return wasm_f32x4_add(acc, wasm_f32x4_mul(a, b)); }
  static reg min(reg a, reg b) { return wasm_f32x4_pmin(b, a); }
  static reg max(reg a, reg b) { return wasm_f32x4_pmax(b, a); }
  static reg abs(reg a) { return wasm_f32x4_abs(a); }
  static reg neg(reg a) { return wasm_f32x4_neg(a); }
  static reg sqrt(reg a) { return wasm_f32x4_sqrt(a); }
  static reg round(reg a) { return wasm_f32x4_nearest(a); }
  static reg floor(reg a) { return wasm_f32x4_floor(a); }
  static reg ceil(reg a) { return wasm_f32x4_ceil(a); }

  static mask lt(reg a, reg b) { return wasm_f32x4_lt(a, b); }
  static mask le(reg a, reg b) { return wasm_f32x4_le(a, b); }
  static mask eq(reg a, reg b) { return wasm_f32x4_eq(a, b); }
  static reg select(mask m, reg t, reg f) { return wasm_v128_bitselect(t, f, m); }

  static ireg to_bits(reg a) { return a; }
  static reg from_bits(ireg i) { return i; }
  static ireg iadd(ireg a, ireg b) { return wasm_i32x4_add(a, b); }
  static ireg isub(ireg a, ireg b) { return wasm_i32x4_sub(a, b); }
  template <int n>
  static ireg shl(ireg a) { return wasm_i32x4_shl(a, n); }
  template <int n>
  static ireg shr(ireg a) { return wasm_u32x4_shr(a, n); }
  static ireg band(ireg a, ireg b) { return wasm_v128_and(a, b); }
  static ireg bor(ireg a, ireg b) { return wasm_v128_or(a, b); }
  static ireg bxor(ireg a, ireg b) { return wasm_v128_xor(a, b); }
  static ireg bandnot(ireg a, ireg b) { return wasm_v128_andnot(b, a); }
  static ireg cvt_round(reg a) { return wasm_i32x4_trunc_sat_f32x4(wasm_f32x4_nearest(a)); }
  static reg cvt(ireg i) { return wasm_f32x4_convert_i32x4(i); }

  static float reduce_add(reg a) {
    a = wasm_f32x4_add(a, wasm_i64x2_shuffle(a, a, 1, 1));
    return wasm_f32x4_extract_lane(a, 0) + wasm_f32x4_extract_lane(a, 1);
  }
  static float reduce_max(reg a) {
    a = max(a, wasm_i64x2_shuffle(a, a, 1, 1));
    return wasm_f32x4_extract_lane(max(a, wasm_i32x4_shuffle(a, a, 1, 1, 1, 1)), 0);
  }
  static float reduce_min(reg a) {
    a = min(a, wasm_i64x2_shuffle(a, a, 1, 1));
    return wasm_f32x4_extract_lane(min(a, wasm_i32x4_shuffle(a, a, 1, 1, 1, 1)), 0);
  }
  // IEEE 754-2019 minimum/maximum (NaN when either is NaN, -0 < +0): exactly f32x4.min/max.
  static reg minimum(reg a, reg b) { return wasm_f32x4_min(a, b); }
  static reg maximum(reg a, reg b) { return wasm_f32x4_max(a, b); }
  // std::clamp: lo where v < lo, hi where v > hi, else v (NaN, and a zero equal to a zero bound, pass unchanged).
  static reg clamp(reg v, reg lo, reg hi) { return min(hi, max(lo, v)); }

  // acc + b * (lane L of a), the lane broadcast by a shuffle (GEMM "lanes" kernels).
  template <int L>
  static reg fma_lane(reg acc, reg b, reg a) { return add(acc, mul(b, wasm_i32x4_shuffle(a, a, L, L, L, L))); }
  // Transposes the 4x4 block held in rows[0..4): afterwards rows[j][i] is what rows[i][j] was. Moves bits only.
  static void transpose(reg* rows) {
    const reg t0 = wasm_i32x4_shuffle(rows[0], rows[1], 0, 4, 1, 5);  // r0[0] r1[0] r0[1] r1[1]
    const reg t1 = wasm_i32x4_shuffle(rows[0], rows[1], 2, 6, 3, 7);  // r0[2] r1[2] r0[3] r1[3]
    const reg t2 = wasm_i32x4_shuffle(rows[2], rows[3], 0, 4, 1, 5);
    const reg t3 = wasm_i32x4_shuffle(rows[2], rows[3], 2, 6, 3, 7);
    rows[0] = wasm_i64x2_shuffle(t0, t2, 0, 2);
    rows[1] = wasm_i64x2_shuffle(t0, t2, 1, 3);
    rows[2] = wasm_i64x2_shuffle(t1, t3, 0, 2);
    rows[3] = wasm_i64x2_shuffle(t1, t3, 1, 3);
  }
  // True when any lane of the mask is set (a rare slow path, e.g. sin/cos of huge arguments).
  static bool any(mask m) { return wasm_v128_any_true(m); }
  // a * b - acc (fused where fma is).
  static reg fms(reg acc, reg a, reg b) { return wasm_f32x4_sub(wasm_f32x4_mul(a, b), acc); }
  // Signed int32 lanes: minimum, maximum, and a < b as a mask.
  static ireg imin(ireg a, ireg b) { return wasm_i32x4_min(a, b); }
  static ireg imax(ireg a, ireg b) { return wasm_i32x4_max(a, b); }
  static mask ilt(ireg a, ireg b) { return wasm_i32x4_lt(a, b); }
};

}  // namespace
