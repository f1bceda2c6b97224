// The transpose kernel of every element size, written once over a register type V whose lanes are `Element`s: a
// vector type of src/ukernels/simd/ for 32-bit elements (Element = float), one of ukernels/transposec/<isa>.h for 8-
// and 16-bit ones (internal linkage: include only from per-ISA files). A tile of TileHeight x TileWidth input
// elements is moved as a grid of blocks (kLanes rows x kBlock columns, see block_register): load, transpose in
// registers, store kBlock output rows.
//
// Per-ISA files define XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), V, Element and XNN_TRANSPOSEC_TABLE (the family's table
// header), then include ukernels/transposec/define-kernels.h.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "ukernels/simd/bits.h"
#include "ukernels/transposec/transposec.h"

namespace {

// The register interface the kernel uses. A block is kLanes input rows x kBlock columns held in kBlock registers of
// kLanes / kBlock pieces each (register k: piece s from input row k + s * kBlock); after R::transpose register j is
// output row j. The 8- and 16-bit types of this folder supply it themselves (zip.h); a vector type of
// src/ukernels/simd/ (or the scalar one) has one piece per register and square blocks.
template <class V, class Element, class = void>
struct block_register {
  using reg = typename V::reg;
  using piece = reg;
  static constexpr size_t kLanes = V::kLanes, kBlock = V::kLanes;
  static reg combine(const piece* p) { return p[0]; }
  static piece load_piece_tail(const Element* p, size_t n) { return V::load_tail(p, n); }
  static void store_tail(Element* p, reg r, size_t n) { V::store_tail(p, r, n); }
  static void transpose(reg* rows) { V::transpose(rows); }
};
template <class V, class Element>
struct block_register<V, Element, std::void_t<decltype(sizeof(typename V::piece))>> : V {};

// One block: `rows` valid input rows of `cols` valid elements (rows <= kLanes, cols <= kBlock). Lanes past the block
// are never read; output rows past `cols` and elements past `rows` are never written. Always inlined: a call per
// block would end in a vzeroupper and keep the next block's loads from overlapping this block's shuffles.
template <class R, class Element, bool kFull>
[[gnu::always_inline]] inline void load_transposed(const char* in, size_t input_stride, size_t rows, size_t cols,
                                                   typename R::reg (&r)[R::kBlock]) {
  constexpr size_t n = R::kBlock, kPieces = R::kLanes / R::kBlock;
#pragma GCC unroll 16
  for (size_t k = 0; k < n; k++) {
    typename R::piece p[kPieces];
#pragma GCC unroll 4
    for (size_t s = 0; s < kPieces; s++) {
      const size_t row = k + s * n;
      if (kFull || (row < rows && cols == n)) {
        std::memcpy(&p[s], in + row * input_stride, sizeof(p[s]));
      } else if (row < rows) {
        p[s] = R::load_piece_tail(reinterpret_cast<const Element*>(in + row * input_stride), cols);
      } else {
        p[s] = typename R::piece{};
      }
    }
    r[k] = R::combine(p);
  }
  R::transpose(r);
}

template <class R, class Element, bool kFull>
[[gnu::always_inline]] inline void transpose_block(const char* in, size_t input_stride, char* out, size_t output_stride,
                                                   size_t rows, size_t cols) {
  constexpr size_t n = R::kBlock;
  typename R::reg r[n];
  load_transposed<R, Element, kFull>(in, input_stride, rows, cols, r);
#pragma GCC unroll 16
  for (size_t j = 0; j < n; j++) {
    if (kFull || (j < cols && rows == R::kLanes)) {
      store_bits<R>(out + j * output_stride, r[j]);
    } else if (j < cols) {
      R::store_tail(reinterpret_cast<Element*>(out + j * output_stride), r[j], rows);
    }
  }
}

// Rows per panel: the kernel walks panels of kPanelRows input rows top to bottom, and in each panel the column
// strips left to right. A strip then touches kPanelRows input rows and TileWidth output rows (few pages, in L1),
// and writes kPanelRows elements of each output row.
constexpr size_t kPanelRows = 64;

template <class V, class Element, size_t TileHeight, size_t TileWidth>
void transposec(XNN_TRANSPOSEC_PARAMS) {
  using R = block_register<V, Element>;
  constexpr size_t kLanes = R::kLanes, kBlock = R::kBlock;
  constexpr size_t kPanel = (kPanelRows + TileHeight - 1) / TileHeight * TileHeight;
  constexpr size_t E = sizeof(Element);
  static_assert(TileHeight % kLanes == 0 && TileWidth % kBlock == 0, "tiles are whole blocks");
  static_assert(sizeof(typename R::reg) == kLanes * E, "a register holds kLanes elements");
  const char* in = static_cast<const char*>(input);
  char* out = static_cast<char*>(output);
  for (size_t y0 = 0; y0 < block_height; y0 += kPanel) {
    const size_t panel_end = block_height - y0 < kPanel ? block_height : y0 + kPanel;
    for (size_t x = 0; x < block_width; x += TileWidth) {
      const size_t width = block_width - x < TileWidth ? block_width - x : TileWidth;
      const char* in_tile = in + x * E;
      char* out_tile = out + x * output_stride;
      size_t y = y0;
      if (width == TileWidth) {
        for (; y + TileHeight <= panel_end; y += TileHeight) {
#pragma GCC unroll 4
          for (size_t bi = 0; bi < TileHeight; bi += kLanes) {
#pragma GCC unroll 4
            for (size_t bj = 0; bj < TileWidth; bj += kBlock) {
              transpose_block<R, Element, true>(in_tile + (y + bi) * input_stride + bj * E, input_stride,
                                                out_tile + bj * output_stride + (y + bi) * E, output_stride, kLanes,
                                                kBlock);
            }
          }
        }
      }
      // The bottom edge of the panel, or the whole strip when it is the narrow right edge.
      for (; y < panel_end; y += kLanes) {
        const size_t rows = panel_end - y < kLanes ? panel_end - y : kLanes;
        for (size_t bj = 0; bj < width; bj += kBlock) {
          const size_t cols = width - bj < kBlock ? width - bj : kBlock;
          transpose_block<R, Element, false>(in_tile + y * input_stride + bj * E, input_stride,
                                             out_tile + bj * output_stride + y * E, output_stride, rows, cols);
        }
      }
    }
  }
}

// The streaming kernel (XNN_UKERNEL_TRANSPOSEC_STREAM rows; R has stream and stream_fence): tiles of TileHeight
// input rows (one block's or two blocks' rows), so that each output row of a tile is one whole 64-byte line, stored
// back to back with non-temporal stores, which neither read the line first nor keep it in the caches. The tiles go
// left to right along bands of TileHeight input rows (sequential reads of each row). An output that is not 64-byte
// aligned, or whose rows are not a multiple of 64 bytes apart, and the right and bottom edges go through the plain
// kernel.
template <class V, class Element, size_t TileHeight, size_t TileWidth>
void transposec_stream(XNN_TRANSPOSEC_PARAMS) {
  using R = block_register<V, Element>;
  constexpr size_t kLanes = R::kLanes, kBlock = R::kBlock, E = sizeof(Element);
  constexpr size_t kStacked = TileHeight / kLanes;  // blocks per tile, top to bottom
  static_assert(kStacked * kLanes == TileHeight && TileHeight * E == 64, "a tile's output row is one 64-byte line");
  static_assert(TileWidth % kBlock == 0, "tiles are whole blocks");
  const size_t full_height = block_height / TileHeight * TileHeight, full_width = block_width / TileWidth * TileWidth;
  if (reinterpret_cast<uintptr_t>(output) % 64 != 0 || output_stride % 64 != 0 || full_height == 0 ||
      full_width == 0) {
    transposec<V, Element, TileHeight, TileWidth>(input, output, input_stride, output_stride, block_width,
                                                  block_height);
    return;
  }
  const char* in = static_cast<const char*>(input);
  char* out = static_cast<char*>(output);
  for (size_t y = 0; y < full_height; y += TileHeight) {
    for (size_t x = 0; x < full_width; x += TileWidth) {
#pragma GCC unroll 4
      for (size_t bj = 0; bj < TileWidth; bj += kBlock) {
        typename R::reg r[kStacked][kBlock];
        const char* in_block = in + y * input_stride + (x + bj) * E;
#pragma GCC unroll 2
        for (size_t b = 0; b < kStacked; b++) {
          load_transposed<R, Element, true>(in_block + b * kLanes * input_stride, input_stride, kLanes, kBlock, r[b]);
        }
        char* out_block = out + (x + bj) * output_stride + y * E;
#pragma GCC unroll 16
        for (size_t j = 0; j < kBlock; j++) {
#pragma GCC unroll 2
          for (size_t b = 0; b < kStacked; b++) R::stream(out_block + j * output_stride + b * kLanes * E, r[b][j]);
        }
      }
    }
  }
  R::stream_fence();  // the stores are weakly ordered: complete them before anything reads the output
  if (full_width < block_width) {
    transposec<V, Element, TileHeight, TileWidth>(in + full_width * E, out + full_width * output_stride, input_stride,
                                                  output_stride, block_width - full_width, full_height);
  }
  if (full_height < block_height) {
    transposec<V, Element, TileHeight, TileWidth>(in + full_height * input_stride, out + full_height * E,
                                                  input_stride, output_stride, block_width,
                                                  block_height - full_height);
  }
}

}  // namespace
