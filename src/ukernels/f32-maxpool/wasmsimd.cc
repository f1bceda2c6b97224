// f32 maxpool kernels for wasmsimd: src/ukernels/pooling/pool-template.h over xnn_simd_wasmsimd.
#include "ukernels/f32-maxpool/f32-maxpool.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/f32-maxpool/define-kernels.h"
