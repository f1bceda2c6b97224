// f16 <-> f32 conversion kernels. Portable conversions, one element at a time (half.h).
#include "ukernels/f16-vcvt/half-scalar.h"
#include "ukernels/f16-vcvt/vcvt-template.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;
using H = xnn_half_scalar;

#include "ukernels/f16-vcvt/define-kernels.h"
