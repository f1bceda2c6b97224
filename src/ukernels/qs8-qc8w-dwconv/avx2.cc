// qs8-qc8w depthwise convolution kernels for avx2: dwconv-template.h over 8 int32 lanes. Inputs and weights are
// sign-extended to int32 lanes (vpmovsxbd, `mul32`) and multiplied with vpmaddwd (see weight()); the output stage is
// vcvtdq2ps, vmulps, vmaxps/vminps against the bounds less the zero point, vcvtps2dq (round to nearest even), vpaddd
// and two saturating packs of the register's halves.
#include "ukernels/qs8-qc8w-dwconv/avx2-lanes.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using Q = qs8_dwconv_avx2;

#include "ukernels/qs8-qc8w-dwconv/define-kernels.h"
