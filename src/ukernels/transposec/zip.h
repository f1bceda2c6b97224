// The 8- and 16-bit register transpose, written once over interleaves (include only from per-ISA files, after the
// ISA's header). A register type Z of this folder supplies:
//   reg, kLanes                  a register of kLanes elements, made of 128-bit blocks of kBlock elements each
//   zip_lo(a, b), zip_hi(a, b)   a[0] b[0] a[1] b[1] ... from the low (high) halves of each 128-bit block
//   transpose_blocks(r, stride)  transposes the grid of 128-bit blocks of the registers r[0], r[stride], ...
//                                (block q of register g becomes block g of register q); only for kLanes > kBlock.
#pragma once

#include <cstddef>
#include <cstring>

namespace {

// Transposes the kLanes x kLanes block held in rows[0..kLanes), in place. Within 128-bit blocks: log2(kBlock)
// rounds each interleave row i with row i + kBlock / 2 into rows 2i and 2i + 1 (after the last round row j holds
// column j). Registers of several 128-bit blocks then hold, in row g * kBlock + j, column j of the kBlock x kBlock
// sub-blocks of rows g * kBlock.. in their block order; transpose_blocks moves each to its place.
template <class Z>
void zip_transpose(typename Z::reg* rows) {
  constexpr size_t n = Z::kBlock;
#pragma GCC unroll 4
  for (size_t g = 0; g < Z::kLanes; g += n) {
    typename Z::reg* r = rows + g;
#pragma GCC unroll 4
    for (size_t round = 1; round < n; round *= 2) {
      typename Z::reg t[n];
#pragma GCC unroll 8
      for (size_t i = 0; i < n / 2; i++) {
        t[2 * i] = Z::zip_lo(r[i], r[i + n / 2]);
        t[2 * i + 1] = Z::zip_hi(r[i], r[i + n / 2]);
      }
#pragma GCC unroll 16
      for (size_t i = 0; i < n; i++) r[i] = t[i];
    }
  }
  if constexpr (Z::kLanes > n) {
#pragma GCC unroll 16
    for (size_t j = 0; j < n; j++) Z::transpose_blocks(rows + j, n);
  }
}

// What every register type of this folder shares, as a base it names itself in (Z = the derived type): the
// transpose, and partial rows through memory (for ISAs without byte-granular masked loads and stores; Z may hide
// these with its own): the first n elements, the other lanes 0.
template <class Z, class Element>
struct xnn_zip_register {
  static auto load_tail(const Element* p, size_t n) {
    typename Z::reg r = Z::zero();
    std::memcpy(&r, p, n * sizeof(Element));
    return r;
  }
  template <class Reg>
  static void store_tail(Element* p, Reg r, size_t n) {
    std::memcpy(p, &r, n * sizeof(Element));
  }
  template <class Reg>
  static void transpose(Reg* rows) {
    zip_transpose<Z>(rows);
  }
};

}  // namespace
