// Division by an array (vdiv, y[i] = a[i] / b[i]; vrdivc, y[i] = c / a[i]), correctly rounded, faster than the
// divider alone: in each block of registers all but the last go to the divider (V::div), and the last, when its
// operands are in range, to an exact path of FMAs, so the divider and the FMA pipes work at the same time (Zen 3:
// vdivps ymm issues once per 3.5 cycles and leaves the FMA pipes idle). Include only from per-ISA files of ISAs
// with a fused V::fms and V::fma and V::rcp (internal linkage); including this header makes the file's (div, op)
// and (div, ropc) rows use this loop.
//
// The exact path, for n / d with |n|, |d| in [2^-40, 2^41) (so that everything below is normal and finite), on the
// magnitudes a = |n|, b = |d|:
//   y0 = rcp(b)                          relative error <= 1.5 * 2^-12
//   y1 = y0 + y0 (1 - b y0)              relative error < 2^-22
//   q0 = RN(a y1), r0 = RN(a - b q0)
//   q1 = RN(q0 + r0 y1)                  within 2^-40 q1 of a/b before its rounding, so faithful: RD(a/b) or RU(a/b)
//   r1 = a - b q1                        exact (|r1| < b ulp(q1), a multiple of ulp(b) ulp(q1))
// and then RN(a/b) is the float above q1 if r1 > b * ulp(q1) / 2, the float below q1 if r1 < -b * u / 2 with u the
// spacing below q1 (ulp(q1) / 2 when q1 is a power of two), else q1; a/b is never halfway between two floats (its
// significand would need 25 bits), so the comparisons decide every case. The signs are computed negated (-y1, -q1),
// as fms and fma give them without a separate negation; the quotient's sign is restored at the end.
#pragma once

#include <cstdint>

#include "ukernels/f32-vbinary/vbinary-template.h"
#include "ukernels/math/common.h"

namespace {

template <class V>
struct exact_divider {
  using reg = typename V::reg;
  using ireg = typename V::ireg;

  // True when every lane of n and d has a magnitude in [2^-40, 2^41) (exponent fields 87..167).
  bool in_range(ireg n_abs_bits, ireg d_abs_bits) const {
    const ireg outside = V::bor(V::bor(V::isub(n_abs_bits, vmin_bits), V::isub(vmax_bits, n_abs_bits)),
                                V::bor(V::isub(d_abs_bits, vmin_bits), V::isub(vmax_bits, d_abs_bits)));
    return !V::any(V::ilt(outside, vzero_bits));  // a negative difference: below the minimum or above the maximum
  }

  ireg abs_bits(reg x) const { return V::band(V::to_bits(x), vabs_mask); }

  // RN(n / d), for operands in range.
  reg quotient(reg n, reg d, ireg n_abs_bits, ireg d_abs_bits) const {
    const reg a = V::from_bits(n_abs_bits), b = V::from_bits(d_abs_bits);
    const reg y0 = V::rcp(b);
    const reg ny1 = V::fms(y0, y0, V::fms(vone, b, y0));  // y0 (b y0 - 1) - y0 = -y1
    const reg nq0 = V::mul(a, ny1);
    const reg nq1 = V::fma(nq0, V::fma(a, b, nq0), ny1);  // -(q0 + r0 y1)
    const reg r1 = V::fma(a, b, nq1);
    const ireg q_bits = V::to_bits(nq1);
    const ireg below_bits = V::isub(q_bits, vone_bits);  // the float below q1 in magnitude
    const reg half_ulp = V::from_bits(V::isub(V::band(q_bits, vexponent_mask), vhalf_ulp_exponent));
    const reg half_ulp_below = V::from_bits(V::isub(V::band(below_bits, vexponent_mask), vhalf_ulp_exponent));
    const reg minus_b = V::from_bits(V::bor(d_abs_bits, vsign_mask));
    const reg rounded = V::select(V::lt(V::mul(b, half_ulp), r1), V::from_bits(V::iadd(q_bits, vone_bits)),
                                  V::select(V::lt(r1, V::mul(minus_b, half_ulp_below)), V::from_bits(below_bits), nq1));
    // -|q| xor (the sign bit where n and d have the same sign) = the quotient.
    const ireg same_sign = V::bandnot(V::bxor(V::to_bits(n), V::to_bits(d)), vsign_mask);
    return V::from_bits(V::bxor(V::to_bits(rounded), same_sign));
  }

