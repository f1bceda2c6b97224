// f32 bilinear interpolation kernels for avx512f: ibilinear-template.h over xnn_simd_avx512f.
#include "ukernels/simd/avx512f.h"
#include "ukernels/f32-ibilinear/ibilinear-template.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#include "ukernels/f32-ibilinear/define-kernels.h"
