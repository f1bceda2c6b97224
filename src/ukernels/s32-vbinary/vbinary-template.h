// The loop every int32 binary kernel shares (the shape of f32-vbinary's): `tile` elements per iteration, then
// single registers, then one partial register. The variant decides where the second operand comes from (b[i] or a
// broadcast b[0]) and which side of the op it is on. Include only from per-ISA files (internal linkage).
#pragma once

#include "ukernels/s32-vbinary/ops.h"

namespace {

template <class V, template <class> class Op, xnn_binary_variant Variant, size_t Tile>
void s32_vbinary(XNN_S32_VBINARY_PARAMS) {
  static_assert(Tile % V::kLanes == 0, "the tile must be a whole number of registers");
  using reg = typename V::reg;
  constexpr size_t kRegs = Tile / V::kLanes;
  constexpr bool kArrayB = Variant == xnn_binary_variant::op;
  const reg scalar_b = V::splat(kArrayB ? 0 : *b);
  const auto apply = [](reg va, reg vb) {
    if constexpr (Variant == xnn_binary_variant::ropc) {
      return Op<V>::apply(vb, va);
    } else {
      return Op<V>::apply(va, vb);
    }
  };
  size_t n = batch / sizeof(int32_t);
  for (; n >= Tile; n -= Tile) {
    reg va[kRegs], vb[kRegs];
#pragma GCC unroll 16
    for (size_t r = 0; r < kRegs; r++) va[r] = V::load(a + r * V::kLanes);
#pragma GCC unroll 16
    for (size_t r = 0; r < kRegs; r++) vb[r] = kArrayB ? V::load(b + r * V::kLanes) : scalar_b;
#pragma GCC unroll 16
    for (size_t r = 0; r < kRegs; r++) V::store(y + r * V::kLanes, apply(va[r], vb[r]));
    a += Tile;
    if (kArrayB) b += Tile;
    y += Tile;
  }
  for (; n >= V::kLanes; n -= V::kLanes) {
    V::store(y, apply(V::load(a), kArrayB ? V::load(b) : scalar_b));
    a += V::kLanes;
    if (kArrayB) b += V::kLanes;
    y += V::kLanes;
  }
  if (n != 0) V::store_tail(y, apply(V::load_tail(a, n), kArrayB ? V::load_tail(b, n) : scalar_b), n);
}

}  // namespace
