// 32 bytes or 16 halfwords in a ymm register of two xmm pieces (rows k and k + 16 bytes' or k + 8 halfwords'), for
// transposec-template.h: unpacklo/unpackhi interleave within each 128-bit half.
#pragma once

#include <immintrin.h>

#include "ukernels/transposec/zip.h"

namespace {

template <class Element>
struct xnn_transpose_avx2 : xnn_zip_register<xnn_transpose_avx2<Element>, Element> {
  using reg = __m256i;
  using piece = __m128i;
  static constexpr size_t kLanes = 32 / sizeof(Element);
  static constexpr size_t kBlock = 16 / sizeof(Element);
  static reg zero() { return _mm256_setzero_si256(); }
  static reg combine(const piece* p) { return _mm256_inserti128_si256(_mm256_castsi128_si256(p[0]), p[1], 1); }
  static reg zip_lo(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) return _mm256_unpacklo_epi8(a, b);
    else return _mm256_unpacklo_epi16(a, b);
  }
  static reg zip_hi(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) return _mm256_unpackhi_epi8(a, b);
    else return _mm256_unpackhi_epi16(a, b);
  }
};

}  // namespace
