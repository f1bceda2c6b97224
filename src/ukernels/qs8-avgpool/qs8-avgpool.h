// qs8 and qu8 average pooling kernels with fp32 requantization (the qu8 kernels are the same body over uint8_t:
// src/ukernels/pooling/q8-pool-template.h).
//
// Contract: for each of `output_pixels` pixels, out[c] = xnn_requantize_fp32(bias + sum over its kernel_elements
// rows of row[c], scale, output) for every channel c < channels (src/ukernels/requantization.h). An average over
// `count` taps inside the image takes bias = -count * input_zero_point and scale = input_scale / (output_scale *
// count), the padding taps pointing at `zero` (docs/kernels.md, "Quantized kernels"). The int32 sum wraps; callers
// keep 256 * kernel_elements below 2^31.
//   input             indirection buffer: kernel_elements row pointers per pixel; a pointer equal to `zero` (a row of
//                     at least `channels` zero bytes) is used as is, every other one is rebased by adding
//                     input_offset bytes; after them, input_increment more bytes to the next pixel's pointers.
//   buffer            multipass only: scratch of `channels` rounded up to 16 int32, private to the call.
//   output            `channels` elements per pixel, then output_increment bytes to the next pixel.
// Unipass `9x` kernels take 1..9 rows; multipass `9p8x` kernels any number: a first pass of 9 rows, then passes of
// up to 8. Kernels read no byte past a row's `channels`.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"
#include "ukernels/pooling/pool-info.h"
#include "ukernels/qs8-gavgpool/qs8-gavgpool.h"

using xnn_qs8_avgpool_params = xnn_qs8_gavgpool_params;
using xnn_qu8_avgpool_params = xnn_qs8_gavgpool_params;

#define XNN_Q8_AVGPOOL_UNIPASS_PARAMS(T)                                                                      \
  size_t output_pixels, size_t kernel_elements, size_t channels, const T **input, size_t input_offset,     \
      const T *zero, T *output, size_t input_increment, size_t output_increment,                          \
      const xnn_qs8_avgpool_params *params
#define XNN_Q8_AVGPOOL_MULTIPASS_PARAMS(T)                                                                    \
  size_t output_pixels, size_t kernel_elements, size_t channels, const T **input, size_t input_offset,     \
      const T *zero, int32_t *buffer, T *output, size_t input_increment, size_t output_increment,          \
      const xnn_qs8_avgpool_params *params
#define XNN_QS8_AVGPOOL_UNIPASS_PARAMS XNN_Q8_AVGPOOL_UNIPASS_PARAMS(int8_t)
#define XNN_QS8_AVGPOOL_MULTIPASS_PARAMS XNN_Q8_AVGPOOL_MULTIPASS_PARAMS(int8_t)
#define XNN_QU8_AVGPOOL_UNIPASS_PARAMS XNN_Q8_AVGPOOL_UNIPASS_PARAMS(uint8_t)
#define XNN_QU8_AVGPOOL_MULTIPASS_PARAMS XNN_Q8_AVGPOOL_MULTIPASS_PARAMS(uint8_t)

typedef void (*xnn_qs8_avgpool_unipass_ukernel_fn)(XNN_QS8_AVGPOOL_UNIPASS_PARAMS);
typedef void (*xnn_qs8_avgpool_multipass_ukernel_fn)(XNN_QS8_AVGPOOL_MULTIPASS_PARAMS);
typedef void (*xnn_qu8_avgpool_unipass_ukernel_fn)(XNN_QU8_AVGPOOL_UNIPASS_PARAMS);
typedef void (*xnn_qu8_avgpool_multipass_ukernel_fn)(XNN_QU8_AVGPOOL_MULTIPASS_PARAMS);

extern "C" {
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_AVGPOOL_UNIPASS_PARAMS);)
#include "ukernels/qs8-avgpool/unipass-table.h"
#undef XNN_UKERNEL_POOL
#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_AVGPOOL_MULTIPASS_PARAMS);)
#include "ukernels/qs8-avgpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_AVGPOOL_UNIPASS_PARAMS);)
#include "ukernels/qs8-avgpool/u8-unipass-table.h"
#undef XNN_UKERNEL_POOL
#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_AVGPOOL_MULTIPASS_PARAMS);)
#include "ukernels/qs8-avgpool/u8-multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
}

using xnn_qs8_avgpool_unipass_info = xnn_pool_ukernel_info<xnn_qs8_avgpool_unipass_ukernel_fn>;
using xnn_qs8_avgpool_multipass_info = xnn_pool_ukernel_info<xnn_qs8_avgpool_multipass_ukernel_fn>;
using xnn_qu8_avgpool_unipass_info = xnn_pool_ukernel_info<xnn_qu8_avgpool_unipass_ukernel_fn>;
using xnn_qu8_avgpool_multipass_info = xnn_pool_ukernel_info<xnn_qu8_avgpool_multipass_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_qs8_avgpool_unipass_info xnn_qs8_avgpool_unipass_ukernels[];
extern const size_t xnn_qs8_avgpool_unipass_ukernel_count;
extern const xnn_qs8_avgpool_multipass_info xnn_qs8_avgpool_multipass_ukernels[];
extern const size_t xnn_qs8_avgpool_multipass_ukernel_count;
extern const xnn_qu8_avgpool_unipass_info xnn_qu8_avgpool_unipass_ukernels[];
extern const size_t xnn_qu8_avgpool_unipass_ukernel_count;
extern const xnn_qu8_avgpool_multipass_info xnn_qu8_avgpool_multipass_ukernels[];
extern const size_t xnn_qu8_avgpool_multipass_ukernel_count;
