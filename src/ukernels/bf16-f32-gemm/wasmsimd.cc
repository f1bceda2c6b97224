// bf16 GEMM kernels for WebAssembly SIMD128: 4-float v128 vectors, bf16 to fp32 by a shift and a mask
// (bf16-pairs.h). Baseline SIMD128 has no fused multiply-add: each product is exact, and the add rounds once, as a
// fused one would. Register map (16 xmm on x86 engines): 4x8c2 has 8 accumulators + 2 x 2 W halves + 2 A halves = 14.
#include "ukernels/bf16-f32-gemm/bf16-pairs.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;
using P = bf16_pairs_by_shift<V>;

#include "ukernels/bf16-f32-gemm/define-kernels.h"
