// f16 average pooling kernels with output clamping: fp32 accumulation (`f16_f32acc` rows), or native fp16
// arithmetic (`f16` rows, neonfp16arith).
//
// Contract: the f32 one (below, as in src/ukernels/f32-avgpool/f32-avgpool.h) with rows, zero row and output of IEEE
// halves (uint16_t bits) and xnn_f16_scaleminmax_params (scale, min, max as halves; 0xFC00 / 0x7C00 leave a side
// unclamped). The kernels convert the halves exactly, sum and scale in fp32 (the multipass buffer holds the fp32
// running sums) and round once on store: a result is within one fp16 ulp of the exact clamped value plus (rows + 2) *
// 2^-24 times the scaled sum of the magnitudes (docs/kernels.md, "Half precision"). Native rows round every sum and
// the scaling to fp16 (the buffer then holds half running sums): within one fp16 ulp plus (rows + 2) * (2^-11 times
// the scaled sum of magnitudes + 2^-25), and a running sum may overflow to infinity where the unscaled sum of the
// magnitudes exceeds the largest half.
// The f32 contract: for each of `output_pixels` pixels, out[c] = clamp(scale * sum over its kernel_elements rows
// of row[c], min, max) for every channel c < channels (scale is 1 / kernel_elements for a plain average).
//   input             indirection buffer: kernel_elements row pointers per pixel; a pointer equal to `zero` (a row of
//                     at least `channels` zeros, for padding) is used as is, every other one is rebased by adding
//                     input_offset bytes; after them, input_increment more bytes to the next pixel's pointers.
//   buffer            multipass only: scratch of `channels` floats (plus XNN_EXTRA_BYTES), private to the call.
//   output            `channels` halves per pixel, then output_increment bytes to the next pixel.
// Unipass `9x` kernels take 1..9 rows; multipass `9p8x` kernels any number: a first pass of 9 rows, then passes of
// up to 8. Kernels may read XNN_EXTRA_BYTES past a row.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"
#include "ukernels/pooling/pool-info.h"

#define XNN_F16_AVGPOOL_UNIPASS_PARAMS                                                                         \
  size_t output_pixels, size_t kernel_elements, size_t channels, const uint16_t **input, size_t input_offset, \
      const uint16_t *zero, uint16_t *output, size_t input_increment, size_t output_increment,               \
      const xnn_f16_scaleminmax_params *params
#define XNN_F16_AVGPOOL_MULTIPASS_PARAMS                                                                       \
  size_t output_pixels, size_t kernel_elements, size_t channels, const uint16_t **input, size_t input_offset, \
      const uint16_t *zero, float *buffer, uint16_t *output, size_t input_increment, size_t output_increment, \
      const xnn_f16_scaleminmax_params *params

typedef void (*xnn_f16_avgpool_unipass_ukernel_fn)(XNN_F16_AVGPOOL_UNIPASS_PARAMS);
typedef void (*xnn_f16_avgpool_multipass_ukernel_fn)(XNN_F16_AVGPOOL_MULTIPASS_PARAMS);

extern "C" {
#define XNN_UKERNEL_POOL(isa, fn, primary_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F16_AVGPOOL_UNIPASS_PARAMS);)
#include "ukernels/f16-avgpool/unipass-table.h"
#undef XNN_UKERNEL_POOL
#define XNN_UKERNEL_POOL_MULTIPASS(isa, fn, primary_tile, incremental_tile, channel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F16_AVGPOOL_MULTIPASS_PARAMS);)
#include "ukernels/f16-avgpool/multipass-table.h"
#undef XNN_UKERNEL_POOL_MULTIPASS
}

using xnn_f16_avgpool_unipass_info = xnn_pool_ukernel_info<xnn_f16_avgpool_unipass_ukernel_fn>;
using xnn_f16_avgpool_multipass_info = xnn_pool_ukernel_info<xnn_f16_avgpool_multipass_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_f16_avgpool_unipass_info xnn_f16_avgpool_unipass_ukernels[];
extern const size_t xnn_f16_avgpool_unipass_ukernel_count;
extern const xnn_f16_avgpool_multipass_info xnn_f16_avgpool_multipass_ukernels[];
extern const size_t xnn_f16_avgpool_multipass_ukernel_count;
