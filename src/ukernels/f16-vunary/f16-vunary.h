// f16 unary elementwise kernels: f32-vunary's ops (src/ukernels/f32-vunary/f32-vunary.h) on IEEE binary16 values
// held as their bits in uint16_t.
//
// Contract: f32-vunary's with halves for x and y: batch is the number of BYTES of x and y (a non-zero multiple of
// sizeof(uint16_t)); y may equal x; kernels may read XNN_EXTRA_BYTES past the end of x and never write past the end
// of y. The params are halves.
// Names follow XNNPACK: xnn_f16_v<op>_ukernel__<isa>_u<tile> (`neonfp16`: AArch64 NEON converting halves,
// `neonfp16arith`: its native fp16 arithmetic).
//
// Results (docs/kernels.md, "Half precision"): each op computes f32-vunary's op on the exact fp32 value of its input
// and rounds the fp32 result to nearest even. The ops f32-vunary computes exactly (abs, clamp, relu, negate, square,
// square_root, the roundings, leaky_relu, sign) give the correctly rounded fp16 result (one fp32 rounding before the
// fp16 one changes nothing: 24 >= 2 * 11 + 2), as native fp16 arithmetic does, so the avx512fp16 and neonfp16arith
// rows return the same bits; every other op is within 1 fp16 ULP of the correctly rounded result (its fp32 error is
// a few fp32 ULP, 2^-13 of an fp16 ULP each).
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/f32-vunary/f32-vunary.h"
#include "ukernels/isa.h"
#include "ukernels/params.h"

// Parameters of the ops that have any (the halves of xnn_f32_unary_params); the others ignore them (and accept
// nullptr).
union xnn_f16_unary_params {
  xnn_f16_minmax_params clamp;
  struct {
    uint16_t slope;
  } leaky_relu;
  struct {
    uint16_t prescale, alpha, beta;
  } elu;
};

#define XNN_F16_VUNARY_PARAMS size_t batch, const uint16_t* x, uint16_t* y, const xnn_f16_unary_params* params
typedef void (*xnn_f16_vunary_ukernel_fn)(XNN_F16_VUNARY_PARAMS);

extern "C" {
#define XNN_UKERNEL_UNARY(isa, fn, op, tile) XNN_IF_ON_TARGET(isa, void fn(XNN_F16_VUNARY_PARAMS);)
#include "ukernels/f16-vunary/vunary-table.h"
#undef XNN_UKERNEL_UNARY
}

struct xnn_f16_vunary_info {
  const char* name;
  xnn_f16_vunary_ukernel_fn fn;
  xnn_isa isa;
  xnn_unary_op op;
  uint16_t tile;  // elements per main-loop iteration
};

extern const xnn_f16_vunary_info xnn_f16_vunary_ukernels[];
extern const size_t xnn_f16_vunary_ukernel_count;
