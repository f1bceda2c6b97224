// f16 depthwise convolution kernels for wasmsimd: dwconv-template.h over xnn_simd_wasmsimd with halves converted by
// xnn_half_wasmsimd (integer formulas, 4 lanes), fp32 arithmetic; each output is rounded to fp16 once, on store.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-wasmsimd.h"
#include "ukernels/f32-dwconv/dwconv-template.h"
#include "ukernels/simd/wasmsimd.h"
#include "ukernels/f16-dwconv/f16-dwconv.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_wasmsimd, xnn_half_wasmsimd>;

#include "ukernels/f16-dwconv/define-kernels.h"
