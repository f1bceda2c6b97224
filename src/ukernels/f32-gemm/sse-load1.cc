// f32 GEMM/IGEMM kernels for SSE: 4-float xmm vectors, mulps + addps. "load1": each A value is loaded alone and
// broadcast (movss + shufps), rather than loading 4 values of A and shuffling each lane out.
// Register map, 6x8: 12 accumulators + 2 W + 1 A + 1 product = 16 xmm.
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/sse2.h"

#define XNN_THIS_ISA_IS_sse XNN_PROBE
using V = xnn_simd_sse2;

#include "ukernels/f32-gemm/define-kernels.h"
