// The transcendental unary operations (exp, log, sigmoid, tanh, elu, gelu, sine, cosine), each written once over a
// vector type V on top of the vector math of src/ukernels/math/. Included by ops.h; internal linkage.
// Accuracy (measured by test/f32-vunary-test.cc against double precision): <= 2 ULP for exp, sigmoid, tanh and
// elu, <= 4 ULP for log, gelu, sine and cosine (every finite float; see docs/kernels.md for the measured figures).
#pragma once

#include <limits>

#include "ukernels/f32-vunary/f32-vunary.h"
#include "ukernels/math/exp.h"
#include "ukernels/math/log.h"
#include "ukernels/math/normcdf.h"
#include "ukernels/math/sigmoid-lut32.h"
#include "ukernels/math/sigmoid-lut64.h"
#include "ukernels/math/sigmoid-lut8.h"
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

// 1/(1 + exp(-x)) = sigma(-|x|) for x < 0, 1 - sigma(-|x|) otherwise (math_sigmoid_minus: never overflows, exact
// down to denormals). Only x < 0 takes the correction f - f*d_err/d: for x >= 0, f <= 1/2 has at most half the
// spacing of 1 - f, so its 2.3 ULP become 1.15 before the last rounding. AVX-512 and AVX2 take the table-driven
// math_sigmoid_lut32 and math_sigmoid_lut8 instead (fewer operations, same bound).
template <class V>
struct op_sigmoid {
  explicit op_sigmoid(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const {
    if constexpr (math_has_lookup32<V>::value && math_has_scalef<V>::value) {
      return math_sigmoid_lut32<V>(x);
    } else if constexpr (math_has_lookup8<V>::value) {
      return math_sigmoid_lut8<V>(x);
    } else {
      const math_sigmoid_parts<V> sigma = math_sigmoid_minus<V, true>(V::abs(x));
      const typename V::reg negative = V::fma(sigma.f, sigma.f, sigma.minus_err_over_d);
      return V::select(V::lt(x, V::zero()), negative, V::sub(V::splat(1.0f), sigma.f));
    }
  }
};

// The faster variant of sigmoid (XNN_UKERNEL_UNARY_FAST rows, taken unless XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC): the
// same methods without the step that corrects the rounding of the denominator, and on SSE4.1 a 64-entry table
// instead of the degree-6 polynomial: within 3 ULP instead of 2 (over every float 2.69 on AVX2, 2.81 on SSE4.1, 2.44
// on SSE2 and AVX), denormal results still rounded once (docs/kernels.md, "sigmoid: the faster variant"). No AVX-512
// row: its accurate row already runs at HEAD's operator speed.
template <class V>
struct op_sigmoid_fast {
  explicit op_sigmoid_fast(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const {
    if constexpr (math_has_lookup8<V>::value) {
      return math_sigmoid_lut8<V, false>(x);
    } else if constexpr (math_has_lookup64<V>::value) {
      return math_sigmoid_lut64<V>(x);  // already n/d without the reflection 1 - f
    } else {
      const typename V::reg f = math_sigmoid_minus<V, false>(V::abs(x)).f;
      return V::select(V::lt(x, V::zero()), f, V::sub(V::splat(1.0f), f));
    }
  }
};

// tanh(|x|) with the sign of x put back: below 0.625 an odd polynomial x + x^3*P(x^2) (degree-5 P, relative 2^-28),
// above 1 - 2*sigma(-2|x|) (> 0.55 there, so sigma's error shrinks in the subtraction and the uncorrected sigma,
// within 2.3 ULP of itself, suffices). sigma comes first: the out-of-order window fills in program order, and its
// chain is the long one.
template <class V>
struct op_tanh {
  explicit op_tanh(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const {
    const typename V::reg ax = V::abs(x);
    const typename V::reg sigma = math_sigmoid_minus<V, false, 2>(ax).f;
    const typename V::reg x2 = V::mul(ax, ax);
    static constexpr float kP[] = {-0x1.555554p-2f, 0x1.111060p-3f,  -0x1.B9ED7Ep-5f,
                                   0x1.6380E4p-6f,  -0x1.0BC5EEp-7f, 0x1.1842F8p-9f};
    const typename V::reg small = V::fma(ax, V::mul(ax, x2), math_horner<V>(x2, kP));
    const typename V::reg large = V::fma(V::splat(1.0f), V::splat(-2.0f), sigma);
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

// cbrt(|x|) with the sign of x put back. A first guess from the bits (a third of the biased exponent and mantissa,
// as a float, plus a constant that recenters it: within 4%), then three Newton steps y += (|x|/y^2 - y)/3, each
// squaring the relative error (4% -> 2^-9 -> 2^-18 -> below rounding). In the last step |x|/y^2 is within about
// 1 ULP of y, so the correction carries a third of that and one rounding of the sum is added: under 1 ULP.
// Denormals are scaled by 2^24 (their cube root by 2^8); +-0, +-inf and NaN come back unchanged.
template <class V>
struct op_cube_root {
  explicit op_cube_root(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const {
    const typename V::reg ax = V::abs(x);
    const typename V::mask denormal = V::lt(ax, V::splat(std::numeric_limits<float>::min()));
    const typename V::reg a = V::select(denormal, V::mul(ax, V::splat(0x1.0p24f)), ax);
    const typename V::reg third_of_bits = V::mul(V::cvt(V::to_bits(a)), V::splat(1.0f / 3.0f));
    typename V::reg y = V::from_bits(V::iadd(V::cvt_round(third_of_bits), math_isplat<V>(0x2A5119F2u)));
    for (int step = 0; step < 3; step++) {
      y = V::fma(y, V::sub(V::div(a, V::mul(y, y)), y), V::splat(1.0f / 3.0f));
    }
    y = V::select(denormal, V::mul(y, V::splat(0x1.0p-8f)), y);
    y = V::select(V::eq(ax, V::zero()), ax, y);
    y = V::select(V::lt(ax, V::splat(std::numeric_limits<float>::infinity())), y, ax);  // inf and NaN
    return math_xor_sign<V>(y, math_sign_bit<V>(x));
  }
};

// XNNPACK's tanh approximation of GELU, x/2 * (1 + tanh(sqrt(2/pi) * (x + 0.044715 x^3))), computed as x * sigma(w)
// with w = x * (c1 + c2 x^2) (1 + tanh(u) = 2 sigma(2u)): sigma(w) = 1 - sigma(-w) for w >= 0, math_sigmoid_minus
// with its correction for w < 0, so the left tail keeps its relative accuracy down to denormal results instead of
// cancelling in 1 + tanh. There the rounding of w itself (about 1.5 ULP of w) is amplified by |w| (up to 87 before
// the result underflows), which sets the accuracy of x < -2 (docs/kernels.md). -0 at -inf, as gelu.
template <class V>
struct op_approxgelu {
  explicit op_approxgelu(const xnn_f32_unary_params*) {}
  typename V::reg operator()(typename V::reg x) const {
    constexpr float kC1 = 0x1.988454p+0f;  // 2 sqrt(2/pi)
    constexpr float kC2 = 0x1.2444F2p-4f;  // 2 sqrt(2/pi) * 0.044715
    const typename V::reg w = V::mul(x, V::fma(V::splat(kC1), V::mul(x, x), V::splat(kC2)));
    const math_sigmoid_parts<V> sigma = math_sigmoid_minus<V, true>(V::abs(w));
    const typename V::reg negative = V::fma(sigma.f, sigma.f, sigma.minus_err_over_d);
    const typename V::reg s = V::select(V::lt(w, V::zero()), negative, V::sub(V::splat(1.0f), sigma.f));
    return V::select(V::lt(x, V::splat(-std::numeric_limits<float>::max())), V::splat(-0.0f), V::mul(x, s));
  }
};

}  // namespace
