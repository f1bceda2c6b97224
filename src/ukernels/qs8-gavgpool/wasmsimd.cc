// qs8 and qu8 gavgpool kernels for wasmsimd: src/ukernels/pooling/q8-pool-template.h over xnn_simd_wasmsimd with the
// 8-bit group helper of src/ukernels/qs8-vcvt/.
#include "ukernels/pooling/q8-pool-template.h"
#include "ukernels/qs8-gavgpool/qs8-gavgpool.h"
#include "ukernels/qs8-vcvt/bytes-wasmsimd.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;
using B = bytes_wasmsimd;

#include "ukernels/qs8-gavgpool/define-kernels.h"
