// sin and cos over a vector type V (src/ukernels/simd/), for every ISA and every float. Internal linkage: include
// only from per-ISA files.
//
// Method: n = round(|x| * 2/pi), r = |x| - n*pi/2 with pi/2 in five parts of <= 12 significant bits (the last one
// a full float), so every n*part is exact without FMA while n < 2^12 and pi/2 is carried to 2^-82: r keeps its
// relative accuracy even at the floats closest to a multiple of pi/2 (|r| >= 2^-28 for |x| < 6433). Then
// sin(r) = r + r^3*S(r^2) or cos(r) = 1 - r^2/2 + r^4*C(r^2) (degree-3 fits, relative error 2^-28 on
// [-pi/4, pi/4]) by the quadrant n mod 4, and the sign.
//
// Huge arguments (|x| > kMathSinCosFastMax, rare in practice): a register holding any is reduced again lane by
// lane (Payne-Hanek, math_reduce_pio2_large), so the same ULP bound holds for every finite float while the fast
// path pays one test per register. sin(+-0) = +-0, sin/cos(+-inf) = NaN, NaN gives NaN.
#pragma once

#include <cstring>
#include <limits>

#include "ukernels/math/common.h"
#include "ukernels/math/exp.h"

namespace {

constexpr float kMathSinCosFastMax = 6433.0f;

// 2/pi in 32-bit words after the binary point, behind one zero word so a window may start up to 32 bits before
// the point; 320 bits cover the window of the largest float (bits 103 to 231) and the shift.
constexpr uint32_t kMathTwoOverPiBits[] = {0x00000000u, 0xA2F9836Eu, 0x4E441529u, 0xFC2757D1u,
                                           0xF534DDC0u, 0xDB629599u, 0x3C439041u, 0xFE5163ABu,
                                           0xDEBBC561u, 0xB7246E3Au, 0x424DD2E0u};

// The 32 bits of 2/pi from bit `first` on (bit p weighs 2^-p; first >= -31).
inline uint64_t math_two_over_pi_word(int first) {
  const int bit = first + 31;  // index into the bits of kMathTwoOverPiBits
  const uint64_t pair = uint64_t(kMathTwoOverPiBits[bit / 32]) << 32 | kMathTwoOverPiBits[bit / 32 + 1];
  return uint32_t(pair << (bit % 32) >> 32);
}

// Reduces a finite float ax >= 2^12 exactly enough: ax * 2/pi = q + f with q an integer (returned mod 4) and
// |f| <= 1/2, and r = f * pi/2 rounded once to float. With ax = m * 2^e (m a 24-bit integer, e >= -11),
// ax * 2/pi mod 4 only depends on the bits of 2/pi from bit e - 1 on: the product of m with a 128-bit window of
// them, taken mod 2^128, is (ax * 2/pi mod 4) * 2^126 to within m * 2^-128 of the window's weight. Its top 2 bits
// are q and the next 94 the fraction, which keeps more than 60 significant bits even at the float closest to a
// multiple of pi/2.
inline float math_reduce_pio2_large(float ax, uint32_t* quadrant) {
  uint32_t bits;
  std::memcpy(&bits, &ax, sizeof(bits));
  const uint64_t m = (bits & 0x007FFFFFu) | 0x00800000u;
  const int first = int(bits >> 23) - 151;  // e - 1
  uint64_t p[4];
  for (int i = 0; i < 4; i++) p[i] = m * math_two_over_pi_word(first + 32 * i);  // p[0] the most significant
  // Sum the 56-bit products at 32-bit offsets, keeping bits 32 to 127 of the 128-bit result.
  const uint64_t b32 = p[2] + (p[3] >> 32);
  const uint64_t b64 = p[1] + (b32 >> 32);
  const uint64_t b96 = p[0] + (b64 >> 32);
  const uint64_t hi = b96 << 32 | (b64 & 0xFFFFFFFFu);
  const int64_t f = int64_t(hi << 2);  // the fraction times 2^64, signed: f < 0 rounds q up
  *quadrant = uint32_t(hi >> 62) + uint32_t(f < 0);
  const double fraction = (double(f) + double(b32 & 0xFFFFFFFFu) * 0x1.0p-30) * 0x1.0p-64;
  return float(fraction * 0x1.921FB54442D18p+0);
}

// sin(x) (kCos false) or cos(x) (kCos true).
template <class V, bool kCos>
typename V::reg math_sin_or_cos(typename V::reg x) {
  const typename V::reg ax = V::abs(x);
  typename V::reg biased = V::fma(V::splat(kMathMagicBias), ax, V::splat(0x1.45F306p-1f));  // + |x|*2/pi
  const typename V::reg n = V::sub(biased, V::splat(kMathMagicBias));
  static constexpr float kMinusPiOver2[] = {-0x1.922p+0f, 0x1.2AEp-18f, 0x1.DEAp-31f, -0x1.184p-44f,
                                            -0x1.A62634p-58f};
  typename V::reg r = ax;
  for (float part : kMinusPiOver2) r = V::fma(r, n, V::splat(part));

  // Huge finite lanes: replace r and the quadrant (the low bits of `biased`) by the slow reduction's. (Infinite
  // lanes take the branch too, and keep the NaN of the fast path.)
  if (V::any(V::lt(V::splat(kMathSinCosFastMax), ax))) {
    float lanes[V::kLanes], r_lanes[V::kLanes], q_lanes[V::kLanes];
    V::store(lanes, ax);
    V::store(r_lanes, r);
    V::store(q_lanes, biased);
    for (size_t i = 0; i < V::kLanes; i++) {
      if (lanes[i] > kMathSinCosFastMax && lanes[i] <= std::numeric_limits<float>::max()) {
        uint32_t q;
        r_lanes[i] = math_reduce_pio2_large(lanes[i], &q);
        std::memcpy(&q_lanes[i], &q, sizeof(q));
      }
    }
    r = V::load(r_lanes);
    biased = V::load(q_lanes);
  }

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
