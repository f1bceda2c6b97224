// Byte movers for rows of any element type: copy, fill with a 32-bit pattern, and pad (fill, copy, fill).
//
// Contracts (XNNPACK's, every size and stride in BYTES, any alignment):
//   copy  rows x channels bytes from input (input_stride apart) to output (output_stride apart); output may equal
//         input (in place), otherwise they do not overlap. rows > 0.
//   fill  rows x channels bytes of output with the pattern: byte i of a row gets byte (i % 4) of fill_pattern in
//         little-endian order. rows, channels > 0.
//   pad   per row: pre_padding bytes of pattern, the row's channels bytes of input, post_padding bytes of pattern,
//         each padding run starting at byte 0 of the pattern. Output rows are output_stride apart and do not overlap
//         the input. rows > 0.
// Kernels never read or write outside those bytes. Tails use plain loads and stores only (no masked ones): one
// register ending at the last byte when that keeps the pattern's phase, else power-of-two pieces.
//
// Names follow XNNPACK: xnn_xx_copy_ukernel__<isa>_u<bytes per iteration> (and __scalar_memcpy, one memcpy per row),
// xnn_xx_fill_ukernel__<isa>_u<bytes>, xnn_xx_pad_ukernel_p<register bytes>__<isa>_u<bytes>.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_XX_COPY_PARAMS \
  size_t rows, size_t channels, const void* input, size_t input_stride, void* output, size_t output_stride
#define XNN_XX_FILL_PARAMS size_t rows, size_t channels, void* output, size_t output_stride, uint32_t fill_pattern
#define XNN_XX_PAD_PARAMS                                                                                    \
  size_t rows, size_t channels, size_t pre_padding, size_t post_padding, const void* input, size_t input_stride, \
      void* output, size_t output_stride, uint32_t fill_pattern

typedef void (*xnn_xx_copy_ukernel_fn)(XNN_XX_COPY_PARAMS);
typedef void (*xnn_xx_fill_ukernel_fn)(XNN_XX_FILL_PARAMS);
typedef void (*xnn_xx_pad_ukernel_fn)(XNN_XX_PAD_PARAMS);

extern "C" {
#define XNN_UKERNEL_COPY(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_XX_COPY_PARAMS);)
#include "ukernels/xx-copy/copy-table.h"
#undef XNN_UKERNEL_COPY
#define XNN_UKERNEL_FILL(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_XX_FILL_PARAMS);)
#include "ukernels/xx-copy/fill-table.h"
#undef XNN_UKERNEL_FILL
#define XNN_UKERNEL_PAD(isa, fn, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_XX_PAD_PARAMS);)
#include "ukernels/xx-copy/pad-table.h"
#undef XNN_UKERNEL_PAD
}

// One row of any of the three tables.
template <class Fn>
struct xnn_xx_copy_ukernel_info {
  const char* name;
  Fn fn;
  xnn_isa isa;
  uint16_t tile;  // bytes per main-loop iteration; 0 = the C library's memcpy
};

using xnn_xx_copy_info = xnn_xx_copy_ukernel_info<xnn_xx_copy_ukernel_fn>;
using xnn_xx_fill_info = xnn_xx_copy_ukernel_info<xnn_xx_fill_ukernel_fn>;
using xnn_xx_pad_info = xnn_xx_copy_ukernel_info<xnn_xx_pad_ukernel_fn>;

extern const xnn_xx_copy_info xnn_xx_copy_ukernels[];
extern const size_t xnn_xx_copy_ukernel_count;
extern const xnn_xx_fill_info xnn_xx_fill_ukernels[];
extern const size_t xnn_xx_fill_ukernel_count;
extern const xnn_xx_pad_info xnn_xx_pad_ukernels[];
extern const size_t xnn_xx_pad_ukernel_count;
