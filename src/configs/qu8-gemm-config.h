// The qu8 GEMM/IGEMM kernels this CPU uses: one full tile, its single-row (GEMV) twin, their IGEMM forms, and the
// tile to pack weights for (src/packing/qu8-gemm-pack.h).
#pragma once

#include <cstddef>

#include "ukernels/qu8-gemm/qu8-gemm.h"

struct xnn_qu8_gemm_config {
  const xnn_qu8_gemm_minmax_info* gemm;     // mr > 1
  const xnn_qu8_gemm_minmax_info* gemm1;    // mr = 1, same nr/kr
  const xnn_qu8_igemm_minmax_info* igemm;   // same tile as gemm
  const xnn_qu8_igemm_minmax_info* igemm1;  // same tile as gemm1
  size_t mr, nr, kr;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize.
const xnn_qu8_gemm_config* xnn_init_qu8_gemm_config();
