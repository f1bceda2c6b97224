// f16 <-> f32 conversion kernels. AArch64 NEON: fcvtl / fcvtn on 4 elements per q register.
#include "ukernels/f16-vcvt/half-neon.h"
#include "ukernels/f16-vcvt/vcvt-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;
using H = xnn_half_neon;

#include "ukernels/f16-vcvt/define-kernels.h"
