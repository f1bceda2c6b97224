// qs8-qc8w depthwise convolution kernels for avx512skx: dwconv-template.h over 16 int32 lanes. Inputs and weights
// are sign-extended to int32 lanes (vpmovsxbd, `mul32`) and multiplied with vpmaddwd (see weight()); the output stage
// is vcvtdq2ps, vmulps, vmaxps/vminps against the bounds less the zero point, vcvtps2dq (round to nearest even),
// vpaddd and a saturating narrowing store (vpmovsdb), masked for a tail (AVX512BW+VL).
#include "ukernels/qs8-qc8w-dwconv/avx512-lanes.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using Q = qs8_dwconv_avx512skx;

#include "ukernels/qs8-qc8w-dwconv/define-kernels.h"
