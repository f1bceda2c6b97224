// f32 gavgpool kernels for neon: src/ukernels/pooling/pool-template.h over xnn_simd_neon.
#include "ukernels/f32-gavgpool/f32-gavgpool.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;

#include "ukernels/f32-gavgpool/define-kernels.h"
