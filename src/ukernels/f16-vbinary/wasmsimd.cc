// f16 binary elementwise kernels for wasmsimd: the wasmsimd ops of f32-vbinary on 4 floats per register, halves
// converted with half.h's integer formulas.
#include "ukernels/f16-gemm/f32acc.h"
#include "ukernels/f16-vcvt/half-wasmsimd.h"
#include "ukernels/f32-vbinary/vbinary-template.h"
#include "ukernels/simd/wasmsimd.h"
#include "ukernels/f16-vbinary/f16-vbinary.h"

#define XNN_THIS_ISA_IS_wasmsimd XNN_PROBE
using V = xnn_f16_f32acc<xnn_simd_wasmsimd, xnn_half_wasmsimd>;

#include "ukernels/f16-vbinary/define-kernels.h"
