// f32 argmaxpool kernels for neon: src/ukernels/pooling/argmaxpool-template.h over xnn_simd_neon.
#include "ukernels/f32-argmaxpool/f32-argmaxpool.h"
#include "ukernels/pooling/argmaxpool-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;

#include "ukernels/f32-argmaxpool/define-kernels.h"
