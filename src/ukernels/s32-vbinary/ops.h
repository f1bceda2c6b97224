// The int32 binary operations (semantics in s32-vbinary.h), each written once over a lane type V of
// src/ukernels/simd/s32-lanes.h and applied to a pair of registers, (a, b) for a OP b. Name: op_<token of
// XNN_FOREACH_S32_BINARY_OP>. Include only from per-ISA files (internal linkage).
#pragma once

#include <cstdint>

#include "ukernels/s32-vbinary/s32-vbinary.h"

namespace {

template <class V>
using s32_reg = typename V::reg;

template <class V>
struct op_add {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return V::add(a, b); }
};
template <class V>
struct op_sub {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return V::sub(a, b); }
};
template <class V>
struct op_mul {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return V::mul(a, b); }
};
template <class V>
struct op_min {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return V::min(a, b); }
};
template <class V>
struct op_max {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return V::max(a, b); }
};
template <class V>
struct op_bitwise_and {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return a & b; }
};
template <class V>
struct op_bitwise_or {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return a | b; }
};
template <class V>
struct op_bitwise_xor {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return a ^ b; }
};
template <class V>
struct op_shift_left {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return V::shl(a, b & 31); }
};
template <class V>
struct op_shift_right_logical {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return V::srl(a, b & 31); }
};
template <class V>
struct op_shift_right_arithmetic {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return V::sra(a, b & 31); }
};

// (|a| XOR s) - s with s the sign mask of b: |a| where s is 0, -|a| where s is all ones.
template <class V>
struct op_copysign {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) {
    const s32_reg<V> a_sign = V::sign_mask(a), b_sign = V::sign_mask(b);
    const s32_reg<V> magnitude = V::sub(a ^ a_sign, a_sign);
    return V::sub(magnitude ^ b_sign, b_sign);
  }
};

// Division, remainder and power lane by lane: no ISA here divides int32 lanes, and a vector form through double
// division (exact for int32 operands) would need the conversions AVX and NEON lack at 32-bit width.
inline int32_t s32_euclidean_div(int32_t a, int32_t b) {
  if (b == 0) return 0;
  if (b == -1) return int32_t(0u - uint32_t(a));  // INT32_MIN / -1 wraps
  const int32_t q = a / b, r = a % b;
  // C truncates toward 0; a negative remainder moves the quotient one step away from b's sign.
  return r >= 0 ? q : (b > 0 ? q - 1 : q + 1);
}

inline int32_t s32_euclidean_mod(int32_t a, int32_t b) {
  if (b == 0 || b == -1) return 0;
  const int32_t r = a % b;
  return r >= 0 ? r : int32_t(uint32_t(r) + (b > 0 ? uint32_t(b) : 0u - uint32_t(b)));
}

inline int32_t s32_pow(int32_t a, int32_t b) {
  // a^|b| modulo 2^32 by squaring; |INT32_MIN| is 2^31 as an unsigned exponent.
  uint32_t power = 1, base = uint32_t(a);
  for (uint32_t e = b < 0 ? 0u - uint32_t(b) : uint32_t(b); e != 0; e >>= 1) {
    if (e & 1) power *= base;
    base *= base;
  }
  if (b >= 0) return int32_t(power);
  return power == 1 ? 1 : power == 0xFFFFFFFFu ? -1 : 0;
}

template <class V, int32_t (*F)(int32_t, int32_t)>
s32_reg<V> per_lane(s32_reg<V> a, s32_reg<V> b) {
  s32_reg<V> y{};
  for (size_t i = 0; i < V::kLanes; i++) y[i] = F(a[i], b[i]);
  return y;
}

template <class V>
struct op_div {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return per_lane<V, s32_euclidean_div>(a, b); }
};
template <class V>
struct op_mod {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return per_lane<V, s32_euclidean_mod>(a, b); }
};
template <class V>
struct op_pow {
  static s32_reg<V> apply(s32_reg<V> a, s32_reg<V> b) { return per_lane<V, s32_pow>(a, b); }
};

}  // namespace
