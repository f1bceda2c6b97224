// 32-bit transpose kernels for scalar: transposec-template.h over xnn_simd_scalar.
#include "ukernels/simd/scalar.h"
#include "ukernels/transposec/transposec-template.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
#define XNN_TRANSPOSEC_TABLE "ukernels/x32-transposec/transposec-table.h"
using Element = float;
using V = xnn_simd_scalar;

#include "ukernels/transposec/define-kernels.h"
