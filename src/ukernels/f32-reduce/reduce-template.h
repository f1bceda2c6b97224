// The reduction kernels, written once over a vector type V of src/ukernels/simd/ (internal linkage: include only from
// per-ISA files). The summation orders implemented here are the ones f32-reduce.h documents.
#pragma once

#include "ukernels/f16-vcvt/half.h"
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

// Adds `Rows` rows (input_stride bytes apart) of n floats to the running sums `acc` (a whole number of registers
// long): ChannelTile floats at a time in registers, then single registers, the last one partial. Each running sum
// receives the rows in order.
template <class V, size_t Rows, size_t ChannelTile>
void rdsum_add_rows(const char* row, size_t input_stride, float* acc, size_t n) {
  constexpr size_t kLanes = V::kLanes;
  constexpr size_t kRegs = ChannelTile / kLanes;
  size_t c = 0;
  for (; c + ChannelTile <= n; c += ChannelTile) {
    typename V::reg sum[kRegs];
#pragma GCC unroll 32
    for (size_t k = 0; k < kRegs; k++) sum[k] = V::load(acc + c + k * kLanes);
#pragma GCC unroll 8
    for (size_t i = 0; i < Rows; i++) {
      const float* x = reinterpret_cast<const float*>(row + i * input_stride) + c;
#pragma GCC unroll 32
      for (size_t k = 0; k < kRegs; k++) sum[k] = V::add(sum[k], V::load(x + k * kLanes));
    }
#pragma GCC unroll 32
    for (size_t k = 0; k < kRegs; k++) V::store(acc + c + k * kLanes, sum[k]);
  }
  for (; c < n; c += kLanes) {
    const size_t valid = n - c < kLanes ? n - c : kLanes;
    typename V::reg sum = V::load(acc + c);
#pragma GCC unroll 8
    for (size_t i = 0; i < Rows; i++) {
      const float* x = reinterpret_cast<const float*>(row + i * input_stride) + c;
      sum = V::add(sum, valid == kLanes ? V::load(x) : V::load_tail(x, valid));
    }
    V::store(acc + c, sum);
  }
}

// Per-channel sums over rows. The running sums of up to kBlock channels live in a buffer on the stack; RowTile rows
// at a time are added to them, each row read front to back. Reading rows as long contiguous runs keeps the hardware
// prefetchers effective whatever the row stride (a channel tile walked down all rows in registers is slow when rows
// are 4 KiB apart: every row maps to the same L1 sets). The order of additions per channel is the same either way.
template <class V, size_t RowTile, size_t ChannelTile>
void f32_rdsum(XNN_F32_RDSUM_PARAMS) {
  constexpr size_t kLanes = V::kLanes;
  constexpr size_t kBlock = 1024;
  static_assert(ChannelTile % kLanes == 0 && kBlock % ChannelTile == 0, "bad rdsum channel tile");
  alignas(64) float acc[kBlock];
  const typename V::reg scale = V::splat(params->scale);
  const char* block_input = reinterpret_cast<const char*>(input);
  for (size_t c = channels / sizeof(float); c != 0;) {
    const size_t n = c < kBlock ? c : kBlock;
    for (size_t i = 0; i < n; i += kLanes) V::store(acc + i, V::zero());
    const char* row = block_input;
    size_t r = rows;
    for (; r >= RowTile; r -= RowTile, row += RowTile * input_stride) {
      rdsum_add_rows<V, RowTile, ChannelTile>(row, input_stride, acc, n);
    }
    for (; r != 0; r--, row += input_stride) rdsum_add_rows<V, 1, ChannelTile>(row, input_stride, acc, n);
    size_t i = 0;
    for (; i + kLanes <= n; i += kLanes) {
      V::store(output + i, V::add(V::load(output + i), V::mul(V::load(acc + i), scale)));
    }
    if (i != n) V::store_tail(output + i, V::add(V::load_tail(output + i, n - i), V::mul(V::load(acc + i), scale)), n - i);
    block_input += n * sizeof(float);
    output += n;
    c -= n;
  }
}

// The row maximum: `Accumulators` independent max chains over `Tile` elements per iteration, then single registers,
// then one last register that overlaps the previous ones (max is idempotent, so no partial load is needed). Rows
// shorter than a register are reduced in scalar code. T is what memory holds (float, or uint16_t halves for f16-rmax,
// whose V converts on load; the maximum of halves is a half, so storing it back is exact).
inline float xnn_rmax_value(float v) { return v; }
inline float xnn_rmax_value(uint16_t h) { return xnn_f16_to_f32(h); }
inline void xnn_rmax_store(float* p, float v) { *p = v; }
inline void xnn_rmax_store(uint16_t* p, float v) { *p = xnn_f32_to_f16(v); }

template <class V, size_t Tile, size_t Accumulators, class T>
void f32_rmax(size_t batch, const T* x, T* max) {
  static_assert(Tile % (V::kLanes * Accumulators) == 0, "the tile must be whole registers for every accumulator");
  constexpr size_t kRegs = Tile / V::kLanes;
  size_t n = batch / sizeof(T);
  if (n < V::kLanes) {
    float m = xnn_rmax_value(x[0]);
    for (size_t i = 1; i < n; i++) m = xnn_rmax_value(x[i]) > m ? xnn_rmax_value(x[i]) : m;
    xnn_rmax_store(max, m);
    return;
  }
  const T* last = x + n - V::kLanes;
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
  xnn_rmax_store(max, V::reduce_max(acc[0]));
}

}  // namespace
