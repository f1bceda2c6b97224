// sigma(x) = 1/(1 + e^-x) from a 64-entry table and a degree-2 polynomial: the faster variant on SSE4.1
// (op_sigmoid_fast), where the table costs four scalar loads per register but saves math_sigmoid_minus's degree-6
// polynomial, whose multiplies load the two multiply pipes (docs/kernels.md, "sigmoid: the faster variant").
// Internal linkage: include only from per-ISA files.
//
// Method, for z = -|x| (clamped at -104, where sigma rounds to 0): E = 2^64 e^z = 2^(k/64 + 64) * e^t with k the
// nearest integer to 64 z log2(e) and t = z - (k/64) ln2, |t| <= ln2/128, in two parts whose high one has 10
// significant bits (k * ln2_hi/64 is exact for |k| < 2^14 without a fused multiply-add). The table holds
// 2^(j/64 + 64), j = k mod 64, each stored with j << 17 subtracted from its bits, so that adding the bits of the
// biased k shifted left by 17 (j into mantissa bits 17-22, floor(k/64) into the exponent) restores the entry and
// scales it in one integer addition; the scale 2^64 keeps E a normal float down to z = -104 (no flush to zero).
// e^t - 1 ~ t (c1 + c2 t) within 2^-27.2 relative. sigma(x) = n/d with n = E for x < 0 (by the sign bit: -0 too)
// and n = 2^64 otherwise, d = 2^64 + E: one division, which rounds a denormal sigma once. The entries' rounding,
// E's and d's make the error: measured over every float in docs/kernels.md. NaN gives NaN, +-inf give 1 and 0.
#pragma once

#include "ukernels/math/common.h"
#include "ukernels/math/exp.h"

namespace {

// 2^((j + phi)/64 + 64) rounded to float, then j << 17 subtracted from the bits (tools/fit-math-poly.py,
// "sigmoid lut64").
alignas(64) constexpr float kMathSigmoidLut64[64] = {
    0x1.fe91c6p+63f, 0x1.fe1088p+63f, 0x1.fcdfeep+63f, 0x1.fbb728p+63f, 0x1.fa964ep+63f, 0x1.f97d76p+63f,
    0x1.f86cb4p+63f, 0x1.f76422p+63f, 0x1.f663d4p+63f, 0x1.f56be2p+63f, 0x1.f47c64p+63f, 0x1.f3957p+63f,
    0x1.f2b72p+63f, 0x1.f1e18ap+63f, 0x1.f114c8p+63f, 0x1.f050fp+63f, 0x1.ef961ep+63f, 0x1.eee46ap+63f,
    0x1.ee3becp+63f, 0x1.ed9ccp+63f, 0x1.ed06fep+63f, 0x1.ec7ac2p+63f, 0x1.ebf824p+63f, 0x1.eb7f42p+63f,
    0x1.eb1036p+63f, 0x1.eaab1ap+63f, 0x1.ea500ap+63f, 0x1.e9ff24p+63f, 0x1.e9b882p+63f, 0x1.e97c42p+63f,
    0x1.e94a82p+63f, 0x1.e9235cp+63f, 0x1.e906fp+63f, 0x1.e8f55cp+63f, 0x1.e8eebcp+63f, 0x1.e8f332p+63f,
    0x1.e902dap+63f, 0x1.e91dd4p+63f, 0x1.e9444p+63f, 0x1.e9763ep+63f, 0x1.e9b3eep+63f, 0x1.e9fd7p+63f,
    0x1.ea52e6p+63f, 0x1.eab47p+63f, 0x1.eb2232p+63f, 0x1.eb9c4ap+63f, 0x1.ec22dep+63f, 0x1.ecb612p+63f,
    0x1.ed5604p+63f, 0x1.ee02dcp+63f, 0x1.eebcbcp+63f, 0x1.ef83c8p+63f, 0x1.f05826p+63f, 0x1.f139fap+63f,
    0x1.f2296cp+63f, 0x1.f3269ep+63f, 0x1.f431b8p+63f, 0x1.f54ae4p+63f, 0x1.f67244p+63f, 0x1.f7a802p+63f,
    0x1.f8ec46p+63f, 0x1.fa3f3ap+63f, 0x1.fba104p+63f, 0x1.fd11dp+63f,
};

template <class V>
typename V::reg math_sigmoid_lut64(typename V::reg x) {
  using reg = typename V::reg;
  constexpr float kLn2Hi = 0x1.63p-1f / 64.0f;
  constexpr float kLn2Lo = -0x1.bd0106p-13f / 64.0f;
  static constexpr float kP[] = {0x1.6f40dep-9f, 0x1.00b7dep+0f, 0x1.00b778p-1f};
  const reg z = V::max(V::splat(kMathExpMin), V::from_bits(V::bor(V::to_bits(x), math_isplat<V>(0x80000000u))));
  const reg biased = V::fma(V::splat(kMathMagicBias), z, V::splat(64.0f * kMathLog2e));  // low bits: k
  const reg k = V::sub(biased, V::splat(kMathMagicBias));
  reg t = V::fma(z, k, V::splat(-kLn2Hi));
  t = V::fma(t, k, V::splat(-kLn2Lo));
  const typename V::ireg entry = V::to_bits(V::lookup64(kMathSigmoidLut64, biased));
  const reg s = V::from_bits(V::iadd(entry, V::template shl<17>(V::to_bits(biased))));
  const reg e = V::fma(s, s, math_horner<V>(t, kP));
  const reg c = V::splat(0x1.0p64f);
  return V::div(V::select_by_sign(x, e, c), V::add(c, e));
}

}  // namespace
