// The qd8-f16-qc8w GEMM kernels this CPU uses: one full tile and its single-row (GEMV) twin, both reading the
// qd8-f32-qc8w packed weights (src/packing/qd8-gemm-pack.h with nr, kr and sr = 1).
#pragma once

#include <cstddef>

#include "ukernels/qd8-f16-qc8w-gemm/qd8-f16-qc8w-gemm.h"

struct xnn_qd8_f16_qc8w_gemm_config {
  const xnn_qd8_f16_qc8w_gemm_minmax_info* gemm;   // mr > 1
  const xnn_qd8_f16_qc8w_gemm_minmax_info* gemm1;  // mr = 1, same nr and kr
  size_t mr, nr, kr;
  static constexpr size_t sr = 1;  // the packing's sr (no shuffled rows)
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize.
const xnn_qd8_f16_qc8w_gemm_config* xnn_init_qd8_f16_qc8w_gemm_config();
