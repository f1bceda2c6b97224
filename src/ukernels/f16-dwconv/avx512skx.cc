// f16 depthwise convolution kernels for avx512skx: dwconv-template.h over xnn_simd_avx512f with halves converted by
// xnn_half_avx512 (vcvtph2ps / vcvtps2ph, 16 per zmm, masked tails), fp32 arithmetic; each output is rounded to fp16
// once, on store.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-avx512.h"
#include "ukernels/f32-dwconv/dwconv-template.h"
#include "ukernels/simd/avx512f.h"
#include "ukernels/f16-dwconv/f16-dwconv.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx512f, xnn_half_avx512>;

#include "ukernels/f16-dwconv/define-kernels.h"
