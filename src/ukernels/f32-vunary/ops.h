// The unary operations, each written once over a vector type V of src/ukernels/simd/ (internal linkage: include
// only from per-ISA files). An op is constructed from the params (broadcasting what it needs once per call) and
// applied to one register at a time. Name: op_<token of XNN_FOREACH_UNARY_OP>.
#pragma once

#include "ukernels/f32-vunary/f32-vunary.h"

namespace {

template <class V>
struct op_abs {
  explicit op_abs(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const { return V::abs(x); }
};

// max(0, x) with x second, so NaN passes through on every ISA (x86 max returns its second operand on NaN); adding
// +0 turns the -0 that max(+0, -0) may return into +0, so every ISA gives the same bits.
template <class V>
struct op_relu {
  explicit op_relu(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const { return V::add(V::max(V::zero(), x), V::zero()); }
};

template <class V>
struct op_clamp {
  typename V::reg vmin, vmax;
  explicit op_clamp(const xnn_f32_unary_params* p) : vmin(V::splat(p->clamp.min)), vmax(V::splat(p->clamp.max)) {}
  typename V::reg operator()(typename V::reg x) const { return V::clamp(x, vmin, vmax); }
};

// ---- Simple ops: exact results, except rsqrt (two roundings, < 2 ULP) and hardswish. ----

template <class V>
struct op_negate {
  explicit op_negate(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const { return V::neg(x); }
};

template <class V>
struct op_square {
  explicit op_square(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const { return V::mul(x, x); }
};

// Correctly rounded on every ISA (IEEE square root instructions).
template <class V>
struct op_square_root {
  explicit op_square_root(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const { return V::sqrt(x); }
};

// 1 / sqrt(x) by a correctly rounded square root and a correctly rounded division: within 2 ULP, and the special
// values of C (rsqrt(+-0) = +-inf, rsqrt(inf) = 0, NaN below zero) come out with no extra work.
template <class V>
struct op_reciprocal_square_root {
  typename V::reg one;
  explicit op_reciprocal_square_root(const xnn_f32_unary_params*) : one(V::splat(1.0f)) {}
  typename V::reg operator()(typename V::reg x) const { return V::div(one, V::sqrt(x)); }
};

template <class V>
struct op_floor {
  explicit op_floor(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const { return V::floor(x); }
};

template <class V>
struct op_ceiling {
  explicit op_ceiling(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const { return V::ceil(x); }
};

// Round to nearest, ties to even (C's nearbyint in the default rounding mode).
template <class V>
struct op_bankers_rounding {
  explicit op_bankers_rounding(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const { return V::round(x); }
};

// x < 0 ? x * slope : x (so -0 and NaN pass through unchanged).
template <class V>
struct op_leaky_relu {
  typename V::reg slope;
  explicit op_leaky_relu(const xnn_f32_unary_params* p) : slope(V::splat(p->leaky_relu.slope)) {}
  typename V::reg operator()(typename V::reg x) const { return V::select(V::lt(x, V::zero()), V::mul(x, slope), x); }
};

// x * min(max(x + 3, 0), 6) / 6, computed as x * (min(max(x + 3, 0), 6) * (1/6)): the factor is 1 exactly once
// x >= 3, so large x come back unchanged instead of overflowing in x * 6. NaN propagates through max and min on
// every ISA (x86 returns the second operand, x + 3, when either is NaN). Four roundings (x + 3, 1/6, the two
// products): under 3.5 ULP in theory, 2.43 ULP the worst measured.
template <class V>
struct op_hardswish {
  typename V::reg three, six, sixth;
  explicit op_hardswish(const xnn_f32_unary_params*)
      : three(V::splat(3.0f)), six(V::splat(6.0f)), sixth(V::splat(1.0f / 6.0f)) {}
  typename V::reg operator()(typename V::reg x) const {
    const typename V::reg t = V::min(six, V::max(V::zero(), V::add(x, three)));
    return V::mul(x, V::mul(t, sixth));
  }
};

// As XNNPACK: x < 0 ? -1 : x > 0 ? 1 : 0, so both zeros and NaN give +0.
template <class V>
struct op_sign {
  typename V::reg one;
  explicit op_sign(const xnn_f32_unary_params*) : one(V::splat(1.0f)) {}
  typename V::reg operator()(typename V::reg x) const {
    const typename V::reg positive = V::select(V::lt(V::zero(), x), one, V::zero());
    return V::select(V::lt(x, V::zero()), V::neg(one), positive);
  }
};

}  // namespace

#include "ukernels/f32-vunary/ops-math.h"
