// exp and expm1 over a vector type V (src/ukernels/simd/), for every ISA, with the variants other routines need:
// exp of an exact pair (normcdf.h), the logistic function sigma(-a), a >= 0 (sigmoid, tanh), and a cheaper flushing
// exp(t <= 0) (softmax). Internal linkage: include only from per-ISA files.
//
// Method: x = n*ln2 + r with n = round(x*log2(e)) and |r| <= ln2/2 (Cody-Waite: ln2 in two parts, the first with
// 15 significant bits so n*ln2_hi is exact for |n| < 512 even without FMA); expm1(r) = r + r^2*Q(r), Q a degree-4
// polynomial fitted for relative error 2^-28 (see tools/fit-math-poly.py); then exp(x) = (1 + expm1(r)) * 2^n.
// n is read from the bits of x*log2(e) + 1.5*2^23 (the "magic bias": the addition rounds to an integer).
//
// Special values: exp overflows to +inf for x > 88.72284, gives denormals (one rounding, in the last scaling step)
// down to 2^-149 and 0 below -103.97; exp(NaN) = NaN, exp(-inf) = 0, exp(+inf) = +inf. Measured error: see
// test/f32-vunary-test.cc (<= 2 ULP on every ISA).
#pragma once

#include "ukernels/math/common.h"

