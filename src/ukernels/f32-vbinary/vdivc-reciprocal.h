// Division by a broadcast divisor (vdivc, y[i] = a[i] / c), correctly rounded, with less of the divider: its
// throughput (one vector division per several cycles, not pipelined further) holds the plain kernel well below the
// speed of a copy. In each
// tile, vdivc_divider_regs<V> registers (a per-ISA choice, 0 by default) go to the divider and the others through
// the reciprocal of c, so the divider and the FMA pipes work at the same time. Include only from per-ISA files of
// ISAs with a fused V::fms and V::fma (internal linkage); including this header makes the file's (div, opc) rows
// use this loop.
//
// Per call, y = RN(1/c) by one scalar division. Per element, with one rounding per step:
//   q  = RN(a * y)
//   r  = RN(a - c * q)
//   q' = RN(q + r * y)  = RN(a / c)
// Markstein's correction, known to give a / c correctly rounded from y = RN(1/c) (Brisebarre, Muller, Raina,
// IEEE TC 53(8), 2004) in a binary format with unbounded exponents. Checked here as well: with a = A 2^-23 and
// c = C 2^-23 in [1, 2), q' != RN(a/c) needs a rounding midpoint m between a/c and q + r*y, and then
// |a - c*m| <= |r (c*y - 1)| + |c*y (RN(r) - r)| < 8 * 2^-24 * ulp(a/c), while a - c*m is an integer multiple of
// 2^-24 * ulp(a/c); so only the A with A * 2^(24 or 25) = K (mod C), 0 < |K| <= 8, can fail. All 9.6e7 such pairs,
// for every C, give RN(a/c), for both signs of c.
// The floats' exponents are bounded, so that holds only where scaling a and c by powers of two changes nothing:
// - per call: c normal with an exponent below 126, so that 1/c is normal and y is its correctly rounded value in
//   the full precision. Any other c (0, denormal, huge, inf, NaN) divides with V::div.
// - per element: a = 0, or e_c - 125 <= e_a <= e_c + 126 and e_a >= -102 (e_x: the exponent of x, 2^e_x <= |x|).
//   Then 2^-126 < |a/c| < 2^127, so a*y, q and q' are normal and finite; and r, a multiple of
//   min(ulp(a), ulp(c) * ulp(q)) >= 2^(e_a - 47) >= 2^-149, keeps every bit (denormal or not) where it fits in 24
//   bits, and rounds as a normal number where it does not (it is then >= 2^24 of those units >= 2^-125).
//   Registers are checked a block at a time, with integer min/max over the bits of |a|; a block holding anything
//   else (inf, NaN, a tiny or huge |a|) divides with V::div.
// Signs of zero: r is +0 for a = +-0 (its two terms are zeros of opposite signs), so q + r*y would turn a quotient
// of -0 into +0. The sum keeps q = -0 when r is multiplied by a negative factor: for c > 0 the kernel computes
// r' = c*q - a and q' = q + r' * (-y); for c < 0, r = a - c*q and q' = q + r * y (y < 0). The values are the same.
#pragma once

#include <cstdint>
#include <cstring>

#include "ukernels/f32-vbinary/vbinary-template.h"
#include "ukernels/math/common.h"

namespace {

// The call's constants and the per-block steps; kPositive is the sign of c.
template <class V, bool kPositive>
struct divide_by_reciprocal {
  using reg = typename V::reg;
  using ireg = typename V::ireg;

  // c, with exponent field c_field (1..252), and y = RN(1/c).
  divide_by_reciprocal(float c, uint32_t c_field, float y, const xnn_f32_vbinary_params* params)
      : vc(V::splat(c)),
        vy(V::splat(y)),
        // fms(a, c, q) = c*q - a then fma(q, r', -y) for c > 0; fma(a, -c, q) = a - c*q then fma(q, r, y) else.
        vresidual_c(V::splat(kPositive ? c : -c)),
        vcorrection_y(V::splat(kPositive ? -y : y)),
        vabs_mask(math_isplat<V>(INT32_MAX)),
        vmin_key(math_isplat<V>(key(min_abs_bits(c_field)))),
        vmax_bits(math_isplat<V>(max_abs_bits(c_field))),
        clamp(params) {}

  // The bits of the smallest and the largest |a| of the fast path: exponent fields max(25, c_field - 125) to
  // min(254, c_field + 126) (see the top of the file).
  static uint32_t min_abs_bits(uint32_t c_field) { return (c_field > 150 ? c_field - 125 : 25) << 23; }
  static uint32_t max_abs_bits(uint32_t c_field) { return ((c_field < 128 ? c_field + 127 : 255) << 23) - 1; }
  // The bits of |a| less one, plus 2^31 (mod 2^32): in signed order the nonzero values keep their order below
  // every other key, and 0 becomes INT32_MAX, above them all, so one signed minimum finds the smallest nonzero |a|.
  static uint32_t key(uint32_t abs_bits) { return abs_bits + uint32_t(INT32_MAX); }

