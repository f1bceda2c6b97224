// The 8-bit group helper of sse41 (see vcvt-template.h for its interface), shared by the 8-bit elementwise
// families. Include only from a translation unit compiled for sse41.
#pragma once

#include <cstddef>
#include <cstdint>
#include <smmintrin.h>
#include <type_traits>

#include "ukernels/requantization.h"
#include "ukernels/simd/sse41.h"

namespace {

struct bytes_sse41 {
  static constexpr size_t kBytes = 16;
  static __m128i isplat(int32_t x) { return _mm_set1_epi32(x); }
  template <class T>
  static __m128i widen(__m128i v) {
    return std::is_signed_v<T> ? _mm_cvtepi8_epi32(v) : _mm_cvtepu8_epi32(v);
  }
  template <class T>
  static void load(const T* p, __m128i* r) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    r[0] = widen<T>(v);
    r[1] = widen<T>(_mm_srli_si128(v, 4));
    r[2] = widen<T>(_mm_srli_si128(v, 8));
    r[3] = widen<T>(_mm_srli_si128(v, 12));
  }
  template <class T>
  static void store(T* p, const __m128i* r) {
    const __m128i w01 = _mm_packs_epi32(r[0], r[1]);
    const __m128i w23 = _mm_packs_epi32(r[2], r[3]);
    const __m128i b = std::is_signed_v<T> ? _mm_packs_epi16(w01, w23) : _mm_packus_epi16(w01, w23);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), b);
  }
};

}  // namespace
