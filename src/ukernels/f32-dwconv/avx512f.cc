// f32 depthwise convolution kernels for avx512f: dwconv-template.h over xnn_simd_avx512f.
#include "ukernels/f32-dwconv/dwconv-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#include "ukernels/f32-dwconv/define-kernels.h"
