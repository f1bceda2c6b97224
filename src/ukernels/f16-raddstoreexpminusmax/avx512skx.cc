// f16-raddstoreexpminusmax kernels for avx512skx: raddstoreexpminusmax-template.h over xnn_simd_avx512f, halves
// converted on load and store (half-avx512.h).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-avx512.h"
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-template.h"
#include "ukernels/simd/avx512f.h"
#include "ukernels/f16-raddstoreexpminusmax/f16-raddstoreexpminusmax.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_avx512f, xnn_half_avx512>;

#include "ukernels/f16-raddstoreexpminusmax/define-kernels.h"
