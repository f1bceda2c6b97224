// The transpose kernel of every element size, written once over a register type V whose lanes are `Element`s: a
// vector type of src/ukernels/simd/ for 32-bit elements (Element = float), one of ukernels/transposec/<isa>.h for 8-
// and 16-bit ones (internal linkage: include only from per-ISA files). A tile of TileHeight x TileWidth input
// elements is moved as a grid of kLanes x kLanes blocks: load kLanes rows, V::transpose, store kLanes output rows.
//
// Per-ISA files define XNN_THIS_ISA_IS_<isa> (as XNN_PROBE), V, Element and XNN_TRANSPOSEC_TABLE (the family's table
// header), then include ukernels/transposec/define-kernels.h.
#pragma once

#include "ukernels/simd/bits.h"
#include "ukernels/transposec/transposec.h"

namespace {

// One kLanes x kLanes block: `rows` valid input rows of `cols` valid elements (both <= kLanes). Lanes past the block
// are never read; output rows past `cols` and elements past `rows` are never written.
template <class V, class Element, bool kFull>
void transpose_block(const char* in, size_t input_stride, char* out, size_t output_stride, size_t rows, size_t cols) {
  constexpr size_t kLanes = V::kLanes;
  typename V::reg r[kLanes];
#pragma GCC unroll 16
  for (size_t i = 0; i < kLanes; i++) {
    if (kFull) {
      r[i] = load_bits<V>(in + i * input_stride);
    } else if (i < rows) {
      const Element* row = reinterpret_cast<const Element*>(in + i * input_stride);
      r[i] = cols == kLanes ? load_bits<V>(row) : V::load_tail(row, cols);
    } else {
      r[i] = V::zero();
    }
  }
  V::transpose(r);
#pragma GCC unroll 16
  for (size_t j = 0; j < kLanes; j++) {
    if (kFull) {
      store_bits<V>(out + j * output_stride, r[j]);
    } else if (j < cols) {
      Element* row = reinterpret_cast<Element*>(out + j * output_stride);
      if (rows == kLanes) {
        store_bits<V>(row, r[j]);
      } else {
        V::store_tail(row, r[j], rows);
      }
    }
  }
}

// Rows per panel: the kernel walks panels of kPanelRows input rows top to bottom, and in each panel the column
// strips left to right. A strip then touches kPanelRows input rows and TileWidth output rows (few pages, in L1),
// and writes kPanelRows elements of each output row.
constexpr size_t kPanelRows = 64;

template <class V, class Element, size_t TileHeight, size_t TileWidth>
void transposec(XNN_TRANSPOSEC_PARAMS) {
  constexpr size_t kLanes = V::kLanes;
  constexpr size_t kPanel = (kPanelRows + TileHeight - 1) / TileHeight * TileHeight;
  constexpr size_t E = sizeof(Element);
  static_assert(TileHeight % kLanes == 0 && TileWidth % kLanes == 0, "tiles are whole register blocks");
  static_assert(sizeof(typename V::reg) == kLanes * E, "a register holds kLanes elements");
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
            for (size_t bj = 0; bj < TileWidth; bj += kLanes) {
              transpose_block<V, Element, true>(in_tile + (y + bi) * input_stride + bj * E, input_stride,
                                                out_tile + bj * output_stride + (y + bi) * E, output_stride, kLanes,
                                                kLanes);
            }
          }
        }
      }
      // The bottom edge of the panel, or the whole strip when it is the narrow right edge.
      for (; y < panel_end; y += kLanes) {
        const size_t rows = panel_end - y < kLanes ? panel_end - y : kLanes;
        for (size_t bj = 0; bj < width; bj += kLanes) {
          const size_t cols = width - bj < kLanes ? width - bj : kLanes;
          transpose_block<V, Element, false>(in_tile + y * input_stride + bj * E, input_stride,
                                             out_tile + bj * output_stride + y * E, output_stride, rows, cols);
        }
      }
    }
  }
}

}  // namespace
