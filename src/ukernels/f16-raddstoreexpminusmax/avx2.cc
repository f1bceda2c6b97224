// f16-raddstoreexpminusmax kernels for avx2: raddstoreexpminusmax-template.h over xnn_simd_avx2, halves converted on
// load and store (half-f16c.h).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-f16c.h"
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-template.h"
#include "ukernels/simd/avx2.h"
#include "ukernels/f16-raddstoreexpminusmax/f16-raddstoreexpminusmax.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx2, xnn_half_f16c>;

#include "ukernels/f16-raddstoreexpminusmax/define-kernels.h"
