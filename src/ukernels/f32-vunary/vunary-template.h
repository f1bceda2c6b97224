// The loop every unary kernel shares: `tile` elements per iteration, then single registers, then one partial
// register. The tile is one xnn_simd_multi of V (src/ukernels/simd/multi.h), so the op's instructions for its
// registers come interleaved and their latencies overlap. `flatten` inlines the op and its math into the loop: GCC
// would otherwise call the N-register routines out of line, passing N registers through memory.
// T is what memory holds (float, or uint16_t halves for f16-vunary, whose V converts on load and store); the
// arithmetic is V's. Include only from per-ISA files (internal linkage).
#pragma once

#include "ukernels/f32-vunary/ops.h"
#include "ukernels/simd/multi.h"

namespace {

template <class V, template <class> class Op, size_t Tile, class T>
[[gnu::flatten]] void f32_vunary(size_t batch, const T* x, T* y, const xnn_f32_unary_params* params) {
  static_assert(Tile % V::kLanes == 0, "the tile must be a whole number of registers");
  using M = xnn_simd_multi<V, Tile / V::kLanes>;
  const Op<M> op_tile(params);
  const Op<V> op(params);
  size_t n = batch / sizeof(T);
  for (; n >= Tile; n -= Tile) {
    M::store(y, op_tile(M::load(x)));
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
