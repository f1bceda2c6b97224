// f16-raddstoreexpminusmax kernels for neon: raddstoreexpminusmax-template.h over xnn_simd_neon, halves converted on
// load and store (half-neon.h).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-neon.h"
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-template.h"
#include "ukernels/simd/neon.h"
#include "ukernels/f16-raddstoreexpminusmax/f16-raddstoreexpminusmax.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_neon, xnn_half_neon>;

#include "ukernels/f16-raddstoreexpminusmax/define-kernels.h"
