// 64 bytes or 32 halfwords in a zmm register, for transposec-template.h: unpacklo/unpackhi (AVX-512BW) interleave
// within each 128-bit block, two rounds of shuffle_i32x4 then transpose the 4x4 grid of blocks across registers;
// partial rows (n < kLanes elements) use byte- and word-masked loads and stores.
#pragma once

#include <immintrin.h>

#include <cstdint>

#include "ukernels/transposec/zip.h"

namespace {

template <class Element>
struct xnn_transpose_avx512skx : xnn_zip_register<xnn_transpose_avx512skx<Element>, Element> {
  using reg = __m512i;
  static constexpr size_t kLanes = 64 / sizeof(Element);
  static constexpr size_t kBlock = 16 / sizeof(Element);
  static reg zero() { return _mm512_setzero_si512(); }
  static reg zip_lo(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) return _mm512_unpacklo_epi8(a, b);
    else return _mm512_unpacklo_epi16(a, b);
  }
  static reg zip_hi(reg a, reg b) {
    if constexpr (sizeof(Element) == 1) return _mm512_unpackhi_epi8(a, b);
    else return _mm512_unpackhi_epi16(a, b);
  }
  static void transpose_blocks(reg* r, size_t stride) {
    const reg ab_lo = _mm512_shuffle_i32x4(r[0], r[stride], 0x44);               // a0 a1 b0 b1 (blocks)
    const reg ab_hi = _mm512_shuffle_i32x4(r[0], r[stride], 0xEE);               // a2 a3 b2 b3
    const reg cd_lo = _mm512_shuffle_i32x4(r[2 * stride], r[3 * stride], 0x44);  // c0 c1 d0 d1
    const reg cd_hi = _mm512_shuffle_i32x4(r[2 * stride], r[3 * stride], 0xEE);  // c2 c3 d2 d3
    r[0] = _mm512_shuffle_i32x4(ab_lo, cd_lo, 0x88);                             // a0 b0 c0 d0
    r[stride] = _mm512_shuffle_i32x4(ab_lo, cd_lo, 0xDD);                        // a1 b1 c1 d1
    r[2 * stride] = _mm512_shuffle_i32x4(ab_hi, cd_hi, 0x88);                    // a2 b2 c2 d2
    r[3 * stride] = _mm512_shuffle_i32x4(ab_hi, cd_hi, 0xDD);                    // a3 b3 c3 d3
  }
  static reg load_tail(const Element* p, size_t n) {
    if constexpr (sizeof(Element) == 1) return _mm512_maskz_loadu_epi8((uint64_t(1) << n) - 1, p);
    else return _mm512_maskz_loadu_epi16(__mmask32((1u << n) - 1), p);
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
