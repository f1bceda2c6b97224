// The s8 and u8 max pooling body, written once over a byte vector type M; include only from per-ISA files (internal
// linkage). M offers elem (int8_t or uint8_t), kBytes, reg, splat(elem), load(const elem*), store(elem*, reg),
// max(reg, reg) and min(reg, reg), all on bytes of elem's signedness; P is the params struct with elem min and max.
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
  using elem = typename M::elem;
  reg vmin, vmax;
  template <class P>
  explicit maxpool_step(const P* p) : vmin(M::splat(p->min)), vmax(M::splat(p->max)) {}

  static reg load(const elem* p, size_t count) {
    if constexpr (M::kBytes == 1) return M::load(p);
    if (count == M::kBytes) return M::load(p);
    elem group[M::kBytes] = {};
    __builtin_memcpy(group, p, count);
    return M::load(group);
  }

  // The register of channels at c (`count` of them): max of the N rows and, when `carry`, of out itself.
  template <size_t N>
  __attribute__((always_inline)) void run(const elem* const (&in)[N], size_t c, size_t count, bool carry,
                                          elem* out) const {
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
      elem group[M::kBytes];
      M::store(group, acc);
      __builtin_memcpy(out + c, group, count);
    }
  }
};

template <class M, size_t N, size_t Tile>
void maxpool_pass(const maxpool_step<M>& s, size_t channels, const typename M::elem* const (&in)[N], bool carry,
                  typename M::elem* out) {
  static_assert(Tile % M::kBytes == 0, "the channel tile must be whole registers");
  size_t c = 0;
  for (; c + Tile <= channels; c += Tile) {
#pragma GCC unroll 16
    for (size_t k = 0; k < Tile; k += M::kBytes) s.run(in, c + k, M::kBytes, carry, out);
  }
  for (; c + M::kBytes <= channels; c += M::kBytes) s.run(in, c, M::kBytes, carry, out);
  if (c != channels) s.run(in, c, channels - c, carry, out);
}

template <class M, size_t Primary, size_t Incremental, size_t Tile, class P>
void x8_maxpool(size_t output_pixels, size_t kernel_elements, size_t channels, const typename M::elem** input,
                size_t input_offset, typename M::elem* output, size_t input_increment, size_t output_increment,
                const P* params) {
  using elem = typename M::elem;
  const maxpool_step<M> s(params);
  const auto next = [&](size_t count, auto& in) {
    constexpr size_t N = sizeof(in) / sizeof(in[0]);
    for (size_t t = 0; t < N; t++) in[t] = input[t < count ? t : 0] + input_offset;
    input += count;
  };
  do {
    size_t rows = kernel_elements;
    const elem* first[Primary];
    size_t n = rows < Primary ? rows : Primary;
    next(n, first);
    rows -= n;
    maxpool_pass<M, Primary, Tile>(s, channels, first, false, output);
    if constexpr (Incremental != 0) {
      while (rows != 0) {
        const elem* in[Incremental];
        n = rows < Incremental ? rows : Incremental;
        next(n, in);
        rows -= n;
        maxpool_pass<M, Incremental, Tile>(s, channels, in, true, output);
      }
    }
    input = reinterpret_cast<const elem**>(reinterpret_cast<uintptr_t>(input) + input_increment);
    output += channels + output_increment;
  } while (--output_pixels != 0);
}

}  // namespace
