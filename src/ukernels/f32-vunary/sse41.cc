// f32 unary elementwise kernels for sse41: the ops of ops.h over xnn_simd_sse41.
#include "ukernels/f32-vunary/vunary-template.h"
#include "ukernels/simd/sse41.h"

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using V = xnn_simd_sse41;

#include "ukernels/f32-vunary/define-kernels.h"
