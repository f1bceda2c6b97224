// The qs8 global average pooling body, written once over a float vector type V (src/ukernels/simd/) and a byte
// helper B; include only from per-ISA files (internal linkage).
//
// B moves one group of B::kBytes channels between memory and kBytes / V::kLanes registers of V::ireg: isplat(int32),
// load(const int8_t*, ireg*) sign-extends bytes, store(int8_t*, const ireg*) narrows lanes already in -128..127,
// iload(const int32_t*, ireg*) and istore(int32_t*, const ireg*) move the running sums.
//
// A pass adds N rows (padded with the zero row) to the running sums: the first starts from the bias, later ones from
// the buffer; the last pass requantizes (xnn_requantize_fp32, lane for lane) instead of storing sums.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/qs8-gavgpool/qs8-gavgpool.h"

namespace {

template <class V, class B>
struct gavgpool_group {
  static constexpr size_t kRegs = B::kBytes / V::kLanes;
  static_assert(kRegs * V::kLanes == B::kBytes, "a group is whole registers");
  using reg = typename V::reg;
  using ireg = typename V::ireg;

  ireg vbias, vzp;
  reg vscale, vlo, vhi;
  explicit gavgpool_group(const xnn_qs8_gavgpool_params* p)
      : vbias(B::isplat(p->bias)),
        vzp(B::isplat(p->output.output_zero_point)),
        vscale(V::splat(p->scale)),
        vlo(V::splat(float(p->output.output_min - p->output.output_zero_point))),
        vhi(V::splat(float(p->output.output_max - p->output.output_zero_point))) {}

  static void load(const int8_t* p, size_t count, ireg* x) {
    if constexpr (B::kBytes == 1) {
      B::load(p, x);
    } else if (count == B::kBytes) {
      B::load(p, x);
    } else {
      int8_t group[B::kBytes] = {};
      __builtin_memcpy(group, p, count);
      B::load(group, x);
    }
  }

  // The group of channels at c: its sums over the N rows of `in` plus `carry` (the bias when null), stored as sums
  // to `sums` or, when `out` is not null, requantized to the first `count` bytes of out + c.
  template <size_t N>
  __attribute__((always_inline)) void run(const int8_t* const (&in)[N], size_t c, const int32_t* carry,
                                          int32_t* sums, int8_t* out, size_t count) const {
    ireg acc[kRegs];
    if (carry != nullptr) {
      B::iload(carry + c, acc);
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
      B::istore(sums + c, acc);
      return;
    }
#pragma GCC unroll 16
    for (size_t i = 0; i < kRegs; i++) {
      reg y = V::mul(V::cvt(acc[i]), vscale);
      y = V::min(V::max(y, vlo), vhi);
      acc[i] = V::iadd(V::cvt_round(y), vzp);
    }
    if constexpr (B::kBytes == 1) {
      B::store(out + c, acc);
    } else if (count == B::kBytes) {
      B::store(out + c, acc);
    } else {
      int8_t group[B::kBytes];
      B::store(group, acc);
      __builtin_memcpy(out + c, group, count);
    }
  }
};

// One pass over all channels: whole tiles, then single groups, then a partial group (its bytes read through the
// stack, its sums kept whole: the buffer is rounded up to 16 channels).
template <class V, class B, size_t N, size_t Tile>
void gavgpool_pass(const gavgpool_group<V, B>& g, size_t channels, const int8_t* const (&in)[N],
                   const int32_t* carry, int32_t* sums, int8_t* out) {
  static_assert(Tile % B::kBytes == 0, "the channel tile must be whole groups");
  size_t c = 0;
  for (; c + Tile <= channels; c += Tile) {
#pragma GCC unroll 16
    for (size_t k = 0; k < Tile; k += B::kBytes) g.run(in, c + k, carry, sums, out, B::kBytes);
  }
  for (; c + B::kBytes <= channels; c += B::kBytes) g.run(in, c, carry, sums, out, B::kBytes);
  if (c != channels) g.run(in, c, carry, sums, out, channels - c);
}

template <class V, class B, size_t Primary, size_t Incremental, size_t Tile>
void qs8_gavgpool(size_t rows, size_t channels, const int8_t* input, size_t input_stride, const int8_t* zero,
                  int32_t* buffer, int8_t* output, const xnn_qs8_gavgpool_params* params) {
  const gavgpool_group<V, B> g(params);
  const auto next = [&](size_t count, auto& in) {
    constexpr size_t N = sizeof(in) / sizeof(in[0]);
    for (size_t t = 0; t < N; t++) {
      in[t] = t < count ? input : zero;
      if (t < count) input += input_stride;
    }
  };
  const int8_t* first[Primary];
  size_t n = rows < Primary ? rows : Primary;
  next(n, first);
  rows -= n;
  gavgpool_pass<V, B, Primary, Tile>(g, channels, first, nullptr, buffer, rows == 0 ? output : nullptr);
  if constexpr (Incremental != 0) {
    while (rows != 0) {
      const int8_t* in[Incremental];
      n = rows < Incremental ? rows : Incremental;
      next(n, in);
      rows -= n;
      gavgpool_pass<V, B, Incremental, Tile>(g, channels, in, buffer, buffer, rows == 0 ? output : nullptr);
    }
  }
}

}  // namespace
