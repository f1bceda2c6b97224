// f32 reduction kernels for wasmsimd: reduce-template.h over xnn_simd_wasmsimd.
#include "ukernels/simd/wasmsimd.h"
#include "ukernels/f32-reduce/reduce-template.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/f32-reduce/define-kernels.h"
