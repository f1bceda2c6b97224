// 32 bytes or 16 halfwords in a ymm register, for transposec-template.h: unpacklo/unpackhi interleave within each
// 128-bit half, permute2x128 then swaps the halves across registers.
#pragma once

#include <immintrin.h>

#include "ukernels/transposec/zip.h"

namespace {

template <class Element>
struct xnn_transpose_avx2 : xnn_zip_register<xnn_transpose_avx2<Element>, Element> {
  using reg = __m256i;
  static constexpr size_t kLanes = 32 / sizeof(Element);
  static constexpr size_t kBlock = 16 / sizeof(Element);
  static reg zero() { return _mm256_setzero_si256(); }
  static reg zip_lo(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) return _mm256_unpacklo_epi8(a, b);
    else return _mm256_unpacklo_epi16(a, b);
  }
  static reg zip_hi(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) return _mm256_unpackhi_epi8(a, b);
    else return _mm256_unpackhi_epi16(a, b);
  }
  static void transpose_blocks(reg* r, size_t stride) {
    const reg a = r[0], b = r[stride];
    r[0] = _mm256_permute2x128_si256(a, b, 0x20);       // a.lo b.lo
    r[stride] = _mm256_permute2x128_si256(a, b, 0x31);  // a.hi b.hi
  }
};

}  // namespace
