// f16 unary elementwise kernels for wasmsimd: the wasmsimd ops of f32-vunary on 4 floats per register, halves converted
// with half.h's integer formulas.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-wasmsimd.h"
#include "ukernels/f32-vunary/vunary-template.h"
#include "ukernels/simd/wasmsimd.h"
#include "ukernels/f16-vunary/f16-vunary.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_wasmsimd, xnn_half_wasmsimd>;

#include "ukernels/f16-vunary/define-kernels.h"
