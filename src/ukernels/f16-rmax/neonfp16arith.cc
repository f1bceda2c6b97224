// f16-rmax kernels for neonfp16arith: f32-reduce's rmax template over native fp16 registers (8 halves per q
// register, FMAX .8h, FMAXV), without the neon row's conversions; a maximum rounds nothing, so the result is exact.
#include "ukernels/simd/fp16-neonfp16arith.h"
#include "ukernels/f32-reduce/reduce-template.h"
#include "ukernels/f16-rmax/f16-rmax.h"

#define XNN_THIS_ISA_IS_neonfp16arith XNN_PROBE
using V = xnn_fp16_neonfp16arith;

#include "ukernels/f16-rmax/define-kernels.h"
