// f16 unary elementwise kernels for neon: the neon ops of f32-vunary on 4 floats per q register, fcvtl on load and
// fcvtn on store.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-neon.h"
#include "ukernels/f32-vunary/vunary-template.h"
#include "ukernels/simd/neon.h"
#include "ukernels/f16-vunary/f16-vunary.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_neon, xnn_half_neon>;

#include "ukernels/f16-vunary/define-kernels.h"
