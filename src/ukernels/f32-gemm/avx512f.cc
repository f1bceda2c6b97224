// f32 GEMM/IGEMM kernels for AVX-512F: 16-float zmm vectors, fused multiply-add, masked stores for column tails.
// Register maps (32 zmm; one broadcast of A, reused by every W vector of its row):
//   7x32: 14 accumulators + 2 W + 1 A = 17     12x32: 24 + 2 + 1 = 27     6x64: 24 + 4 + 1 = 29
//   12x16: 12 + 1 + 1 = 14 (16-channel layers; mr is capped at kXnnMaxGemmMr)
// The mr = 1 rows split k over several accumulator chains (gemm-template.h) to hide the FMA latency.
// Speed unmeasured; where the CPU lacks AVX-512 the tests skip, and scripts/test-avx512-bochs.sh runs them in Bochs.
// GCC 12's _mm512_min_ps/_mm512_max_ps pass _mm512_undefined_ps(), which -Wuninitialized flags at every inlined use
// (GCC bug 105593, fixed in GCC 13). The value is a don't-care operand of an unmasked instruction.
#pragma GCC diagnostic ignored "-Wuninitialized"

#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512f XNN_PROBE
using V = xnn_simd_avx512f;

#include "ukernels/f32-gemm/define-kernels.h"
