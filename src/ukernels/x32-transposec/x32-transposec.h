// 32-bit transpose of a block: output[j][i] = input[i][j] for i < block_height, j < block_width. Bits move unchanged
// (any 32-bit type, NaN payloads included).
//
// Contract (XNNPACK's transposec):
//   input          block_height rows of block_width 32-bit elements, input_stride bytes apart.
//   output         block_width rows of block_height elements, output_stride bytes apart.
//   block_width, block_height > 0; input_stride >= 4 * block_width when block_height > 1, output_stride >=
//   4 * block_height when block_width > 1; input and output do not overlap.
// Kernels read nothing outside the input block and write nothing outside the output block (tiles at the right and
// bottom edges use partial loads and stores). Unlike XNNPACK's kernels they take no params argument.
//
// Names follow XNNPACK: xnn_x32_transposec_ukernel__<tile_height>x<tile_width>_<isa>, the tile being the input
// rows x columns moved per step (a whole number of kLanes x kLanes register blocks).
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_X32_TRANSPOSEC_PARAMS                                                                        \
  const uint32_t* input, uint32_t* output, size_t input_stride, size_t output_stride, size_t block_width, \
      size_t block_height

typedef void (*xnn_x32_transposec_ukernel_fn)(XNN_X32_TRANSPOSEC_PARAMS);

extern "C" {
#define XNN_UKERNEL_TRANSPOSEC(isa, fn, tile_height, tile_width) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_X32_TRANSPOSEC_PARAMS);)
#include "ukernels/x32-transposec/transposec-table.h"
#undef XNN_UKERNEL_TRANSPOSEC
}

struct xnn_x32_transposec_info {
  const char* name;
  xnn_x32_transposec_ukernel_fn fn;
  xnn_isa isa;
  uint8_t tile_height;  // input rows per step
  uint8_t tile_width;   // input columns (output rows) per step
};

extern const xnn_x32_transposec_info xnn_x32_transposec_ukernels[];
extern const size_t xnn_x32_transposec_ukernel_count;
