// 8 floats or 4 doubles' bits in a ymm register of two xmm pieces (rows k and k + kBlock), for
// transposec-template.h, in the float domain so that AVX without AVX2 runs it. Building a register from two row
// pieces is a vinsertf128 from memory, which Intel cores run off the shuffle port; the unpacks then transpose each
// 128-bit half in place and no lane-crossing shuffle is left.
#pragma once

#include <immintrin.h>

#include "ukernels/transposec/zip.h"

namespace {

template <class Element>
struct xnn_transpose_avx : xnn_zip_register<xnn_transpose_avx<Element>, Element> {
  static_assert(sizeof(Element) == 4 || sizeof(Element) == 8, "32- or 64-bit elements");
  using reg = __m256;
  using piece = __m128;
  static constexpr size_t kLanes = 32 / sizeof(Element);
  static constexpr size_t kBlock = 16 / sizeof(Element);
  static reg zero() { return _mm256_setzero_ps(); }
  static reg combine(const piece* p) { return _mm256_insertf128_ps(_mm256_castps128_ps256(p[0]), p[1], 1); }
  static reg zip_lo(reg a, reg b) {
    if constexpr (sizeof(Element) == 4) return _mm256_unpacklo_ps(a, b);
    else return _mm256_castpd_ps(_mm256_unpacklo_pd(_mm256_castps_pd(a), _mm256_castps_pd(b)));
  }
  // Streaming stores (transposec_stream): p is 32-byte aligned.
  static void stream(void* p, reg r) { _mm256_stream_ps(static_cast<float*>(p), r); }
  static void stream_fence() { _mm_sfence(); }
  static reg zip_hi(reg a, reg b) {
    if constexpr (sizeof(Element) == 4) return _mm256_unpackhi_ps(a, b);
    else return _mm256_castpd_ps(_mm256_unpackhi_pd(_mm256_castps_pd(a), _mm256_castps_pd(b)));
  }
};

}  // namespace
