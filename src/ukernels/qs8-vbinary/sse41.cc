// 8-bit add and multiply kernels for sse41: vbinary-template.h over xnn_simd_sse41 with the qs8-vcvt group helper.
#include "ukernels/qs8-vbinary/vbinary-template.h"
#include "ukernels/qs8-vcvt/bytes-sse41.h"
#include "ukernels/simd/sse41.h"

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using V = xnn_simd_sse41;
using B = bytes_sse41;

namespace {

// The add steps (vbinary-template.h): pmulld, psrad by a count held in an xmm register.
struct S {
  static __m128i shift_count(uint32_t shift) { return _mm_cvtsi32_si128(int(shift)); }
  static __m128i mullo(__m128i a, __m128i b) { return _mm_mullo_epi32(a, b); }
  static __m128i sra(__m128i a, __m128i count) { return _mm_sra_epi32(a, count); }
};

}  // namespace

#include "ukernels/qs8-vbinary/define-kernels.h"
