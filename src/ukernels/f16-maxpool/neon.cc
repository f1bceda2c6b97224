// f16 maxpool kernels for neon: src/ukernels/pooling/pool-template.h over xnn_simd_neon with halves converted
// exactly by xnn_half_neon (fcvtl / fcvtn).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-maxpool/f16-maxpool.h"
#include "ukernels/f16-vcvt/half-neon.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_neon, xnn_half_neon>;

#include "ukernels/f16-maxpool/define-kernels.h"
