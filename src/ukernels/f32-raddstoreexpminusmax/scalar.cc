// f32-raddstoreexpminusmax kernels for scalar: raddstoreexpminusmax-template.h over xnn_simd_scalar.
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-template.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;

#include "ukernels/f32-raddstoreexpminusmax/define-kernels.h"
