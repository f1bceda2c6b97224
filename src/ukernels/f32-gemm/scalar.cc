// f32 GEMM/IGEMM kernels in portable C++: one float per "vector". The fallback on any CPU.
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;

#include "ukernels/f32-gemm/define-kernels.h"
