// 32-bit transpose kernels for neon: transposec-template.h over xnn_simd_neon.
#include "ukernels/simd/neon.h"
#include "ukernels/transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
#define XNN_TRANSPOSEC_TABLE "ukernels/x32-transposec/transposec-table.h"
using Element = float;
using V = xnn_simd_neon;

#include "ukernels/transposec/define-kernels.h"
