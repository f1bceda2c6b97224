// f32 gavgpool kernels for avx: src/ukernels/pooling/pool-template.h over xnn_simd_avx.
#include "ukernels/f32-gavgpool/f32-gavgpool.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/avx.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
using V = xnn_simd_avx;

#include "ukernels/f32-gavgpool/define-kernels.h"
