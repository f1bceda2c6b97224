// f32 avgpool kernels for avx512f: src/ukernels/pooling/pool-template.h over xnn_simd_avx512f.
#include "ukernels/f32-avgpool/f32-avgpool.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#include "ukernels/f32-avgpool/define-kernels.h"
