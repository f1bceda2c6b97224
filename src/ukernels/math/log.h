// Natural logarithm over a vector type V (src/ukernels/simd/), for every ISA. Internal linkage: include only from
// per-ISA files.
//
// Method: x = 2^e * m with m in [sqrt(1/2), sqrt(2)) (integer arithmetic on the bits: adding bits(1) - bits(m_min)
// carries into the exponent exactly when m >= sqrt(2)); with f = m - 1 (exact) and s = f / (2 + f),
// log(m) = 2*atanh(s) = f + s*(R(s^2) - f), R(z) = z*T(z) with T a degree-2 polynomial (relative error 2^-29);
// log(x) = e*ln2_hi + (log(m) + e*ln2_lo). The correction s*(R - f) is at most a fifth of f, so the division's
// rounding barely shows.
//
// Special values as C: log(+-0) = -inf, log(x < 0) = NaN (also -inf), log(+inf) = +inf, log(NaN) = NaN; denormal
// inputs are scaled by 2^23 first. Measured error: see test/f32-vunary-test.cc.
#pragma once

#include <limits>

#include "ukernels/math/common.h"
#include "ukernels/math/exp.h"

namespace {

template <class V>
typename V::reg math_log(typename V::reg x) {
  constexpr uint32_t kOneBits = 0x3F800000u;
  constexpr uint32_t kSqrtHalfBits = 0x3F3504F3u;  // the float nearest sqrt(1/2), just below it
  const float inf = std::numeric_limits<float>::infinity();

  const typename V::mask denormal = V::lt(x, V::splat(std::numeric_limits<float>::min()));
  const typename V::reg xs = V::select(denormal, V::mul(x, V::splat(0x1.0p23f)), x);
  const typename V::ireg shifted = V::iadd(V::to_bits(xs), math_isplat<V>(kOneBits - kSqrtHalfBits));
  // e + 127 in the exponent field of `shifted`; subtract the bias (and 23 more for scaled denormals) as floats.
  const typename V::reg biased_e = V::cvt(V::template shr<23>(shifted));
  const typename V::reg e = V::sub(biased_e, V::select(denormal, V::splat(150.0f), V::splat(127.0f)));
  const typename V::reg m =
      V::from_bits(V::iadd(V::band(shifted, math_isplat<V>(0x007FFFFFu)), math_isplat<V>(kSqrtHalfBits)));

  const typename V::reg f = V::sub(m, V::splat(1.0f));
  const typename V::reg s = V::div(f, V::add(f, V::splat(2.0f)));
  const typename V::reg z = V::mul(s, s);
  static constexpr float kT[] = {0x1.55557Ap-1f, 0x1.995E4Cp-2f, 0x1.31EC50p-2f};
  const typename V::reg r = V::mul(z, math_horner<V>(z, kT));
  const typename V::reg log_m = V::fma(f, s, V::sub(r, f));
  typename V::reg y = V::fma(V::fma(log_m, e, V::splat(kMathLn2Lo)), e, V::splat(kMathLn2Hi));

  y = V::select(V::lt(x, V::splat(inf)), y, x);                 // +inf and NaN pass through
  y = V::select(V::lt(x, V::zero()), V::splat(std::numeric_limits<float>::quiet_NaN()), y);
  return V::select(V::eq(x, V::zero()), V::splat(-inf), y);
}

}  // namespace
