// Conversion kernels for scalar: vcvt-template.h over xnn_simd_scalar, one element per group.
#include "ukernels/qs8-vcvt/bytes-scalar.h"
#include "ukernels/qs8-vcvt/vcvt-template.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = scalar_with_magic_round;
using B = bytes_scalar;

#include "ukernels/qs8-vcvt/define-kernels.h"
