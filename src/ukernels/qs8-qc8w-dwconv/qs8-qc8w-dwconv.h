// qs8 depthwise convolution kernels with per-channel int8 weights (qc8w) and fp32 requantization: types,
// declarations and the family's tables as data.
//
// Contract: for each of `output_width` output pixels and every channel c < channels,
//   out[c] = xnn_requantize_fp32(bias'[c] + sum_t in_t[c] * w_t[c], scale[c], *params)
// (src/ukernels/requantization.h), where in_t is the t-th input row pointer of the pixel (indirection), bias' is the
// bias with the input zero point's correction folded in by the packer (bias[c] - input_zero_point * sum_t w_t[c]),
// and all sums are exact int32.
//   channels          channels per pixel (> 0); a count (bytes of int8).
//   output_width      output pixels to compute (> 0).
//   input             indirection buffer: per pixel, the pointers of its taps (unipass: primary_tile pointers;
//                     multipass: kernel_size pointers). A pointer equal to `zero` is used as is (padding: `zero`
//                     holds `channels` bytes equal to the input zero point, so a padded tap adds nothing); every other
//                     pointer is rebased by adding input_offset bytes.
//   weights           packed by xnn_pack_qs8_qc8w_dwconv_hwg_w (src/packing/dwconv-pack.h) for the kernel's tiles.
//   output            first output pixel; each pixel writes `channels` bytes, then the next pixel starts
//                     output_increment bytes after the end of the previous one.
//   input_stride      bytes from one pixel's first indirection pointer to the next pixel's.
//   kernel_size       multipass only: taps per pixel, > first_pass_tile.
//   buffer            multipass only: scratch of round_up(channels, channel_round) int32 sums, private to the call.
// Kernels read an input row at [pointer, pointer + channels) and up to XNN_EXTRA_BYTES past it, may read
// XNN_EXTRA_BYTES past the end of the packed weights, and never write outside the output pixels.
//
// Names: unipass `<primary_tile>p<channel_tile>c`; multipass `<first>f<middle>m<last>l<tile>c<subtile>s<round>r`
// (the naming guide), then the ISA and how it multiplies: `mul32` (inputs and weights widened to int32 lanes, one
// 32-bit multiply per product: x86), `mul16` (widened to int16, exact 16-bit products accumulated into int32 lanes:
// NEON, WASM SIMD), `fmagic` (scalar: rounding by the magic-number add of requantization.h).
// Multipass tap split as in src/ukernels/f32-dwconv/f32-dwconv.h: a first pass of `first` taps, middle passes of
// `middle` taps while more than `last` taps remain, then the last pass with the remaining 1..last taps (its missing
// taps read `zero` against zero weights).
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/qs8-qc8w-dwconv/dwconv-params.h"

#define XNN_QS8_QC8W_DWCONV_UNIPASS_PARAMS XNN_Q8_DWCONV_UNIPASS_PARAMS(int8_t)
#define XNN_QS8_QC8W_DWCONV_MULTIPASS_PARAMS XNN_Q8_DWCONV_MULTIPASS_PARAMS(int8_t)

typedef void (*xnn_qs8_qc8w_dwconv_minmax_unipass_ukernel_fn)(XNN_QS8_QC8W_DWCONV_UNIPASS_PARAMS);
typedef void (*xnn_qs8_qc8w_dwconv_minmax_multipass_ukernel_fn)(XNN_QS8_QC8W_DWCONV_MULTIPASS_PARAMS);

extern "C" {
#define XNN_UKERNEL_QS8_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_QC8W_DWCONV_UNIPASS_PARAMS);)
#include "ukernels/qs8-qc8w-dwconv/unipass-table.h"
#undef XNN_UKERNEL_QS8_DWCONV
#define XNN_UKERNEL_QS8_DWCONV_MULTIPASS(isa, fn, first, middle, last, channel_tile, channel_subtile, channel_round) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_QS8_QC8W_DWCONV_MULTIPASS_PARAMS);)
#include "ukernels/qs8-qc8w-dwconv/multipass-table.h"
#undef XNN_UKERNEL_QS8_DWCONV_MULTIPASS
}

struct xnn_qs8_qc8w_dwconv_unipass_info {
  const char* name;
  xnn_qs8_qc8w_dwconv_minmax_unipass_ukernel_fn fn;
  xnn_isa isa;
  uint8_t primary_tile;     // taps (indirection pointers) per pixel
  uint8_t channel_tile;     // channels per main-loop block; the rest run channel_subtile at a time
  uint8_t channel_subtile;  // channels per register of int32 sums (the ISA's lanes)
};

struct xnn_qs8_qc8w_dwconv_multipass_info {
  const char* name;
  xnn_qs8_qc8w_dwconv_minmax_multipass_ukernel_fn fn;
  xnn_isa isa;
  uint8_t first_pass_tile, middle_pass_tile, last_pass_tile;
  uint8_t channel_tile, channel_subtile, channel_round;
};

// The tables' rows compiled for this target, in table order.
extern const xnn_qs8_qc8w_dwconv_unipass_info xnn_qs8_qc8w_dwconv_unipass_ukernels[];
extern const size_t xnn_qs8_qc8w_dwconv_unipass_ukernel_count;
extern const xnn_qs8_qc8w_dwconv_multipass_info xnn_qs8_qc8w_dwconv_multipass_ukernels[];
extern const size_t xnn_qs8_qc8w_dwconv_multipass_ukernel_count;
