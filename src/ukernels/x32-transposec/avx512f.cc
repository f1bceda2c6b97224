// 32-bit transpose kernels for avx512f: transposec-template.h over xnn_simd_avx512f.
#include "ukernels/simd/avx512f.h"
#include "ukernels/x32-transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#include "ukernels/x32-transposec/define-kernels.h"
