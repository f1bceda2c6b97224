// f32 unary elementwise kernels for avx2: the ops of ops.h over xnn_simd_avx2.
#include "ukernels/f32-vunary/vunary-template.h"
#include "ukernels/simd/avx2.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;

#include "ukernels/f32-vunary/define-kernels.h"
