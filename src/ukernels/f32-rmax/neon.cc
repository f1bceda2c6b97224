// f32-rmax kernels for neon: rmax-template.h over xnn_simd_neon.
#include "ukernels/f32-rmax/rmax-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;

#include "ukernels/f32-rmax/define-kernels.h"
