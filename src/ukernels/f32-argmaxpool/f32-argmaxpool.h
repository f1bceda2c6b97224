// f32 argmax pooling kernels: the maximum of each channel over a pixel's rows, and where it was.
//
// Contract: for each of `output_pixels` pixels and every channel c < channels, out[c] = the largest row[c] over its
// kernel_elements rows and index[c] = the position (0-based, in indirection order) of its first occurrence. A row
// replaces the running maximum only when strictly greater: ties keep the lower index, and a NaN never replaces a
// number (XNNPACK's rule; a NaN in row 0 stays).
//   input             indirection buffer: kernel_elements row pointers per pixel, each rebased by adding
//                     input_offset bytes; after them, input_increment more bytes to the next pixel's pointers.
//   output, index     `channels` values and indices per pixel; output then skips output_increment bytes, index is
//                     dense.
//   value_buffer, index_buffer   multipass only: scratch of `channels` floats and indices, private to the call.
// Unipass `9x` kernels take 1..9 rows; multipass `9p8x` kernels any number (a first pass of 9, then up to 8 at a
// time). Kernels may read XNN_EXTRA_BYTES past a row.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"
#include "ukernels/pooling/pool-info.h"

#define XNN_F32_ARGMAXPOOL_UNIPASS_PARAMS                                                                  \
  size_t output_pixels, size_t kernel_elements, size_t channels, const float **input, size_t input_offset, \
      float *output, uint32_t *index, size_t input_increment, size_t output_increment
#define XNN_F32_ARGMAXPOOL_MULTIPASS_PARAMS                                                                \
  size_t output_pixels, size_t kernel_elements, size_t channels, const float **input, size_t input_offset, \
      float *value_buffer, uint32_t *index_buffer, float *output, uint32_t *index, size_t input_increment, \
      size_t output_increment

typedef void (*xnn_f32_argmaxpool_unipass_ukernel_fn)(XNN_F32_ARGMAXPOOL_UNIPASS_PARAMS);
typedef void (*xnn_f32_argmaxpool_multipass_ukernel_fn)(XNN_F32_ARGMAXPOOL_MULTIPASS_PARAMS);

extern "C" {
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F32_ARGMAXPOOL_UNIPASS_PARAMS);)
#include "ukernels/f32-argmaxpool/unipass-table.h"
#undef XNN_UKERNEL_POOL
#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F32_ARGMAXPOOL_MULTIPASS_PARAMS);)
#include "ukernels/f32-argmaxpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
}

using xnn_f32_argmaxpool_unipass_info = xnn_pool_ukernel_info<xnn_f32_argmaxpool_unipass_ukernel_fn>;
using xnn_f32_argmaxpool_multipass_info = xnn_pool_ukernel_info<xnn_f32_argmaxpool_multipass_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_f32_argmaxpool_unipass_info xnn_f32_argmaxpool_unipass_ukernels[];
extern const size_t xnn_f32_argmaxpool_unipass_ukernel_count;
extern const xnn_f32_argmaxpool_multipass_info xnn_f32_argmaxpool_multipass_ukernels[];
extern const size_t xnn_f32_argmaxpool_multipass_ukernel_count;
