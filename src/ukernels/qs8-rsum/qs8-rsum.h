// 8-bit sums with int32 accumulators, the integer half of a quantized sum or mean (the operator subtracts the zero
// points and requantizes): the sum of a row (rsum) and the per-channel sum over the rows of a [rows x channels]
// block (rdsum), for qs8 (int8) and qu8 (uint8) inputs. Both accumulate into their output, so a reduction can be
// split into calls over its rows (the operator seeds the sums once).
//
// Contracts (sizes and strides in BYTES, which for 8-bit inputs are also element counts):
//   rsum   output[0] += sum(input[0 .. batch)); batch > 0.
//   rdsum  output[c] += sum_r input[r * input_stride + c] for c < channels; rows, channels > 0.
// The sums are exact as long as no int32 overflows: callers keep 255 * (the number of elements added into one
// output over all calls) below 2^31. Kernels read no byte past a row and write no int32 past the output.
//
// Names follow XNNPACK: xnn_q{s,u}8_rsum_ukernel__<isa>_u<tile>[_acc<acc>] and
// xnn_q{s,u}8_rdsum_ukernel_7p7x__<isa>_u<channel tile> (7 rows added per pass over the running sums).
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_QS8_RSUM_PARAMS size_t batch, const int8_t* input, int32_t* output
#define XNN_QU8_RSUM_PARAMS size_t batch, const uint8_t* input, int32_t* output
#define XNN_QS8_RDSUM_PARAMS size_t rows, size_t channels, const int8_t* input, size_t input_stride, int32_t* output
#define XNN_QU8_RDSUM_PARAMS size_t rows, size_t channels, const uint8_t* input, size_t input_stride, int32_t* output

typedef void (*xnn_qs8_rsum_ukernel_fn)(XNN_QS8_RSUM_PARAMS);
typedef void (*xnn_qu8_rsum_ukernel_fn)(XNN_QU8_RSUM_PARAMS);
typedef void (*xnn_qs8_rdsum_ukernel_fn)(XNN_QS8_RDSUM_PARAMS);
typedef void (*xnn_qu8_rdsum_ukernel_fn)(XNN_QU8_RDSUM_PARAMS);

extern "C" {
#define XNN_UKERNEL_RSUM(isa, fn, tile, acc) XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_RSUM_PARAMS);)
#include "ukernels/qs8-rsum/qs8-rsum-table.h"
#undef XNN_UKERNEL_RSUM
#define XNN_UKERNEL_RSUM(isa, fn, tile, acc) XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_RSUM_PARAMS);)
#include "ukernels/qs8-rsum/qu8-rsum-table.h"
#undef XNN_UKERNEL_RSUM
#define XNN_UKERNEL_RDSUM(isa, fn, row_tile, channel_tile) XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_RDSUM_PARAMS);)
#include "ukernels/qs8-rsum/qs8-rdsum-table.h"
#undef XNN_UKERNEL_RDSUM
#define XNN_UKERNEL_RDSUM(isa, fn, row_tile, channel_tile) XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_RDSUM_PARAMS);)
#include "ukernels/qs8-rsum/qu8-rdsum-table.h"
#undef XNN_UKERNEL_RDSUM
}

template <class Fn>
struct xnn_x8_rsum_info {
  const char* name;
  Fn fn;
  xnn_isa isa;
  uint16_t tile;  // bytes per main-loop iteration
  uint8_t acc;    // accumulator groups
};

template <class Fn>
struct xnn_x8_rdsum_info {
  const char* name;
  Fn fn;
  xnn_isa isa;
  uint8_t row_tile;       // rows added per pass over the running sums
  uint16_t channel_tile;  // channels of the running sums in registers at a time
};

using xnn_qs8_rsum_info = xnn_x8_rsum_info<xnn_qs8_rsum_ukernel_fn>;
using xnn_qu8_rsum_info = xnn_x8_rsum_info<xnn_qu8_rsum_ukernel_fn>;
using xnn_qs8_rdsum_info = xnn_x8_rdsum_info<xnn_qs8_rdsum_ukernel_fn>;
using xnn_qu8_rdsum_info = xnn_x8_rdsum_info<xnn_qu8_rdsum_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_qs8_rsum_info xnn_qs8_rsum_ukernels[];
extern const size_t xnn_qs8_rsum_ukernel_count;
extern const xnn_qu8_rsum_info xnn_qu8_rsum_ukernels[];
extern const size_t xnn_qu8_rsum_ukernel_count;
extern const xnn_qs8_rdsum_info xnn_qs8_rdsum_ukernels[];
extern const size_t xnn_qs8_rdsum_ukernel_count;
extern const xnn_qu8_rdsum_info xnn_qu8_rdsum_ukernels[];
extern const size_t xnn_qu8_rdsum_ukernel_count;
