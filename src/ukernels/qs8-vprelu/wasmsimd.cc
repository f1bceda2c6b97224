// 8-bit PReLU kernels for wasmsimd: vprelu-template.h over xnn_simd_wasmsimd with the qs8-vcvt group helper.
#include "ukernels/qs8-vprelu/vprelu-template.h"
#include "ukernels/qs8-vcvt/bytes-wasmsimd.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;
using B = bytes_wasmsimd;

#include "ukernels/qs8-vprelu/define-kernels.h"
