// qs8 and qu8 avgpool kernels for scalar: src/ukernels/pooling/q8-pool-template.h over scalar_with_magic_round with the
// 8-bit group helper of src/ukernels/qs8-vcvt/.
#include "ukernels/pooling/q8-pool-template.h"
#include "ukernels/qs8-avgpool/qs8-avgpool.h"
#include "ukernels/qs8-vcvt/bytes-scalar.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = scalar_with_magic_round;
using B = bytes_scalar;

#include "ukernels/qs8-avgpool/define-kernels.h"
