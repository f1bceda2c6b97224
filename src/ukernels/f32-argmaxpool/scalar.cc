// f32 argmaxpool kernels for scalar: src/ukernels/pooling/argmaxpool-template.h over xnn_simd_scalar.
#include "ukernels/f32-argmaxpool/f32-argmaxpool.h"
#include "ukernels/pooling/argmaxpool-template.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;

#include "ukernels/f32-argmaxpool/define-kernels.h"
