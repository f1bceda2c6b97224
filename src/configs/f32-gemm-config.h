// The f32 GEMM/IGEMM kernels this CPU uses: one full tile, its single-row (GEMV) twin, and their IGEMM forms.
#pragma once

#include "ukernels/f32-gemm/f32-gemm.h"

// The most rows any GEMM tile has (AVX-512 12x32).
constexpr size_t kXnnMaxGemmMr = 12;

struct xnn_f32_gemm_config {
  const xnn_f32_gemm_minmax_info* gemm;    // mr > 1
  const xnn_f32_gemm_minmax_info* gemm1;   // mr = 1, same nr/kr/sr
  const xnn_f32_igemm_minmax_info* igemm;  // same tile as gemm
  const xnn_f32_igemm_minmax_info* igemm1; // same tile as gemm1
  // For a strip of r = 1..mr rows: the row of the same ISA and nr/kr/sr with the fewest rows >= r (it reads the same
  // packed weights). A kernel computes all its rows whatever mr it is given, so the last strip of M = 49 on a 6-row
  // tile costs a whole 6-row strip for one row unless it goes to the 1-row kernel. [mr] is gemm; [0] is unused.
  const xnn_f32_gemm_minmax_info* gemm_for_rows[kXnnMaxGemmMr + 1];
  size_t mr, nr, kr, sr;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize.
const xnn_f32_gemm_config* xnn_init_f32_gemm_config();

// The tile for a layer of n output channels and k multiply-adds per output: among the mr > 1 rows of the default's
// ISA, the one that pads n the least (ceil(n / nr) * nr). Ties keep the earlier (better) row, so the default wins
// unless another nr pads less, except at k <= kXnnGemmSmallK, where they go to the widest nr: a block then does so
// few k steps that its fixed costs weigh, and the widest tile runs the fewest blocks per row strip and broadcasts
// each A value the fewest times (Zen 3, MobileNet v2's 112x112 layer, K = 16, N = 96: 4x24 runs 9% faster than
// 6x16 by the medians of two alternating runs; at K >= 24 they tie). Weights are packed with the tile's nr, so an
// operator picks it at create and keeps it. nullptr as above.
constexpr size_t kXnnGemmSmallK = 16;
const xnn_f32_gemm_config* xnn_f32_gemm_tile_for(size_t n, size_t k);
