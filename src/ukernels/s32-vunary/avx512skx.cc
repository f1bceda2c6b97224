// int32 unary elementwise kernels for avx512skx: the ops of ops.h over 16 int32 lanes.
#include "ukernels/s32-vunary/vunary-template.h"
#include "ukernels/simd/s32-lanes.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_s32_lanes<16>;

#include "ukernels/s32-vunary/define-kernels.h"
