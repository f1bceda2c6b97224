// int32 binary elementwise kernels for scalar: the ops of ops.h over 1 int32 lanes.
#include "ukernels/s32-vbinary/vbinary-template.h"
#include "ukernels/simd/s32-lanes.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_s32_lanes<1>;

#include "ukernels/s32-vbinary/define-kernels.h"
