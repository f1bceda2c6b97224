// f16 unary elementwise kernels for avx512skx: the avx512f ops of f32-vunary on 16 floats per zmm, halves converted on
// load and store (masked 16-bit moves for the tail).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-avx512.h"
#include "ukernels/f32-vunary/vunary-template.h"
#include "ukernels/simd/avx512f.h"
#include "ukernels/f16-vunary/f16-vunary.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx512f, xnn_half_avx512>;

#include "ukernels/f16-vunary/define-kernels.h"
