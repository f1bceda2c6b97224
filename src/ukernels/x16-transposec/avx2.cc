// 16-bit transpose kernels for avx2: transposec-template.h over xnn_transpose_avx2.
#include "ukernels/transposec/avx2.h"
#include "ukernels/transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
#define XNN_TRANSPOSEC_TABLE "ukernels/x16-transposec/transposec-table.h"
using Element = uint16_t;
using V = xnn_transpose_avx2<Element>;

#include "ukernels/transposec/define-kernels.h"
