// The 8-bit group helper of avx512skx (see vcvt-template.h for its interface), shared by the 8-bit elementwise
// families. Include only from a translation unit compiled for avx512skx.
#pragma once

#include <cstddef>
#include <cstdint>
#include <immintrin.h>
#include <type_traits>

#include "ukernels/requantization.h"
#include "ukernels/simd/avx512f.h"

namespace {

struct bytes_avx512skx {
  static constexpr size_t kBytes = 16;
  static __m512i isplat(int32_t x) { return _mm512_set1_epi32(x); }
  template <class T>
  static void load(const T* p, __m512i* r) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    r[0] = std::is_signed_v<T> ? _mm512_cvtepi8_epi32(v) : _mm512_cvtepu8_epi32(v);
  }
  template <class T>
  static void store(T* p, const __m512i* r) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), _mm512_cvtepi32_epi8(r[0]));
  }
};

}  // namespace
