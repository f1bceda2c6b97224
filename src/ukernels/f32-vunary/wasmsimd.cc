// f32 unary elementwise kernels for wasmsimd: the ops of ops.h over xnn_simd_wasmsimd.
#include "ukernels/f32-vunary/vunary-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/f32-vunary/define-kernels.h"
