// 8-bit add and multiply kernels for avx512skx: vbinary-template.h over xnn_simd_avx512f
// with the qs8-vcvt group helper.
#include "ukernels/qs8-vbinary/vbinary-template.h"
#include "ukernels/qs8-vcvt/bytes-avx512skx.h"
#include "ukernels/simd/avx512f.h"

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using V = xnn_simd_avx512f;
using B = bytes_avx512skx;

namespace {

// The add steps (vbinary-template.h): vpmulld, vpsrad by a count held in an xmm register.
struct S {
  static __m128i shift_count(uint32_t shift) { return _mm_cvtsi32_si128(int(shift)); }
  static __m512i mullo(__m512i a, __m512i b) { return _mm512_mullo_epi32(a, b); }
  static __m512i sra(__m512i a, __m128i count) { return _mm512_sra_epi32(a, count); }
};

}  // namespace

#include "ukernels/qs8-vbinary/define-kernels.h"
