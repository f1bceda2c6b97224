// The f32 depthwise convolution kernels this CPU uses: one unipass kernel per primary tile and one multipass kernel
// for kernels larger than every primary tile.
#pragma once

#include <cstddef>

#include "ukernels/f32-dwconv/f32-dwconv.h"

constexpr size_t kXnnDwconvPrimaryTiles[] = {3, 4, 9, 25};

// Input pixels a multiple of this many bytes apart make the pixel-tiled (`_px<N>`) kernels slow: the 3 x (N + 2)
// input lines a group reads fall in a few L1 sets and evict each other (Zen 3, 3x3: 1.3-2.1x slower than one pixel at
// a time for 256, 512 and 1024 channels; docs/kernels.md, "Depthwise convolution").
constexpr size_t kXnnDwconvAliasedStrideBytes = 1024;

struct xnn_f32_dwconv_config {
  const xnn_f32_dwconv_unipass_info* unipass[4];  // by kXnnDwconvPrimaryTiles; nullptr when the table has none
  // For aliased strides: the first one-pixel row of unipass[i]'s ISA and primary tile, for the 9-tap tile (the one
  // measured); nullptr for the others and where unipass[i] computes one pixel at a time
  const xnn_f32_dwconv_unipass_info* unipass_one_pixel[4];
  const xnn_f32_dwconv_multipass_info* multipass;
};

// Chosen once on first use; nullptr if the library is not initialized or the tables lack scalar rows.
const xnn_f32_dwconv_config* xnn_init_f32_dwconv_config();

// The unipass kernel with the smallest primary tile that holds kernel_size taps; nullptr when none does (then the
// multipass kernel runs). For input pixels a multiple of kXnnDwconvAliasedStrideBytes apart (input_pixel_bytes; 0:
// unknown), that tile's one-pixel row of the same ISA where the chosen row tiles pixels.
const xnn_f32_dwconv_unipass_info* xnn_f32_dwconv_unipass_for(const xnn_f32_dwconv_config* config, size_t kernel_size,
                                                              size_t input_pixel_bytes = 0);
