// qs8 and qu8 gavgpool kernels for avx512skx: src/ukernels/pooling/q8-pool-template.h over xnn_simd_avx512f with the
// 8-bit group helper of src/ukernels/qs8-vcvt/.
#include "ukernels/pooling/q8-pool-template.h"
#include "ukernels/qs8-gavgpool/qs8-gavgpool.h"
#include "ukernels/qs8-vcvt/bytes-avx512skx.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_simd_avx512f;
using B = bytes_avx512skx;

#include "ukernels/qs8-gavgpool/define-kernels.h"
