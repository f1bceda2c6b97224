// 64 bytes or 32 halfwords in a zmm register of four xmm pieces (rows k, k + kBlock, k + 2 kBlock, k + 3 kBlock), for
// transposec-template.h: unpacklo/unpackhi (AVX-512BW) interleave within each 128-bit piece; partial rows (n < kLanes
// elements) use byte- and word-masked loads and stores.
#pragma once

#include <immintrin.h>

#include <cstdint>

#include "ukernels/transposec/zip.h"

namespace {

template <class Element>
struct xnn_transpose_avx512skx : xnn_zip_register<xnn_transpose_avx512skx<Element>, Element> {
  using reg = __m512i;
  using piece = __m128i;
  static constexpr size_t kLanes = 64 / sizeof(Element);
  static constexpr size_t kBlock = 16 / sizeof(Element);
  static reg zero() { return _mm512_setzero_si512(); }
  static reg combine(const piece* p) {
    const __m256i lo = _mm256_inserti128_si256(_mm256_castsi128_si256(p[0]), p[1], 1);
    const __m256i hi = _mm256_inserti128_si256(_mm256_castsi128_si256(p[2]), p[3], 1);
    return _mm512_inserti64x4(_mm512_castsi256_si512(lo), hi, 1);
  }
  static reg zip_lo(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) return _mm512_unpacklo_epi8(a, b);
    else return _mm512_unpacklo_epi16(a, b);
  }
  static reg zip_hi(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) return _mm512_unpackhi_epi8(a, b);
    else return _mm512_unpackhi_epi16(a, b);
  }
  static piece load_piece_tail(const Element* p, size_t n) {
    if constexpr (sizeof(Element) == 1) return _mm_maskz_loadu_epi8(__mmask16((1u << n) - 1), p);
    else return _mm_maskz_loadu_epi16(__mmask8((1u << n) - 1), p);
  }
  static void store_tail(Element* p, reg r, size_t n) {
    if constexpr (sizeof(Element) == 1) {
      _mm512_mask_storeu_epi8(p, (uint64_t(1) << n) - 1, r);
    } else {
      _mm512_mask_storeu_epi16(p, __mmask32((1u << n) - 1), r);
    }
  }
};

}  // namespace
