// f32 maxpool kernels for avx512f: src/ukernels/pooling/pool-template.h over xnn_simd_avx512f.
#include "ukernels/f32-maxpool/f32-maxpool.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#include "ukernels/f32-maxpool/define-kernels.h"
