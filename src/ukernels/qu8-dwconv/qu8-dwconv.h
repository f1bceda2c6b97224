// qu8 depthwise convolution kernels (uint8 input, output and weights, one kernel zero point and one scale) with fp32
// requantization: types, declarations and the family's tables as data.
//
// The contract is qs8-qc8w-dwconv.h's with uint8 input and output: for each output pixel and channel c,
//   out[c] = xnn_requantize_fp32(bias'[c] + sum_t in_t[c] * w'_t[c], scale, *params)
// where w' = weight - kernel_zero_point (int16) and bias' are packed by xnn_pack_qu8_dwconv_hwg_w
// (src/packing/dwconv-pack.h), which also writes the one scale into every channel, so the body is the qs8-qc8w one
// (ukernels/qs8-qc8w-dwconv/dwconv-template.h) over uint8 lanes: inputs zero-extended, weights already int16.
// Names: XNNPACK's (`mul32` on x86, `mul16` on NEON and WASM SIMD, `fmagic` scalar); multipass as qs8-qc8w's.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/qs8-qc8w-dwconv/dwconv-params.h"

#define XNN_QU8_DWCONV_UNIPASS_PARAMS XNN_Q8_DWCONV_UNIPASS_PARAMS(uint8_t)
#define XNN_QU8_DWCONV_MULTIPASS_PARAMS XNN_Q8_DWCONV_MULTIPASS_PARAMS(uint8_t)

typedef void (*xnn_qu8_dwconv_minmax_unipass_ukernel_fn)(XNN_QU8_DWCONV_UNIPASS_PARAMS);
typedef void (*xnn_qu8_dwconv_minmax_multipass_ukernel_fn)(XNN_QU8_DWCONV_MULTIPASS_PARAMS);

extern "C" {
#define XNN_UKERNEL_QU8_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_DWCONV_UNIPASS_PARAMS);)
#include "ukernels/qu8-dwconv/unipass-table.h"
#undef XNN_UKERNEL_QU8_DWCONV
#define XNN_UKERNEL_QU8_DWCONV_MULTIPASS(isa, fn, first, middle, last, channel_tile, channel_subtile, channel_round) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QU8_DWCONV_MULTIPASS_PARAMS);)
#include "ukernels/qu8-dwconv/multipass-table.h"
#undef XNN_UKERNEL_QU8_DWCONV_MULTIPASS
}

struct xnn_qu8_dwconv_unipass_info {
  const char* name;
  xnn_qu8_dwconv_minmax_unipass_ukernel_fn fn;
  xnn_isa isa;
  uint8_t primary_tile, channel_tile, channel_subtile;  // as in xnn_qs8_qc8w_dwconv_unipass_info
};

struct xnn_qu8_dwconv_multipass_info {
  const char* name;
  xnn_qu8_dwconv_minmax_multipass_ukernel_fn fn;
  xnn_isa isa;
  uint8_t first_pass_tile, middle_pass_tile, last_pass_tile;
  uint8_t channel_tile, channel_subtile, channel_round;
};

// The tables' rows compiled for this target, in table order.
extern const xnn_qu8_dwconv_unipass_info xnn_qu8_dwconv_unipass_ukernels[];
extern const size_t xnn_qu8_dwconv_unipass_ukernel_count;
extern const xnn_qu8_dwconv_multipass_info xnn_qu8_dwconv_multipass_ukernels[];
extern const size_t xnn_qu8_dwconv_multipass_ukernel_count;
