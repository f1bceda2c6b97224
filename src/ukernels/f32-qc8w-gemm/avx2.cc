// f32-qc8w and f32-qc4w GEMM kernels for AVX2 + FMA3: 8-float ymm vectors, fused multiply-add; W widened with vpmovsxbd
// / vpmovzxbd. Register map, 5x16: 10 accumulators + 2 W + 1 A = 13 of 16 ymm.
#include "ukernels/simd/avx2.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;

#include "ukernels/f32-qc8w-gemm/define-kernels.h"
