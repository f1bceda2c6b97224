// Conversion kernels for sse41: vcvt-template.h over xnn_simd_sse41 (blendv selects); bytes widen with pmovsx/pmovzx.
#include "ukernels/qs8-vcvt/bytes-sse41.h"
#include "ukernels/qs8-vcvt/vcvt-template.h"
#include "ukernels/simd/sse41.h"

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using V = xnn_simd_sse41;
using B = bytes_sse41;

#include "ukernels/qs8-vcvt/define-kernels.h"
