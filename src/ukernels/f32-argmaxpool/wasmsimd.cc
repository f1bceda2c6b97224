// f32 argmaxpool kernels for wasmsimd: src/ukernels/pooling/argmaxpool-template.h over xnn_simd_wasmsimd.
#include "ukernels/f32-argmaxpool/f32-argmaxpool.h"
#include "ukernels/pooling/argmaxpool-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/f32-argmaxpool/define-kernels.h"
