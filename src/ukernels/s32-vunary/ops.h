// The int32 unary operations (semantics in s32-vunary.h), each written once over a lane type V of
// src/ukernels/simd/s32-lanes.h. An op is constructed from the params (broadcasting what it needs once per call)
// and applied to a register. Name: op_<token of XNN_FOREACH_S32_UNARY_OP>. Include only from per-ISA files
// (internal linkage).
#pragma once

#include "ukernels/s32-vunary/s32-vunary.h"

namespace {

// Ops without parameters.
struct s32_no_params {
  explicit s32_no_params(const xnn_s32_unary_params*) {}
};

template <class V>
using s32_reg = typename V::reg;

// (x XOR s) - s with s the sign mask: x where s is 0, -x where it is all ones.
template <class V>
struct op_abs : s32_no_params {
  using s32_no_params::s32_no_params;
  s32_reg<V> operator()(s32_reg<V> x) const {
    const s32_reg<V> s = V::sign_mask(x);
    return V::sub(x ^ s, s);
  }
};

template <class V>
struct op_negate : s32_no_params {
  using s32_no_params::s32_no_params;
  s32_reg<V> operator()(s32_reg<V> x) const { return V::neg(x); }
};

template <class V>
struct op_square : s32_no_params {
  using s32_no_params::s32_no_params;
  s32_reg<V> operator()(s32_reg<V> x) const { return V::mul(x, x); }
};

template <class V>
struct op_clamp {
  s32_reg<V> vmin, vmax;
  explicit op_clamp(const xnn_s32_unary_params* p) : vmin(V::splat(p->clamp.min)), vmax(V::splat(p->clamp.max)) {}
  s32_reg<V> operator()(s32_reg<V> x) const { return V::min(V::max(x, vmin), vmax); }
};

// The masks are -1 where true: (x < 0) - (x > 0) is -1, 0 or 1.
template <class V>
struct op_sign : s32_no_params {
  using s32_no_params::s32_no_params;
  s32_reg<V> operator()(s32_reg<V> x) const {
    const s32_reg<V> zero = V::splat(0);
    return V::sub(V::lt(x, zero), V::gt(x, zero));
  }
};

template <class V>
struct op_bitwise_not : s32_no_params {
  using s32_no_params::s32_no_params;
  s32_reg<V> operator()(s32_reg<V> x) const { return ~x; }
};

// Bits counted in parallel within the lane: pairs, nibbles, bytes, then the four byte counts summed into the top
// byte by one multiply. Twelve lane operations; no ISA here counts bits of 32-bit lanes in one instruction (NEON and
// WASM count bytes, AVX-512 needs VPOPCNTDQ).
template <class V>
s32_reg<V> popcount_lanes(s32_reg<V> x) {
  const s32_reg<V> pairs = V::sub(x, V::srl(x, V::splat(1)) & 0x55555555);
  const s32_reg<V> nibbles = V::add(pairs & 0x33333333, V::srl(pairs, V::splat(2)) & 0x33333333);
  const s32_reg<V> bytes = V::add(nibbles, V::srl(nibbles, V::splat(4))) & 0x0F0F0F0F;
  return V::srl(V::mul(bytes, V::splat(0x01010101)), V::splat(24));
}

template <class V>
struct op_popcount : s32_no_params {
  using s32_no_params::s32_no_params;
  s32_reg<V> operator()(s32_reg<V> x) const { return popcount_lanes<V>(x); }
};

// Every bit below the leading one is set by or-ing shifted copies; then the leading zeros are the bits still clear.
template <class V>
struct op_count_leading_zeros : s32_no_params {
  using s32_no_params::s32_no_params;
  s32_reg<V> operator()(s32_reg<V> x) const {
    for (int32_t shift = 1; shift <= 16; shift *= 2) x |= V::srl(x, V::splat(shift));
    return V::sub(V::splat(32), popcount_lanes<V>(x));
  }
};

}  // namespace
