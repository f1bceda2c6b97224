// f32-qc8w and f32-qc4w GEMM kernels for AArch64 NEON with FMA: 4-float q registers; 6x8: 12 accumulators + 2 W + 1 A
// of 32 q registers.
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neonfma XNN_PROBE
using V = xnn_simd_neonfma;

#include "ukernels/f32-qc8w-gemm/define-kernels.h"
