// f32-vscale kernels for avx512f: vscale-template.h over xnn_simd_avx512f.
#include "ukernels/f32-vscale/vscale-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#include "ukernels/f32-vscale/define-kernels.h"
