// f16 bilinear interpolation kernels for wasmsimd: ibilinear-template.h over xnn_simd_wasmsimd
// with halves converted by xnn_half_wasmsimd.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-ibilinear/f16-ibilinear.h"
#include "ukernels/f16-vcvt/half-wasmsimd.h"
#include "ukernels/f32-ibilinear/ibilinear-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_wasmsimd, xnn_half_wasmsimd>;

#include "ukernels/f16-ibilinear/define-kernels.h"
