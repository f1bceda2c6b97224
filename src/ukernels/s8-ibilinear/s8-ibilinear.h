// s8 and u8 bilinear interpolation over an indirection buffer (8-bit resize), XNNPACK's fixed-point formula with
// 11-bit weights: for each output pixel p and channel c, with tl, tr, bl, br the corners widened to int32 and
// (alpha_h, alpha_v) = weights[2p], weights[2p + 1] in [0, 2048] (round(alpha * 2^11)),
//   top    = tl * 2^11 + (tr - tl) * alpha_h
//   bottom = bl * 2^11 + (br - bl) * alpha_h
//   acc    = top * 2^11 + (bottom - top) * alpha_v
//   out[c] = (acc + 2^21) >> 22                                   (arithmetic shift: rounds half up)
// Each step is a convex combination, so acc stays within +-255 * 2^22 and out within the corners' range.
//
// Contract: as f32-ibilinear's (src/ukernels/f32-ibilinear/f32-ibilinear.h) on bytes: output_pixels > 0, channels =
// bytes per pixel > 0, 4 corner pointers per output pixel rebased by input_offset bytes, output_increment bytes
// after each output pixel. Kernels read no byte past a corner's channels; every ISA gives the same bytes.
//
// Names follow XNNPACK: xnn_<s8|u8>_ibilinear_ukernel__<isa>[_<variant>]_c<channels per main-loop iteration>.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_S8_IBILINEAR_PARAMS                                                                                \
  size_t output_pixels, size_t channels, const int8_t **input, size_t input_offset, const int16_t *weights, \
      int8_t *output, size_t output_increment
#define XNN_U8_IBILINEAR_PARAMS                                                                                 \
  size_t output_pixels, size_t channels, const uint8_t **input, size_t input_offset, const int16_t *weights, \
      uint8_t *output, size_t output_increment

typedef void (*xnn_s8_ibilinear_ukernel_fn)(XNN_S8_IBILINEAR_PARAMS);
typedef void (*xnn_u8_ibilinear_ukernel_fn)(XNN_U8_IBILINEAR_PARAMS);

extern "C" {
#define XNN_UKERNEL_IBILINEAR(isa, fn, channel_tile) XNN_IF_ON_TARGET(isa, void fn(XNN_S8_IBILINEAR_PARAMS);)
#include "ukernels/s8-ibilinear/ibilinear-table.h"
#undef XNN_UKERNEL_IBILINEAR
#define XNN_UKERNEL_IBILINEAR(isa, fn, channel_tile) XNN_IF_ON_TARGET(isa, void fn(XNN_U8_IBILINEAR_PARAMS);)
#include "ukernels/s8-ibilinear/u8-ibilinear-table.h"
#undef XNN_UKERNEL_IBILINEAR
}

template <class Fn>
struct xnn_x8_ibilinear_info {
  const char* name;
  Fn fn;
  xnn_isa isa;
  uint16_t channel_tile;  // channels per main-loop iteration
};
using xnn_s8_ibilinear_info = xnn_x8_ibilinear_info<xnn_s8_ibilinear_ukernel_fn>;
using xnn_u8_ibilinear_info = xnn_x8_ibilinear_info<xnn_u8_ibilinear_ukernel_fn>;

// The tables' rows compiled for this target, in table order.
extern const xnn_s8_ibilinear_info xnn_s8_ibilinear_ukernels[];
extern const size_t xnn_s8_ibilinear_ukernel_count;
extern const xnn_u8_ibilinear_info xnn_u8_ibilinear_ukernels[];
extern const size_t xnn_u8_ibilinear_ukernel_count;
