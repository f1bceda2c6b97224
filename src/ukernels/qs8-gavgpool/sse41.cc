// qs8 and qu8 gavgpool kernels for sse41: src/ukernels/pooling/q8-pool-template.h over xnn_simd_sse41 with the 8-bit
// group helper of src/ukernels/qs8-vcvt/.
#include "ukernels/pooling/q8-pool-template.h"
#include "ukernels/qs8-gavgpool/qs8-gavgpool.h"
#include "ukernels/qs8-vcvt/bytes-sse41.h"
#include "ukernels/simd/sse41.h"

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using V = xnn_simd_sse41;
using B = bytes_sse41;

#include "ukernels/qs8-gavgpool/define-kernels.h"
