// bf16 GEMM kernels in portable C++: one float per "vector"; bf16 to fp32 by a 16-bit shift (bf16-pairs.h), then
// V::fma, which here is a multiply and an add (the product of two bf16 values is exact, so only the add rounds and
// the result equals a fused one's).
#include "ukernels/bf16-f32-gemm/bf16-pairs.h"
#include "ukernels/simd/scalar.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;
using P = bf16_pairs_by_shift<V>;

#include "ukernels/bf16-f32-gemm/define-kernels.h"
