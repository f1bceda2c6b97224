// f16 avgpool kernels for neon: src/ukernels/pooling/pool-template.h over xnn_simd_neon with halves converted by
// xnn_half_neon (fcvtl / fcvtn); fp32 sums, rounded once on store.
#include "ukernels/f16-avgpool/f16-avgpool.h"
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-neon.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_neon, xnn_half_neon>;

#include "ukernels/f16-avgpool/define-kernels.h"
