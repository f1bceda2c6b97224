// 32-bit transpose kernels for scalar: transposec-template.h over xnn_simd_scalar.
#include "ukernels/simd/scalar.h"
#include "ukernels/x32-transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;

#include "ukernels/x32-transposec/define-kernels.h"
