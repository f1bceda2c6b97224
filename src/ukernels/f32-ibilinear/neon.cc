// f32 bilinear interpolation kernels for neon: ibilinear-template.h over xnn_simd_neon.
#include "ukernels/simd/neon.h"
#include "ukernels/f32-ibilinear/ibilinear-template.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;

#include "ukernels/f32-ibilinear/define-kernels.h"
