// f16 depthwise convolution kernels for neonfma: dwconv-template.h over xnn_simd_neonfma with halves converted by
// xnn_half_neon (fcvtl / fcvtn, 4 per q register), fp32 arithmetic; each output is rounded to fp16 once, on store.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-neon.h"
#include "ukernels/f32-dwconv/dwconv-template.h"
#include "ukernels/simd/neon.h"
#include "ukernels/f16-dwconv/f16-dwconv.h"

#define XNN_THIS_ISA_IS_neonfma XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_neonfma, xnn_half_neon>;

#include "ukernels/f16-dwconv/define-kernels.h"