  const reg vone = V::splat(1.0f);
  const ireg vone_bits = math_isplat<V>(1);
  const ireg vzero_bits = math_isplat<V>(0);
  const ireg vabs_mask = math_isplat<V>(0x7FFFFFFFu);
  const ireg vsign_mask = math_isplat<V>(0x80000000u);
  const ireg vexponent_mask = math_isplat<V>(0x7F800000u);
  const ireg vhalf_ulp_exponent = math_isplat<V>(24u << 23);
  const ireg vmin_bits = math_isplat<V>(87u << 23);
  const ireg vmax_bits = math_isplat<V>((168u << 23) - 1);
};

// Variant op: n = a[i], d = b[i]. Variant ropc: n = b[0], d = a[i].
template <class V, xnn_binary_variant Variant, size_t Tile>
void f32_vdiv_hybrid(XNN_F32_VBINARY_PARAMS) {
  static_assert(Tile % V::kLanes == 0 && Tile / V::kLanes >= 2, "a block is two registers or more");
  using reg = typename V::reg;
  using ireg = typename V::ireg;
  constexpr size_t kRegs = Tile / V::kLanes;
  constexpr bool kArrayB = Variant == xnn_binary_variant::op;
  const exact_divider<V> divider;
  const minmax_clamp<V> clamp(params);
  const reg c = kArrayB ? V::zero() : V::splat(*b);
  const ireg c_abs_bits = divider.abs_bits(c);
  const float* n_array = kArrayB ? a : nullptr;
  const float* d_array = kArrayB ? b : a;
  size_t n = batch / sizeof(float);
  for (; n >= Tile; n -= Tile) {
#pragma GCC unroll 16
    for (size_t r = 0; r + 1 < kRegs; r++) {
      const reg num = kArrayB ? V::load(n_array + r * V::kLanes) : c;
      V::store(y + r * V::kLanes, clamp.clamp(V::div(num, V::load(d_array + r * V::kLanes))));
    }
    const size_t last = (kRegs - 1) * V::kLanes;
    const reg num = kArrayB ? V::load(n_array + last) : c;
    const reg den = V::load(d_array + last);
    const ireg num_abs_bits = kArrayB ? divider.abs_bits(num) : c_abs_bits;
    const ireg den_abs_bits = divider.abs_bits(den);
    const reg q = divider.in_range(num_abs_bits, den_abs_bits) ? divider.quotient(num, den, num_abs_bits, den_abs_bits)
                                                               : V::div(num, den);
    V::store(y + last, clamp.clamp(q));
    if (kArrayB) n_array += Tile;
    d_array += Tile;
    y += Tile;
  }
  for (; n >= V::kLanes; n -= V::kLanes) {
    V::store(y, clamp.clamp(V::div(kArrayB ? V::load(n_array) : c, V::load(d_array))));
    if (kArrayB) n_array += V::kLanes;
    d_array += V::kLanes;
    y += V::kLanes;
  }
  if (n != 0) {
    V::store_tail(y, clamp.clamp(V::div(kArrayB ? V::load_tail(n_array, n) : c, V::load_tail(d_array, n))), n);
  }
}

template <class V, size_t Tile>
struct vbinary_kernel<V, op_div, xnn_binary_variant::op, Tile> {
  static void run(XNN_F32_VBINARY_PARAMS) { f32_vdiv_hybrid<V, xnn_binary_variant::op, Tile>(batch, a, b, y, params); }
};

template <class V, size_t Tile>
struct vbinary_kernel<V, op_div, xnn_binary_variant::ropc, Tile> {
  static void run(XNN_F32_VBINARY_PARAMS) {
    f32_vdiv_hybrid<V, xnn_binary_variant::ropc, Tile>(batch, a, b, y, params);
  }
};

}  // namespace
