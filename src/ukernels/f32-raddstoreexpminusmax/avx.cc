// f32-raddstoreexpminusmax kernels for avx: raddstoreexpminusmax-template.h over xnn_simd_avx.
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-template.h"
#include "ukernels/simd/avx.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
using V = xnn_simd_avx;

#include "ukernels/f32-raddstoreexpminusmax/define-kernels.h"
