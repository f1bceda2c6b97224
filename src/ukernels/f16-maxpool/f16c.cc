// f16 maxpool kernels for f16c: src/ukernels/pooling/pool-template.h over xnn_simd_avx with halves converted
// exactly by xnn_half_f16c (vcvtph2ps / vcvtps2ph).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-maxpool/f16-maxpool.h"
#include "ukernels/f16-vcvt/half-f16c.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/avx.h"

#define XNN_THIS_ISA_IS_f16c XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx, xnn_half_f16c>;

#include "ukernels/f16-maxpool/define-kernels.h"
