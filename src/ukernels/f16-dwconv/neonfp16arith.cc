// f16 depthwise convolution kernels for neonfp16arith: dwconv-template.h over native fp16 registers (8 halves per q
// register, FMLA .8h), so every multiply-add rounds to fp16, as XNNPACK's neonfp16arith rows do; the multipass
// scratch holds the partial sums as halves. Error bound: f16-dwconv.h.
// Register map (32 q), 9p8c_px8: 9 weights + 8 sums + an input + bias, min, max = 21.
#include "ukernels/simd/fp16-neonfp16arith.h"
#include "ukernels/f32-dwconv/dwconv-template.h"
#include "ukernels/f16-dwconv/f16-dwconv.h"

#define XNN_THIS_ISA_IS_neonfp16arith XNN_PROBE
using V = xnn_fp16_neonfp16arith;

#include "ukernels/f16-dwconv/define-kernels.h"
