// qs8 and qu8 avgpool kernels for sse41: src/ukernels/pooling/q8-pool-template.h over xnn_simd_sse41 with the 8-bit
// group helper of src/ukernels/qs8-vcvt/.
#include "ukernels/pooling/q8-pool-template.h"
#include "ukernels/qs8-avgpool/qs8-avgpool.h"
#include "ukernels/qs8-vcvt/bytes-sse41.h"
#include "ukernels/simd/sse41.h"

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using V = xnn_simd_sse41;
using B = bytes_sse41;

#include "ukernels/qs8-avgpool/define-kernels.h"
