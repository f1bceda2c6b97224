// f32 bilinear interpolation kernels for sse2: ibilinear-template.h over xnn_simd_sse2.
#include "ukernels/simd/sse2.h"
#include "ukernels/f32-ibilinear/ibilinear-template.h"

#define XNN_THIS_ISA_IS_sse2 XNN_PROBE
using V = xnn_simd_sse2;

#include "ukernels/f32-ibilinear/define-kernels.h"
