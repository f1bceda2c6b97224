// 8-bit table lookup: y[i] = table[x[i]] for any 256-entry byte table. The quantized unary operators run every op
// without a dedicated kernel through it, with a table built once at create (src/operators/quantized-lut.h).
//
// Contract: batch is the number of BYTES of x and y (non-zero); table has 256 bytes (no alignment); y may equal x
// (in place), otherwise they do not overlap; kernels may read XNN_EXTRA_BYTES past the end of x and never write past
// the end of y.
// Names follow XNNPACK: xnn_x8_lut_ukernel__<isa>[_<variant>]_u<tile>, the tile being bytes per main-loop iteration.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_X8_LUT_PARAMS size_t batch, const uint8_t* x, uint8_t* y, const uint8_t* table
typedef void (*xnn_x8_lut_ukernel_fn)(XNN_X8_LUT_PARAMS);

extern "C" {
#define XNN_UKERNEL_LUT(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_X8_LUT_PARAMS);)
#include "ukernels/x8-lut/lut-table.h"
#undef XNN_UKERNEL_LUT
}

struct xnn_x8_lut_info {
  const char* name;
  xnn_x8_lut_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;  // bytes per main-loop iteration
};

extern const xnn_x8_lut_info xnn_x8_lut_ukernels[];
extern const size_t xnn_x8_lut_ukernel_count;
