// f32 GEMM/IGEMM kernels for AArch64 NEON with FMA: 4-float q-register vectors, fused multiply-add.
//
// AArch64 has 32 q registers. Register maps (accumulators + W + A):
//   6x8_lane   12 + 2 + 6 = 20     4x16_lane  16 + 4 + 4 = 24     6x8_dup  12 + 2 + 1 = 15
// Wider tiles do not fit with GCC 12: 5x16_lane and 6x16_dup (which GCC turns into by-element FMAs with one
// register per A value) spill accumulators to the stack inside the k loop.
// `_lane` kernels load 4 consecutive A values per row with one ld1 and multiply by each lane (fmla v.4s, v.s[l]);
// `_dup` kernels broadcast one A value per k step (ld1r).
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neonfma XNN_PROBE
using V = xnn_simd_neonfma;

#include "ukernels/f32-gemm/define-kernels.h"
