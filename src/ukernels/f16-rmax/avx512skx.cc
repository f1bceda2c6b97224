// f16-rmax kernels for avx512skx: f32-reduce's rmax template over xnn_simd_avx512f, halves converted on load (half-
// avx512.h).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-avx512.h"
#include "ukernels/f32-reduce/reduce-template.h"
#include "ukernels/simd/avx512f.h"
#include "ukernels/f16-rmax/f16-rmax.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx512f, xnn_half_avx512>;

#include "ukernels/f16-rmax/define-kernels.h"
