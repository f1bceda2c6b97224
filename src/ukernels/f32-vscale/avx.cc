// f32-vscale kernels for avx: vscale-template.h over xnn_simd_avx.
#include "ukernels/f32-vscale/vscale-template.h"
#include "ukernels/simd/avx.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
using V = xnn_simd_avx;

#include "ukernels/f32-vscale/define-kernels.h"
