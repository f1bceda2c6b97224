// 16 bytes, 8 halfwords, 4 words or 2 doublewords in an xmm register (one piece), for transposec-template.h (unpacklo/unpackhi interleaves).
#pragma once

#include <emmintrin.h>

#include "ukernels/transposec/zip.h"

namespace {

template <class Element>
struct xnn_transpose_sse2 : xnn_zip_register<xnn_transpose_sse2<Element>, Element> {
  using reg = __m128i;
  static constexpr size_t kLanes = 16 / sizeof(Element);
  using piece = reg;
  static constexpr size_t kBlock = kLanes;
  static reg zero() { return _mm_setzero_si128(); }
  static reg combine(const piece* p) { return p[0]; }
  static reg zip_lo(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) return _mm_unpacklo_epi8(a, b);
    else if constexpr (sizeof(Element) == 2) return _mm_unpacklo_epi16(a, b);
    else if constexpr (sizeof(Element) == 4) return _mm_unpacklo_epi32(a, b);
    else return _mm_unpacklo_epi64(a, b);
  }
  static reg zip_hi(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) return _mm_unpackhi_epi8(a, b);
    else if constexpr (sizeof(Element) == 2) return _mm_unpackhi_epi16(a, b);
    else if constexpr (sizeof(Element) == 4) return _mm_unpackhi_epi32(a, b);
    else return _mm_unpackhi_epi64(a, b);
  }
};

}  // namespace
