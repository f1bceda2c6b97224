// 64-bit transpose kernels for sse2: transposec-template.h over xnn_transpose_sse2.
#include "ukernels/transposec/sse2.h"
#include "ukernels/transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_sse2 XNN_PROBE
#define XNN_TRANSPOSEC_TABLE "ukernels/x64-transposec/transposec-table.h"
using Element = uint64_t;
using V = xnn_transpose_sse2<Element>;

#include "ukernels/transposec/define-kernels.h"
