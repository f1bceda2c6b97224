// f16 softmax middle pass: y[i] = exp(x[i] - *max) rounded to a half for every element, and *sum (a float) = the sum
// of the exponentials, in one pass.
//
// Contract: f32-raddstoreexpminusmax's (src/ukernels/f32-raddstoreexpminusmax/f32-raddstoreexpminusmax.h) with halves
// for x, *max and y: batch is the number of BYTES of x and y (a non-zero multiple of sizeof(uint16_t)); *max >= every
// x[i]; y may equal x; kernels may read XNN_EXTRA_BYTES past the end of x and never write past the end of y. Each y[i]
// is within 1 fp16 ULP of the correctly rounded exp(x[i] - *max); *sum adds the fp32 exponentials (the stored halves
// in the last partial register), so it is within 2^-11 of the sum of the y[i], relatively.
// Names follow XNNPACK: xnn_f16_raddstoreexpminusmax_ukernel__<isa>_u<tile>[_acc<accumulators>].
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/isa.h"

#define XNN_F16_RADDSTOREEXPMINUSMAX_PARAMS \
  size_t batch, const uint16_t* x, const uint16_t* max, uint16_t* y, float* sum
typedef void (*xnn_f16_raddstoreexpminusmax_ukernel_fn)(XNN_F16_RADDSTOREEXPMINUSMAX_PARAMS);

extern "C" {
#define XNN_UKERNEL_RADDSTOREEXPMINUSMAX(isa, fn, tile, accumulators) \
  XNN_IF_ON_TARGET(isa, void fn(XNN_F16_RADDSTOREEXPMINUSMAX_PARAMS);)
#include "ukernels/f16-raddstoreexpminusmax/raddstoreexpminusmax-table.h"
#undef XNN_UKERNEL_RADDSTOREEXPMINUSMAX
}

struct xnn_f16_raddstoreexpminusmax_info {
  const char* name;
  xnn_f16_raddstoreexpminusmax_ukernel_fn fn;
  xnn_isa isa;
  uint16_t tile;          // elements per main-loop iteration
  uint16_t accumulators;  // independent partial sums
};

extern const xnn_f16_raddstoreexpminusmax_info xnn_f16_raddstoreexpminusmax_ukernels[];
extern const size_t xnn_f16_raddstoreexpminusmax_ukernel_count;
