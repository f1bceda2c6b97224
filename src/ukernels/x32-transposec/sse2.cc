// 32-bit transpose kernels for sse2: transposec-template.h over xnn_simd_sse2.
#include "ukernels/simd/sse2.h"
#include "ukernels/transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_sse2 XNN_PROBE
#define XNN_TRANSPOSEC_TABLE "ukernels/x32-transposec/transposec-table.h"
using Element = float;
using V = xnn_simd_sse2;

#include "ukernels/transposec/define-kernels.h"
