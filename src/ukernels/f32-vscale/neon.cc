// f32-vscale kernels for neon: vscale-template.h over xnn_simd_neon.
#include "ukernels/f32-vscale/vscale-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;

#include "ukernels/f32-vscale/define-kernels.h"
