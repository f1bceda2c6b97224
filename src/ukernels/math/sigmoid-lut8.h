// The logistic function sigma(x) = 1/(1 + e^-x) for vector types with an 8-entry table lookup (AVX2:
// math_has_lookup8), within 2 ULP in 22 vector instructions and a division per register, against 27 and a division
// for math_sigmoid_minus (docs/kernels.md, "sigmoid on AVX2"). Internal linkage: include only from per-ISA files.
//
// Method, for z = -|x| (clamped at -104, where sigma rounds to 0): E = 2^64 e^z = 2^(k/8 + 64) * e^t with k the
// nearest integer to 8 z log2(e) and t = z - (k/8) ln2, |t| <= ln2/16 (two-part ln2). The table holds
// 2^((j + phi)/8), j = k mod 8, and P(t) ~ 2^(-phi/8) e^t - 1 (degree 3, relative 2^-25.7): the offset
// phi = 25205/65536 is the one whose 8 rounded entries are closest to exact (all within 0.175 * 2^-24 relative,
// against 0.42 for phi = 0), and P's constant term takes it back. Each entry is stored with j << 20 subtracted from
// its bits, so that adding the bits of the biased k shifted left by 20 (which carry j into mantissa bits 20-22 and
// floor(k/8) + 64 into the exponent) restores the entry and scales it in one integer addition; the scale 2^64 keeps
// E a normal float down to z = -104 (no flush to zero: a denormal sigma is rounded once).
// sigma(x) = n/d with n = E for x < 0 and n = 2^64 otherwise (no reflection 1 - q) and d = 2^64 + E, by one division
// q = n/d and one correction q + r/d with the residual r = n - q*(2^64 + E) = (n - q*2^64) - q*E: n - q*2^64 is exact
// (q*2^64 is a float within a factor 2 of n: Sterbenz), so r does not see the rounding of d, which the division alone
// keeps (2.17 ULP without the correction; 1/d to 12% from the bits of d suffices for r/d). What is left is E's error
// (table entry, P, the rounding of s + s*P) and one last rounding: measured over every float in docs/kernels.md.
// NaN gives NaN, +-inf give 1 and 0.
#pragma once

#include "ukernels/math/common.h"
#include "ukernels/math/exp.h"

namespace {

// 2^((j + phi)/8) rounded to float, then j << 20 subtracted from the bits (tools/fit-math-poly.py, "sigmoid lut8").
alignas(32) constexpr float kMathSigmoidLut8[8] = {
    0x1.08aca4p+0f, 0x1.00a124p+0f, 0x1.fac0aep-1f, 0x1.f73d7ep-1f,
    0x1.f64e5cp-1f, 0x1.f82f06p-1f, 0x1.fd20a2p-1f, 0x1.056a3ap+0f,
};

// kCorrected false: q = n/d alone, the faster variant (vunary-table.h's XNN_UKERNEL_UNARY_FAST rows), which keeps the
// rounding of d: 2.69 ULP over every float instead of 1.80, for three fewer FMA-pipe operations in ten.
template <class V, bool kCorrected = true>
typename V::reg math_sigmoid_lut8(typename V::reg x) {
  using reg = typename V::reg;
  constexpr float kBias = kMathMagicBias + 512.0f;  // ulp 1; the low bits of biased hold k + 8 * 64
  static constexpr float kP[] = {-0x1.0c7b9cp-5f, 0x1.ef3848p-1f, 0x1.ef4c1ap-2f, 0x1.4a1b9ap-3f};
  const reg z = V::max(V::splat(kMathExpMin), V::from_bits(V::bor(V::to_bits(x), math_isplat<V>(0x80000000u))));
  const reg biased = V::fma(V::splat(kBias), z, V::splat(8.0f * kMathLog2e));
  const reg k = V::sub(biased, V::splat(kBias));
  reg t = V::fma(z, k, V::splat(-kMathLn2Hi / 8.0f));
  t = V::fma(t, k, V::splat(-kMathLn2Lo / 8.0f));
  const reg s =
      V::from_bits(V::iadd(V::to_bits(V::lookup8(kMathSigmoidLut8, biased)), V::template shl<20>(V::to_bits(biased))));
  const reg e = V::fma(s, s, math_horner<V>(t, kP));
  const reg c = V::splat(0x1.0p64f);
  const reg n = V::select(V::lt(x, V::zero()), e, c);
  const reg d = V::add(c, e);
  const reg q = V::div(n, d);
  if constexpr (!kCorrected) return q;
  const reg minus_r = V::fms(V::fma(n, q, V::splat(-0x1.0p64f)), q, e);
  const reg minus_inv_d = V::from_bits(V::isub(math_isplat<V>(0xFEF311C3u), V::to_bits(d)));
  return V::fma(q, minus_r, minus_inv_d);
}

}  // namespace
