// The s8 max pooling body, written once over a byte vector type M; include only from per-ISA files (internal
// linkage). M offers kBytes, reg, splat(int8_t), load(const int8_t*), store(int8_t*, reg), max(reg, reg) and
// min(reg, reg), all on signed bytes.
//
// A pass takes the maximum of N rows (missing rows repeat the first) and, after the first pass, of the output so far;
// every pass clamps, which commutes with max, so the running maximum can live in the output. A partial register is
// read and written through the stack: no byte past a row's channels is touched.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/s8-maxpool/s8-maxpool.h"

namespace {

template <class M>
struct maxpool_step {
  using reg = typename M::reg;
  reg vmin, vmax;
  explicit maxpool_step(const xnn_s8_minmax_params* p) : vmin(M::splat(p->min)), vmax(M::splat(p->max)) {}

  static reg load(const int8_t* p, size_t count) {
    if constexpr (M::kBytes == 1) return M::load(p);
    if (count == M::kBytes) return M::load(p);
    int8_t group[M::kBytes] = {};
    __builtin_memcpy(group, p, count);
    return M::load(group);
  }

  // The register of channels at c (`count` of them): max of the N rows and, when `carry`, of out itself.
  template <size_t N>
  __attribute__((always_inline)) void run(const int8_t* const (&in)[N], size_t c, size_t count, bool carry,
                                          int8_t* out) const {
    reg acc = load(in[0] + c, count);
#pragma GCC unroll 16
    for (size_t t = 1; t < N; t++) acc = M::max(acc, load(in[t] + c, count));
    if (carry) acc = M::max(acc, load(out + c, count));
    acc = M::min(M::max(acc, vmin), vmax);
    if constexpr (M::kBytes == 1) {
      M::store(out + c, acc);
    } else if (count == M::kBytes) {
      M::store(out + c, acc);
    } else {
      int8_t group[M::kBytes];
      M::store(group, acc);
      __builtin_memcpy(out + c, group, count);
    }
  }
};

template <class M, size_t N, size_t Tile>
void maxpool_pass(const maxpool_step<M>& s, size_t channels, const int8_t* const (&in)[N], bool carry,
                  int8_t* out) {
  static_assert(Tile % M::kBytes == 0, "the channel tile must be whole registers");
  size_t c = 0;
  for (; c + Tile <= channels; c += Tile) {
#pragma GCC unroll 16
    for (size_t k = 0; k < Tile; k += M::kBytes) s.run(in, c + k, M::kBytes, carry, out);
  }
  for (; c + M::kBytes <= channels; c += M::kBytes) s.run(in, c, M::kBytes, carry, out);
  if (c != channels) s.run(in, c, channels - c, carry, out);
}

template <class M, size_t Primary, size_t Incremental, size_t Tile>
void s8_maxpool(size_t output_pixels, size_t kernel_elements, size_t channels, const int8_t** input,
                size_t input_offset, int8_t* output, size_t input_increment, size_t output_increment,
                const xnn_s8_minmax_params* params) {
  const maxpool_step<M> s(params);
  const auto next = [&](size_t count, auto& in) {
    constexpr size_t N = sizeof(in) / sizeof(in[0]);
    for (size_t t = 0; t < N; t++) in[t] = input[t < count ? t : 0] + input_offset;
    input += count;
  };
  do {
    size_t rows = kernel_elements;
    const int8_t* first[Primary];
    size_t n = rows < Primary ? rows : Primary;
    next(n, first);
    rows -= n;
    maxpool_pass<M, Primary, Tile>(s, channels, first, false, output);
    if constexpr (Incremental != 0) {
      while (rows != 0) {
        const int8_t* in[Incremental];
        n = rows < Incremental ? rows : Incremental;
        next(n, in);
        rows -= n;
        maxpool_pass<M, Incremental, Tile>(s, channels, in, true, output);
      }
    }
    input = reinterpret_cast<const int8_t**>(reinterpret_cast<uintptr_t>(input) + input_increment);
    output += channels + output_increment;
  } while (--output_pixels != 0);
}

}  // namespace
