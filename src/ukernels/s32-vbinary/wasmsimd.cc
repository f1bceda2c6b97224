// int32 binary elementwise kernels for wasmsimd: the ops of ops.h over 4 int32 lanes.
#include "ukernels/s32-vbinary/vbinary-template.h"
#include "ukernels/simd/s32-lanes.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_s32_lanes<4>;

#include "ukernels/s32-vbinary/define-kernels.h"
