// s8 and u8 max pooling kernels with output clamping: integer max over the window's rows (the u8 kernels are the
// unsigned twins of the s8 ones, same tiles, same body).
//
// Contract: for each of `output_pixels` pixels, out[c] = clamp(max over its kernel_elements rows of row[c], min, max)
// for every channel c < channels.
//   input             indirection buffer: kernel_elements row pointers per pixel, each rebased by adding
//                     input_offset bytes; after them, input_increment more bytes to the next pixel's pointers.
//   output            `channels` bytes per pixel, then output_increment bytes to the next pixel.
// Unipass `9x` kernels take 1..9 rows; multipass `9p8x` kernels any number: a first pass of 9 rows, then passes of
// up to 8 that keep the running maximum in the output itself. Kernels read no byte past a row's `channels`.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/pooling/pool-info.h"

struct xnn_s8_minmax_params {
  int8_t min;
  int8_t max;
};

#define XNN_S8_MAXPOOL_PARAMS                                                                                \
  size_t output_pixels, size_t kernel_elements, size_t channels, const int8_t **input, size_t input_offset, \
      int8_t *output, size_t input_increment, size_t output_increment, const xnn_s8_minmax_params *params

typedef void (*xnn_s8_maxpool_ukernel_fn)(XNN_S8_MAXPOOL_PARAMS);

struct xnn_u8_minmax_params {
  uint8_t min;
  uint8_t max;
};

#define XNN_U8_MAXPOOL_PARAMS                                                                                  \
  size_t output_pixels, size_t kernel_elements, size_t channels, const uint8_t **input, size_t input_offset, \
      uint8_t *output, size_t input_increment, size_t output_increment, const xnn_u8_minmax_params *params

typedef void (*xnn_u8_maxpool_ukernel_fn)(XNN_U8_MAXPOOL_PARAMS);

extern "C" {
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) XNN_IF_ON_TARGET(isa, void fn(XNN_S8_MAXPOOL_PARAMS);)
#include "ukernels/s8-maxpool/unipass-table.h"
#undef XNN_UKERNEL_POOL
#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_S8_MAXPOOL_PARAMS);)
#include "ukernels/s8-maxpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) XNN_IF_ON_TARGET(isa, void fn(XNN_U8_MAXPOOL_PARAMS);)
#include "ukernels/s8-maxpool/u8-unipass-table.h"
#undef XNN_UKERNEL_POOL
#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_U8_MAXPOOL_PARAMS);)
#include "ukernels/s8-maxpool/u8-multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
}

using xnn_s8_maxpool_unipass_info = xnn_pool_ukernel_info<xnn_s8_maxpool_ukernel_fn>;
using xnn_s8_maxpool_multipass_info = xnn_pool_ukernel_info<xnn_s8_maxpool_ukernel_fn>;
using xnn_u8_maxpool_unipass_info = xnn_pool_ukernel_info<xnn_u8_maxpool_ukernel_fn>;
using xnn_u8_maxpool_multipass_info = xnn_pool_ukernel_info<xnn_u8_maxpool_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_s8_maxpool_unipass_info xnn_s8_maxpool_unipass_ukernels[];
extern const size_t xnn_s8_maxpool_unipass_ukernel_count;
extern const xnn_s8_maxpool_multipass_info xnn_s8_maxpool_multipass_ukernels[];
extern const size_t xnn_s8_maxpool_multipass_ukernel_count;
extern const xnn_u8_maxpool_unipass_info xnn_u8_maxpool_unipass_ukernels[];
extern const size_t xnn_u8_maxpool_unipass_ukernel_count;
extern const xnn_u8_maxpool_multipass_info xnn_u8_maxpool_multipass_ukernels[];
extern const size_t xnn_u8_maxpool_multipass_ukernel_count;
