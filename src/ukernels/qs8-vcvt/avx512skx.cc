// Conversion kernels for avx512skx: vcvt-template.h over xnn_simd_avx512f; a group of 16 bytes is one zmm register
// (vpmovsx/vpmovzx in, vpmovdb out: the lanes hold in-range values, so truncation is exact).
#include "ukernels/qs8-vcvt/bytes-avx512skx.h"
#include "ukernels/qs8-vcvt/vcvt-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_simd_avx512f;
using B = bytes_avx512skx;

#include "ukernels/qs8-vcvt/define-kernels.h"
