// The qd8-f16-qb4w GEMM kernels this CPU uses: one full tile and its single-row (GEMV) twin, both reading the
// qd8-f32-qb4w packed weights (src/packing/qd8-qc4w-gemm-pack.h with nr and kr).
#pragma once

#include <cstddef>

#include "ukernels/qd8-f16-qb4w-gemm/qd8-f16-qb4w-gemm.h"

struct xnn_qd8_f16_qb4w_gemm_config {
  const xnn_qd8_f16_qb4w_gemm_minmax_info* gemm;   // mr > 1
  const xnn_qd8_f16_qb4w_gemm_minmax_info* gemm1;  // mr = 1, same nr and kr
  size_t mr, nr, kr;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize.
const xnn_qd8_f16_qb4w_gemm_config* xnn_init_qd8_f16_qb4w_gemm_config();
