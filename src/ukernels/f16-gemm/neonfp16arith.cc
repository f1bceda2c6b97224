// f16 GEMM kernels for AArch64 NEON with FP16 arithmetic (ARMv8.2-A FEAT_FP16): 8 halves per q register, native
// fp16 FMA, so every FMA rounds to fp16 (error bound in docs/kernels.md, "Half precision").
// `_lane` rows load 8 consecutive A values per row and multiply by each lane (fmla v.8h, v.h[l]).
// Register map (32 q): 6x16: 12 accumulators + 2 W + 6 A = 20.
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/fp16-neonfp16arith.h"
#include "ukernels/f16-gemm/f16-gemm.h"

#define XNN_THIS_ISA_IS_neonfp16arith XNN_PROBE
using V = xnn_fp16_neonfp16arith;
using P = f32_gemm_plain<V, uint16_t>;

#include "ukernels/f16-gemm/define-kernels.h"
