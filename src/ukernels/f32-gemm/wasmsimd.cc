// f32 GEMM/IGEMM kernels for WebAssembly SIMD128: 4-float v128 vectors. Baseline SIMD128 has no fused multiply-add,
// so each step is a multiply and an add (rounded twice; the tests' tolerance covers both roundings).
//
// Engines map v128 to 16 xmm registers on x86 and 32 q registers on ARM; the tiles fit in 16:
//   4x8_splat  8 accumulators + 2 W + 4 A = 14     4x8_loadsplat  8 + 2 + 1 = 11
// `_splat` kernels load 4 consecutive A values per row with one v128 load and broadcast each lane with a shuffle;
// `_loadsplat` kernels broadcast one A value per k step from memory (v128.load32_splat).
// Clamping uses pmin/pmax (one instruction on x86, unlike the NaN-propagating f32x4.min/max); with a NaN result
// they return the bound, as the AVX2 kernels do.
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/f32-gemm/define-kernels.h"
