// Reference weight packer for depthwise convolution kernels (baseline code; runs once per operator at create time).
//
// Packed layout: pass after pass (a unipass kernel has one pass of primary_tile taps; a multipass kernel a first
// pass, middle passes and a last pass, split as src/ukernels/f32-dwconv/f32-dwconv.h describes). Within a pass,
// channels in blocks: whole blocks of channel_tile, then blocks of channel_subtile (the last one zero-padded). Each
// block holds, for its `width` channels:
//   bias[width]                    (first pass only; zero when bias is null)
//   for each tap of the pass: width weights (-0 for taps past the kernel and channels past `channels`)
// Taps are in indirection order, column-major over the kernel window: tap = x * kernel_height + y.
#pragma once

#include <cstddef>

// The tiles of a kernel: unipass {primary_tile, 0, 0, tile, subtile}, multipass {first, middle, last, tile,
// subtile}.
struct xnn_dwconv_tiles {
  size_t first_pass, middle_pass, last_pass;
  size_t channel_tile, channel_subtile;
};

// Taps read per pixel from the indirection buffer: primary_tile (unipass) or kernel_size (multipass).
size_t xnn_dwconv_indirection_taps(const xnn_dwconv_tiles& tiles, size_t kernel_size);

// Number of floats of packed weights.
size_t xnn_packed_f32_dwconv_size(const xnn_dwconv_tiles& tiles, size_t kernel_size, size_t channels);

// Weights in HWG order, k[y][x][c] (channels = groups * depth multiplier, innermost). Writes every float of the
// xnn_packed_f32_dwconv_size floats. Unipass: kernel_height * kernel_width <= primary tile; multipass: more than the
// first pass.
void xnn_pack_f32_dwconv_hwg_w(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width,
                               size_t channels, const float* k, const float* bias, float* packed);
