// f32-qc8w and f32-qc4w GEMM kernels for WebAssembly SIMD128: 4-float v128 vectors, multiply then add. `_splat` loads 4
// A values per row and broadcasts each lane, `_loadsplat` one A value per k step.
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/f32-qc8w-gemm/define-kernels.h"
