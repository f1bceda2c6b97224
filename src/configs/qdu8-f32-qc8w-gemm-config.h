// The qdu8-f32-qc8w GEMM/IGEMM kernels this CPU uses, where it has VNNI: one full tile, its single-row twin and their
// IGEMM forms, the tile of the qd8-f32-qc8w config's kernels of the same ISA (the same packed weights,
// src/packing/qd8-gemm-pack.h).
#pragma once

#include <cstddef>

#include "ukernels/qdu8-f32-qc8w-gemm/qdu8-f32-qc8w-gemm.h"

struct xnn_qdu8_f32_qc8w_gemm_config {
  const xnn_qdu8_f32_qc8w_gemm_minmax_info* gemm;   // mr > 1
  const xnn_qdu8_f32_qc8w_gemm_minmax_info* gemm1;  // mr = 1, same nr and kr
  const xnn_qdu8_f32_qc8w_igemm_minmax_info* igemm;   // same tile as gemm
  const xnn_qdu8_f32_qc8w_igemm_minmax_info* igemm1;  // same tile as gemm1
  size_t mr, nr, kr;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize and on a CPU
// without VNNI (the qd8 kernels then serve alone).
const xnn_qdu8_f32_qc8w_gemm_config* xnn_init_qdu8_f32_qc8w_gemm_config();

// The qdu8 config where it runs the tile of the qd8-f32-qc8w config (same ISA, nr and kr; sr 1), so that the two
// share packed weights and give the same bits; nullptr otherwise. Fully connected (qd8 or qdu8 input) and the
// subgraph's choice of a qduint8 convert ask this one question; convolution (qdu8 IGEMM) too.
const xnn_qdu8_f32_qc8w_gemm_config* xnn_qdu8_f32_qc8w_gemm_config_for_qd8();
