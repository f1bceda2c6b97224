// f32 binary elementwise kernels for avx2, division only: by a broadcast divisor through its reciprocal and FMA
// (vdivc-reciprocal.h; its range check needs AVX2's integer min/max), by an array with the divider and an exact FMA
// path side by side (vdiv-hybrid.h).
#include "ukernels/f32-vbinary/vdiv-hybrid.h"
#include "ukernels/f32-vbinary/vdivc-reciprocal.h"
#include "ukernels/simd/avx2.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;

#include "ukernels/f32-vbinary/define-kernels.h"
