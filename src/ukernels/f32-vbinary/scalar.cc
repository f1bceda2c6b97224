// f32 binary elementwise kernels for scalar: the ops of ops.h over xnn_simd_scalar.
#include "ukernels/f32-vbinary/vbinary-template.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;

#include "ukernels/f32-vbinary/define-kernels.h"
