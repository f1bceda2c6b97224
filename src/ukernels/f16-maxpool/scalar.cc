// f16 maxpool kernels for scalar: src/ukernels/pooling/pool-template.h over xnn_simd_scalar with halves converted
// exactly by xnn_half_scalar (half.h).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-maxpool/f16-maxpool.h"
#include "ukernels/f16-vcvt/half-scalar.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_scalar, xnn_half_scalar>;

#include "ukernels/f16-maxpool/define-kernels.h"
