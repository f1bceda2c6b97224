// What the transpose families (x8-, x16-, x32-transposec) share: the kernel signature and a table row.
//
// Contract (XNNPACK's transposec, for elements of E = 1, 2 or 4 bytes; bits move unchanged, NaN payloads included):
//   output[j][i] = input[i][j] for i < block_height, j < block_width.
//   input          block_height rows of block_width elements, input_stride bytes apart.
//   output         block_width rows of block_height elements, output_stride bytes apart.
//   block_width, block_height > 0; input_stride >= E * block_width when block_height > 1, output_stride >=
//   E * block_height when block_width > 1; input and output do not overlap.
// Kernels read nothing outside the input block and write nothing outside the output block (tiles at the right and
// bottom edges use partial loads and stores). Unlike XNNPACK's kernels they take no params argument.
//
// Names: xnn_x<bits>_transposec_ukernel__<tile_height>x<tile_width>_<isa>, the tile being the input rows x columns
// moved per step (a whole number of register blocks); `_nt` for a streaming row (XNN_UKERNEL_TRANSPOSEC_STREAM), which
// writes each whole output line with non-temporal stores when the output is 64-byte aligned with rows a multiple of
// 64 bytes apart (the plain kernel's stores otherwise): for outputs larger than the caches, which it does not fill
// and whose lines it does not read before writing them (transposec-config.h). Default choices skip streaming rows.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_TRANSPOSEC_PARAMS                                                                                 \
  const void* input, void* output, size_t input_stride, size_t output_stride, size_t block_width, \
      size_t block_height

typedef void (*xnn_transposec_ukernel_fn)(XNN_TRANSPOSEC_PARAMS);

// Declares a family's kernels: expand a table with it.
#define XNN_DECLARE_TRANSPOSEC(isa, fn, tile_height, tile_width) \
  XNN_IF_ON_TARGET(isa, extern "C" void fn(XNN_TRANSPOSEC_PARAMS);)

#define XNN_DECLARE_TRANSPOSEC_STREAM XNN_DECLARE_TRANSPOSEC

// A table row as an initializer of xnn_transposec_info (tables.cc).
#define XNN_TRANSPOSEC_ROW(isa, fn, tile_height, tile_width) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile_height, tile_width, false}, )
#define XNN_TRANSPOSEC_ROW_STREAM(isa, fn, tile_height, tile_width) \
  XNN_IF_ON_TARGET(isa, {#fn, fn, xnn_isa::isa, tile_height, tile_width, true}, )

struct xnn_transposec_info {
  const char* name;
  xnn_transposec_ukernel_fn fn;
  xnn_isa isa;
  uint8_t tile_height;  // input rows per step
  uint8_t tile_width;   // input columns (output rows) per step
  bool streaming;       // non-temporal stores (an `_nt` row)
};
