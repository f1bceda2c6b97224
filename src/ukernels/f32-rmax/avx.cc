// f32-rmax kernels for avx: rmax-template.h over xnn_simd_avx.
#include "ukernels/f32-rmax/rmax-template.h"
#include "ukernels/simd/avx.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
using V = xnn_simd_avx;

#include "ukernels/f32-rmax/define-kernels.h"
