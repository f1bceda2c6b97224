// f32 maxpool kernels for avx: src/ukernels/pooling/pool-template.h over xnn_simd_avx.
#include "ukernels/f32-maxpool/f32-maxpool.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/avx.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
using V = xnn_simd_avx;

#include "ukernels/f32-maxpool/define-kernels.h"
