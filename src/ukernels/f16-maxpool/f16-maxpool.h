// f16 max pooling kernels with output clamping.
//
// Contract: the f32 one (below, as in src/ukernels/f32-maxpool/f32-maxpool.h) with rows and output of IEEE halves
// (uint16_t bits) and xnn_f16_minmax_params bounds (0xFC00 / 0x7C00 leave a side unclamped). The kernels convert
// halves to fp32 and back: both conversions are exact for every half, so the result is the exact maximum, bit for
// bit, NaN payloads aside (a NaN comes back quiet).
// For each of `output_pixels` pixels, out[c] = clamp(max over its kernel_elements rows of row[c], min, max)
// for every channel c < channels. NaN in any row gives NaN (on every ISA); max(-0, +0) may be either zero.
//   input             indirection buffer: kernel_elements row pointers per pixel, each rebased by adding
//                     input_offset bytes; after them, input_increment more bytes to the next pixel's pointers.
//   output            `channels` halves per pixel, then output_increment bytes to the next pixel.
// Unipass `9x` kernels take 1..9 rows; multipass `9p8x` kernels any number: a first pass of 9 rows, then passes of
// up to 8 that keep the running maximum in the output itself. Kernels may read XNN_EXTRA_BYTES past a row.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"
#include "ukernels/pooling/pool-info.h"

#define XNN_F16_MAXPOOL_UNIPASS_PARAMS                                                                     \
  size_t output_pixels, size_t kernel_elements, size_t channels, const uint16_t **input, size_t input_offset, \
      uint16_t *output, size_t input_increment, size_t output_increment, const xnn_f16_minmax_params *params
#define XNN_F16_MAXPOOL_MULTIPASS_PARAMS                                                                   \
  size_t output_pixels, size_t kernel_elements, size_t channels, const uint16_t **input, size_t input_offset, \
      uint16_t *output, size_t input_increment, size_t output_increment, const xnn_f16_minmax_params *params

typedef void (*xnn_f16_maxpool_unipass_ukernel_fn)(XNN_F16_MAXPOOL_UNIPASS_PARAMS);
typedef void (*xnn_f16_maxpool_multipass_ukernel_fn)(XNN_F16_MAXPOOL_MULTIPASS_PARAMS);

extern "C" {
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F16_MAXPOOL_UNIPASS_PARAMS);)
#include "ukernels/f16-maxpool/unipass-table.h"
#undef XNN_UKERNEL_POOL
#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F16_MAXPOOL_MULTIPASS_PARAMS);)
#include "ukernels/f16-maxpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
}

using xnn_f16_maxpool_unipass_info = xnn_pool_ukernel_info<xnn_f16_maxpool_unipass_ukernel_fn>;
using xnn_f16_maxpool_multipass_info = xnn_pool_ukernel_info<xnn_f16_maxpool_multipass_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_f16_maxpool_unipass_info xnn_f16_maxpool_unipass_ukernels[];
extern const size_t xnn_f16_maxpool_unipass_ukernel_count;
extern const xnn_f16_maxpool_multipass_info xnn_f16_maxpool_multipass_ukernels[];
extern const size_t xnn_f16_maxpool_multipass_ukernel_count;
