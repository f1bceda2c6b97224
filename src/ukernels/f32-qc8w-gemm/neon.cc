// f32-qc8w and f32-qc4w GEMM kernels for AArch64 NEON without FMA: 4-float q registers, multiply then add; `_dup`: one
// A value broadcast per k step (ld1r).
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;

#include "ukernels/f32-qc8w-gemm/define-kernels.h"
