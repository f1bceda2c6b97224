// f32 softmax middle pass: y[i] = exp(x[i] - *max) for every element, and *sum = the sum of the y[i], in one pass.
//
// Contract: batch is the number of BYTES of x and y (a non-zero multiple of sizeof(float)); *max >= every x[i]
// (so every exponent is <= 0; the row maximum of f32-reduce's rmax); y may equal x; kernels may read XNN_EXTRA_BYTES past
// the end of x and never write past the end of y. Results below 2^-126 may be flushed to 0 (they cannot change a
// sum that is >= 1). Each y[i] is within 1 ULP of exp(x[i] - *max) computed in float (2.5 ULP for _FAST rows).
// Names: xnn_f32_raddstoreexpminusmax_ukernel__<isa>_u<tile>[_acc<accumulators>] (accumulators: partial sums).
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_F32_RADDSTOREEXPMINUSMAX_PARAMS size_t batch, const float* x, const float* max, float* y, float* sum
#define XNN_F32_RADDSTOREEXPMINUSMAX_ARGS batch, x, max, y, sum
typedef void (*xnn_f32_raddstoreexpminusmax_ukernel_fn)(XNN_F32_RADDSTOREEXPMINUSMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_RADDSTOREEXPMINUSMAX(isa, fn, tile, accumulators) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F32_RADDSTOREEXPMINUSMAX_PARAMS);)
#define XNN_UKERNEL_RADDSTOREEXPMINUSMAX_FAST XNN_UKERNEL_RADDSTOREEXPMINUSMAX
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-table.h"
#undef XNN_UKERNEL_RADDSTOREEXPMINUSMAX_FAST
#undef XNN_UKERNEL_RADDSTOREEXPMINUSMAX
}

struct xnn_f32_raddstoreexpminusmax_info {
  const char* name;
  xnn_f32_raddstoreexpminusmax_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;          // elements per main-loop iteration
  uint16_t accumulators;  // independent partial sums
  bool fast = false;      // a _FAST row: exp within 2.5 ULP, skipped for consistent arithmetic
};

extern const xnn_f32_raddstoreexpminusmax_info xnn_f32_raddstoreexpminusmax_ukernels[];
extern const size_t xnn_f32_raddstoreexpminusmax_ukernel_count;
