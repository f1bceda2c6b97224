// bf16 GEMM kernels for AVX2 + FMA3: 8-float ymm vectors, bf16 to fp32 by a shift and a mask (bf16-pairs.h).
// Register map (16 ymm): 4x16c2 has 8 accumulators + 2 x 2 W halves + 2 A halves = 14; a 6-row tile would need 18.
#include "ukernels/bf16-f32-gemm/bf16-pairs.h"
#include "ukernels/simd/avx2.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;
using P = bf16_pairs_by_shift<V>;

#include "ukernels/bf16-f32-gemm/define-kernels.h"
