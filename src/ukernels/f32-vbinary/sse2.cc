// f32 binary elementwise kernels for sse2: the ops of ops.h over xnn_simd_sse2.
#include "ukernels/f32-vbinary/vbinary-template.h"
#include "ukernels/simd/sse2.h"

#define XNN_THIS_ISA_IS_sse2 XNN_PROBE
using V = xnn_simd_sse2;

#include "ukernels/f32-vbinary/define-kernels.h"
