// The 8-bit average pooling body (qs8 and qu8, global and windowed), written once over a float vector type V
// (src/ukernels/simd/), a byte helper B (src/ukernels/qs8-vcvt/bytes-<isa>.h: isplat, and load/store of one group of
// B::kBytes int8_t or uint8_t channels as kBytes / V::kLanes registers of V::ireg, store narrowing in-range lanes) and
// the element type T. Include only from per-ISA files (internal linkage).
//
// A pass adds N rows to the running int32 sums: the first starts from the bias, later ones from the buffer; the
// last pass requantizes (xnn_requantize_fp32, lane for lane) instead of storing sums. Missing rows of a pass are the
// zero row. A partial group of channels is read and written through the stack: no byte past a row's `channels` is
// touched, and its sums are kept whole (the buffer is rounded up to 16 channels).
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/params.h"

namespace {

template <class V, class B, class T>
struct q8_pool_group {
  static constexpr size_t kRegs = B::kBytes / V::kLanes;
  static_assert(kRegs * V::kLanes == B::kBytes, "a group is whole registers");
  using reg = typename V::reg;
  using ireg = typename V::ireg;

  ireg vbias, vzp;
  reg vscale, vlo, vhi;
  q8_pool_group(int32_t bias, float scale, const xnn_qs8_minmax_params& out)
      : vbias(B::isplat(bias)),
        vzp(B::isplat(out.output_zero_point)),
        vscale(V::splat(scale)),
        vlo(V::splat(float(out.output_min - out.output_zero_point))),
        vhi(V::splat(float(out.output_max - out.output_zero_point))) {}

  static void load(const T* p, size_t count, ireg* x) {
    if (B::kBytes == 1 || count == B::kBytes) {
      B::load(p, x);
    } else {
      T group[B::kBytes] = {};
      __builtin_memcpy(group, p, count);
      B::load(group, x);
    }
  }

