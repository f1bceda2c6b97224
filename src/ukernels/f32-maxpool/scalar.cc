// f32 maxpool kernels for scalar: src/ukernels/pooling/pool-template.h over xnn_simd_scalar.
#include "ukernels/f32-maxpool/f32-maxpool.h"
#include "ukernels/pooling/pool-template.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;

#include "ukernels/f32-maxpool/define-kernels.h"
