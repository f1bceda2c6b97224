// The qd8-f32-qc8w GEMM/IGEMM kernels this CPU uses: one full tile, its single-row (GEMV) twin and their IGEMM forms,
// all four reading the same packed weights (src/packing/qd8-gemm-pack.h with nr, kr, sr).
#pragma once

#include <cstddef>

#include "ukernels/qd8-f32-qc8w-gemm/qd8-f32-qc8w-gemm.h"

struct xnn_qd8_f32_qc8w_gemm_config {
  const xnn_qd8_f32_qc8w_gemm_minmax_info* gemm;     // mr > 1
  const xnn_qd8_f32_qc8w_gemm_minmax_info* gemm1;    // mr = 1, same nr/kr/sr
  const xnn_qd8_f32_qc8w_igemm_minmax_info* igemm;   // same tile as gemm
  const xnn_qd8_f32_qc8w_igemm_minmax_info* igemm1;  // same tile as gemm1
  size_t mr, nr, kr, sr;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize.
const xnn_qd8_f32_qc8w_gemm_config* xnn_init_qd8_f32_qc8w_gemm_config();
