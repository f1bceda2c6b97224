// f32 avgpool kernels for sse2: src/ukernels/pooling/pool-template.h over xnn_simd_sse2.
#include "ukernels/f32-avgpool/f32-avgpool.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/sse2.h"

#define XNN_THIS_ISA_IS_sse2 XNN_PROBE
using V = xnn_simd_sse2;

#include "ukernels/f32-avgpool/define-kernels.h"
