// The transcendental unary operations (exp, log, sigmoid, tanh, elu, gelu, sine, cosine), each written once over a
// vector type V on top of the vector math of src/ukernels/math/. Included by ops.h; internal linkage.
// Accuracy (measured by test/f32-vunary-test.cc against double precision): <= 2 ULP for exp, sigmoid, tanh and
// elu, <= 4 ULP for log, gelu, sine and cosine (sine and cosine for |x| <= 6433, see math/sincos.h).
#pragma once

#include "ukernels/f32-vunary/f32-vunary.h"
#include "ukernels/math/exp.h"
#include "ukernels/math/log.h"
#include "ukernels/math/normcdf.h"
#include "ukernels/math/sincos.h"

namespace {

template <class V>
struct op_exp {
  explicit op_exp(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const { return math_exp<V>(x); }
};

template <class V>
struct op_log {
  explicit op_log(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const { return math_log<V>(x); }
};

// 1/(1 + exp(-x)) from z = exp(-|x|) <= 1, which never overflows: f = z/(1 + z) for x < 0 (down to denormals),
// 1 - f otherwise. f is corrected to first order for the rounding of exp and of 1 + z (both known exactly:
// math_exp_nonpositive_hilo's lo and Fast2Sum), using 1/(1 + z) = 1 - f; without it the error reaches 2.2 ULP.
template <class V>
struct op_sigmoid {
  explicit op_sigmoid(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const {
    const math_exp_pair_result<V> z = math_exp_nonpositive_hilo<V>(V::neg(V::abs(x)));
    const typename V::reg one = V::splat(1.0f);
    const typename V::reg d = V::add(z.hi, one);
    const typename V::reg d_lo = V::add(V::add(V::sub(one, d), z.hi), z.lo);
    const typename V::reg f0 = V::div(z.hi, d);
    const typename V::reg f = V::fma(f0, V::sub(z.lo, V::mul(f0, d_lo)), V::sub(one, f0));
    return V::select(V::lt(x, V::zero()), f, V::sub(one, f));
  }
};

// tanh(|x|) with the sign of x put back: below 0.625 an odd polynomial x + x^3*P(x^2) (degree-5 P, relative 2^-28),
// above 1 - 2t/(1 + t) with t = exp(-2|x|) (no cancellation: the result is >= 0.55 there).
template <class V>
struct op_tanh {
  explicit op_tanh(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const {
    const typename V::reg ax = V::abs(x);
    const typename V::reg x2 = V::mul(ax, ax);
    static constexpr float kP[] = {-0x1.555554p-2f, 0x1.111060p-3f,  -0x1.B9ED7Ep-5f,
                                   0x1.6380E4p-6f,  -0x1.0BC5EEp-7f, 0x1.1842F8p-9f};
    const typename V::reg small = V::fma(ax, V::mul(ax, x2), math_horner<V>(x2, kP));
    const typename V::reg t = math_exp<V>(V::mul(ax, V::splat(-2.0f)));
    const typename V::reg large = V::sub(V::splat(1.0f), V::div(V::add(t, t), V::add(t, V::splat(1.0f))));
    const typename V::reg y = V::select(V::lt(ax, V::splat(0.625f)), small, large);
    return math_xor_sign<V>(y, math_sign_bit<V>(x));
  }
};

// As XNNPACK: x < 0 ? alpha * expm1(prescale * x) : beta * x, for prescale > 0 (the exponential branch uses
// expm1(min(prescale * x, 0))).
template <class V>
struct op_elu {
  typename V::reg prescale, alpha, beta;
  explicit op_elu(const xnn_f32_unary_params* p)
      : prescale(V::splat(p->elu.prescale)), alpha(V::splat(p->elu.alpha)), beta(V::splat(p->elu.beta)) {}
  typename V::reg operator()(typename V::reg x) const {
    const typename V::reg negative = V::mul(alpha, math_expm1_nonpositive<V>(V::mul(x, prescale)));
    return V::select(V::lt(x, V::zero()), negative, V::mul(x, beta));
  }
};

// The exact GELU, x * Phi(x) = x/2 * (1 + erf(x/sqrt 2)); -0 below -14.5, where it underflows (and -inf * 0 would
// give NaN).
template <class V>
struct op_gelu {
  explicit op_gelu(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const {
    const typename V::reg y = math_times_normcdf<V>(x, x);
    return V::select(V::lt(x, V::splat(-14.5f)), V::splat(-0.0f), y);
  }
};

template <class V>
struct op_sine {
  explicit op_sine(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const { return math_sin_or_cos<V, false>(x); }
};

template <class V>
struct op_cosine {
  explicit op_cosine(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const { return math_sin_or_cos<V, true>(x); }
};

}  // namespace
