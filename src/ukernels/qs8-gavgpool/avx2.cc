// qs8 and qu8 gavgpool kernels for avx2: src/ukernels/pooling/q8-pool-template.h over xnn_simd_avx2 with the 8-bit
// group helper of src/ukernels/qs8-vcvt/.
#include "ukernels/pooling/q8-pool-template.h"
#include "ukernels/qs8-gavgpool/qs8-gavgpool.h"
#include "ukernels/qs8-vcvt/bytes-avx2.h"
#include "ukernels/simd/avx2.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;
using B = bytes_avx2;

#include "ukernels/qs8-gavgpool/define-kernels.h"
