// f16 bilinear interpolation kernels for neonfp16arith: ibilinear-template.h over native fp16 registers (8 halves per
// q register): each of the three lerps' subtraction and FMA rounds to fp16, as XNNPACK's neonfp16arith row does.
// Error bound: f16-ibilinear.h.
#include "ukernels/f16-ibilinear/f16-ibilinear.h"
#include "ukernels/simd/fp16-neonfp16arith.h"
#include "ukernels/f32-ibilinear/ibilinear-template.h"

#define XNN_THIS_ISA_IS_neonfp16arith XNN_PROBE
using V = xnn_fp16_neonfp16arith;

#include "ukernels/f16-ibilinear/define-kernels.h"
