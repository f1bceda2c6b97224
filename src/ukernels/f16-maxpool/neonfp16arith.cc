// f16 maxpool kernels for neonfp16arith: src/ukernels/pooling/pool-template.h over native fp16 registers (8 halves
// per q register, FMAX .8h), without the conversions of the neon rows; a maximum rounds nothing, so the results are
// the neon rows' bits (NaN payloads aside).
#include "ukernels/f16-maxpool/f16-maxpool.h"
#include "ukernels/simd/fp16-neonfp16arith.h"
#include "ukernels/pooling/pool-template.h"

#define XNN_THIS_ISA_IS_neonfp16arith XNN_PROBE
using V = xnn_fp16_neonfp16arith;

#include "ukernels/f16-maxpool/define-kernels.h"
