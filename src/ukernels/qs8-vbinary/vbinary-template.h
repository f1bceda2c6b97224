// 8-bit add and multiply written once over a vector type V, its add steps S (32-bit multiply-low and arithmetic
// shift by a runtime count, defined by each per-ISA file) and a byte helper B (the qs8-vcvt group helpers,
// ukernels/qs8-vcvt/bytes-<isa>.h). Include only from per-ISA files.
//
// A kernel runs `Tile` elements per iteration as groups of B::kBytes, then single groups, then one partial group:
// the inputs are read as whole groups (the contract lets it read XNN_EXTRA_BYTES past their ends) and the partial
// output goes through a group on the stack. Each group is loaded before it is stored, so y may alias a or b.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/qs8-vbinary/qs8-vbinary.h"

namespace {

enum class xnn_vbinary_kind { add, mul };

// Add on one register of widened values, in int32 as xnn_qs8_add_reference. ScalarB: b is one value, folded into
// the bias (exact: the bias plus its product stays within the bound of qs8-vbinary.h).
template <class V, class S, class B, bool ScalarB, class T>
auto add_lanes(const xnn_qs8_vbinary_params& p, const T* b) {
  using ireg = typename V::ireg;
  const int32_t bias = ScalarB ? p.bias + int32_t(*b) * p.b_multiplier : p.bias;
  const ireg vbias = B::isplat(bias);
  const ireg va_multiplier = B::isplat(p.a_multiplier);
  const ireg vb_multiplier = B::isplat(p.b_multiplier);
  const auto vshift = S::shift_count(p.shift);
  const ireg vzp = B::isplat(p.output.output_zero_point);
  const ireg vmin = B::isplat(p.output.output_min);
  const ireg vmax = B::isplat(p.output.output_max);
  return [=](ireg a, ireg b) {
    ireg acc = V::iadd(vbias, S::mullo(a, va_multiplier));
    if constexpr (!ScalarB) acc = V::iadd(acc, S::mullo(b, vb_multiplier));
    return V::imin(V::imax(V::iadd(S::sra(acc, vshift), vzp), vmin), vmax);
  };
}

// Multiply on one register of widened values, in float as xnn_qs8_mul_reference (the product is below 2^17, exact).
template <class V, class B, bool ScalarB, class T>
auto mul_lanes(const xnn_qs8_vbinary_params& p, const T* b) {
  using reg = typename V::reg;
  using ireg = typename V::ireg;
  const int32_t zp = p.output.output_zero_point;
  const ireg va_zp = B::isplat(p.a_zero_point);
  const ireg vb_zp = B::isplat(p.b_zero_point);
  const reg vscale = V::splat(p.scale);
  const reg vlo = V::splat(float(p.output.output_min - zp));
  const reg vhi = V::splat(float(p.output.output_max - zp));
  const ireg vzp = B::isplat(zp);
  const reg vb_scalar = V::splat(ScalarB ? float(int32_t(*b) - p.b_zero_point) : 0.0f);
  return [=](ireg a, ireg b) {
    reg db = vb_scalar;
    if constexpr (!ScalarB) db = V::cvt(V::isub(b, vb_zp));
    const reg acc = V::mul(V::cvt(V::isub(a, va_zp)), db);
    const reg t = V::min(V::max(V::mul(acc, vscale), vlo), vhi);
    return V::iadd(V::cvt_round(t), vzp);
  };
}

// ScalarB: b is one value (the `c` families).
template <class V, class S, class B, size_t Tile, xnn_vbinary_kind Kind, class T, bool ScalarB>
void vbinary(size_t batch, const T* a, const T* b, T* y, const xnn_qs8_vbinary_params* params) {
  constexpr size_t kRegs = B::kBytes / V::kLanes;
  static_assert(kRegs * V::kLanes == B::kBytes, "a group is whole registers");
  static_assert(Tile % B::kBytes == 0, "the tile must be whole groups");
  using ireg = typename V::ireg;
  const auto lanes = [&] {
    if constexpr (Kind == xnn_vbinary_kind::add) {
      return add_lanes<V, S, B, ScalarB>(*params, b);
    } else {
      return mul_lanes<V, B, ScalarB>(*params, b);
    }
  }();
  const auto group = [&](const T* ga, const T* gb, ireg* out) {
    ireg ia[kRegs];
    ireg ib[kRegs];
    B::load(ga, ia);
    if constexpr (!ScalarB) B::load(gb, ib);
#pragma GCC unroll 16
    for (size_t i = 0; i < kRegs; i++) out[i] = lanes(ia[i], ScalarB ? ia[i] : ib[i]);
  };
  const size_t b_step = ScalarB ? 0 : 1;
  size_t n = batch;
  for (; n >= Tile; n -= Tile) {
#pragma GCC unroll 16
    for (size_t g = 0; g < Tile; g += B::kBytes) {
      ireg out[kRegs];
      group(a + g, b + g * b_step, out);
      B::store(y + g, out);
    }
    a += Tile;
    b += Tile * b_step;
    y += Tile;
  }
  for (; n >= B::kBytes; n -= B::kBytes) {
    ireg out[kRegs];
    group(a, b, out);
    B::store(y, out);
    a += B::kBytes;
    b += B::kBytes * b_step;
    y += B::kBytes;
  }
  if (n != 0) {
    ireg out[kRegs];
    group(a, b, out);
    T partial[B::kBytes];
    B::store(partial, out);
    __builtin_memcpy(y, partial, n);
  }
}

}  // namespace
