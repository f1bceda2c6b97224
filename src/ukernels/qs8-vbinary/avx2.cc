// 8-bit add and multiply kernels for avx2: vbinary-template.h over xnn_simd_avx2 with the qs8-vcvt group helper.
#include "ukernels/qs8-vbinary/vbinary-template.h"
#include "ukernels/qs8-vcvt/bytes-avx2.h"
#include "ukernels/simd/avx2.h"

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using V = xnn_simd_avx2;
using B = bytes_avx2;

namespace {

// The add steps (vbinary-template.h): vpmulld, vpsrad by a count held in an xmm register.
struct S {
  static __m128i shift_count(uint32_t shift) { return _mm_cvtsi32_si128(int(shift)); }
  static __m256i mullo(__m256i a, __m256i b) { return _mm256_mullo_epi32(a, b); }
  static __m256i sra(__m256i a, __m128i count) { return _mm256_sra_epi32(a, count); }
};

}  // namespace

#include "ukernels/qs8-vbinary/define-kernels.h"
