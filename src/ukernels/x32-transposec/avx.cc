// 32-bit transpose kernels for avx: transposec-template.h over xnn_simd_avx.
#include "ukernels/simd/avx.h"
#include "ukernels/x32-transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
using V = xnn_simd_avx;

#include "ukernels/x32-transposec/define-kernels.h"
