// 64-bit transpose kernels for scalar: transposec-template.h over xnn_transpose_scalar.
#include "ukernels/transposec/scalar.h"
#include "ukernels/transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
#define XNN_TRANSPOSEC_TABLE "ukernels/x64-transposec/transposec-table.h"
using Element = uint64_t;
using V = xnn_transpose_scalar<Element>;

#include "ukernels/transposec/define-kernels.h"
