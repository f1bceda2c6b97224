// f32 depthwise convolution kernels for avx: dwconv-template.h over xnn_simd_avx.
#include "ukernels/f32-dwconv/dwconv-template.h"
#include "ukernels/simd/avx.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
using V = xnn_simd_avx;

#include "ukernels/f32-dwconv/define-kernels.h"
