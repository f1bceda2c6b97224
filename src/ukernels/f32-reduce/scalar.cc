// f32 reduction kernels for scalar: reduce-template.h over xnn_simd_scalar.
#include "ukernels/simd/scalar.h"
#include "ukernels/f32-reduce/reduce-template.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;

#include "ukernels/f32-reduce/define-kernels.h"
