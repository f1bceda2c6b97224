// Conversion kernels for avx2: vcvt-template.h over xnn_simd_avx2; a group of 16 bytes is two ymm registers.
#include "ukernels/qs8-vcvt/bytes-avx2.h"
#include "ukernels/qs8-vcvt/vcvt-template.h"
#include "ukernels/simd/avx2.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;
using B = bytes_avx2;

#include "ukernels/qs8-vcvt/define-kernels.h"
