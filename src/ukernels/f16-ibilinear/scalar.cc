// f16 bilinear interpolation kernels for scalar: ibilinear-template.h over xnn_simd_scalar
// with halves converted by xnn_half_scalar.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-ibilinear/f16-ibilinear.h"
#include "ukernels/f16-vcvt/half-scalar.h"
#include "ukernels/f32-ibilinear/ibilinear-template.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_scalar, xnn_half_scalar>;

#include "ukernels/f16-ibilinear/define-kernels.h"
