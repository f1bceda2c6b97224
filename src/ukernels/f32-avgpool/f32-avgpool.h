// f32 average pooling kernels with output clamping.
//
// Contract: for each of `output_pixels` pixels, out[c] = clamp(scale * sum over its kernel_elements rows of row[c],
// min, max) for every channel c < channels (scale is 1 / kernel_elements for a plain average).
//   input             indirection buffer: kernel_elements row pointers per pixel; a pointer equal to `zero` (a row of
//                     at least `channels` zeros, for padding) is used as is, every other one is rebased by adding
//                     input_offset bytes; after them, input_increment more bytes to the next pixel's pointers.
//   buffer            multipass only: scratch of `channels` floats (plus XNN_EXTRA_BYTES), private to the call.
//   output            `channels` floats per pixel, then output_increment bytes to the next pixel.
// Unipass `9x` kernels take 1..9 rows; multipass `9p8x` kernels any number: a first pass of 9 rows, then passes of
// up to 8. Kernels may read XNN_EXTRA_BYTES past a row.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"
#include "ukernels/pooling/pool-info.h"

#define XNN_F32_AVGPOOL_UNIPASS_PARAMS                                                                     \
  size_t output_pixels, size_t kernel_elements, size_t channels, const float **input, size_t input_offset, \
      const float *zero, float *output, size_t input_increment, size_t output_increment,                   \
      const xnn_f32_scaleminmax_params *params
#define XNN_F32_AVGPOOL_MULTIPASS_PARAMS                                                                   \
  size_t output_pixels, size_t kernel_elements, size_t channels, const float **input, size_t input_offset, \
      const float *zero, float *buffer, float *output, size_t input_increment, size_t output_increment,    \
      const xnn_f32_scaleminmax_params *params

typedef void (*xnn_f32_avgpool_unipass_ukernel_fn)(XNN_F32_AVGPOOL_UNIPASS_PARAMS);
typedef void (*xnn_f32_avgpool_multipass_ukernel_fn)(XNN_F32_AVGPOOL_MULTIPASS_PARAMS);

extern "C" {
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F32_AVGPOOL_UNIPASS_PARAMS);)
#include "ukernels/f32-avgpool/unipass-table.h"
#undef XNN_UKERNEL_POOL
#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F32_AVGPOOL_MULTIPASS_PARAMS);)
#include "ukernels/f32-avgpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
}

using xnn_f32_avgpool_unipass_info = xnn_pool_ukernel_info<xnn_f32_avgpool_unipass_ukernel_fn>;
using xnn_f32_avgpool_multipass_info = xnn_pool_ukernel_info<xnn_f32_avgpool_multipass_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_f32_avgpool_unipass_info xnn_f32_avgpool_unipass_ukernels[];
extern const size_t xnn_f32_avgpool_unipass_ukernel_count;
extern const xnn_f32_avgpool_multipass_info xnn_f32_avgpool_multipass_ukernels[];
extern const size_t xnn_f32_avgpool_multipass_ukernel_count;