  // The group of channels at c: its sums over the N rows of `in` plus `carry` (the bias when null), stored as sums
  // to `sums` or, when `out` is not null, requantized to the first `count` elements of out + c.
  template <size_t N>
  __attribute__((always_inline)) void run(const T* const (&in)[N], size_t c, const int32_t* carry, int32_t* sums,
                                          T* out, size_t count) const {
    ireg acc[kRegs];
    if (carry != nullptr) {
      __builtin_memcpy(acc, carry + c, sizeof(acc));
    } else {
#pragma GCC unroll 16
      for (size_t i = 0; i < kRegs; i++) acc[i] = vbias;
    }
#pragma GCC unroll 16
    for (size_t t = 0; t < N; t++) {
      ireg x[kRegs];
      load(in[t] + c, count, x);
#pragma GCC unroll 16
      for (size_t i = 0; i < kRegs; i++) acc[i] = V::iadd(acc[i], x[i]);
    }
    if (out == nullptr) {
      __builtin_memcpy(sums + c, acc, sizeof(acc));
      return;
    }
#pragma GCC unroll 16
    for (size_t i = 0; i < kRegs; i++) {
      reg y = V::mul(V::cvt(acc[i]), vscale);
      y = V::min(V::max(y, vlo), vhi);
      acc[i] = V::iadd(V::cvt_round(y), vzp);
    }
    if (B::kBytes == 1 || count == B::kBytes) {
      B::store(out + c, acc);
    } else {
      T group[B::kBytes];
      B::store(group, acc);
      __builtin_memcpy(out + c, group, count);
    }
  }
};

// One pass over all channels: whole tiles, then single groups, then a partial group.
template <class V, class B, class T, size_t N, size_t Tile>
void q8_pool_pass(const q8_pool_group<V, B, T>& g, size_t channels, const T* const (&in)[N], const int32_t* carry,
                  int32_t* sums, T* out) {
  static_assert(Tile % B::kBytes == 0, "the channel tile must be whole groups");
  size_t c = 0;
  for (; c + Tile <= channels; c += Tile) {
#pragma GCC unroll 16
    for (size_t k = 0; k < Tile; k += B::kBytes) g.run(in, c + k, carry, sums, out, B::kBytes);
  }
  for (; c + B::kBytes <= channels; c += B::kBytes) g.run(in, c, carry, sums, out, B::kBytes);
  if (c != channels) g.run(in, c, carry, sums, out, channels - c);
}

// Reduces `rows` rows to `output`: `next(count, in)` fills the next `count` row pointers and the rest of `in` with
// the zero row; `buffer` holds the sums between passes.
template <class V, class B, class T, size_t Primary, size_t Incremental, size_t Tile, class Next>
void q8_pool_rows(const q8_pool_group<V, B, T>& g, size_t rows, size_t channels, Next next, int32_t* buffer,
                  T* output) {
  const T* first[Primary];
  size_t n = rows < Primary ? rows : Primary;
  next(n, first);
  rows -= n;
  q8_pool_pass<V, B, T, Primary, Tile>(g, channels, first, nullptr, buffer, rows == 0 ? output : nullptr);
  if constexpr (Incremental != 0) {
    while (rows != 0) {
      const T* in[Incremental];
      n = rows < Incremental ? rows : Incremental;
      next(n, in);
      rows -= n;
      q8_pool_pass<V, B, T, Incremental, Tile>(g, channels, in, buffer, buffer, rows == 0 ? output : nullptr);
    }
  }
}

// Global average pooling: `rows` rows, input_stride bytes apart, reduced to one row of `channels`.
template <class V, class B, class T, size_t Primary, size_t Incremental, size_t Tile, class Params>
void q8_gavgpool(size_t rows, size_t channels, const T* input, size_t input_stride, const T* zero, int32_t* buffer,
                 T* output, const Params* params) {
  const q8_pool_group<V, B, T> g(params->bias, params->scale, params->output);
  q8_pool_rows<V, B, T, Primary, Incremental, Tile>(
      g, rows, channels,
      [&](size_t count, auto& in) {
        constexpr size_t N = sizeof(in) / sizeof(in[0]);
        for (size_t t = 0; t < N; t++) {
          in[t] = t < count ? input : zero;
          if (t < count) input = reinterpret_cast<const T*>(reinterpret_cast<uintptr_t>(input) + input_stride);
        }
      },
      buffer, output);
}

// Average pooling over an indirection buffer: per output pixel kernel_elements row pointers (each rebased by
// input_offset bytes unless it is `zero`), then input_increment more bytes to the next pixel's; outputs `channels`
// elements, then output_increment bytes.
template <class V, class B, class T, size_t Primary, size_t Incremental, size_t Tile, class Params>
void q8_avgpool(size_t output_pixels, size_t kernel_elements, size_t channels, const T** input, size_t input_offset,
                const T* zero, int32_t* buffer, T* output, size_t input_increment, size_t output_increment,
                const Params* params) {
  const q8_pool_group<V, B, T> g(params->bias, params->scale, params->output);
  do {
    q8_pool_rows<V, B, T, Primary, Incremental, Tile>(
        g, kernel_elements, channels,
        [&](size_t count, auto& in) {
          constexpr size_t N = sizeof(in) / sizeof(in[0]);
          for (size_t t = 0; t < N; t++) {
            const T* p = t < count ? input[t] : zero;
            in[t] = p == zero ? p : reinterpret_cast<const T*>(reinterpret_cast<uintptr_t>(p) + input_offset);
          }
          input += count;
        },
        buffer, output);
    input = reinterpret_cast<const T**>(reinterpret_cast<uintptr_t>(input) + input_increment);
    output = reinterpret_cast<T*>(reinterpret_cast<uintptr_t>(output + channels) + output_increment);
  } while (--output_pixels != 0);
}

}  // namespace
