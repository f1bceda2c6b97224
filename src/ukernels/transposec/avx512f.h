// 16 floats or 8 doubles' bits in a zmm register of four xmm pieces (rows k, k + kBlock, k + 2 kBlock,
// k + 3 kBlock), for transposec-template.h. The pieces are joined by vinsertf32x4 from memory (ports 0 and 5 on
// Intel, not only the shuffle port), so the unpacks within each 128-bit piece are the only pure shuffles: 8 per 16x4
// block of 32-bit elements where a full 16x16 shuffle network spends 16. Partial rows use masked loads and stores
// (AVX-512F: a masked-off lane is never touched).
#pragma once

#include <immintrin.h>

#include <cstdint>

#include "ukernels/transposec/zip.h"

namespace {

template <class Element>
struct xnn_transpose_avx512f : xnn_zip_register<xnn_transpose_avx512f<Element>, Element> {
  static_assert(sizeof(Element) == 4 || sizeof(Element) == 8, "32- or 64-bit elements");
  using reg = __m512;
  using piece = __m128;
  static constexpr size_t kLanes = 64 / sizeof(Element);
  static constexpr size_t kBlock = 16 / sizeof(Element);
  static reg zero() { return _mm512_setzero_ps(); }
  static reg combine(const piece* p) {
    reg r = _mm512_castps128_ps512(p[0]);
    r = _mm512_insertf32x4(r, p[1], 1);
    r = _mm512_insertf32x4(r, p[2], 2);
    return _mm512_insertf32x4(r, p[3], 3);
  }
  static reg zip_lo(reg a, reg b) {
    if constexpr (sizeof(Element) == 4) return _mm512_unpacklo_ps(a, b);
    else return _mm512_castpd_ps(_mm512_unpacklo_pd(_mm512_castps_pd(a), _mm512_castps_pd(b)));
  }
  static reg zip_hi(reg a, reg b) {
    if constexpr (sizeof(Element) == 4) return _mm512_unpackhi_ps(a, b);
    else return _mm512_castpd_ps(_mm512_unpackhi_pd(_mm512_castps_pd(a), _mm512_castps_pd(b)));
  }
  // The first n 32-bit words of a piece (n * sizeof(Element) / 4 of them), the other lanes 0.
  static piece load_piece_tail(const Element* p, size_t n) {
    const __mmask16 m = __mmask16((1u << (n * sizeof(Element) / 4)) - 1);
    return _mm512_castps512_ps128(_mm512_maskz_loadu_ps(m, p));
  }
  static void store_tail(Element* p, reg r, size_t n) {
    _mm512_mask_storeu_ps(p, __mmask16((1u << (n * sizeof(Element) / 4)) - 1), r);
  }
};

}  // namespace
