// f32 row maximum kernels (softmax's first pass): *max = the largest of x[0 .. batch/sizeof(float)).
//
// Contract: batch is the number of BYTES of x (a non-zero multiple of sizeof(float)); kernels may read
// XNN_EXTRA_BYTES past the end of x. NaN inputs give an unspecified result (x86 max semantics).
// Names: xnn_f32_rmax_ukernel__<isa>_u<tile>[_acc<accumulators>], tile = elements per main-loop iteration,
// accumulators = independent max chains (omitted when 1).
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_F32_RMAX_PARAMS size_t batch, const float* x, float* max
#define XNN_F32_RMAX_ARGS batch, x, max
typedef void (*xnn_f32_rmax_ukernel_fn)(XNN_F32_RMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_RMAX(isa, fn, tile, accumulators) XNN_IF_ON_TARGET(isa, void fn(XNN_F32_RMAX_PARAMS);)
#include "ukernels/f32-rmax/rmax-table.h"
#undef XNN_UKERNEL_RMAX
}

struct xnn_f32_rmax_info {
  const char* name;
  xnn_f32_rmax_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;          // elements per main-loop iteration
  uint16_t accumulators;  // independent chains
};

extern const xnn_f32_rmax_info xnn_f32_rmax_ukernels[];
extern const size_t xnn_f32_rmax_ukernel_count;
