// f32 reduction kernels for avx: reduce-template.h over xnn_simd_avx.
#include "ukernels/simd/avx.h"
#include "ukernels/f32-reduce/reduce-template.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
using V = xnn_simd_avx;

#include "ukernels/f32-reduce/define-kernels.h"
