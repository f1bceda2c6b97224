// f32 depthwise convolution kernels for scalar: dwconv-template.h over xnn_simd_scalar.
#include "ukernels/f32-dwconv/dwconv-template.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;

#include "ukernels/f32-dwconv/define-kernels.h"
