// f16-rmax kernels for neon: f32-reduce's rmax template over xnn_simd_neon, halves converted on load (half-neon.h).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-neon.h"
#include "ukernels/f32-reduce/reduce-template.h"
#include "ukernels/simd/neon.h"
#include "ukernels/f16-rmax/f16-rmax.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_neon, xnn_half_neon>;

#include "ukernels/f16-rmax/define-kernels.h"
