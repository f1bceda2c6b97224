// The row maximum written once over V: `accumulators` independent max chains over `tile` elements per iteration,
// then single registers, then one last register that overlaps the previous ones (max is idempotent, so no partial
// load is needed). Rows shorter than a register are reduced in scalar code. Include only from per-ISA files.
#pragma once

#include "ukernels/f32-rmax/f32-rmax.h"

namespace {

template <class V, size_t Tile, size_t Accumulators>
void f32_rmax(XNN_F32_RMAX_PARAMS) {
  static_assert(Tile % (V::kLanes * Accumulators) == 0, "the tile must be whole registers for every accumulator");
  constexpr size_t kRegs = Tile / V::kLanes;
  size_t n = batch / sizeof(float);
  if (n < V::kLanes) {
    float m = x[0];
    for (size_t i = 1; i < n; i++) m = x[i] > m ? x[i] : m;
    *max = m;
    return;
  }
  const float* last = x + n - V::kLanes;
  typename V::reg acc[Accumulators];
  for (auto& a : acc) a = V::load(x);
  for (; n >= Tile; n -= Tile) {
#pragma GCC unroll 16
    for (size_t r = 0; r < kRegs; r++) {
      acc[r % Accumulators] = V::max(acc[r % Accumulators], V::load(x + r * V::kLanes));
    }
    x += Tile;
  }
  for (; n >= V::kLanes; n -= V::kLanes) {
    acc[0] = V::max(acc[0], V::load(x));
    x += V::kLanes;
  }
  if (n != 0) acc[0] = V::max(acc[0], V::load(last));
  for (size_t a = 1; a < Accumulators; a++) acc[0] = V::max(acc[0], acc[a]);
  *max = V::reduce_max(acc[0]);
}

}  // namespace
