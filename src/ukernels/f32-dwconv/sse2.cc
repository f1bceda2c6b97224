// f32 depthwise convolution kernels for sse2: dwconv-template.h over xnn_simd_sse2.
#include "ukernels/f32-dwconv/dwconv-template.h"
#include "ukernels/simd/sse2.h"

#define XNN_THIS_ISA_IS_sse2 XNN_PROBE
using V = xnn_simd_sse2;

#include "ukernels/f32-dwconv/define-kernels.h"
