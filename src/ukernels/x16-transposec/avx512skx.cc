// 16-bit transpose kernels for avx512skx: transposec-template.h over xnn_transpose_avx512skx.
#include "ukernels/transposec/avx512skx.h"
#include "ukernels/transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
#define XNN_TRANSPOSEC_TABLE "ukernels/x16-transposec/transposec-table.h"
using Element = uint16_t;
using V = xnn_transpose_avx512skx<Element>;

#include "ukernels/transposec/define-kernels.h"
