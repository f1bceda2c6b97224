// The qdu8-f32-qb4w GEMM kernels this CPU uses, where it has VNNI: one full tile and its single-row twin, the tile
// of the qd8-f32-qb4w config's kernels of the same ISA (the same packed weights, src/packing/qd8-qc4w-gemm-pack.h).
#pragma once

#include <cstddef>

#include "ukernels/qdu8-f32-qb4w-gemm/qdu8-f32-qb4w-gemm.h"

struct xnn_qdu8_f32_qb4w_gemm_config {
  const xnn_qdu8_f32_qb4w_gemm_minmax_info* gemm;   // mr > 1
  const xnn_qdu8_f32_qb4w_gemm_minmax_info* gemm1;  // mr = 1, same nr and kr
  size_t mr, nr, kr;
};

// The qdu8 config where it runs the tile of the qd8-f32-qb4w config (same ISA, nr and kr), so that the two share
// packed weights and give the same bits; nullptr otherwise (no VNNI, or before a successful xnn_initialize).
const xnn_qdu8_f32_qb4w_gemm_config* xnn_qdu8_f32_qb4w_gemm_config_for_qd8();
