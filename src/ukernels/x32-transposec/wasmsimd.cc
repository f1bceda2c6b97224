// 32-bit transpose kernels for wasmsimd: transposec-template.h over xnn_simd_wasmsimd.
#include "ukernels/simd/wasmsimd.h"
#include "ukernels/transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
#define XNN_TRANSPOSEC_TABLE "ukernels/x32-transposec/transposec-table.h"
using Element = float;
using V = xnn_simd_wasmsimd;

#include "ukernels/transposec/define-kernels.h"
