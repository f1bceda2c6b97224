// The 8-bit group helper of avx2 (see vcvt-template.h for its interface), shared by the 8-bit elementwise
// families. Include only from a translation unit compiled for avx2.
#pragma once

#include <cstddef>
#include <cstdint>
#include <immintrin.h>
#include <type_traits>

#include "ukernels/requantization.h"
#include "ukernels/simd/avx2.h"

namespace {

struct bytes_avx2 {
  static constexpr size_t kBytes = 16;
  static __m256i isplat(int32_t x) { return _mm256_set1_epi32(x); }
  template <class T>
  static __m256i widen(__m128i v) {
    return std::is_signed_v<T> ? _mm256_cvtepi8_epi32(v) : _mm256_cvtepu8_epi32(v);
  }
  template <class T>
  static void load(const T* p, __m256i* r) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    r[0] = widen<T>(v);
    r[1] = widen<T>(_mm_unpackhi_epi64(v, v));
  }
  // packs works within 128-bit halves: the words come out as r0[0..4) r1[0..4) r0[4..8) r1[4..8), and the bytes
  // as those four dwords, which one shuffle puts back in order.
  template <class T>
  static void store(T* p, const __m256i* r) {
    const __m256i w = _mm256_packs_epi32(r[0], r[1]);
    const __m128i lo = _mm256_castsi256_si128(w);
    const __m128i hi = _mm256_extracti128_si256(w, 1);
    const __m128i b = std::is_signed_v<T> ? _mm_packs_epi16(lo, hi) : _mm_packus_epi16(lo, hi);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), _mm_shuffle_epi32(b, _MM_SHUFFLE(3, 1, 2, 0)));
  }
};

}  // namespace
