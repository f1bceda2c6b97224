// The loop every binary kernel shares: `tile` elements per iteration (several registers in flight), then single
// registers, then one partial register. The variant decides where the second operand comes from (b[i] or a
// broadcast b[0]) and which side of the op it is on. Include only from per-ISA files (internal linkage).
#pragma once

#include "ukernels/f32-vbinary/ops.h"

namespace {

template <class V, template <class> class Op, xnn_binary_variant Variant, size_t Tile, class T>
void f32_vbinary(size_t batch, const T* a, const T* b, T* y, const xnn_f32_vbinary_params* params) {
  static_assert(Tile % V::kLanes == 0, "the tile must be a whole number of registers");
  using reg = typename V::reg;
  constexpr size_t kRegs = Tile / V::kLanes;
  constexpr bool kArrayB = Variant == xnn_binary_variant::op;
  const Op<V> op(params);
  const reg scalar_b = kArrayB ? V::zero() : V::splat(*b);
  const auto apply = [&op](reg va, reg vb) {
    if constexpr (Variant == xnn_binary_variant::ropc) {
      return op(vb, va);
    } else {
      return op(va, vb);
    }
  };
  size_t n = batch / sizeof(T);
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

// The kernel of a table row: f32_vbinary, unless the per-ISA file included a header that specializes this for some
// op and variant (vdivc-reciprocal.h).
template <class V, template <class> class Op, xnn_binary_variant Variant, size_t Tile>
struct vbinary_kernel {
  static void run(XNN_F32_VBINARY_PARAMS) { f32_vbinary<V, Op, Variant, Tile>(batch, a, b, y, params); }
};

}  // namespace
