// The 8- and 16-bit register types' shared part (include only from per-ISA files, after the ISA's header). A
// register of kLanes elements is made of kLanes / kBlock 128-bit pieces of kBlock elements. A block of kLanes input
// rows x kBlock columns sits in kBlock registers: register k holds, in piece s, the kBlock elements of input row
// k + s * kBlock. Transposing each piece's kBlock x kBlock grid in place then leaves in register j column j of all
// kLanes rows, in row order: output row j, with no step across pieces.
//
// A register type Z of this folder derives from xnn_zip_register<Z, Element> and supplies:
//   reg, piece, kLanes, kBlock   a register, its 128-bit part, elements per register and per piece
//   zero()                       a register of zeros
//   combine(p)                   the register of pieces p[0], p[1], ... (p[0] in the low bits)
//   zip_lo(a, b), zip_hi(a, b)   a[0] b[0] a[1] b[1] ... from the low (high) halves of each piece
#pragma once

#include <cstddef>
#include <cstring>

namespace {

template <class Z, class Element>
struct xnn_zip_register {
  // Transposes within each piece of the kBlock registers rows[0..kBlock): log2(kBlock) rounds each interleave row
  // i with row i + kBlock / 2 into rows 2i and 2i + 1; after the last round row j holds column j.
  template <class Reg>
  static void transpose(Reg* rows) {
    constexpr size_t n = Z::kBlock;
#pragma GCC unroll 4
    for (size_t round = 1; round < n; round *= 2) {
      Reg t[n];
#pragma GCC unroll 8
      for (size_t i = 0; i < n / 2; i++) {
        t[2 * i] = Z::zip_lo(rows[i], rows[i + n / 2]);
        t[2 * i + 1] = Z::zip_hi(rows[i], rows[i + n / 2]);
      }
#pragma GCC unroll 16
      for (size_t i = 0; i < n; i++) rows[i] = t[i];
    }
  }
  // Partial pieces and rows through memory (for ISAs without byte-granular masked loads and stores; Z may hide
  // these with its own): the first n elements, the other lanes 0.
  static auto load_piece_tail(const Element* p, size_t n) {
    typename Z::piece r;
    std::memset(&r, 0, sizeof(r));
    std::memcpy(&r, p, n * sizeof(Element));
    return r;
  }
  template <class Reg>
  static void store_tail(Element* p, Reg r, size_t n) {
    std::memcpy(p, &r, n * sizeof(Element));
  }
};

}  // namespace
