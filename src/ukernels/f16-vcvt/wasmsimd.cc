// f16 <-> f32 conversion kernels. WebAssembly SIMD128: half.h's integer formulas on 4 lanes (half-wasmsimd.h).
#include "ukernels/f16-vcvt/half-wasmsimd.h"
#include "ukernels/f16-vcvt/vcvt-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;
using H = xnn_half_wasmsimd;

#include "ukernels/f16-vcvt/define-kernels.h"
