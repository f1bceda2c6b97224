// The reduction kernels, written once over a vector type V of src/ukernels/simd/ (internal linkage: include only from
// per-ISA files). The summation orders implemented here are the ones f32-reduce.h documents.
#pragma once

#include "ukernels/f32-reduce/f32-reduce.h"

namespace {

// Sum of a row: Acc independent accumulator chains, so the loop is bound by loads rather than by add latency.
template <class V, size_t Tile, size_t Acc>
void f32_rsum(XNN_F32_RSUM_PARAMS) {
  constexpr size_t kLanes = V::kLanes;
  constexpr size_t kRegs = Tile / kLanes;
  static_assert(Tile % kLanes == 0 && kRegs % Acc == 0 && (Acc & (Acc - 1)) == 0, "bad rsum tile");
  typename V::reg acc[Acc];
#pragma GCC unroll 16
  for (size_t a = 0; a < Acc; a++) acc[a] = V::zero();

  size_t n = batch / sizeof(float);
  for (; n >= Tile; n -= Tile) {
#pragma GCC unroll 16
    for (size_t r = 0; r < kRegs; r++) acc[r % Acc] = V::add(acc[r % Acc], V::load(input + r * kLanes));
    input += Tile;
  }
  // Leftover whole registers, then the zero-filled partial one, go to accumulator 0 in order (a constant index
  // keeps every accumulator in a register).
  for (; n >= kLanes; n -= kLanes) {
    acc[0] = V::add(acc[0], V::load(input));
    input += kLanes;
  }
  if (n != 0) acc[0] = V::add(acc[0], V::load_tail(input, n));
#pragma GCC unroll 8
  for (size_t width = Acc / 2; width != 0; width /= 2) {
#pragma GCC unroll 8
    for (size_t a = 0; a < width; a++) acc[a] = V::add(acc[a], acc[a + width]);
  }
  *output += V::reduce_add(acc[0]) * params->scale;
}

// Minimum and/or maximum of a row, seeded from the output. The input is the first operand of V::min/max, so on x86
// (which returns the second operand when either is NaN) a NaN input leaves the running value unchanged.
template <class V, bool kMin, bool kMax, size_t Tile, size_t Acc>
void f32_rminmax(XNN_F32_RMINMAX_PARAMS) {
  constexpr size_t kLanes = V::kLanes;
  constexpr size_t kRegs = Tile / kLanes;
  static_assert(Tile % kLanes == 0 && kRegs % Acc == 0 && (Acc & (Acc - 1)) == 0, "bad rminmax tile");
  static_cast<void>(params);  // min and max take no parameters
  float* min_out = output;
  float* max_out = kMin ? output + 1 : output;
  typename V::reg vmin[Acc], vmax[Acc];
#pragma GCC unroll 16
  for (size_t a = 0; a < Acc; a++) {
    if (kMin) vmin[a] = V::splat(*min_out);
    if (kMax) vmax[a] = V::splat(*max_out);
  }

  size_t n = batch / sizeof(float);
  for (; n >= Tile; n -= Tile) {
#pragma GCC unroll 16
    for (size_t r = 0; r < kRegs; r++) {
      const typename V::reg x = V::load(input + r * kLanes);
      if (kMin) vmin[r % Acc] = V::min(x, vmin[r % Acc]);
      if (kMax) vmax[r % Acc] = V::max(x, vmax[r % Acc]);
    }
    input += Tile;
  }
  for (; n >= kLanes; n -= kLanes) {
    const typename V::reg x = V::load(input);
    if (kMin) vmin[0] = V::min(x, vmin[0]);
    if (kMax) vmax[0] = V::max(x, vmax[0]);
    input += kLanes;
  }
#pragma GCC unroll 8
  for (size_t width = Acc / 2; width != 0; width /= 2) {
#pragma GCC unroll 8
    for (size_t a = 0; a < width; a++) {
      if (kMin) vmin[a] = V::min(vmin[a], vmin[a + width]);
      if (kMax) vmax[a] = V::max(vmax[a], vmax[a + width]);
    }
  }
  // The last n < kLanes elements one by one: a zero-filled partial register would add zeros to the candidates.
  float smin = kMin ? V::reduce_min(vmin[0]) : 0.0f;
  float smax = kMax ? V::reduce_max(vmax[0]) : 0.0f;
  for (; n != 0; n--, input++) {
    if (kMin) smin = *input < smin ? *input : smin;
    if (kMax) smax = *input > smax ? *input : smax;
  }
  if (kMin) *min_out = smin;
  if (kMax) *max_out = smax;
}

// Adds the column sums of `rows` rows of Regs registers (n valid floats in the last one when n < kLanes) at `input`
// to `output`, scaled. RowTile rows per step of the row loop: fewer loop branches per load.
template <class V, size_t RowTile, size_t Regs>
void rdsum_columns(size_t rows, const float* input, size_t input_stride, float* output, typename V::reg scale,
                   size_t n) {
  constexpr size_t kLanes = V::kLanes;
  typename V::reg acc[Regs];
#pragma GCC unroll 32
  for (size_t k = 0; k < Regs; k++) acc[k] = V::zero();
  auto add_row = [&](const float* row) {
#pragma GCC unroll 32
    for (size_t k = 0; k < Regs; k++) {
      const bool partial = k + 1 == Regs && n < kLanes;
      acc[k] = V::add(acc[k], partial ? V::load_tail(row + k * kLanes, n) : V::load(row + k * kLanes));
    }
  };
  const char* row = reinterpret_cast<const char*>(input);
  size_t r = rows;
  for (; r >= RowTile; r -= RowTile) {
#pragma GCC unroll 8
    for (size_t i = 0; i < RowTile; i++) add_row(reinterpret_cast<const float*>(row + i * input_stride));
    row += RowTile * input_stride;
  }
  for (; r != 0; r--) {
    add_row(reinterpret_cast<const float*>(row));
    row += input_stride;
  }
#pragma GCC unroll 32
  for (size_t k = 0; k < Regs; k++) {
    float* o = output + k * kLanes;
    if (k + 1 == Regs && n < kLanes) {
      V::store_tail(o, V::add(V::load_tail(o, n), V::mul(acc[k], scale)), n);
    } else {
      V::store(o, V::add(V::load(o), V::mul(acc[k], scale)));
    }
  }
}

// The channels left after the full tiles (fewer than 2 * Regs registers): a pass of Regs registers if there are that
// many, then passes of halving size, so a remainder is a few passes with several independent chains each rather
// than one latency-bound pass per register.
template <class V, size_t RowTile, size_t Regs>
void rdsum_remainder(size_t rows, size_t c, const float* input, size_t input_stride, float* output,
                     typename V::reg scale) {
  constexpr size_t kLanes = V::kLanes;
  if constexpr (Regs != 0) {
    if (c >= Regs * kLanes) {
      rdsum_columns<V, RowTile, Regs>(rows, input, input_stride, output, scale, kLanes);
      input += Regs * kLanes;
      output += Regs * kLanes;
      c -= Regs * kLanes;
    }
    rdsum_remainder<V, RowTile, Regs / 2>(rows, c, input, input_stride, output, scale);
  } else if (c != 0) {
    rdsum_columns<V, RowTile, 1>(rows, input, input_stride, output, scale, c);
  }
}

// Per-channel sums over rows: ChannelTile channels stay in registers for all rows, then the remainder.
template <class V, size_t RowTile, size_t ChannelTile>
void f32_rdsum(XNN_F32_RDSUM_PARAMS) {
  constexpr size_t kLanes = V::kLanes;
  static_assert(ChannelTile % kLanes == 0, "the channel tile must be a whole number of registers");
  const typename V::reg scale = V::splat(params->scale);
  size_t c = channels / sizeof(float);
  for (; c >= ChannelTile; c -= ChannelTile) {
    rdsum_columns<V, RowTile, ChannelTile / kLanes>(rows, input, input_stride, output, scale, kLanes);
    input += ChannelTile;
    output += ChannelTile;
  }
  rdsum_remainder<V, RowTile, ChannelTile / kLanes / 2>(rows, c, input, input_stride, output, scale);
}

}  // namespace
