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
  // packed weights). A kernel computes all its rows whatever mr it is given, so a short last strip goes to a smaller
  // row; a one-row strip of a GEMM with M > 1 runs [2] with mr = 1 (gemm-compute.h: the band runner's bits must not
  // depend on where a strip starts). [mr] is gemm; [0] is unused.
  const xnn_f32_gemm_minmax_info* gemm_for_rows[kXnnMaxGemmMr + 1];
  size_t mr, nr, kr, sr;
};

// Chosen once, on first use, from the enabled features; nullptr before a successful xnn_initialize.
const xnn_f32_gemm_config* xnn_init_f32_gemm_config();

// The tile for a layer of n output channels: among the mr > 1 rows of the default's ISA, the one that pads n the
// least (ceil(n / nr) * nr); on a tie the widest nr, which runs the fewest blocks per row strip and broadcasts each
// A value the fewest times, and the default among equally wide rows (figures: docs/operators.md, "Pointwise
// convolution figures"). Weights are packed with the tile's nr, so an operator picks it at create and keeps it.
// nullptr as above.
const xnn_f32_gemm_config* xnn_f32_gemm_tile_for(size_t n);
