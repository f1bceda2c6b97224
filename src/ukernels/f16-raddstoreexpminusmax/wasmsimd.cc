// f16-raddstoreexpminusmax kernels for wasmsimd: raddstoreexpminusmax-template.h over xnn_simd_wasmsimd, halves
// converted on load and store (half-wasmsimd.h).
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-wasmsimd.h"
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-template.h"
#include "ukernels/simd/wasmsimd.h"
#include "ukernels/f16-raddstoreexpminusmax/f16-raddstoreexpminusmax.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_wasmsimd, xnn_half_wasmsimd>;

#include "ukernels/f16-raddstoreexpminusmax/define-kernels.h"
