// The body shared by max pooling, average pooling and global average pooling: each output pixel reduces a list of
// input rows (pointers), element by element over the channels, in passes of a fixed number of rows. Written once
// over a vector type V of src/ukernels/simd/; include only from per-ISA translation units (internal linkage).
// The rows and the output hold elements of type E (float, or halves for the f16 families, whose V converts in its
// loads, splats and stores); the running result between passes is of type B (the output's E for max pooling, the
// scratch buffer's type for sums).
//
// A pass reduces N rows: a unipass kernel runs one pass of up to `Primary` rows; a multipass kernel runs a first
// pass of `Primary` rows, then passes of up to `Incremental` rows that fold in the running result of the passes
// before (kept in a scratch buffer, or for max pooling in the output itself), and only the last pass applies the
// final scale and clamp. Rows missing from a pass are padded with a row that cannot change the result: the pass's
// first row for max, the zero row for sums.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "ukernels/params.h"

namespace {

// Makes a parameter of type T a non-deduced context: a null pointer argument then takes its type from the other
// arguments or the template's default.
template <class T>
struct pool_given {
  using type = T;
};

// max(x, acc) keeps acc when either is NaN on x86, and the select then takes a NaN x: NaN propagates on every ISA.
template <class V>
struct pool_max_op {
  using reg = typename V::reg;
  static constexpr bool kPadWithZero = false;
  reg vmin, vmax;
  template <class Params>
  explicit pool_max_op(const Params* p) : vmin(V::splat(p->min)), vmax(V::splat(p->max)) {}
  static reg combine(reg acc, reg x) { return V::select(V::eq(x, x), V::max(x, acc), x); }
  reg finish(reg acc) const { return V::min(vmax, V::max(vmin, acc)); }
};

template <class V>
struct pool_sum_op {
  using reg = typename V::reg;
  static constexpr bool kPadWithZero = true;
  reg vscale, vmin, vmax;
  template <class Params>
  explicit pool_sum_op(const Params* p)
      : vscale(V::splat(p->scale)), vmin(V::splat(p->min)), vmax(V::splat(p->max)) {}
  static reg combine(reg acc, reg x) { return V::add(acc, x); }
  reg finish(reg acc) const { return V::min(vmax, V::max(vmin, V::mul(acc, vscale))); }
};

// Regs registers of channels at c: reduce the N rows (and `carry`, the running result, unless null) and store the
// running or the finished result to dst. Tail: one register of `lanes` < kLanes channels.
template <class V, class Op, size_t N, size_t Regs, bool Tail, class E, class B, class D>
__attribute__((always_inline)) inline void pool_block(const Op& op, const E* const* in, size_t c, size_t lanes,
                                                      const B* carry, D* dst, bool finish) {
  using reg = typename V::reg;
  constexpr size_t L = V::kLanes;
  reg acc[Regs];
#pragma GCC unroll 16
  for (size_t r = 0; r < Regs; r++) acc[r] = Tail ? V::load_tail(in[0] + c, lanes) : V::load(in[0] + c + r * L);
#pragma GCC unroll 16
  for (size_t t = 1; t < N; t++) {
#pragma GCC unroll 16
    for (size_t r = 0; r < Regs; r++) {
      acc[r] = Op::combine(acc[r], Tail ? V::load_tail(in[t] + c, lanes) : V::load(in[t] + c + r * L));
    }
  }
#pragma GCC unroll 16
  for (size_t r = 0; r < Regs; r++) {
    if (carry != nullptr) {
      if constexpr (Tail) {
        // The running result of max pooling is the output, which has no readable bytes past its end, and the f16
        // vector types load a partial register as a whole one: load the tail from a copy.
        B rest[L] = {};
        for (size_t i = 0; i < lanes; i++) rest[i] = carry[c + i];
        acc[r] = Op::combine(acc[r], V::load_tail(rest, lanes));
      } else {
        acc[r] = Op::combine(acc[r], V::load(carry + c + r * L));
      }
    }
    const reg y = finish ? op.finish(acc[r]) : acc[r];
    if (Tail) {
      V::store_tail(dst + c, y, lanes);
    } else {
      V::store(dst + c + r * L, y);
    }
  }
}

// One pass over all channels: whole tiles, then single registers, then a partial register.
template <class V, class Op, size_t N, size_t Tile, class E, class B = E, class D>
void pool_pass(const Op& op, size_t channels, const E* const (&in)[N], const typename pool_given<B>::type* carry,
               D* dst, bool finish) {
  constexpr size_t L = V::kLanes;
  static_assert(Tile % L == 0, "the channel tile must be whole registers");
  size_t c = 0;
  for (; c + Tile <= channels; c += Tile) pool_block<V, Op, N, Tile / L, false>(op, in, c, L, carry, dst, finish);
  for (; c + L <= channels; c += L) pool_block<V, Op, N, 1, false>(op, in, c, L, carry, dst, finish);
  if (c != channels) pool_block<V, Op, N, 1, true>(op, in, c, channels - c, carry, dst, finish);
}

// The next `count` (<= N) row pointers of `input`, rebased by input_offset unless they are `zero`; the rest of the
// N padded for the op.
template <class Op, size_t N, class E>
void pool_gather(const E* const* input, size_t count, size_t input_offset, const E* zero, const E* (&in)[N]) {
  for (size_t t = 0; t < N; t++) {
    if (t >= count && Op::kPadWithZero) {
      in[t] = zero;
    } else {
      const E* p = input[t < count ? t : 0];  // count >= 1: a missing row repeats the first
      in[t] = p == zero ? p : reinterpret_cast<const E*>(reinterpret_cast<uintptr_t>(p) + input_offset);
    }
  }
}

// Reduces `rows` rows of one output pixel: `next(count, in)` fills the next `count` row pointers. `buffer` holds the
// running result between passes (max pooling passes its output). A pass writes the output when it is the last one,
// else the buffer, which for f16 sums is of another type (floats) than the output.
template <class V, class Op, size_t Primary, size_t Incremental, size_t Tile, class E, class B, class Next>
void pool_pixel(const Op& op, size_t rows, size_t channels, Next next, B* buffer, E* output) {
  constexpr bool kSameType = std::is_same_v<B, E>;
  const E* first[Primary];
  size_t n = rows < Primary ? rows : Primary;
  next(n, first);
  rows -= n;
  if constexpr (kSameType) {
    pool_pass<V, Op, Primary, Tile>(op, channels, first, nullptr, rows == 0 ? output : buffer, rows == 0);
  } else if (rows == 0) {
    pool_pass<V, Op, Primary, Tile, E, B>(op, channels, first, nullptr, output, true);
  } else {
    pool_pass<V, Op, Primary, Tile, E, B>(op, channels, first, nullptr, buffer, false);
  }
  if constexpr (Incremental != 0) {
    while (rows != 0) {
      const E* in[Incremental];
      n = rows < Incremental ? rows : Incremental;
      next(n, in);
      rows -= n;
      if constexpr (kSameType) {
        pool_pass<V, Op, Incremental, Tile>(op, channels, in, buffer, rows == 0 ? output : buffer, rows == 0);
      } else if (rows == 0) {
        pool_pass<V, Op, Incremental, Tile, E, B>(op, channels, in, buffer, output, true);
      } else {
        pool_pass<V, Op, Incremental, Tile, E, B>(op, channels, in, buffer, buffer, false);
      }
    }
  }
}

// Max and average pooling over an indirection buffer: per output pixel kernel_elements row pointers, then
// input_increment more bytes to the next pixel's; outputs `channels` floats, then output_increment bytes.
template <class V, class Op, size_t Primary, size_t Incremental, size_t Tile, class E, class B = E>
void f32_pool(const Op& op, size_t output_pixels, size_t kernel_elements, size_t channels, const E** input,
              size_t input_offset, const typename pool_given<E>::type* zero, typename pool_given<B>::type* buffer,
              E* output, size_t input_increment, size_t output_increment) {
  do {
    B* running;
    if constexpr (Op::kPadWithZero) {
      running = buffer;
    } else {
      running = output;
    }
    pool_pixel<V, Op, Primary, Incremental, Tile>(
        op, kernel_elements, channels,
        [&](size_t count, auto& in) {
          pool_gather<Op>(input, count, input_offset, zero, in);
          input += count;
        },
        running, output);
    input = reinterpret_cast<const E**>(reinterpret_cast<uintptr_t>(input) + input_increment);
    output = reinterpret_cast<E*>(reinterpret_cast<uintptr_t>(output + channels) + output_increment);
  } while (--output_pixels != 0);
}

// Global average pooling: `rows` rows, input_stride bytes apart, reduced to one row of `channels`.
template <class V, size_t Primary, size_t Incremental, size_t Tile, class E, class Params, class B = E>
void f32_gavgpool(size_t rows, size_t channels, const E* input, size_t input_stride, const E* zero,
                  typename pool_given<B>::type* buffer, E* output, const Params* params) {
  const pool_sum_op<V> op(params);
  pool_pixel<V, pool_sum_op<V>, Primary, Incremental, Tile>(
      op, rows, channels,
      [&](size_t count, auto& in) {
        constexpr size_t N = sizeof(in) / sizeof(in[0]);
        for (size_t t = 0; t < N; t++) {
          in[t] = t < count ? input : zero;
          if (t < count) input = reinterpret_cast<const E*>(reinterpret_cast<uintptr_t>(input) + input_stride);
        }
      },
      buffer, output);
}

}  // namespace
