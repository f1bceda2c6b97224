// y = x * scale written once over V: `tile` elements per iteration, then single registers, then one partial
// register. Include only from per-ISA files.
#pragma once

#include "ukernels/f32-vscale/f32-vscale.h"

namespace {

template <class V, size_t Tile, size_t Accumulators>
void f32_vscale(XNN_F32_VSCALE_PARAMS) {
  static_assert(Tile % V::kLanes == 0 && Accumulators == 1, "the tile must be whole registers");
  constexpr size_t kRegs = Tile / V::kLanes;
  const typename V::reg vscale = V::splat(scale);
  size_t n = batch / sizeof(float);
  for (; n >= Tile; n -= Tile) {
    typename V::reg v[kRegs];
#pragma GCC unroll 16
    for (size_t r = 0; r < kRegs; r++) v[r] = V::mul(V::load(x + r * V::kLanes), vscale);
#pragma GCC unroll 16
    for (size_t r = 0; r < kRegs; r++) V::store(y + r * V::kLanes, v[r]);
    x += Tile;
    y += Tile;
  }
  for (; n >= V::kLanes; n -= V::kLanes) {
    V::store(y, V::mul(V::load(x), vscale));
    x += V::kLanes;
    y += V::kLanes;
  }
  if (n != 0) V::store_tail(y, V::mul(V::load_tail(x, n), vscale), n);
}

}  // namespace
