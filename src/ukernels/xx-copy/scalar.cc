// Copy, fill and pad kernels for scalar: copy-template.h over xnn_simd_scalar.
#include "ukernels/simd/scalar.h"
#include "ukernels/xx-copy/copy-template.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;

#include "ukernels/xx-copy/define-kernels.h"
