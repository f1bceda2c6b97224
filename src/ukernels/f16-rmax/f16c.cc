// f16-rmax kernels for f16c: f32-reduce's rmax template over xnn_simd_avx, halves converted on load (half-f16c.h).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-f16c.h"
#include "ukernels/f32-reduce/reduce-template.h"
#include "ukernels/simd/avx.h"
#include "ukernels/f16-rmax/f16-rmax.h"

#define XNN_THIS_ISA_IS_f16c XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx, xnn_half_f16c>;

#include "ukernels/f16-rmax/define-kernels.h"
