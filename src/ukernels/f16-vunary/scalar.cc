// f16 unary elementwise kernels for scalar: f32-vunary's ops in fp32 on one element at a time (half.h).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-scalar.h"
#include "ukernels/f32-vunary/vunary-template.h"
#include "ukernels/simd/scalar.h"
#include "ukernels/f16-vunary/f16-vunary.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_scalar, xnn_half_scalar>;

#include "ukernels/f16-vunary/define-kernels.h"
