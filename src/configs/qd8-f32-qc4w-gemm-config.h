// The qd8-f32-qc4w GEMM kernels this CPU uses: one full tile (prefill) and its single-row twin (batch-1 decode),
// both reading the same packed weights (src/packing/qd8-qc4w-gemm-pack.h with nr and kr).
#pragma once

#include <cstddef>

#include "ukernels/qd8-f32-qc4w-gemm/qd8-f32-qc4w-gemm.h"

struct xnn_qd8_f32_qc4w_gemm_config {
  const xnn_qd8_f32_qc4w_gemm_minmax_info* gemm;   // mr > 1
  const xnn_qd8_f32_qc4w_gemm_minmax_info* gemm1;  // mr = 1, same nr and kr
  size_t mr, nr, kr;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize.
const xnn_qd8_f32_qc4w_gemm_config* xnn_init_qd8_f32_qc4w_gemm_config();

// The largest kc one kernel call of `isa` sums exactly with 4-bit weights (qc4w: the input channels; qb4w: the block
// size): the VNNI, i8mm and relaxed-SIMD loaders sum each weight times 16 in int32 (ukernels/qd8-f32-qc4w-gemm/
// nibbles.h), exact up to kc 65793 with VNNI's unsigned A (255 * 128 per term) and 131071 with a signed one (128 *
// 128); the other loaders have no bound below that of the formula itself (docs/kernels.md, "4-bit weights").
size_t xnn_qc4w_exact_kc_bound(xnn_isa isa);
