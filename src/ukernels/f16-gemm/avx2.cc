// f16 GEMM kernels for AVX2 + FMA3 + F16C: W converted with vcvtph2ps (8 halves per ymm), each A value converted and
// broadcast, fp32 FMAs, results rounded with vcvtps2ph on store.
// Register map (16 ymm): 5x16: 10 accumulators + 2 W + 1 A = 13; 6x16: 12 + 2 + 1 = 15.
// Each conversion takes an FMA port slot (vcvtph2ps is one p01 uop and one p5 uop): per k step an MR x 16 tile
// issues 2 * MR FMAs, 2 W conversions and MR A conversions; figures in docs/kernels.md, "Half precision".
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-f16c.h"
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/avx2.h"
#include "ukernels/f16-gemm/f16-gemm.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx2, xnn_half_f16c>;

#include "ukernels/f16-gemm/define-kernels.h"
