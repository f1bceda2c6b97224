// f16 binary elementwise kernels for neonfp16arith: f32-vbinary's exact ops (add, sub, mul, div, min, max) in native
// fp16 arithmetic, one rounding per operation, so the same bits as the rows computing in fp32 (f16-vbinary.h).
#include "ukernels/simd/fp16-neonfp16arith.h"
#include "ukernels/f32-vbinary/vbinary-template.h"
#include "ukernels/f16-vbinary/f16-vbinary.h"

#define XNN_THIS_ISA_IS_neonfp16arith XNN_PROBE
using V = xnn_fp16_neonfp16arith;

#include "ukernels/f16-vbinary/define-kernels.h"
