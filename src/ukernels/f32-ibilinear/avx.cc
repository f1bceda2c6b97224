// f32 bilinear interpolation kernels for avx: ibilinear-template.h over xnn_simd_avx.
#include "ukernels/simd/avx.h"
#include "ukernels/f32-ibilinear/ibilinear-template.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
using V = xnn_simd_avx;

#include "ukernels/f32-ibilinear/define-kernels.h"
