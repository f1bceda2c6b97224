// f16 gavgpool kernels for f16c: src/ukernels/pooling/pool-template.h over xnn_simd_avx with halves converted by
// xnn_half_f16c (vcvtph2ps / vcvtps2ph); fp32 sums, rounded once on store.
#include "ukernels/f16-gavgpool/f16-gavgpool.h"
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-f16c.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/avx.h"

#define XNN_THIS_ISA_IS_f16c XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx, xnn_half_f16c>;

#include "ukernels/f16-gavgpool/define-kernels.h"
