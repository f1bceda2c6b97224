// 8-bit PReLU kernels for sse41: vprelu-template.h over xnn_simd_sse41 with the qs8-vcvt group helper.
#include "ukernels/qs8-vprelu/vprelu-template.h"
#include "ukernels/qs8-vcvt/bytes-sse41.h"
#include "ukernels/simd/sse41.h"

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using V = xnn_simd_sse41;
using B = bytes_sse41;

#include "ukernels/qs8-vprelu/define-kernels.h"
