// f16 maxpool kernels for wasmsimd: src/ukernels/pooling/pool-template.h over xnn_simd_wasmsimd with halves converted
// exactly by xnn_half_wasmsimd (integer formulas).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-maxpool/f16-maxpool.h"
#include "ukernels/f16-vcvt/half-wasmsimd.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_wasmsimd, xnn_half_wasmsimd>;

#include "ukernels/f16-maxpool/define-kernels.h"
