// sin and cos over a vector type V (src/ukernels/simd/), for every ISA. Internal linkage: include only from per-ISA
// files.
//
// Method: n = round(|x| * 2/pi), r = |x| - n*pi/2 with pi/2 in five parts of <= 12 significant bits (the last one
// a full float), so every n*part is exact without FMA while n < 2^12 and pi/2 is carried to 2^-82: r keeps its
// relative accuracy even at the floats closest to a multiple of pi/2 (|r| >= 2^-28 for |x| < 6433). Then
// sin(r) = r + r^3*S(r^2) or cos(r) = 1 - r^2/2 + r^4*C(r^2) (degree-3 fits, relative error 2^-28 on
// [-pi/4, pi/4]) by the quadrant n mod 4, and the sign.
//
// Range: the ULP bound holds for |x| <= kMathSinCosAccurateMax (6433, n < 2^12). Beyond it the products n*part are
// rounded and the absolute error grows with |x|; the result is still clamped to [-1, 1]. sin(+-0) = +-0,
// sin/cos(+-inf) = NaN, NaN gives NaN.
#pragma once

#include "ukernels/math/common.h"
#include "ukernels/math/exp.h"

namespace {

constexpr float kMathSinCosAccurateMax = 6433.0f;

// sin(x) (kCos false) or cos(x) (kCos true).
template <class V, bool kCos>
typename V::reg math_sin_or_cos(typename V::reg x) {
  const typename V::reg ax = V::abs(x);
  const typename V::reg biased = V::fma(V::splat(kMathMagicBias), ax, V::splat(0x1.45F306p-1f));  // + |x|*2/pi
  const typename V::reg n = V::sub(biased, V::splat(kMathMagicBias));
  static constexpr float kMinusPiOver2[] = {-0x1.922p+0f, 0x1.2AEp-18f, 0x1.DEAp-31f, -0x1.184p-44f,
                                            -0x1.A62634p-58f};
  typename V::reg r = ax;
  for (float part : kMinusPiOver2) r = V::fma(r, n, V::splat(part));

  // Quadrant q = n mod 4 (cos(x) = sin(x + pi/2): one quadrant further). Odd q: the cosine polynomial; q >= 2: minus.
  typename V::ireg q = V::to_bits(biased);
  if (kCos) q = V::iadd(q, math_isplat<V>(1));
  const typename V::mask use_sin = V::eq(V::from_bits(V::band(V::template shl<30>(q), math_isplat<V>(0x40000000u))),
                                         V::zero());
  typename V::ireg sign = V::band(V::template shl<30>(q), math_isplat<V>(0x80000000u));
  if (!kCos) sign = V::bxor(sign, math_sign_bit<V>(x));  // sin is odd

  const typename V::reg z = V::mul(r, r);
  static constexpr float kS[] = {-0x1.555556p-3f, 0x1.111108p-7f, -0x1.A00F6Cp-13f, 0x1.6CCE0Cp-19f};
  static constexpr float kC[] = {0x1.555556p-5f, -0x1.6C16B8p-10f, 0x1.A010C0p-16f, -0x1.241904p-22f};
  const typename V::reg sin_r = V::fma(r, V::mul(r, z), math_horner<V>(z, kS));
  const typename V::reg cos_r = V::fma(V::fma(V::splat(1.0f), z, V::splat(-0.5f)), V::mul(z, z), math_horner<V>(z, kC));
  const typename V::reg y = math_xor_sign<V>(V::select(use_sin, sin_r, cos_r), sign);
  return math_clamp<V>(y, -1.0f, 1.0f);
}

}  // namespace
