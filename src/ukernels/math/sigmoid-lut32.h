// The logistic function sigma(x) = 1/(1 + e^-x) for vector types with a 32-entry table lookup, a reciprocal
// estimate and vscalefps (AVX-512: math_has_lookup32 and math_has_scalef), within 2 ULP at about two thirds of
// math_sigmoid_minus's operations (docs/kernels.md, "sigmoid on AVX-512"). Internal linkage: include only from
// per-ISA files.
//
// Method, for z = -|x| (clamped at -104, where e^z rounds to 0): e = e^z = 2^(k/32) * e^t with k the nearest integer
// to 32 z log2(e) and t = z - (k/32) ln2, |t| <= ln2/64 (two-part ln2). The table holds -2^((j + phi)/32) rounded to
// float, j = k mod 32, and P(t) ~ 2^(-phi/32) e^t - 1 (degree 3, truncation 2^-31): the offset phi = -5041/65536 is
// the one whose 32 rounded entries are closest to exact (all within 0.51 * 2^-24 relative, against 0.93 for
// phi = 0), and the polynomial's constant term takes it back at no cost; the entries are negated so that -e comes
// out, which the residual below needs (a negation would cost one instruction). -e = -(s + s*P(t)) is scaled by
// 2^floor(k/32) in one vscalefps, so a denormal e is rounded once.
// sigma(x) = n/(1 + e) with n = e for x <= 0 and n = 1 for x > 0 (one masked subtraction, no reflection 1 - q
// afterwards), by Newton's residual instead of a division: q0 = n*y with y ~ 1/(1 + e) to 2^-14,
// r = n - q0*(1 + e) = (n - q0) + q0*(-e), q = q0 + r*y. n - q0 is exact by Sterbenz's lemma while q0 >= n/2 (but
// for |x| below about 2^-13, where it is off by at most 2^-26), and the rounding of 1 + e, which a division would
// keep (0.7 ULP), never enters q: what is left is e's own error (table entry, rounding of s + s*P) and q's last
// rounding. Measured over every float: docs/kernels.md. NaN gives NaN, +-inf give 1 and 0.
#pragma once

#include "ukernels/math/common.h"
#include "ukernels/math/exp.h"

namespace {

alignas(64) constexpr float kMathSigmoidLut32[32] = {
    -0x1.ff25ccp-1f, -0x1.052b90p+0f, -0x1.0ae398p+0f, -0x1.10bbb0p+0f, -0x1.16b48ap+0f, -0x1.1ccedep+0f, -0x1.230b68p+0f,
    -0x1.296ae8p+0f, -0x1.2fee22p+0f, -0x1.3695dep+0f, -0x1.3d62e8p+0f, -0x1.445612p+0f, -0x1.4b7030p+0f, -0x1.52b220p+0f,
    -0x1.5a1cbep+0f, -0x1.61b0eep+0f, -0x1.696f9cp+0f, -0x1.7159b2p+0f, -0x1.797028p+0f, -0x1.81b3f2p+0f, -0x1.8a2612p+0f,
    -0x1.92c78ap+0f, -0x1.9b9964p+0f, -0x1.a49caep+0f, -0x1.add27ep+0f, -0x1.b73beep+0f, -0x1.c0da22p+0f, -0x1.caae40p+0f,
    -0x1.d4b976p+0f, -0x1.defcfap+0f, -0x1.e97a06p+0f, -0x1.f431dep+0f,
};

template <class V>
typename V::reg math_sigmoid_lut32(typename V::reg x) {
  using reg = typename V::reg;
  constexpr float kBias = 0x1.8p18f;  // its ulp is 1/32: adding it rounds to k/32, k in the low bits
  static constexpr float kP[] = {0x1.b52228p-10f, 0x1.006d48p+0f, 0x1.006d48p-1f, 0x1.55e70cp-3f};
  const reg z = V::max(V::splat(kMathExpMin), V::from_bits(V::bor(V::to_bits(x), math_isplat<V>(0x80000000u))));
  const reg biased = V::fma(V::splat(kBias), z, V::splat(kMathLog2e));
  const reg s = V::lookup32(kMathSigmoidLut32, biased);
  const reg k = V::sub(biased, V::splat(kBias));  // k/32
  reg t = V::fma(z, k, V::splat(-kMathLn2Hi));
  t = V::fma(t, k, V::splat(-kMathLn2Lo));
  const reg minus_e = V::scalef(V::fma(s, s, math_horner<V>(t, kP)), k);
  const reg one = V::splat(1.0f);
  const reg y = V::rcp_estimate(V::sub(one, minus_e));
  const reg n = V::select(V::le(x, V::zero()), V::sub(V::zero(), minus_e), one);
  const reg q0 = V::mul(n, y);
  const reg r = V::fma(V::sub(n, q0), q0, minus_e);
  return V::fma(q0, r, y);
}

}  // namespace
