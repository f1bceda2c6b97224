// f32 depthwise convolution kernels with output clamping: types, declarations and the family's tables as data.
//
// Contract: for each of `output_width` output pixels, out[c] = clamp(bias[c] + sum_t in_t[c] * w_t[c], min, max)
// for every channel c < channels, where in_t is the t-th input row pointer of the pixel (indirection).
//   channels          channels per pixel (> 0); a count, not bytes.
//   output_width      output pixels to compute (> 0).
//   input             indirection buffer: per pixel, the pointers of its taps (unipass: primary_tile pointers;
//                     multipass: kernel_size pointers). A pointer equal to `zero` is used as is (padding: `zero`
//                     holds at least `channels` zeros); every other pointer is rebased by adding input_offset bytes.
//   weights           packed by src/packing/dwconv-pack.h for the kernel's tiles.
//   output            first output pixel; each pixel writes `channels` floats, then the next pixel starts
//                     output_increment bytes after the end of the previous one.
//   input_stride      bytes from one pixel's first indirection pointer to the next pixel's (pixels may share
//                     pointers: stride-1 convolutions step by kernel_height pointers, not by a whole tile).
//   kernel_size       multipass only: taps per pixel, > first_pass_tile.
//   buffer            multipass only: scratch of round_up(channels, channel_round) floats, private to the call.
// Kernels read inputs only at [pointer, pointer + channels) (tails are partial loads), may read XNN_EXTRA_BYTES past
// the end of the packed weights, and never write outside the output pixels.
//
// Names: unipass `<primary_tile>p<channel_tile>c`; multipass `<first>f<middle>m<last>l<tile>c<subtile>s<round>r`
// (see the naming guide). An `_px<N>` variant suffix means N output pixels are computed together with the weights
// in registers, and an input pointer that several of them share (input_stride below the taps) is loaded once.
// Multipass tap split: first pass `first` taps, then middle passes of `middle` taps while more than `last` taps
// remain, then the last pass with the remaining 1..last taps (its missing taps read `zero` against zero weights).
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"
#include "ukernels/params.h"

#define XNN_F32_DWCONV_UNIPASS_PARAMS                                                                          \
  size_t channels, size_t output_width, const float** input, const float* weights, float* output,             \
      intptr_t input_stride, size_t output_increment, size_t input_offset, const float* zero,                 \
      const xnn_f32_minmax_params* params
#define XNN_F32_DWCONV_MULTIPASS_PARAMS                                                                        \
  size_t channels, size_t output_width, const float** input, const float* weights, float* output,             \
      intptr_t input_stride, size_t output_increment, size_t input_offset, const float* zero, size_t kernel_size, \
      float* buffer, const xnn_f32_minmax_params* params

typedef void (*xnn_f32_dwconv_minmax_unipass_ukernel_fn)(XNN_F32_DWCONV_UNIPASS_PARAMS);
typedef void (*xnn_f32_dwconv_minmax_multipass_ukernel_fn)(XNN_F32_DWCONV_MULTIPASS_PARAMS);

extern "C" {
#define XNN_UKERNEL_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F32_DWCONV_UNIPASS_PARAMS);)
#define XNN_UKERNEL_DWCONV_ROWS(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile, partials) \
  XNN_UKERNEL_DWCONV(isa, fn, primary_tile, channel_tile, channel_subtile, pixel_tile)
#include "ukernels/f32-dwconv/unipass-table.h"
#undef XNN_UKERNEL_DWCONV_ROWS
#undef XNN_UKERNEL_DWCONV
#define XNN_UKERNEL_DWCONV_MULTIPASS(isa, fn, first, middle, last, channel_tile, channel_subtile, channel_round) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F32_DWCONV_MULTIPASS_PARAMS);)
#include "ukernels/f32-dwconv/multipass-table.h"
#undef XNN_UKERNEL_DWCONV_MULTIPASS
}

struct xnn_f32_dwconv_unipass_info {
  const char* name;
  xnn_f32_dwconv_minmax_unipass_ukernel_fn fn;
  xnn_isa isa;
  uint8_t primary_tile;     // taps (indirection pointers) per pixel
  uint8_t channel_tile;     // channels per main-loop block; the rest run one register (channel_subtile) at a time
  uint8_t channel_subtile;  // channels per register (the ISA's lanes)
  uint8_t pixel_tile;       // output pixels computed together (sharing weights and shared inputs)
  bool rows;                // affine groups addressed from row bases (an XNN_UKERNEL_DWCONV_ROWS row, `_rows`)
};

struct xnn_f32_dwconv_multipass_info {
  const char* name;
  xnn_f32_dwconv_minmax_multipass_ukernel_fn fn;
  xnn_isa isa;
  uint8_t first_pass_tile, middle_pass_tile, last_pass_tile;
  uint8_t channel_tile, channel_subtile, channel_round;
};

// The tables' rows compiled for this target, in table order.
extern const xnn_f32_dwconv_unipass_info xnn_f32_dwconv_unipass_ukernels[];
extern const size_t xnn_f32_dwconv_unipass_ukernel_count;
extern const xnn_f32_dwconv_multipass_info xnn_f32_dwconv_multipass_ukernels[];
extern const size_t xnn_f32_dwconv_multipass_ukernel_count;
