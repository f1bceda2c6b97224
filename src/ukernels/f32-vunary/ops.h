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
  typename V::reg operator()(typename V::reg x) const { return V::min(vmax, V::max(vmin, x)); }
};

}  // namespace

#include "ukernels/f32-vunary/ops-math.h"
