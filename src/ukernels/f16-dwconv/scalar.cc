// f16 depthwise convolution kernels for scalar: dwconv-template.h over xnn_simd_scalar with halves converted by
// xnn_half_scalar (half.h, one element at a time), fp32 arithmetic; each output is rounded to fp16 once, on store.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-scalar.h"
#include "ukernels/f32-dwconv/dwconv-template.h"
#include "ukernels/simd/scalar.h"
#include "ukernels/f16-dwconv/f16-dwconv.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_scalar, xnn_half_scalar>;

#include "ukernels/f16-dwconv/define-kernels.h"
