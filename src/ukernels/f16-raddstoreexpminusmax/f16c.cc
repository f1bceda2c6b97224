// f16-raddstoreexpminusmax kernels for f16c: raddstoreexpminusmax-template.h over xnn_simd_avx, halves converted on
// load and store (half-f16c.h).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-f16c.h"
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-template.h"
#include "ukernels/simd/avx.h"
#include "ukernels/f16-raddstoreexpminusmax/f16-raddstoreexpminusmax.h"

#define XNN_THIS_ISA_IS_f16c XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx, xnn_half_f16c>;

#include "ukernels/f16-raddstoreexpminusmax/define-kernels.h"
