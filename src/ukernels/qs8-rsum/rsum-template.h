// The 8-bit sum bodies, written once over a vector type V (src/ukernels/simd/) and a byte helper B; include only from
// per-ISA files (internal linkage).
//
// B moves one group of B::kBytes elements (B::T, int8_t or uint8_t) into kBytes / V::kLanes registers of V::ireg:
// load(const T*, ireg*) widens the bytes to int32 lanes, iload(const int32_t*, ireg*) and istore(int32_t*, const
// ireg*) move int32 sums. Lanes only ever add (V::iadd), so every ISA gives the same exact sums.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/qs8-rsum/qs8-rsum.h"

namespace {

// The group at p as int32 lanes; a partial group (count < kBytes) is read through the stack, zero-filled.
template <class V, class B>
__attribute__((always_inline)) inline void load_group(const typename B::T* p, size_t count, typename V::ireg* x) {
  if constexpr (B::kBytes == 1) {
    B::load(p, x);
  } else if (count == B::kBytes) {
    B::load(p, x);
  } else {
    typename B::T group[B::kBytes] = {};
    __builtin_memcpy(group, p, count);
    B::load(group, x);
  }
}

// Register map: acc[a][i], Acc groups of kRegs registers; group g of a main-loop tile adds into acc[g % Acc], the
// leftover groups into acc[0]. Acc > 1 breaks the dependency chain of the adds.
template <class V, class B, size_t Tile, size_t Acc>
void x8_rsum(size_t batch, const typename B::T* input, int32_t* output) {
  using ireg = typename V::ireg;
  constexpr size_t kRegs = B::kBytes / V::kLanes;
  constexpr size_t kGroups = Tile / B::kBytes;
  static_assert(kRegs * V::kLanes == B::kBytes && kGroups * B::kBytes == Tile, "whole registers and groups");
  ireg acc[Acc][kRegs];
  for (size_t a = 0; a < Acc; a++) {
    for (size_t i = 0; i < kRegs; i++) acc[a][i] = B::isplat(0);
  }
  for (; batch >= Tile; batch -= Tile, input += Tile) {
#pragma GCC unroll 16
    for (size_t g = 0; g < kGroups; g++) {
      ireg x[kRegs];
      B::load(input + g * B::kBytes, x);
#pragma GCC unroll 16
      for (size_t i = 0; i < kRegs; i++) acc[g % Acc][i] = V::iadd(acc[g % Acc][i], x[i]);
    }
  }
  while (batch != 0) {
    const size_t count = batch < B::kBytes ? batch : B::kBytes;
    ireg x[kRegs];
    load_group<V, B>(input, count, x);
    for (size_t i = 0; i < kRegs; i++) acc[0][i] = V::iadd(acc[0][i], x[i]);
    input += count;
    batch -= count;
  }
  for (size_t a = 1; a < Acc; a++) {
    for (size_t i = 0; i < kRegs; i++) acc[0][i] = V::iadd(acc[0][i], acc[a][i]);
  }
  int32_t lanes[B::kBytes];
  B::istore(lanes, acc[0]);
  uint32_t sum = uint32_t(*output);
  for (size_t l = 0; l < B::kBytes; l++) sum += uint32_t(lanes[l]);
  *output = int32_t(sum);
}

// The running sums of `count` channels at out gain rows in[0 .. n) (n <= N) at those channels.
template <class V, class B, size_t N>
__attribute__((always_inline)) inline void rdsum_group(const char* const (&in)[N], size_t n, size_t c, size_t count,
                                                       int32_t* out) {
  using ireg = typename V::ireg;
  constexpr size_t kRegs = B::kBytes / V::kLanes;
  ireg acc[kRegs];
  int32_t partial[B::kBytes] = {};
  if (count == B::kBytes) {
    B::iload(out + c, acc);
  } else {
    __builtin_memcpy(partial, out + c, count * sizeof(int32_t));
    B::iload(partial, acc);
  }
#pragma GCC unroll 8
  for (size_t t = 0; t < N; t++) {
    if (t < n) {
      ireg x[kRegs];
      load_group<V, B>(reinterpret_cast<const typename B::T*>(in[t]) + c, count, x);
#pragma GCC unroll 16
      for (size_t i = 0; i < kRegs; i++) acc[i] = V::iadd(acc[i], x[i]);
    }
  }
  if (count == B::kBytes) {
    B::istore(out + c, acc);
  } else {
    B::istore(partial, acc);
    __builtin_memcpy(out + c, partial, count * sizeof(int32_t));
  }
}

// Passes of up to RowTile rows over all channels: whole channel tiles, then single groups, then a partial group.
template <class V, class B, size_t RowTile, size_t Tile>
void x8_rdsum(size_t rows, size_t channels, const typename B::T* input, size_t input_stride, int32_t* output) {
  static_assert(Tile % B::kBytes == 0, "the channel tile must be whole groups");
  const char* row = reinterpret_cast<const char*>(input);
  while (rows != 0) {
    const size_t n = rows < RowTile ? rows : RowTile;
    const char* in[RowTile];
    for (size_t t = 0; t < RowTile; t++) in[t] = row + (t < n ? t : 0) * input_stride;
    size_t c = 0;
    for (; c + Tile <= channels; c += Tile) {
#pragma GCC unroll 16
      for (size_t k = 0; k < Tile; k += B::kBytes) rdsum_group<V, B>(in, n, c + k, B::kBytes, output);
    }
    for (; c + B::kBytes <= channels; c += B::kBytes) rdsum_group<V, B>(in, n, c, B::kBytes, output);
    if (c != channels) rdsum_group<V, B>(in, n, c, channels - c, output);
    row += n * input_stride;
    rows -= n;
  }
}

}  // namespace
