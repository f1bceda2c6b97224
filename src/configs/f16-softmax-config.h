// The kernels f16 softmax runs: the f16 row maximum, exp(x - max) stored as halves and summed in fp32, and for the
// scaling by 1/sum the f32 vscale kernel between the two f16 <-> f32 conversions (an fp16 reciprocal of a row sum
// above 2^14 would be subnormal, losing up to all of its bits).
#pragma once

#include "ukernels/f16-raddstoreexpminusmax/f16-raddstoreexpminusmax.h"
#include "ukernels/f16-rmax/f16-rmax.h"
#include "ukernels/f16-vcvt/f16-vcvt.h"
#include "ukernels/f32-vscale/f32-vscale.h"

struct xnn_f16_softmax_config {
  const xnn_f16_rmax_info* rmax;
  const xnn_f16_raddstoreexpminusmax_info* raddstoreexpminusmax;
  const xnn_f16_f32_vcvt_info* widen;
  const xnn_f32_vscale_info* vscale;
  const xnn_f32_f16_vcvt_info* narrow;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize or when a table
// has no row for this CPU.
const xnn_f16_softmax_config* xnn_init_f16_softmax_config();
