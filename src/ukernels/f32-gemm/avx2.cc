// f32 GEMM/IGEMM kernels for AVX2 + FMA3: 8-float ymm vectors, fused multiply-add. The same vector type as fma3.cc;
// dispatch prefers these rows on AVX2 CPUs, and their tiles may differ from FMA3's (4x24 is measured only here).
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/f32-gemm/ymm-vector.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE

namespace {
using V = ymm_vector</*kFused=*/true>;
}  // namespace

#include "ukernels/f32-gemm/define-kernels.h"
