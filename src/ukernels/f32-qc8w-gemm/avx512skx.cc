// f32-qc8w and f32-qc4w GEMM kernels for AVX-512 (F, BW, DQ, VL): 16-float zmm vectors, fused multiply-add, masked
// stores for column tails; W widened with vpmovsxbd / vpmovzxbd from 16 bytes. Register map, 7x32: 14 accumulators
// + 2 W + 1 A = 17 of 32 zmm.
// GCC 12's _mm512_min_ps/_mm512_max_ps pass _mm512_undefined_ps(), which -Wuninitialized flags (GCC bug 105593).
#pragma GCC diagnostic ignored "-Wuninitialized"

#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_simd_avx512f;

#include "ukernels/f32-qc8w-gemm/define-kernels.h"
