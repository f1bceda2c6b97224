// 64-bit transpose kernels for neon: transposec-template.h over xnn_transpose_neon.
#include "ukernels/transposec/neon.h"
#include "ukernels/transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
#define XNN_TRANSPOSEC_TABLE "ukernels/x64-transposec/transposec-table.h"
using Element = uint64_t;
using V = xnn_transpose_neon<Element>;

#include "ukernels/transposec/define-kernels.h"
