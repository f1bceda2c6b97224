// f32-rmax kernels for wasmsimd: rmax-template.h over xnn_simd_wasmsimd.
#include "ukernels/f32-rmax/rmax-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/f32-rmax/define-kernels.h"
