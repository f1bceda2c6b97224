// f32 depthwise convolution kernels for wasmsimd: dwconv-template.h over xnn_simd_wasmsimd.
#include "ukernels/f32-dwconv/dwconv-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/f32-dwconv/define-kernels.h"
