// f16-raddstoreexpminusmax kernels for scalar: raddstoreexpminusmax-template.h over xnn_simd_scalar, halves converted
// on load and store (half-scalar.h).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-scalar.h"
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-template.h"
#include "ukernels/simd/scalar.h"
#include "ukernels/f16-raddstoreexpminusmax/f16-raddstoreexpminusmax.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_scalar, xnn_half_scalar>;

#include "ukernels/f16-raddstoreexpminusmax/define-kernels.h"
