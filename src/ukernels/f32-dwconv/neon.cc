// f32 depthwise convolution kernels for neon: dwconv-template.h over xnn_simd_neon.
#include "ukernels/f32-dwconv/dwconv-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;

#include "ukernels/f32-dwconv/define-kernels.h"
