// f32-raddstoreexpminusmax kernels for avx2: raddstoreexpminusmax-template.h over xnn_simd_avx2.
#include "ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-template.h"
#include "ukernels/simd/avx2.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;

#include "ukernels/f32-raddstoreexpminusmax/define-kernels.h"
