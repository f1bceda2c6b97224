// The loop every int32 unary kernel shares: `tile` elements per iteration (several registers in flight), then
// single registers, then one partial register. Include only from per-ISA files (internal linkage).
#pragma once

#include "ukernels/s32-vunary/ops.h"

namespace {

template <class V, template <class> class Op, size_t Tile>
void s32_vunary(XNN_S32_VUNARY_PARAMS) {
  static_assert(Tile % V::kLanes == 0, "the tile must be a whole number of registers");
  constexpr size_t kRegs = Tile / V::kLanes;
  const Op<V> op(params);
  size_t n = batch / sizeof(int32_t);
  for (; n >= Tile; n -= Tile) {
    typename V::reg vx[kRegs];
#pragma GCC unroll 16
    for (size_t r = 0; r < kRegs; r++) vx[r] = V::load(x + r * V::kLanes);
#pragma GCC unroll 16
    for (size_t r = 0; r < kRegs; r++) V::store(y + r * V::kLanes, op(vx[r]));
    x += Tile;
    y += Tile;
  }
  for (; n >= V::kLanes; n -= V::kLanes) {
    V::store(y, op(V::load(x)));
    x += V::kLanes;
    y += V::kLanes;
  }
  if (n != 0) V::store_tail(y, op(V::load_tail(x, n)), n);
}

}  // namespace
