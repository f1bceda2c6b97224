// f32 avgpool kernels for wasmsimd: src/ukernels/pooling/pool-template.h over xnn_simd_wasmsimd.
#include "ukernels/f32-avgpool/f32-avgpool.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/f32-avgpool/define-kernels.h"
