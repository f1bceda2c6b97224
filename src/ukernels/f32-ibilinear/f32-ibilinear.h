// f32 bilinear interpolation over an indirection buffer (resize): for each output pixel p and channel c,
//   top    = tl[c] + alpha_h * (tr[c] - tl[c])
//   bottom = bl[c] + alpha_h * (br[c] - bl[c])
//   out[c] = top + alpha_v * (bottom - top)
// where tl, tr, bl, br = input[4p + 0..3] + input_offset bytes and (alpha_h, alpha_v) = weights[2p], weights[2p + 1].
//
// Contract (XNNPACK's ibilinear):
//   output_pixels > 0; channels = bytes per pixel (a non-zero multiple of sizeof(float));
//   input          4 pointers per output pixel (top-left, top-right, bottom-left, bottom-right), built once against
//                  some base and rebased by input_offset bytes (src/indirection/resize-bilinear.h);
//   weights        2 floats per output pixel;
//   output         channels bytes per pixel, then output_increment more bytes to the next pixel.
// Kernels may read XNN_EXTRA_BYTES past each corner's channels and never write outside the output pixels. The
// multiply-adds are fused on ISAs with FMA (V::fma), so results may differ between ISAs by an ulp or two.
//
// Names follow XNNPACK: xnn_f32_ibilinear_ukernel__<isa>_c<channels per main-loop iteration>.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_F32_IBILINEAR_PARAMS                                                                           \
  size_t output_pixels, size_t channels, const float** input, size_t input_offset, const float* weights, \
      float* output, size_t output_increment

typedef void (*xnn_f32_ibilinear_ukernel_fn)(XNN_F32_IBILINEAR_PARAMS);

extern "C" {
#define XNN_UKERNEL_IBILINEAR(isa, fn, channel_tile) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_IBILINEAR_PARAMS);)
#include "ukernels/f32-ibilinear/ibilinear-table.h"
#undef XNN_UKERNEL_IBILINEAR
}

struct xnn_f32_ibilinear_info {
  const char* name;
  xnn_f32_ibilinear_ukernel_fn fn;
  xnn_isa isa;
  uint16_t channel_tile;  // channels per main-loop iteration
};

extern const xnn_f32_ibilinear_info xnn_f32_ibilinear_ukernels[];
extern const size_t xnn_f32_ibilinear_ukernel_count;
