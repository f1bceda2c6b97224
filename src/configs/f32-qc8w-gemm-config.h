// The f32-qc8w GEMM kernels this CPU uses (weights-only quantization): one full tile (prefill) and its single-row
// twin (batch-1 decode), both reading the same packed weights (src/packing/f32-qcxw-gemm-pack.h with nr).
#pragma once

#include <cstddef>

#include "ukernels/f32-qc8w-gemm/f32-qc8w-gemm.h"

struct xnn_f32_qc8w_gemm_config {
  const xnn_f32_qc8w_gemm_minmax_info* gemm;   // mr > 1
  const xnn_f32_qc8w_gemm_minmax_info* gemm1;  // mr = 1, same nr
  size_t mr, nr, kr;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize.
const xnn_f32_qc8w_gemm_config* xnn_init_f32_qc8w_gemm_config();
