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
#include <cstdint>

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

// f16 (src/ukernels/f16-dwconv/): the f32 layout and size (xnn_packed_f32_dwconv_size counts halves), each element
// an IEEE half (uint16_t bits): from halves as they are, or from floats rounded to nearest even (half.h); the
// padding taps hold -0 (0x8000).
void xnn_pack_f16_dwconv_hwg_w(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width,
                               size_t channels, const uint16_t* k, const uint16_t* bias, uint16_t* packed);
void xnn_pack_f32_to_f16_dwconv_hwg_w(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width,
                                      size_t channels, const float* k, const float* bias, uint16_t* packed);

// qs8-qc8w (src/ukernels/qs8-qc8w-dwconv/): the same passes and blocks, each block of `width` channels holding
//   int32 bias'[width]             (first pass only) bias[c] - input_zero_point * sum of channel c's weights (int32,
//                                  wrapping), so the kernels multiply raw inputs: a padded tap reads the zero point
//                                  from the `zero` row and adds nothing; zero for channels past `channels`
//   for each tap of the pass: width int8 weights (0 for taps past the kernel and channels past `channels`)
//   float scale[width]             (last pass only; a unipass kernel's one pass is first and last) the channel's
//                                  requantization scale; 0 for channels past `channels`
// Number of bytes of packed weights.
size_t xnn_packed_qs8_qc8w_dwconv_size(const xnn_dwconv_tiles& tiles, size_t kernel_size, size_t channels);

// Weights in HWG order, k[y][x][c], one scale per channel; bias may be null (zero). Writes every byte of the
// xnn_packed_qs8_qc8w_dwconv_size bytes (no alignment needed: kernels load unaligned).
void xnn_pack_qs8_qc8w_dwconv_hwg_w(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width,
                                    size_t channels, int32_t input_zero_point, const int8_t* k,
                                    const int32_t* bias, const float* scale, void* packed);

// qu8 (src/ukernels/qu8-dwconv/): the qs8-qc8w layout with int16 weights and one scale. The kernel zero point is
// subtracted here, as the qu8 GEMM packer does (packing/qu8-gemm-pack.h), so the kernels multiply raw uint8 inputs
// by weights that need no correction: each block holds
//   int32 bias'[width]             (first pass only) bias[c] - input_zero_point * sum_t (w_t[c] - kernel_zero_point)
//   for each tap of the pass: width int16 weights w - kernel_zero_point (0 past the kernel and `channels`)
//   float scale[width]             (last pass only) `scale` in every channel; 0 past `channels`
size_t xnn_packed_qu8_dwconv_size(const xnn_dwconv_tiles& tiles, size_t kernel_size, size_t channels);

void xnn_pack_qu8_dwconv_hwg_w(const xnn_dwconv_tiles& tiles, size_t kernel_height, size_t kernel_width,
                               size_t channels, int32_t input_zero_point, int32_t kernel_zero_point,
                               const uint8_t* k, const int32_t* bias, float scale, void* packed);
