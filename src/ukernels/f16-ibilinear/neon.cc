// f16 bilinear interpolation kernels for neon: ibilinear-template.h over xnn_simd_neon
// with halves converted by xnn_half_neon.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-ibilinear/f16-ibilinear.h"
#include "ukernels/f16-vcvt/half-neon.h"
#include "ukernels/f32-ibilinear/ibilinear-template.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_neon, xnn_half_neon>;

#include "ukernels/f16-ibilinear/define-kernels.h"
