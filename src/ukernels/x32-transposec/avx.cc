// 32-bit transpose kernels for avx: transposec-template.h over xnn_simd_avx.
#include "ukernels/simd/avx.h"
#include "ukernels/transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
#define XNN_TRANSPOSEC_TABLE "ukernels/x32-transposec/transposec-table.h"
using Element = float;
using V = xnn_simd_avx;

#include "ukernels/transposec/define-kernels.h"
