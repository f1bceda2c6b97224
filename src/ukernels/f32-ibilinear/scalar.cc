// f32 bilinear interpolation kernels for scalar: ibilinear-template.h over xnn_simd_scalar.
#include "ukernels/simd/scalar.h"
#include "ukernels/f32-ibilinear/ibilinear-template.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;

#include "ukernels/f32-ibilinear/define-kernels.h"
