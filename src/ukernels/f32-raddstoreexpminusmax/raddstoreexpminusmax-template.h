// Softmax's middle pass written once over V: y = exp(x - max) stored and summed into `accumulators` partial sums,
// `tile` elements per iteration, then single registers, then a partial register whose stored lanes are added in
// scalar code (the unused lanes of the register are never summed). T is what memory holds (float, or uint16_t
// halves for f16-raddstoreexpminusmax, whose V converts on load and store); the arithmetic and the sum are fp32.
// Include only from per-ISA files.
#pragma once

#include "ukernels/f16-vcvt/half.h"
#include "ukernels/f32-raddstoreexpminusmax/f32-raddstoreexpminusmax.h"
#include "ukernels/math/exp.h"
#include "ukernels/simd/multi.h"

namespace {

// A stored element as the float the tail adds.
inline float xnn_stored_value(float v) { return v; }
inline float xnn_stored_value(uint16_t h) { return xnn_f16_to_f32(h); }

// kFast: exp's faster variant (math_exp_nonpositive_flush<V, true>, 2.5 ULP), for the table's _FAST rows.
// The tile's registers are one xnn_simd_multi (src/ukernels/simd/multi.h), so their exp chains come interleaved:
// computed register by register, the SSE2 rows ran 20% slower than the same arithmetic interleaved. `flatten`
// keeps the N-register math inline.
template <class V, size_t Tile, size_t Accumulators, bool kFast = false, class T>
[[gnu::flatten]] void f32_raddstoreexpminusmax(size_t batch, const T* x, const T* max, T* y, float* sum) {
  static_assert(Tile % (V::kLanes * Accumulators) == 0, "the tile must be whole registers for every accumulator");
  constexpr size_t kRegs = Tile / V::kLanes;
  using M = xnn_simd_multi<V, kRegs>;
  const typename V::reg vmax = V::splat(*max);
  typename M::reg mmax;  // V's splat, which converts a half max for f16 (M's takes a float)
  for (auto& r : mmax.r) r = vmax;
  typename V::reg acc[Accumulators];
  for (auto& a : acc) a = V::zero();
  size_t n = batch / sizeof(T);
  for (; n >= Tile; n -= Tile) {
    const typename M::reg v = math_exp_nonpositive_flush<M, kFast>(M::sub(M::load(x), mmax));
    M::store(y, v);
#pragma GCC unroll 16
    for (size_t r = 0; r < kRegs; r++) acc[r % Accumulators] = V::add(acc[r % Accumulators], v.r[r]);
    x += Tile;
    y += Tile;
  }
  for (; n >= V::kLanes; n -= V::kLanes) {
    const typename V::reg v = math_exp_nonpositive_flush<V, kFast>(V::sub(V::load(x), vmax));
    V::store(y, v);
    acc[0] = V::add(acc[0], v);
    x += V::kLanes;
    y += V::kLanes;
  }
  for (size_t a = 1; a < Accumulators; a++) acc[0] = V::add(acc[0], acc[a]);
  float total = V::reduce_add(acc[0]);
  if (n != 0) {
    V::store_tail(y, math_exp_nonpositive_flush<V, kFast>(V::sub(V::load_tail(x, n), vmax)), n);
    for (size_t i = 0; i < n; i++) total += xnn_stored_value(y[i]);
  }
  *sum = total;
}

}  // namespace
