// f32 GEMM/IGEMM kernels for FMA3 (AVX + FMA without AVX2, e.g. AMD Piledriver, or any newer CPU capped with
// XNN_MAX_ISA=fma3): 8-float ymm vectors, fused multiply-add.
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/fma3.h"

#define XNN_THIS_ISA_IS_fma3 XNN_PROBE
using V = xnn_simd_fma3;

#include "ukernels/f32-gemm/define-kernels.h"
