// f32 binary elementwise kernels for avx512f: the ops of ops.h over xnn_simd_avx512f.
#include "ukernels/f32-vbinary/vbinary-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#include "ukernels/f32-vbinary/define-kernels.h"
