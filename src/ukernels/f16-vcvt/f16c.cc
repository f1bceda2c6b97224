// f16 <-> f32 conversion kernels. F16C: vcvtph2ps / vcvtps2ph on 8 elements per ymm.
#include "ukernels/f16-vcvt/half-f16c.h"
#include "ukernels/f16-vcvt/vcvt-template.h"
#include "ukernels/simd/avx.h"

#define XNN_THIS_ISA_IS_f16c XNN_PROBE
using V = xnn_simd_avx;
using H = xnn_half_f16c;

#include "ukernels/f16-vcvt/define-kernels.h"
