// f32 gavgpool kernels for avx512f: src/ukernels/pooling/pool-template.h over xnn_simd_avx512f.
#include "ukernels/f32-gavgpool/f32-gavgpool.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#include "ukernels/f32-gavgpool/define-kernels.h"
