// f32-qc8w and f32-qc4w GEMM kernels in portable C++: one float per "vector". The fallback on any CPU.
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;

#include "ukernels/f32-qc8w-gemm/define-kernels.h"
