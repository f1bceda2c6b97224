// f16 GEMM kernels for AVX512-FP16 (Sapphire Rapids): 32 halves per zmm, native fp16 FMA (vfmadd231ph), so every
// FMA rounds to fp16 (error bound in docs/kernels.md, "Half precision"). Masked 16-bit stores for column tails.
// Register map (32 zmm): 7x64: 14 accumulators + 2 W + 1 A = 17; 8x64: 16 + 2 + 1 = 19.
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/fp16-avx512fp16.h"
#include "ukernels/f16-gemm/f16-gemm.h"

#define XNN_THIS_ISA_IS_avx512fp16 XNN_PROBE
using V = xnn_fp16_avx512fp16;
using P = f32_gemm_plain<V, uint16_t>;

#include "ukernels/f16-gemm/define-kernels.h"
