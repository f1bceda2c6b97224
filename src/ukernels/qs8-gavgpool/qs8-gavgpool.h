// qs8 and qu8 global average pooling kernels with fp32 requantization: a reduction of rows of 8-bit values to one row
// (the qu8 kernels are the same body over uint8_t: src/ukernels/pooling/q8-pool-template.h).
//
// Contract: out[c] = xnn_requantize_fp32(bias + sum over `rows` rows of row[c], scale, output) for every channel
// c < channels (src/ukernels/requantization.h), where row r starts input_stride * r bytes after `input`. A mean takes
// bias = -rows * input_zero_point and scale = input_scale / (output_scale * rows) (docs/kernels.md, "Quantized
// kernels"); output's zero point and bounds are in the element type's range. The int32 sum wraps; callers keep
// 256 * rows below 2^31.
//   zero              a row of at least `channels` zeros (pads the last pass).
//   buffer            multipass only: scratch of `channels` rounded up to 16 int32, private to the call.
// Unipass `7x` kernels take 1..7 rows; multipass `7p7x` kernels any number: a first pass of 7 rows, then passes of
// up to 7. Kernels read no byte past a row's `channels`.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"
#include "ukernels/pooling/pool-info.h"

struct xnn_qs8_gavgpool_params {
  int32_t bias;    // added once to each channel's sum
  float scale;     // applied to bias + sum
  xnn_qs8_minmax_params output;
};
using xnn_qu8_gavgpool_params = xnn_qs8_gavgpool_params;

#define XNN_Q8_GAVGPOOL_UNIPASS_PARAMS(T)                                                          \
  size_t rows, size_t channels, const T *input, size_t input_stride, const T *zero, T *output, \
      const xnn_qs8_gavgpool_params *params
#define XNN_Q8_GAVGPOOL_MULTIPASS_PARAMS(T)                                                                        \
  size_t rows, size_t channels, const T *input, size_t input_stride, const T *zero, int32_t *buffer, T *output, \
      const xnn_qs8_gavgpool_params *params
#define XNN_QS8_GAVGPOOL_UNIPASS_PARAMS XNN_Q8_GAVGPOOL_UNIPASS_PARAMS(int8_t)
#define XNN_QS8_GAVGPOOL_MULTIPASS_PARAMS XNN_Q8_GAVGPOOL_MULTIPASS_PARAMS(int8_t)
#define XNN_QU8_GAVGPOOL_UNIPASS_PARAMS XNN_Q8_GAVGPOOL_UNIPASS_PARAMS(uint8_t)
#define XNN_QU8_GAVGPOOL_MULTIPASS_PARAMS XNN_Q8_GAVGPOOL_MULTIPASS_PARAMS(uint8_t)

typedef void (*xnn_qs8_gavgpool_unipass_ukernel_fn)(XNN_QS8_GAVGPOOL_UNIPASS_PARAMS);
typedef void (*xnn_qs8_gavgpool_multipass_ukernel_fn)(XNN_QS8_GAVGPOOL_MULTIPASS_PARAMS);
typedef void (*xnn_qu8_gavgpool_unipass_ukernel_fn)(XNN_QU8_GAVGPOOL_UNIPASS_PARAMS);
typedef void (*xnn_qu8_gavgpool_multipass_ukernel_fn)(XNN_QU8_GAVGPOOL_MULTIPASS_PARAMS);

extern "C" {
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_GAVGPOOL_UNIPASS_PARAMS);)
#include "ukernels/qs8-gavgpool/unipass-table.h"
#undef XNN_UKERNEL_POOL
#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_GAVGPOOL_MULTIPASS_PARAMS);)
#include "ukernels/qs8-gavgpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_GAVGPOOL_UNIPASS_PARAMS);)
#include "ukernels/qs8-gavgpool/u8-unipass-table.h"
#undef XNN_UKERNEL_POOL
#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_GAVGPOOL_MULTIPASS_PARAMS);)
#include "ukernels/qs8-gavgpool/u8-multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
}

using xnn_qs8_gavgpool_unipass_info = xnn_pool_ukernel_info<xnn_qs8_gavgpool_unipass_ukernel_fn>;
using xnn_qs8_gavgpool_multipass_info = xnn_pool_ukernel_info<xnn_qs8_gavgpool_multipass_ukernel_fn>;
using xnn_qu8_gavgpool_unipass_info = xnn_pool_ukernel_info<xnn_qu8_gavgpool_unipass_ukernel_fn>;
using xnn_qu8_gavgpool_multipass_info = xnn_pool_ukernel_info<xnn_qu8_gavgpool_multipass_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_qs8_gavgpool_unipass_info xnn_qs8_gavgpool_unipass_ukernels[];
extern const size_t xnn_qs8_gavgpool_unipass_ukernel_count;
extern const xnn_qs8_gavgpool_multipass_info xnn_qs8_gavgpool_multipass_ukernels[];
extern const size_t xnn_qs8_gavgpool_multipass_ukernel_count;
extern const xnn_qu8_gavgpool_unipass_info xnn_qu8_gavgpool_unipass_ukernels[];
extern const size_t xnn_qu8_gavgpool_unipass_ukernel_count;
extern const xnn_qu8_gavgpool_multipass_info xnn_qu8_gavgpool_multipass_ukernels[];
extern const size_t xnn_qu8_gavgpool_multipass_ukernel_count;
