// f16 bilinear interpolation over an indirection buffer (resize): the f32 kernels' formula and contract
// (src/ukernels/f32-ibilinear/f32-ibilinear.h) with corners, weights and output of IEEE halves (uint16_t bits):
// channels is bytes per pixel (a non-zero multiple of 2), weights are 2 halves per output pixel. The kernels convert
// corners and weights exactly, interpolate in fp32 (three lerps, fused where V::fma is) and round once on store: a
// result is within one fp16 ulp of the exact interpolation of the halves plus 8 * 2^-24 times the largest corner.
// Native rows (neonfp16arith) round each subtraction and FMA to fp16: within one fp16 ulp plus 12 * 2^-11 times the
// largest corner plus 6 * 2^-25 (each lerp's difference spans up to twice the largest corner).
// Kernels may read XNN_EXTRA_BYTES past each corner's channels and never write outside the output pixels.
//
// Names: xnn_f16_f32acc_ibilinear_ukernel__<isa>_c<channels per main-loop iteration> (fp32 arithmetic), or
// xnn_f16_ibilinear_ukernel__<isa>_c<channels> on an ISA with fp16 arithmetic.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_F16_IBILINEAR_PARAMS                                                                                \
  size_t output_pixels, size_t channels, const uint16_t** input, size_t input_offset, const uint16_t* weights, \
      uint16_t* output, size_t output_increment

typedef void (*xnn_f16_ibilinear_ukernel_fn)(XNN_F16_IBILINEAR_PARAMS);

extern "C" {
#define XNN_UKERNEL_IBILINEAR(isa, fn, channel_tile) XNN_IF_ON_TARGET(isa, void fn(XNN_F16_IBILINEAR_PARAMS);)
#include "ukernels/f16-ibilinear/ibilinear-table.h"
#undef XNN_UKERNEL_IBILINEAR
}

struct xnn_f16_ibilinear_info {
  const char* name;
  xnn_f16_ibilinear_ukernel_fn fn;
  xnn_isa isa;
  uint16_t channel_tile;  // channels per main-loop iteration
};

extern const xnn_f16_ibilinear_info xnn_f16_ibilinear_ukernels[];
extern const size_t xnn_f16_ibilinear_ukernel_count;
