// f32 global average pooling kernels with output clamping: a reduction of rows to one row.
//
// Contract: out[c] = clamp(scale * sum over `rows` rows of row[c], min, max) for every channel c < channels, where
// row r starts input_stride * r bytes after `input` (scale is 1 / rows for a mean).
//   zero              a row of at least `channels` zeros (pads the last pass).
//   buffer            multipass only: scratch of `channels` floats (plus XNN_EXTRA_BYTES), private to the call.
// Unipass `7x` kernels take 1..7 rows; multipass `7p7x` kernels any number: a first pass of 7 rows, then passes of
// up to 7. Kernels may read XNN_EXTRA_BYTES past a row.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"
#include "ukernels/pooling/pool-info.h"

#define XNN_F32_GAVGPOOL_UNIPASS_PARAMS                                                                    \
  size_t rows, size_t channels, const float *input, size_t input_stride, const float *zero, float *output, \
      const xnn_f32_scaleminmax_params *params
#define XNN_F32_GAVGPOOL_MULTIPASS_PARAMS                                                                  \
  size_t rows, size_t channels, const float *input, size_t input_stride, const float *zero, float *buffer, \
      float *output, const xnn_f32_scaleminmax_params *params

typedef void (*xnn_f32_gavgpool_unipass_ukernel_fn)(XNN_F32_GAVGPOOL_UNIPASS_PARAMS);
typedef void (*xnn_f32_gavgpool_multipass_ukernel_fn)(XNN_F32_GAVGPOOL_MULTIPASS_PARAMS);

extern "C" {
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F32_GAVGPOOL_UNIPASS_PARAMS);)
#include "ukernels/f32-gavgpool/unipass-table.h"
#undef XNN_UKERNEL_POOL
#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F32_GAVGPOOL_MULTIPASS_PARAMS);)
#include "ukernels/f32-gavgpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
}

using xnn_f32_gavgpool_unipass_info = xnn_pool_ukernel_info<xnn_f32_gavgpool_unipass_ukernel_fn>;
using xnn_f32_gavgpool_multipass_info = xnn_pool_ukernel_info<xnn_f32_gavgpool_multipass_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_f32_gavgpool_unipass_info xnn_f32_gavgpool_unipass_ukernels[];
extern const size_t xnn_f32_gavgpool_unipass_ukernel_count;
extern const xnn_f32_gavgpool_multipass_info xnn_f32_gavgpool_multipass_ukernels[];
extern const size_t xnn_f32_gavgpool_multipass_ukernel_count;
