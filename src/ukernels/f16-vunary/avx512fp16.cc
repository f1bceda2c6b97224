// f16 unary elementwise kernels for avx512fp16: f32-vunary's exact ops (abs, clamp, negate, square) in native fp16
// arithmetic, one rounding per operation, so the same bits as the rows computing in fp32 (f16-vunary.h).
#include "ukernels/simd/fp16-avx512fp16.h"
#include "ukernels/f32-vunary/vunary-template.h"
#include "ukernels/f16-vunary/f16-vunary.h"

#define XNN_THIS_ISA_IS_avx512fp16 XNN_PROBE
using V = xnn_fp16_avx512fp16;

#include "ukernels/f16-vunary/define-kernels.h"
