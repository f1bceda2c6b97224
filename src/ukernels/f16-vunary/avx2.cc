// f16 unary elementwise kernels for avx2: the avx2 ops of f32-vunary (the ops whose best f32 x86 row is avx2: FMA in
// their math) on 8 floats per ymm, vcvtph2ps on load and vcvtps2ph on store.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-f16c.h"
#include "ukernels/f32-vunary/vunary-template.h"
#include "ukernels/simd/avx2.h"
#include "ukernels/f16-vunary/f16-vunary.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx2, xnn_half_f16c>;

#include "ukernels/f16-vunary/define-kernels.h"
