// 64-bit transpose kernels for wasmsimd: transposec-template.h over xnn_transpose_wasmsimd.
#include "ukernels/transposec/wasmsimd.h"
#include "ukernels/transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
#define XNN_TRANSPOSEC_TABLE "ukernels/x64-transposec/transposec-table.h"
using Element = uint64_t;
using V = xnn_transpose_wasmsimd<Element>;

#include "ukernels/transposec/define-kernels.h"
