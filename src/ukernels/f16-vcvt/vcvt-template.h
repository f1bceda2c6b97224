// Both conversions written once over a float vector type V (src/ukernels/simd/) and its half helper H
// (half-<isa>.h: load, load_tail, store, store_tail between V::kLanes halves and one V::reg). Include only from
// per-ISA files, then define-kernels.h.
//
// A kernel converts Tile elements per iteration, then single vectors, then one partial vector: the halves of a
// partial f16 input are read as H::load_tail does (within XNN_EXTRA_BYTES or masked), a partial float input with
// V::load_tail, and partial outputs with masked or piecewise stores, never past the end of y.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/f16-vcvt/f16-vcvt.h"

namespace {

template <class V, class H, size_t Tile>
void f16_f32_vcvt(size_t batch, const uint16_t* x, float* y) {
  constexpr size_t L = V::kLanes;
  static_assert(Tile % L == 0, "a tile is whole vectors");
  size_t n = batch / sizeof(uint16_t);
  for (; n >= Tile; n -= Tile, x += Tile, y += Tile) {
#pragma GCC unroll 16
    for (size_t j = 0; j < Tile; j += L) V::store(y + j, H::load(x + j));
  }
  for (; n >= L; n -= L, x += L, y += L) V::store(y, H::load(x));
  if (L > 1 && n != 0) V::store_tail(y, H::load_tail(x, n), n);
}

template <class V, class H, size_t Tile>
void f32_f16_vcvt(size_t batch, const float* x, uint16_t* y) {
  constexpr size_t L = V::kLanes;
  static_assert(Tile % L == 0, "a tile is whole vectors");
  size_t n = batch / sizeof(float);
  for (; n >= Tile; n -= Tile, x += Tile, y += Tile) {
#pragma GCC unroll 16
    for (size_t j = 0; j < Tile; j += L) H::store(y + j, V::load(x + j));
  }
  for (; n >= L; n -= L, x += L, y += L) H::store(y, V::load(x));
  if (L > 1 && n != 0) H::store_tail(y, V::load_tail(x, n), n);
}

}  // namespace