  // True when every lane of the N registers is 0 or has |a| in the allowed range.
  template <size_t N>
  bool in_range(const reg (&va)[N]) const {
    ireg abs_bits = V::band(V::to_bits(va[0]), vabs_mask);
    ireg min_key = V::iadd(abs_bits, vabs_mask), max_bits = abs_bits;
#pragma GCC unroll 16
    for (size_t r = 1; r < N; r++) {
      abs_bits = V::band(V::to_bits(va[r]), vabs_mask);
      min_key = V::imin(min_key, V::iadd(abs_bits, vabs_mask));
      max_bits = V::imax(max_bits, abs_bits);
    }
    return !(V::any(V::ilt(min_key, vmin_key)) || V::any(V::ilt(vmax_bits, max_bits)));
  }

  reg quotient(reg a) const {
    const reg q = V::mul(a, vy);
    if constexpr (kPositive) {
      return V::fma(q, V::fms(a, vresidual_c, q), vcorrection_y);
    } else {
      return V::fma(q, V::fma(a, vresidual_c, q), vcorrection_y);
    }
  }

  // Divides N registers, in place.
  template <size_t N>
  void divide(reg (&va)[N]) const {
    if (in_range(va)) {
#pragma GCC unroll 16
      for (size_t r = 0; r < N; r++) va[r] = clamp.clamp(quotient(va[r]));
    } else {
#pragma GCC unroll 16
      for (size_t r = 0; r < N; r++) va[r] = clamp.clamp(V::div(va[r], vc));
    }
  }

  const reg vc, vy, vresidual_c, vcorrection_y;
  const ireg vabs_mask, vmin_key, vmax_bits;
  const minmax_clamp<V> clamp;
};

// How many registers of each tile go to the divider; per-ISA files specialize it.
template <class V>
struct vdivc_divider_regs {
  static constexpr size_t value = 0;
};

template <class V, size_t Tile, bool kPositive>
void f32_vdivc_with(const divide_by_reciprocal<V, kPositive>& d, size_t n, const float* a, float* y) {
  using reg = typename V::reg;
  constexpr size_t kDividerRegs = vdivc_divider_regs<V>::value;
  constexpr size_t kReciprocalRegs = Tile / V::kLanes - kDividerRegs;
  static_assert(kReciprocalRegs >= 1, "the tile needs a register for the reciprocal");
  for (; n >= Tile; n -= Tile) {
#pragma GCC unroll 16
    for (size_t r = 0; r < kDividerRegs; r++) {
      V::store(y + r * V::kLanes, d.clamp.clamp(V::div(V::load(a + r * V::kLanes), d.vc)));
    }
    reg va[kReciprocalRegs];
#pragma GCC unroll 16
    for (size_t r = 0; r < kReciprocalRegs; r++) va[r] = V::load(a + (kDividerRegs + r) * V::kLanes);
    d.divide(va);
#pragma GCC unroll 16
    for (size_t r = 0; r < kReciprocalRegs; r++) V::store(y + (kDividerRegs + r) * V::kLanes, va[r]);
    a += Tile;
    y += Tile;
  }
  for (; n >= V::kLanes; n -= V::kLanes) {
    reg va[1] = {V::load(a)};
    d.divide(va);
    V::store(y, va[0]);
    a += V::kLanes;
    y += V::kLanes;
  }
  if (n != 0) {
    reg va[1] = {V::load_tail(a, n)};  // the lanes past n are 0, which are in range
    d.divide(va);
    V::store_tail(y, va[0], n);
  }
}

template <class V, size_t Tile>
void f32_vdivc_by_reciprocal(XNN_F32_VBINARY_PARAMS) {
  static_assert(Tile % V::kLanes == 0, "the tile must be a whole number of registers");
  const float c = *b;
  uint32_t c_bits;
  std::memcpy(&c_bits, &c, sizeof(c_bits));
  const uint32_t c_field = (c_bits >> 23) & 0xFF;
  if (c_field == 0 || c_field > 252) {
    f32_vbinary<V, op_div, xnn_binary_variant::opc, Tile>(batch, a, b, y, params);
    return;
  }
  const float reciprocal = 1.0f / c;
  if (c > 0.0f) {
    f32_vdivc_with<V, Tile>(divide_by_reciprocal<V, true>(c, c_field, reciprocal, params), batch / sizeof(float), a,
                            y);
  } else {
    f32_vdivc_with<V, Tile>(divide_by_reciprocal<V, false>(c, c_field, reciprocal, params), batch / sizeof(float),
                            a, y);
  }
}

template <class V, size_t Tile>
struct vbinary_kernel<V, op_div, xnn_binary_variant::opc, Tile> {
  static void run(XNN_F32_VBINARY_PARAMS) { f32_vdivc_by_reciprocal<V, Tile>(batch, a, b, y, params); }
};

}  // namespace
