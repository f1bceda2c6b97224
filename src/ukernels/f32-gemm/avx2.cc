// f32 GEMM/IGEMM kernels for AVX2 + FMA3: 8-float ymm vectors, fused multiply-add. The same code as fma3.cc; AVX2
// has its own rows because dispatch ranks ISAs, and a CPU with AVX2 should not fall back to the FMA3 tiles.
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/f32-gemm/ymm-vector.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE

namespace {
using V = ymm_vector</*kFused=*/true>;
}  // namespace

#include "ukernels/f32-gemm/define-kernels.h"
