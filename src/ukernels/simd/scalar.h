// Portable "vector" of one float: the scalar ISA's xnn_simd type (see README.md).
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace {

struct xnn_simd_scalar {
  using reg = float;
  using ireg = int32_t;
  using mask = bool;
  static constexpr size_t kLanes = 1;

  static reg load(const float* p) { return *p; }
  static void store(float* p, reg r) { *p = r; }
  static reg load_tail(const float*, size_t) { return 0.0f; }  // a 1-lane vector has no partial load
  static void store_tail(float*, reg, size_t) {}
  static reg splat(float x) { return x; }
  static reg zero() { return 0.0f; }

  static reg add(reg a, reg b) { return a + b; }
  static reg sub(reg a, reg b) { return a - b; }
  static reg mul(reg a, reg b) { return a * b; }
  static reg div(reg a, reg b) { return a / b; }
  static reg fma(reg acc, reg a, reg b) { return acc + a * b; }
  // As x86 min/max: the second operand when either is NaN.
  static reg min(reg a, reg b) { return a < b ? a : b; }
  static reg max(reg a, reg b) { return a > b ? a : b; }
  static reg abs(reg a) { return from_bits(to_bits(a) & INT32_MAX); }
  static reg neg(reg a) { return -a; }
  static reg sqrt(reg a) { return std::sqrt(a); }
  static reg floor(reg a) { return std::floor(a); }
  static reg ceil(reg a) { return std::ceil(a); }
  static reg round(reg a) { return std::nearbyint(a); }

  static mask lt(reg a, reg b) { return a < b; }
  static mask le(reg a, reg b) { return a <= b; }
  static mask eq(reg a, reg b) { return a == b; }
  static reg select(mask m, reg t, reg f) { return m ? t : f; }

  static ireg to_bits(reg a) {
    ireg i;
    std::memcpy(&i, &a, sizeof(i));
    return i;
  }
  static reg from_bits(ireg i) {
    reg a;
    std::memcpy(&a, &i, sizeof(a));
    return a;
  }
  static ireg iadd(ireg a, ireg b) { return ireg(uint32_t(a) + uint32_t(b)); }
  static ireg isub(ireg a, ireg b) { return ireg(uint32_t(a) - uint32_t(b)); }
  template <int n>
  static ireg shl(ireg a) { return ireg(uint32_t(a) << n); }
  template <int n>
  static ireg shr(ireg a) { return ireg(uint32_t(a) >> n); }
  static ireg band(ireg a, ireg b) { return a & b; }
  static ireg bor(ireg a, ireg b) { return a | b; }
  static ireg bxor(ireg a, ireg b) { return a ^ b; }
  static ireg bandnot(ireg a, ireg b) { return ~a & b; }
  static ireg cvt_round(reg a) { return ireg(std::nearbyint(a)); }
  static reg cvt(ireg i) { return float(i); }

  static float reduce_add(reg a) { return a; }
  static float reduce_max(reg a) { return a; }
  static float reduce_min(reg a) { return a; }
  // IEEE 754-2019 minimum/maximum: NaN when either operand is NaN, and -0 < +0 (so the pair is commutative).
  static reg minimum(reg a, reg b) {
    if (a != a || b != b) return a + b;
    return a == b ? from_bits(to_bits(a) | to_bits(b)) : (a < b ? a : b);
  }
  static reg maximum(reg a, reg b) {
    if (a != a || b != b) return a + b;
    return a == b ? from_bits(to_bits(a) & to_bits(b)) : (a > b ? a : b);
  }
  // std::clamp: lo where v < lo, hi where v > hi, else v (NaN, and a zero equal to a zero bound, pass unchanged).
  static reg clamp(reg v, reg lo, reg hi) { return v < lo ? lo : (hi < v ? hi : v); }
  // Transposes the kLanes x kLanes block held in rows[0..kLanes): a 1x1 block is its own transpose.
  static void transpose(reg*) {}
  // True when any lane of the mask is set (a rare slow path, e.g. sin/cos of huge arguments).
  static bool any(mask m) { return m; }
  // a * b - acc (fused where fma is).
  static reg fms(reg acc, reg a, reg b) { return a * b - acc; }
  // Signed int32 lanes: minimum, maximum, and a < b as a mask.
  static ireg imin(ireg a, ireg b) { return a < b ? a : b; }
  static ireg imax(ireg a, ireg b) { return a > b ? a : b; }
  static mask ilt(ireg a, ireg b) { return a < b; }
};

}  // namespace
