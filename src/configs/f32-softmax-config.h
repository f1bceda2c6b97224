// The kernels softmax runs, one per pass: row maximum, exp(x - max) stored and summed, scaling by 1/sum.
#pragma once

#include <cstdint>

#include "ukernels/f32-raddstoreexpminusmax/f32-raddstoreexpminusmax.h"
#include "ukernels/f32-reduce/f32-reduce.h"
#include "ukernels/f32-vscale/f32-vscale.h"

struct xnn_f32_softmax_config {
  const xnn_f32_rmax_info* rmax;
  const xnn_f32_raddstoreexpminusmax_info* raddstoreexpminusmax;
  const xnn_f32_vscale_info* vscale;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize or when a table
// has no row for this CPU. With XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC in `flags`, the middle pass's faster variant (a
// _FAST row, exp within 2.5 ULP instead of 1) is never chosen; other flags are ignored.
const xnn_f32_softmax_config* xnn_init_f32_softmax_config(uint32_t flags = 0);
