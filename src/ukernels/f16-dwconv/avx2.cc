// f16 depthwise convolution kernels for avx2 (AVX2 + FMA3 + F16C): dwconv-template.h over xnn_simd_avx2 with halves
// converted by xnn_half_f16c (vcvtph2ps / vcvtps2ph, 8 per ymm), fp32 arithmetic; each output is rounded to fp16
// once, on store.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-f16c.h"
#include "ukernels/f32-dwconv/dwconv-template.h"
#include "ukernels/simd/avx2.h"
#include "ukernels/f16-dwconv/f16-dwconv.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx2, xnn_half_f16c>;

#include "ukernels/f16-dwconv/define-kernels.h"
