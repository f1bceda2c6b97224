// f16 bilinear interpolation kernels for f16c: ibilinear-template.h over xnn_simd_avx
// with halves converted by xnn_half_f16c.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-ibilinear/f16-ibilinear.h"
#include "ukernels/f16-vcvt/half-f16c.h"
#include "ukernels/f32-ibilinear/ibilinear-template.h"
#include "ukernels/simd/avx.h"

#define XNN_THIS_ISA_IS_f16c XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx, xnn_half_f16c>;

#include "ukernels/f16-ibilinear/define-kernels.h"
