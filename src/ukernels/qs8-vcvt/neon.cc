// Conversion kernels for neon: vcvt-template.h over xnn_simd_neon (vcvtnq rounds to nearest even); a group of 16
// bytes widens with vmovl and narrows with vmovn (the lanes hold in-range values, so truncation is exact).
#include "ukernels/qs8-vcvt/bytes-neon.h"
#include "ukernels/qs8-vcvt/vcvt-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_simd_neon;
using B = bytes_neon;

#include "ukernels/qs8-vcvt/define-kernels.h"
