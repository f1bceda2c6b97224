// f32 argmaxpool kernels for sse2: src/ukernels/pooling/argmaxpool-template.h over xnn_simd_sse2.
#include "ukernels/f32-argmaxpool/f32-argmaxpool.h"
#include "ukernels/pooling/argmaxpool-template.h"
#include "ukernels/simd/sse2.h"

#define XNN_THIS_ISA_IS_sse2 XNN_PROBE
using V = xnn_simd_sse2;

#include "ukernels/f32-argmaxpool/define-kernels.h"
