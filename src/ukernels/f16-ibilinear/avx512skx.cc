// f16 bilinear interpolation kernels for avx512skx: ibilinear-template.h over xnn_simd_avx512f
// with halves converted by xnn_half_avx512.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-ibilinear/f16-ibilinear.h"
#include "ukernels/f16-vcvt/half-avx512.h"
#include "ukernels/f32-ibilinear/ibilinear-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx512f, xnn_half_avx512>;

#include "ukernels/f16-ibilinear/define-kernels.h"
