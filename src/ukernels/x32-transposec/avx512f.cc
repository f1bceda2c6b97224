// 32-bit transpose kernels for avx512f: transposec-template.h over xnn_transpose_avx512f (row pieces joined at load).
#include "ukernels/transposec/avx512f.h"
#include "ukernels/transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
#define XNN_TRANSPOSEC_TABLE "ukernels/x32-transposec/transposec-table.h"
using Element = uint32_t;
using V = xnn_transpose_avx512f<Element>;

#include "ukernels/transposec/define-kernels.h"
