// f16 GEMM kernels for AVX2 + FMA3 + F16C: A converted once per call into an fp32 copy (gemm-template.h, kStagedK)
// and broadcast from it (vbroadcastss m32: a load), W converted with vcvtph2ps m128 (8 halves per ymm), fp32 FMAs,
// results rounded with vcvtps2ph on store.
// Register map (16 ymm): 6x16: 12 accumulators + 2 W + 1 A = 15; 5x16: 10 + 2 + 1 = 13.
// On Intel cores a W conversion takes an FMA port slot, so a k step of MR x 16 issues 2 * MR FMAs and 2 conversions
// on those ports (6x16: 86% FMAs); on Zen 3 it runs beside the FMAs (peak-bench's gemm_step rows). Figures in
// docs/kernels.md, "Half precision".
#include "ukernels/f16-gemm/f32acc-gemm.h"
#include "ukernels/f16-vcvt/half-f16c.h"
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/avx2.h"
#include "ukernels/f16-gemm/f16-gemm.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;
using P = xnn_f16_f32acc_gemm<V, xnn_half_f16c>;

#include "ukernels/f16-gemm/define-kernels.h"
