// f16 GEMM kernels for WebAssembly SIMD128: halves converted with integer operations (half-wasmsimd.h), fp32
// multiply and add (no FMA in baseline SIMD128). A is converted once per call into an fp32 copy (gemm-template.h,
// kStagedK); `_splat` rows load 4 consecutive floats of it per row and broadcast each lane (gemm-template.h, `lanes`).
// Register map: 4x8: 8 accumulators + 2 W + 4 A = 14.
#include "ukernels/f16-gemm/f32acc-gemm.h"
#include "ukernels/f16-vcvt/half-wasmsimd.h"
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/wasmsimd.h"
#include "ukernels/f16-gemm/f16-gemm.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;
using P = xnn_f16_f32acc_gemm<V, xnn_half_wasmsimd>;

#include "ukernels/f16-gemm/define-kernels.h"
