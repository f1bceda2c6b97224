// f16 row maximum (softmax's first pass): *max = the largest of x[0 .. batch/2), all halves.
//
// Contract: f32-reduce's rmax (src/ukernels/f32-reduce/f32-reduce.h) with halves: batch is the number of BYTES of x
// (a non-zero multiple of sizeof(uint16_t)); kernels may read XNN_EXTRA_BYTES past the end of x; a NaN input gives an
// unspecified result. The maximum of halves is one of them, so every row returns it exactly.
// Names follow XNNPACK: xnn_f16_rmax_ukernel__<isa>_u<tile>[_acc<accumulators>].
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_F16_RMAX_PARAMS size_t batch, const uint16_t* x, uint16_t* max
typedef void (*xnn_f16_rmax_ukernel_fn)(XNN_F16_RMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_RMAX(isa, fn, tile, accumulators) XNN_IF_ON_TARGET(isa, void fn(XNN_F16_RMAX_PARAMS);)
#include "ukernels/f16-rmax/rmax-table.h"
#undef XNN_UKERNEL_RMAX
}

struct xnn_f16_rmax_info {
  const char* name;
  xnn_f16_rmax_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;          // elements per main-loop iteration
  uint16_t accumulators;  // independent max chains
};

extern const xnn_f16_rmax_info xnn_f16_rmax_ukernels[];
extern const size_t xnn_f16_rmax_ukernel_count;
