// f16 gavgpool kernels for neonfp16arith: src/ukernels/pooling/pool-template.h over native fp16 registers (8 halves
// per q register): every addition and the final scaling round to fp16, as XNNPACK's neonfp16arith rows do, and the
// running sums between passes are halves. Error bound: f16-gavgpool.h.
#include "ukernels/f16-gavgpool/f16-gavgpool.h"
#include "ukernels/simd/fp16-neonfp16arith.h"
#include "ukernels/pooling/pool-template.h"

#define XNN_THIS_ISA_IS_neonfp16arith XNN_PROBE
using V = xnn_fp16_neonfp16arith;

#include "ukernels/f16-gavgpool/define-kernels.h"
