// f32 unary elementwise kernels for neonfma: the ops of ops.h over xnn_simd_neonfma.
#include "ukernels/f32-vunary/vunary-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neonfma XNN_PROBE
using V = xnn_simd_neonfma;

#include "ukernels/f32-vunary/define-kernels.h"
