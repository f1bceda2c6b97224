// f16 maxpool kernels for avx512skx: src/ukernels/pooling/pool-template.h over xnn_simd_avx512f with halves converted
// exactly by xnn_half_avx512 (vcvtph2ps / vcvtps2ph on zmm).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-maxpool/f16-maxpool.h"
#include "ukernels/f16-vcvt/half-avx512.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx512f, xnn_half_avx512>;

#include "ukernels/f16-maxpool/define-kernels.h"
