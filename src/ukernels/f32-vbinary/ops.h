// The binary operations, each written once over a vector type V of src/ukernels/simd/ (internal linkage: include
// only from per-ISA files). An op is constructed from the params (broadcasting what it needs once per call) and
// applied to a pair of registers, (a, b) for a OP b. Name: op_<token of XNN_FOREACH_BINARY_OP>.
#pragma once

#include <cmath>

#include "ukernels/f32-vbinary/f32-vbinary.h"
#include "ukernels/math/common.h"

namespace {

// The output clamp of the `minmax` ops.
template <class V>
struct minmax_clamp {
  typename V::reg vmin, vmax;
  explicit minmax_clamp(const xnn_f32_vbinary_params* p)
      : vmin(V::splat(p->minmax.min)), vmax(V::splat(p->minmax.max)) {}
  typename V::reg clamp(typename V::reg r) const { return V::clamp(r, vmin, vmax); }
};

// Ops without parameters.
struct no_params {
  explicit no_params(const xnn_f32_vbinary_params*) {}
};

template <class V>
struct op_add : minmax_clamp<V> {
  using minmax_clamp<V>::minmax_clamp;
  typename V::reg operator()(typename V::reg a, typename V::reg b) const { return this->clamp(V::add(a, b)); }
};

template <class V>
struct op_sub : minmax_clamp<V> {
  using minmax_clamp<V>::minmax_clamp;
  typename V::reg operator()(typename V::reg a, typename V::reg b) const { return this->clamp(V::sub(a, b)); }
};

template <class V>
struct op_mul : minmax_clamp<V> {
  using minmax_clamp<V>::minmax_clamp;
  typename V::reg operator()(typename V::reg a, typename V::reg b) const { return this->clamp(V::mul(a, b)); }
};

template <class V>
struct op_div : minmax_clamp<V> {
  using minmax_clamp<V>::minmax_clamp;
  typename V::reg operator()(typename V::reg a, typename V::reg b) const { return this->clamp(V::div(a, b)); }
};

template <class V>
struct op_min : no_params {
  using no_params::no_params;
  typename V::reg operator()(typename V::reg a, typename V::reg b) const { return V::minimum(a, b); }
};

template <class V>
struct op_max : no_params {
  using no_params::no_params;
  typename V::reg operator()(typename V::reg a, typename V::reg b) const { return V::maximum(a, b); }
};

template <class V>
struct op_sqrdiff : no_params {
  using no_params::no_params;
  typename V::reg operator()(typename V::reg a, typename V::reg b) const {
    const typename V::reg d = V::sub(a, b);
    return V::mul(d, d);
  }
};

// a < 0 ? a * slope : a, with b the slope.
template <class V>
struct op_prelu : no_params {
  using no_params::no_params;
  typename V::reg operator()(typename V::reg a, typename V::reg b) const {
    return V::select(V::lt(a, V::zero()), V::mul(a, b), a);
  }
};

template <class V>
struct op_copysign : no_params {
  using no_params::no_params;
  typename V::reg operator()(typename V::reg a, typename V::reg b) const {
    return V::from_bits(V::bor(V::bandnot(math_isplat<V>(0x80000000u), V::to_bits(a)), math_sign_bit<V>(b)));
  }
};

// The C library's function applied to each lane (stored to the stack, computed, loaded back). fmod is exact and
// powf and atan2f are within an ULP, with C's special values; vector forms of them would need extended precision
// (an exact remainder of any quotient, pow's logarithm to 2^-32), not written yet.
template <class V, float (*F)(float, float)>
typename V::reg per_lane(typename V::reg a, typename V::reg b) {
  float va[V::kLanes], vb[V::kLanes];
  V::store(va, a);
  V::store(vb, b);
  for (size_t i = 0; i < V::kLanes; i++) va[i] = F(va[i], vb[i]);
  return V::load(va);
}

template <class V>
struct op_mod : no_params {
  using no_params::no_params;
  static float scalar(float a, float b) { return b == 0.0f ? 0.0f : std::fmod(a, b); }
  typename V::reg operator()(typename V::reg a, typename V::reg b) const { return per_lane<V, scalar>(a, b); }
};

template <class V>
struct op_atan2 : no_params {
  using no_params::no_params;
  static float scalar(float a, float b) { return std::atan2(a, b); }
  typename V::reg operator()(typename V::reg a, typename V::reg b) const { return per_lane<V, scalar>(a, b); }
};

template <class V>
struct op_pow : no_params {
  using no_params::no_params;
  static float scalar(float a, float b) { return std::pow(a, b); }
  typename V::reg operator()(typename V::reg a, typename V::reg b) const { return per_lane<V, scalar>(a, b); }
};

}  // namespace