namespace {

constexpr float kMathLog2e = 0x1.715476p+0f;
constexpr float kMathLn2Hi = 0x1.62E400p-1f;
constexpr float kMathLn2Lo = 0x1.7F7D1Cp-20f;
constexpr float kMathMagicBias = 0x1.8p23f;  // bits 0x4B400000: adding it rounds |v| < 2^22 to an integer
constexpr uint32_t kMathMagicBiasBits = 0x4B400000u;

// x = n*ln2 + r. `biased` is n + 1.5*2^23 (its low bits hold n in two's complement). Requires |x| < 2^21.
template <class V>
struct math_exp_reduction {
  typename V::reg biased, n, r;
};

// Reduces x_hi + x_lo (|x_lo| of order 1 at most, or zero) without rounding the sum first: exp(-t^2) in normcdf.h
// needs -t^2 as an exact pair. With x_lo, r is rounded once more (an absolute error of 2^-25 at most).
template <class V, bool kHasLo = false>
math_exp_reduction<V> math_exp_reduce(typename V::reg x_hi, typename V::reg x_lo = V::zero()) {
  math_exp_reduction<V> e;
  const typename V::reg x = kHasLo ? V::add(x_hi, x_lo) : x_hi;
  e.biased = V::fma(V::splat(kMathMagicBias), x, V::splat(kMathLog2e));
  e.n = V::sub(e.biased, V::splat(kMathMagicBias));
  e.r = V::fma(x_hi, e.n, V::splat(-kMathLn2Hi));  // exact without x_lo: n*ln2_hi has <= 24 bits, cancels x_hi
  if (kHasLo) e.r = V::add(e.r, x_lo);
  e.r = V::fma(e.r, e.n, V::splat(-kMathLn2Lo));
  return e;
}

// expm1(r) for |r| <= ln2/2 (a little beyond is fine): r + r^2 * Q(r).
template <class V>
typename V::reg math_expm1_poly(typename V::reg r) {
  static constexpr float kQ[] = {0x1.FFFFF8p-2f, 0x1.55548Ep-3f, 0x1.555B58p-5f, 0x1.123B8Ep-7f, 0x1.687C22p-10f};
  return V::fma(r, V::mul(r, r), math_horner<V>(r, kQ));
}

// Multiplies by 2^n for the n of a reduction with -252 <= n <= 254: by two power-of-two factors, each a normal
// float, so a denormal or overflowing result is rounded once, by the last multiplication.
template <class V>
struct math_exp_scaler {
  typename V::reg n, s1, s2;
  explicit math_exp_scaler(const math_exp_reduction<V>& e) : n(e.n) {
    if constexpr (!math_has_scalef<V>::value) {
      const typename V::ireg biased_twice = V::isub(V::to_bits(e.biased), math_isplat<V>(kMathMagicBiasBits - 254));
      const typename V::ireg half = V::template shr<1>(biased_twice);  // n/2 + 127, rounded down
      s1 = V::from_bits(V::template shl<23>(half));
      s2 = V::from_bits(V::template shl<23>(V::isub(biased_twice, half)));
    }
  }
  typename V::reg operator()(typename V::reg p) const {
    if constexpr (math_has_scalef<V>::value) {
      return V::scalef(p, n);
    } else {
      return V::mul(V::mul(p, s1), s2);
    }
  }
};

template <class V>
typename V::reg math_exp_scale(typename V::reg p, const math_exp_reduction<V>& e) {
  return math_exp_scaler<V>(e)(p);
}

// Inputs beyond these give 0 and +inf anyway; clamping keeps n inside math_exp_scale's range.
constexpr float kMathExpMin = -104.0f;
constexpr float kMathExpMax = 89.0f;

// Clamps to [lo, hi] and lets NaN through on every ISA (x86 min/max return the second operand on NaN).
template <class V>
typename V::reg math_clamp(typename V::reg x, float lo, float hi) {
  return V::min(V::splat(hi), V::max(V::splat(lo), x));
}

template <class V>
typename V::reg math_exp(typename V::reg x) {
  const math_exp_reduction<V> e = math_exp_reduce<V>(math_clamp<V>(x, kMathExpMin, kMathExpMax));
  return math_exp_scale<V>(V::add(math_expm1_poly<V>(e.r), V::splat(1.0f)), e);
}

// sigma(-a) = 1/(1 + e^a), the logistic function, for a >= 0 (a = kScale*u, kScale 1 or 2: tanh needs sigma(-2|x|)
// and doubles u off the dependency chain), with relative accuracy down to denormal results. It is c/(c + c*e^a) with
// c = 2^-64 and c*e^a = s*(1 + expm1(r)), s = 2^(n - 64) (the magic bias carries 127 - 64, so s is one shift away
// and a normal float for n in [0, 150]): d = (s + c) + s*expm1(r) in one multiply-add, then one division c/d, which
// rounds a denormal sigma once. The numerator is exact, so every rounding before the division sits in d:
// d_err = c + s + s*expm1(r) - d = (c - ((s + c) - s)) + ((s + c) - d + s*expm1(r)), each part exact (s + c rounds
// to s from n = 24 on). f = c/d is within 2.3 ULP; kWithError also returns -d_err/d, so that f - f*d_err/d (one
// multiply-add after the division) is sigma to first order. 1/d comes from the bits of d (subtracting them from a
// constant negates the exponent and, linearly, the mantissa), within 12%. NaN gives NaN; a is clamped at 104, where
// sigma rounds to 0.
template <class V>
struct math_sigmoid_parts {
  typename V::reg f, minus_err_over_d;
};

template <class V, bool kWithError, int kScale = 1>
math_sigmoid_parts<V> math_sigmoid_minus(typename V::reg u) {
  static_assert(kScale == 1 || kScale == 2, "kScale*u must be exact");
  constexpr float kBias = kMathMagicBias + 63.0f;
  const typename V::reg uc = V::min(V::splat(-kMathExpMin / kScale), u);
  const typename V::reg biased = V::fma(V::splat(kBias), uc, V::splat(kMathLog2e * kScale));
  const typename V::reg n = V::sub(biased, V::splat(kBias));
  typename V::reg r = V::fma(kScale == 1 ? uc : V::add(uc, uc), n, V::splat(-kMathLn2Hi));
  r = V::fma(r, n, V::splat(-kMathLn2Lo));
  const typename V::reg em1 = math_expm1_poly<V>(r);
  const typename V::reg s = V::from_bits(V::template shl<23>(V::to_bits(biased)));  // 2^(n - 64)
  const typename V::reg c = V::splat(0x1.0p-64f);
  const typename V::reg s_plus_c = V::add(s, c);
  const typename V::reg d = V::fma(s_plus_c, s, em1);
  math_sigmoid_parts<V> parts{};  // minus_err_over_d stays zero without kWithError
  parts.f = V::div(c, d);
  if constexpr (kWithError) {
    const typename V::reg c_lost = V::sub(c, V::sub(s_plus_c, s));
    const typename V::reg d_err = V::add(V::fma(V::sub(s_plus_c, d), s, em1), c_lost);
    const typename V::reg minus_inv_d = V::from_bits(V::isub(math_isplat<V>(0xFEF311C3u), V::to_bits(d)));
    parts.minus_err_over_d = V::mul(d_err, minus_inv_d);
  }
  return parts;
}

// exp(t) for t <= 0 (softmax's exp(x - max)), cheapest form: results below 2^-126 may be flushed to 0 (they cannot
// change a softmax sum, which is >= 1). t is clamped at -88, where n = -127: the magic bias carries the exponent
// bias 127, so the low bits of x*log2(e) + bias are n + 127 and 2^n is one shift away, and 0 at n = -127.
// Within 1 ULP like math_exp (0.70 over every float of [-90, 0] on AVX2); -inf gives 0, NaN gives NaN.
// kFast: e^r = 1 + r*P(r) with P of degree 4, e = s + (s*r)*P(r): one FMA-pipe operation fewer (9 in all, as
// XNNPACK's rr2_p5), within 2.5 ULP (over every float of [-90, 0]: 1.955 with FMA, 2.200 without): the softmax
// middle pass's _FAST rows.
template <class V, bool kFast = false>
typename V::reg math_exp_nonpositive_flush(typename V::reg t) {
  constexpr float kBias = kMathMagicBias + 127.0f;
  const typename V::reg tc = V::max(V::splat(-88.0f), t);
  const typename V::reg biased = V::fma(V::splat(kBias), tc, V::splat(kMathLog2e));
  const typename V::reg n = V::sub(biased, V::splat(kBias));
  typename V::reg r = V::fma(tc, n, V::splat(-kMathLn2Hi));
  r = V::fma(r, n, V::splat(-kMathLn2Lo));
  const typename V::reg s = V::from_bits(V::template shl<23>(V::to_bits(biased)));
  if constexpr (kFast) {
    // (e^r - 1)/r on |r| <= ln2/2, relative to e^r 2^-23.2 (tools/fit-math-poly.py, "exp P4").
    static constexpr float kP[] = {0x1.fffff0p-1f, 0x1.fffdc0p-2f, 0x1.555cecp-3f, 0x1.573c02p-5f, 0x1.0eb6bep-7f};
    return V::fma(s, V::mul(s, r), math_horner<V>(r, kP));
  }
  return V::fma(s, s, math_expm1_poly<V>(r));
}

// exp(x_hi + x_lo) for an exact pair (x_lo a small correction), x_hi <= 0.
template <class V>
typename V::reg math_exp_pair(typename V::reg x_hi, typename V::reg x_lo) {
  const math_exp_reduction<V> e = math_exp_reduce<V, true>(V::max(V::splat(kMathExpMin), x_hi), x_lo);
  return math_exp_scale<V>(V::add(math_expm1_poly<V>(e.r), V::splat(1.0f)), e);
}

// expm1(min(z, 0)): exp(z) - 1 without the cancellation near 0, as (2^n - 1) + 2^n * expm1(r) (2^n - 1 is exact for
// n >= -24; below, the result is -1 to float precision). Below -87 it is -1; NaN gives NaN.
template <class V>
typename V::reg math_expm1_nonpositive(typename V::reg z) {
  const typename V::reg zc = V::max(V::splat(-87.0f), V::min(V::zero(), z));
  const math_exp_reduction<V> e = math_exp_reduce<V>(zc);
  // n >= -126: 2^n is one normal float, its biased exponent n + 127.
  const typename V::reg s =
      V::from_bits(V::template shl<23>(V::isub(V::to_bits(e.biased), math_isplat<V>(kMathMagicBiasBits - 127))));
  return V::fma(V::sub(s, V::splat(1.0f)), s, math_expm1_poly<V>(e.r));
}

}  // namespace
