// f32 bilinear interpolation kernels for wasmsimd: ibilinear-template.h over xnn_simd_wasmsimd.
#include "ukernels/simd/wasmsimd.h"
#include "ukernels/f32-ibilinear/ibilinear-template.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/f32-ibilinear/define-kernels.h"
