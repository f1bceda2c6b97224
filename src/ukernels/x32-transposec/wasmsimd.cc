// 32-bit transpose kernels for wasmsimd: transposec-template.h over xnn_simd_wasmsimd.
#include "ukernels/simd/wasmsimd.h"
#include "ukernels/x32-transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/x32-transposec/define-kernels.h"
