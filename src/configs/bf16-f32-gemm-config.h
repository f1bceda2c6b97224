// The bf16-f32 GEMM kernels this CPU uses: one full tile (prefill) and a single-row kernel (batch-1 decode) of the
// same nr and kr, both reading the same packed weights (src/packing/bf16-gemm-pack.h with nr). The two may be of
// different ISAs (bf16-f32-gemm-config.cc says why).
#pragma once

#include <cstddef>

#include "ukernels/bf16-f32-gemm/bf16-f32-gemm.h"

struct xnn_bf16_f32_gemm_config {
  const xnn_bf16_f32_gemm_minmax_info* gemm;   // mr > 1
  const xnn_bf16_f32_gemm_minmax_info* gemm1;  // mr = 1, same nr and kr (the newest enabled ISA's)
  size_t mr, nr, kr;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize.
const xnn_bf16_f32_gemm_config* xnn_init_bf16_f32_gemm_config();
