// f16 GEMM kernels for AVX-512 (Skylake-X set): A converted once per call into an fp32 copy (gemm-template.h,
// kStagedK) and broadcast from it (vbroadcastss m32: a load), W converted with vcvtph2ps m256 (16 halves per zmm),
// fp32 FMAs, results rounded with vcvtps2ph on store (masked in the column tail).
// Register map (32 zmm): 12x32: 24 accumulators + 2 W + 1 A = 27; 8x32: 16 + 2 + 1 = 19; 7x32: 14 + 2 + 1 = 17.
// Per k step an MR x 32 tile issues 2 * MR FMAs and 2 W conversions on the FMA ports: 92% FMAs at 12x32.
#include "ukernels/f16-gemm/f32acc-gemm.h"
#include "ukernels/f16-vcvt/half-avx512.h"
#include "ukernels/f32-gemm/gemm-template.h"
#include "ukernels/simd/avx512f.h"
#include "ukernels/f16-gemm/f16-gemm.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_simd_avx512f;
using P = xnn_f16_f32acc_gemm<V, xnn_half_avx512>;

#include "ukernels/f16-gemm/define-kernels.h"
