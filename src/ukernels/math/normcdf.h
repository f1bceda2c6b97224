// m * Phi(x), Phi the standard normal distribution's CDF, (1 + erf(x/sqrt(2))) / 2, over a vector type V, with small
// RELATIVE error everywhere, including the far left tail where 1 + erf cancels and where Phi alone would be denormal
// (GELU(x) = x * Phi(x) is the use). Internal linkage: include only from per-ISA files.
//
// Method: for |x| < 0.75, Phi(x) = 1/2 + x*E(x^2)/2, E(x^2) = erf(x/sqrt 2)/x a degree-4 fit (relative 2^-26).
// For |x| >= 0.75, with s = 1/(1 + |x|): erfc(|x|/sqrt 2) = s * exp(-x^2/2 + P(u)), u = A*s + B mapping the range
// of s for |x| in [0.75, 14.5] onto [-1, 1] and P a degree-9 fit (absolute error 2^-25.3). -x^2/2 is carried as an
// exact pair (x with its low 12 bits cleared squares exactly) because its rounding error alone, at x = -14, would
// cost 200 ULP; m joins the product before the final power-of-two scaling, so a denormal m*Phi is rounded once.
// Phi(-|x|) = erfc/2 and Phi(|x|) = 1 - erfc/2. The rounding of s is the largest error left: it shifts the
// effective |x| and costs about (1 + 1/|x|) times its relative size.
// |x| is clamped to 15 in the tails: Phi(-inf) = 0 (as Phi(-15) in float), Phi(+inf) = 1; NaN gives NaN.
#pragma once

#include "ukernels/math/common.h"
#include "ukernels/math/exp.h"

namespace {

constexpr float kMathNormcdfTail = 0.75f;

template <class V>
typename V::reg math_times_normcdf(typename V::reg m, typename V::reg x) {
  // Near 0.
  static constexpr float kE[] = {0x1.988452p-1f, -0x1.1057DAp-3f, 0x1.46B98Cp-6f, -0x1.34CDA6p-9f, 0x1.A565B8p-13f};
  const typename V::reg half_x = V::mul(x, V::splat(0.5f));
  const typename V::reg center = V::fma(V::splat(0.5f), half_x, math_horner<V>(V::mul(x, x), kE));

  // Tails: erfc(|x|/sqrt 2) = s * 2^n * p, with 2^n applied last.
  const typename V::reg ax = V::min(V::splat(15.0f), V::abs(x));
  const typename V::reg s = V::div(V::splat(1.0f), V::add(ax, V::splat(1.0f)));
  const typename V::reg u = V::fma(V::splat(-0x1.4129E4p+0f), s, V::splat(0x1.F904A8p+1f));
  static constexpr float kP[] = {0x1.739EACp-9f,  0x1.935FFCp-4f,  -0x1.0190CAp-4f, 0x1.575454p-7f,
                                 0x1.2B70DAp-9f,  -0x1.33565Ep-9f, 0x1.AB3390p-11f, 0x1.6158A0p-18f,
                                 -0x1.658F86p-13f, 0x1.0EF856p-14f};
  const typename V::reg ax_hi = V::from_bits(V::band(V::to_bits(ax), math_isplat<V>(0xFFFFF000u)));
  const typename V::reg minus_half_sq_hi = V::mul(V::mul(ax_hi, ax_hi), V::splat(-0.5f));  // exact
  const typename V::reg minus_half_sq_lo =
      V::mul(V::mul(V::sub(ax, ax_hi), V::add(ax, ax_hi)), V::splat(-0.5f));  // (a - h)(a + h) = a^2 - h^2
  const math_exp_reduction<V> e = math_exp_reduce<V, true>(V::max(V::splat(kMathExpMin), minus_half_sq_hi),
                                                           V::add(minus_half_sq_lo, math_horner<V>(u, kP)));
  const typename V::reg p = V::add(math_expm1_poly<V>(e.r), V::splat(1.0f));
  const typename V::reg half_s_p = V::mul(V::mul(s, V::splat(0.5f)), p);  // Phi(-|x|) / 2^n

  const typename V::mask negative = V::lt(x, V::zero());
  const typename V::reg m_left_tail = math_exp_scale<V>(V::mul(half_s_p, m), e);
  const typename V::reg right_tail = V::sub(V::splat(1.0f), math_exp_scale<V>(half_s_p, e));
  const typename V::reg m_tail = V::select(negative, m_left_tail, V::mul(m, right_tail));
  return V::select(V::lt(V::abs(x), V::splat(kMathNormcdfTail)), V::mul(m, center), m_tail);
}

}  // namespace
