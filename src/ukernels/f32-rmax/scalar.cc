// f32-rmax kernels for scalar: rmax-template.h over xnn_simd_scalar.
#include "ukernels/f32-rmax/rmax-template.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;

#include "ukernels/f32-rmax/define-kernels.h"
