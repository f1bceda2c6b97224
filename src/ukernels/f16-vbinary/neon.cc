// f16 binary elementwise kernels for neon: the neon ops of f32-vbinary on 4 floats per q register, fcvtl on load and
// fcvtn on store.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-neon.h"
#include "ukernels/f32-vbinary/vbinary-template.h"
#include "ukernels/simd/neon.h"
#include "ukernels/f16-vbinary/f16-vbinary.h"

#define XNN_THIS_ISA_IS_neon XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_neon, xnn_half_neon>;

#include "ukernels/f16-vbinary/define-kernels.h"
