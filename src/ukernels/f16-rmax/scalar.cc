// f16-rmax kernels for scalar: f32-reduce's rmax template over xnn_simd_scalar, halves converted on load (half-
// scalar.h).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-scalar.h"
#include "ukernels/f32-reduce/reduce-template.h"
#include "ukernels/simd/scalar.h"
#include "ukernels/f16-rmax/f16-rmax.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_scalar, xnn_half_scalar>;

#include "ukernels/f16-rmax/define-kernels.h"
