// 8-bit PReLU kernels for neon: vprelu-template.h over xnn_simd_neon with the qs8-vcvt group helper.
#include "ukernels/qs8-vprelu/vprelu-template.h"
#include "ukernels/qs8-vcvt/bytes-neon.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;
using B = bytes_neon;

#include "ukernels/qs8-vprelu/define-kernels.h"
