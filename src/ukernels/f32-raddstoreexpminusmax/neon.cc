// f32-raddstoreexpminusmax kernels for neon: raddstoreexpminusmax-template.h over xnn_simd_neon.
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;

#include "ukernels/f32-raddstoreexpminusmax/define-kernels.h"
