// f32 reduction kernels for avx512f: reduce-template.h over xnn_simd_avx512f.
#include "ukernels/simd/avx512f.h"
#include "ukernels/f32-reduce/reduce-template.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#include "ukernels/f32-reduce/define-kernels.h"
