// The f16 GEMM/IGEMM kernels this CPU uses: one full tile, its single-row (GEMV) twin, and their IGEMM forms.
#pragma once

#include "ukernels/f16-gemm/f16-gemm.h"

struct xnn_f16_gemm_config {
  const xnn_f16_gemm_minmax_info* gemm;    // mr > 1
  const xnn_f16_gemm_minmax_info* gemm1;   // mr = 1, same nr/kr/sr (gemm itself when the ISA has no such row)
  const xnn_f16_igemm_minmax_info* igemm;  // same tile as gemm
  const xnn_f16_igemm_minmax_info* igemm1; // same tile as gemm1
  size_t mr, nr, kr, sr;
};

// Chosen once, on first use, from the enabled features: the first mr > 1 row of the newest enabled ISA, so native
// fp16 arithmetic (avx512fp16, neonfp16arith) where the CPU has it. nullptr before a successful xnn_initialize.
const xnn_f16_gemm_config* xnn_init_f16_gemm_config();
