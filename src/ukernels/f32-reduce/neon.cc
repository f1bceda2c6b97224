// f32 reduction kernels for neon: reduce-template.h over xnn_simd_neon.
#include "ukernels/simd/neon.h"
#include "ukernels/f32-reduce/reduce-template.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;

#include "ukernels/f32-reduce/define-kernels.h"
