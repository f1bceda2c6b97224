// f32 depthwise convolution kernels for fma3: dwconv-template.h over xnn_simd_fma3.
#include "ukernels/f32-dwconv/dwconv-template.h"
#include "ukernels/simd/fma3.h"

#define XNN_THIS_ISA_IS_fma3 XNN_PROBE
using V = xnn_simd_fma3;

#include "ukernels/f32-dwconv/define-kernels.h"
