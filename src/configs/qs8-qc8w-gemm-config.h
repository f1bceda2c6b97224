// The qs8-qc8w GEMM/IGEMM kernels this CPU uses: one full tile, its single-row (GEMV) twin, their IGEMM forms, and
// how to pack weights for them.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/qs8-qc8w-gemm/qs8-qc8w-gemm.h"

struct xnn_qs8_qc8w_gemm_config {
  const xnn_qs8_qc8w_gemm_minmax_info* gemm;    // mr > 1
  const xnn_qs8_qc8w_gemm_minmax_info* gemm1;   // mr = 1, same nr/kr/sr
  const xnn_qs8_qc8w_igemm_minmax_info* igemm;  // same tile as gemm
  const xnn_qs8_qc8w_igemm_minmax_info* igemm1; // same tile as gemm1
  size_t mr, nr, kr, sr;
  // Pass to xnn_pack_qs8_qc8w_gemm_goi_w / xnn_pack_qs8_qc8w_conv_goki_w with nr, kr, sr (the same for all four).
  int32_t a_offset;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize.
const xnn_qs8_qc8w_gemm_config* xnn_init_qs8_qc8w_gemm_config();
