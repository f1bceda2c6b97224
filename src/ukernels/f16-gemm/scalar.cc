// f16 GEMM kernels in portable code: halves converted one at a time (half.h), A once per call into an fp32 copy
// (gemm-template.h, kStagedK), fp32 arithmetic.
#include "ukernels/f16-gemm/f32acc-gemm.h"
#include "ukernels/f16-vcvt/half-scalar.h"
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/scalar.h"
#include "ukernels/f16-gemm/f16-gemm.h"

#define XNN_THIS_ISA_IS_scalar XNN_PROBE
using V = xnn_simd_scalar;
using P = xnn_f16_f32acc_gemm<V, xnn_half_scalar>;

#include "ukernels/f16-gemm/define-kernels.h"
