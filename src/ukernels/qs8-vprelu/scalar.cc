// 8-bit PReLU kernels for scalar: vprelu-template.h over scalar_with_magic_round with the qs8-vcvt group helper.
#include "ukernels/qs8-vprelu/vprelu-template.h"
#include "ukernels/qs8-vcvt/bytes-scalar.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = scalar_with_magic_round;
using B = bytes_scalar;

#include "ukernels/qs8-vprelu/define-kernels.h"
