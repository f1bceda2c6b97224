// bf16 GEMM kernels for AVX-512 (Skylake-X) without the bf16 dot product: 16-float zmm vectors, bf16 to fp32 by a
// shift and a mask (bf16-pairs.h), fused multiply-add. Register map (32 zmm): 7x32c2 has 14 accumulators + 2 x 2 W
// halves + 2 A halves = 20.
#include "ukernels/bf16-f32-gemm/bf16-pairs.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_simd_avx512f;
using P = bf16_pairs_by_shift<V>;

#include "ukernels/bf16-f32-gemm/define-kernels.h"
