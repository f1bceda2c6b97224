// int32 unary elementwise kernels for avx2: the ops of ops.h over 8 int32 lanes.
#include "ukernels/s32-vunary/vunary-template.h"
#include "ukernels/simd/s32-lanes.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_s32_lanes<8>;

#include "ukernels/s32-vunary/define-kernels.h"
