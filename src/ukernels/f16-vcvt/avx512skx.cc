// f16 <-> f32 conversion kernels. AVX-512: vcvtph2ps / vcvtps2ph on 16 elements per zmm; tails masked (BW, VL).
#include "ukernels/f16-vcvt/half-avx512.h"
#include "ukernels/f16-vcvt/vcvt-template.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_simd_avx512f;
using H = xnn_half_avx512;

#include "ukernels/f16-vcvt/define-kernels.h"
