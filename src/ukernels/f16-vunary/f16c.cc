// f16 unary elementwise kernels for f16c: the avx ops of f32-vunary on 8 floats per ymm, vcvtph2ps on load and
// vcvtps2ph on store.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-f16c.h"
#include "ukernels/f32-vunary/vunary-template.h"
#include "ukernels/simd/avx.h"
#include "ukernels/f16-vunary/f16-vunary.h"

#define XNN_THIS_ISA_IS_f16c XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx, xnn_half_f16c>;

#include "ukernels/f16-vunary/define-kernels.h"
