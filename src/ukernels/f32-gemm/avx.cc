// f32 GEMM/IGEMM kernels for AVX: 8-float ymm vectors, multiply then add (no FMA on AVX-only CPUs).
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/avx.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
using V = xnn_simd_avx;

#include "ukernels/f32-gemm/define-kernels.h"
