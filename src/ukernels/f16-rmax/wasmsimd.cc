// f16-rmax kernels for wasmsimd: f32-reduce's rmax template over xnn_simd_wasmsimd, halves converted on load (half-
// wasmsimd.h).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-wasmsimd.h"
#include "ukernels/f32-reduce/reduce-template.h"
#include "ukernels/simd/wasmsimd.h"
#include "ukernels/f16-rmax/f16-rmax.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_wasmsimd, xnn_half_wasmsimd>;

#include "ukernels/f16-rmax/define-kernels.h"
