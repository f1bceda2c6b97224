// f32 binary elementwise kernels for neonfma: division by a broadcast divisor through its reciprocal and FMA
// (vdivc-reciprocal.h).
#include "ukernels/f32-vbinary/vdivc-reciprocal.h"
#include "ukernels/simd/neon.h"

#define XNN_THIS_ISA_IS_neonfma XNN_PROBE
using V = xnn_simd_neonfma;

#include "ukernels/f32-vbinary/define-kernels.h"
