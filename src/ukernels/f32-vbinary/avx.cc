// f32 binary elementwise kernels for avx: the ops of ops.h over xnn_simd_avx.
#include "ukernels/f32-vbinary/vbinary-template.h"
#include "ukernels/simd/avx.h"

#define XNN_THIS_ISA_IS_avx XNN_PROBE
using V = xnn_simd_avx;

#include "ukernels/f32-vbinary/define-kernels.h"
