// f32-qc8w and f32-qc4w GEMM kernels for SSE4.1: 4-float xmm vectors, mulps + addps; W widened with pmovsxbd /
// pmovzxbd. Register map, 4x8: 8 accumulators + 2 W + 1 A.
#include "ukernels/simd/sse41.h"

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using V = xnn_simd_sse41;

#include "ukernels/f32-qc8w-gemm/define-kernels.h"
