// f32 GEMM/IGEMM kernels for AVX2 + FMA3: 8-float ymm vectors, fused multiply-add. The same arithmetic as fma3.cc;
// dispatch prefers these rows on AVX2 CPUs, and their tiles may differ from FMA3's (4x24 is measured only here).
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/avx2.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;

#include "ukernels/f32-gemm/define-kernels.h"
