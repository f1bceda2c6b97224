// 64-bit transpose kernels for avx: transposec-template.h over xnn_transpose_avx.
#include "ukernels/transposec/avx.h"
#include "ukernels/transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
#define XNN_TRANSPOSEC_TABLE "ukernels/x64-transposec/transposec-table.h"
using Element = uint64_t;
using V = xnn_transpose_avx<Element>;

#include "ukernels/transposec/define-kernels.h"
