// 8-bit PReLU kernels for avx2: vprelu-template.h over xnn_simd_avx2 with the qs8-vcvt group helper.
#include "ukernels/qs8-vprelu/vprelu-template.h"
#include "ukernels/qs8-vcvt/bytes-avx2.h"
#include "ukernels/simd/avx2.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;
using B = bytes_avx2;

#include "ukernels/qs8-vprelu/define-kernels.h"
