// 8-bit PReLU kernels for avx512skx: vprelu-template.h over xnn_simd_avx512f with the qs8-vcvt group helper.
#include "ukernels/qs8-vprelu/vprelu-template.h"
#include "ukernels/qs8-vcvt/bytes-avx512skx.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_simd_avx512f;
using B = bytes_avx512skx;

#include "ukernels/qs8-vprelu/define-kernels.h"
