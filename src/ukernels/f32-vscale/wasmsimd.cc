// f32-vscale kernels for wasmsimd: vscale-template.h over xnn_simd_wasmsimd.
#include "ukernels/f32-vscale/vscale-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/f32-vscale/define-kernels.h"
