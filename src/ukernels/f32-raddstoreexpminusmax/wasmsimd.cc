// f32-raddstoreexpminusmax kernels for wasmsimd: raddstoreexpminusmax-template.h over xnn_simd_wasmsimd.
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-template.h"
#include "ukernels/simd/wasmsimd.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_simd_wasmsimd;

#include "ukernels/f32-raddstoreexpminusmax/define-kernels.h"
