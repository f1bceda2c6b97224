// 8-bit add and multiply written once over a float vector type V and a byte helper B (the qs8-vcvt group helpers,
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

// ScalarB: b is one value (the `c` families).
template <class V, class B, size_t Tile, xnn_vbinary_kind Kind, class T, bool ScalarB>
void vbinary(size_t batch, const T* a, const T* b, T* y, const xnn_qs8_vbinary_params* params) {
  constexpr size_t kRegs = B::kBytes / V::kLanes;
  static_assert(kRegs * V::kLanes == B::kBytes, "a group is whole registers");
  static_assert(Tile % B::kBytes == 0, "the tile must be whole groups");
  using reg = typename V::reg;
  using ireg = typename V::ireg;
  const int32_t zp = params->output.output_zero_point;
  const ireg va_zp = B::isplat(params->a_zero_point);
  const ireg vb_zp = B::isplat(params->b_zero_point);
  const reg va_multiplier = V::splat(params->a_multiplier);
  const reg vb_multiplier = V::splat(params->b_multiplier);
  const reg vscale = V::splat(params->scale);
  const reg vlo = V::splat(float(params->output.output_min - zp));
  const reg vhi = V::splat(float(params->output.output_max - zp));
  const ireg vzp = B::isplat(zp);
  const reg vb_scalar = V::splat(ScalarB ? float(int32_t(*b) - params->b_zero_point) : 0.0f);
  // Every step before the multiply by scale is exact (qs8-vbinary.h), so the order of the adds does not matter.
  const auto group = [&](const T* ga, const T* gb, ireg* out) {
    ireg ia[kRegs];
    ireg ib[kRegs];
    B::load(ga, ia);
    if constexpr (!ScalarB) B::load(gb, ib);
#pragma GCC unroll 16
    for (size_t i = 0; i < kRegs; i++) {
      const reg da = V::cvt(V::isub(ia[i], va_zp));
      reg db = vb_scalar;
      if constexpr (!ScalarB) db = V::cvt(V::isub(ib[i], vb_zp));
      reg acc;
      if constexpr (Kind == xnn_vbinary_kind::add) {
        acc = V::add(V::mul(da, va_multiplier), V::mul(db, vb_multiplier));
      } else {
        acc = V::mul(da, db);
      }
      const reg t = V::min(V::max(V::mul(acc, vscale), vlo), vhi);
      out[i] = V::iadd(V::cvt_round(t), vzp);
    }
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
