// f32 argmaxpool kernels for avx512f: src/ukernels/pooling/argmaxpool-template.h over xnn_simd_avx512f.
#include "ukernels/f32-argmaxpool/f32-argmaxpool.h"
#include "ukernels/pooling/argmaxpool-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#include "ukernels/f32-argmaxpool/define-kernels.h"
