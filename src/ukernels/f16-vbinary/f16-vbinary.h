// f16 binary elementwise kernels: f32-vbinary's ops and variants (src/ukernels/f32-vbinary/f32-vbinary.h) on IEEE
// binary16 values held as their bits in uint16_t.
//
// Contract: f32-vbinary's with halves for a, b and y: batch is the number of BYTES of a and y (a non-zero multiple of
// sizeof(uint16_t)); for `opc`/`ropc` b points to one half; y may equal a or b; kernels may read XNN_EXTRA_BYTES past
// the end of a and b and never write past the end of y. The `minmax` bounds are halves.
// Names follow XNNPACK: xnn_f16_<name>[_minmax]_ukernel__<isa>_u<tile> (`neonfp16`: AArch64 NEON converting halves,
// `neonfp16arith`: its native fp16 arithmetic).
//
// Results (docs/kernels.md, "Half precision"): each op computes f32-vbinary's op on the exact fp32 values of its
// operands and rounds the fp32 result to nearest even. For add, sub, mul, div, min, max, prelu, copysign and mod that
// is the correctly rounded fp16 result (fp32 has 24 >= 2 * 11 + 2 bits, so rounding to fp32 first changes nothing),
// which native fp16 arithmetic also gives: the avx512fp16 and neonfp16arith rows return the same bits, except the sign
// of a zero where a `minmax` result underflows to zero at a zero bound (the fp32 rows clamp before rounding, the
// native rows after). sqrdiff, atan2 and pow round more than once; they are within 1 fp16 ULP of the correctly
// rounded result.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/f32-vbinary/f32-vbinary.h"
#include "ukernels/isa.h"
#include "ukernels/params.h"

// Parameters of the `minmax` kernels; the others ignore them (and accept nullptr).
union xnn_f16_vbinary_params {
  xnn_f16_minmax_params minmax;
};

#define XNN_F16_VBINARY_PARAMS \
  size_t batch, const uint16_t* a, const uint16_t* b, uint16_t* y, const xnn_f16_vbinary_params* params
typedef void (*xnn_f16_vbinary_ukernel_fn)(XNN_F16_VBINARY_PARAMS);

extern "C" {
#define XNN_UKERNEL_BINARY(isa, fn, op, variant, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_F16_VBINARY_PARAMS);)
#include "ukernels/f16-vbinary/vbinary-table.h"
#undef XNN_UKERNEL_BINARY
}

struct xnn_f16_vbinary_info {
  const char* name;
  xnn_f16_vbinary_ukernel_fn fn;
  xnn_isa isa;
  xnn_binary_op op;
  xnn_binary_variant variant;
  uint16_t tile;  // elements per main-loop iteration
};

extern const xnn_f16_vbinary_info xnn_f16_vbinary_ukernels[];
extern const size_t xnn_f16_vbinary_ukernel_count;
