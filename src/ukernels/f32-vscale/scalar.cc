// f32-vscale kernels for scalar: vscale-template.h over xnn_simd_scalar.
#include "ukernels/f32-vscale/vscale-template.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;

#include "ukernels/f32-vscale/define-kernels.h"
