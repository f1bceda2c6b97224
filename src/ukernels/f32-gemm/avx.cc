// f32 GEMM/IGEMM kernels for AVX without FMA (Sandy Bridge, Ivy Bridge): 8-float ymm vectors, vmulps + vaddps.
// The product needs a temporary register, so the tiles leave one ymm free: 5x16 uses 10 accumulators + 2 W + 1 A
// + 1 product = 14 of 16.
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/f32-gemm/ymm-vector.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE

namespace {
using V = ymm_vector</*kFused=*/false>;
}  // namespace

#include "ukernels/f32-gemm/define-kernels.h"
