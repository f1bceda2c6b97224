// 32-bit transpose kernels for neon: transposec-template.h over xnn_simd_neon.
#include "ukernels/simd/neon.h"
#include "ukernels/x32-transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;

#include "ukernels/x32-transposec/define-kernels.h"
