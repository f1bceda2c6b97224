// Halves for AVX with F16C: 8 halves <-> one ymm of floats (vcvtph2ps, vcvtps2ph with round to nearest even).
#pragma once

#include <immintrin.h>

#include <cstddef>
#include <cstdint>

namespace {

struct xnn_half_f16c {
  static __m256 load(const uint16_t* p) {
    return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
  }
  // 16 bytes from p: at most 14 past the last half, inside the XNN_EXTRA_BYTES the contracts allow.
  static __m256 load_tail(const uint16_t* p, size_t) { return load(p); }
  static void store(uint16_t* p, __m256 r) {
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), _mm256_cvtps_ph(r, _MM_FROUND_TO_NEAREST_INT));
  }
  static void store_tail(uint16_t* p, __m256 r, size_t n) {
    __m128i h = _mm256_cvtps_ph(r, _MM_FROUND_TO_NEAREST_INT);
    if (n & 4) {
      _mm_storel_epi64(reinterpret_cast<__m128i*>(p), h);
      h = _mm_unpackhi_epi64(h, h);
      p += 4;
    }
    if (n & 2) {
      _mm_storeu_si32(p, h);
      h = _mm_srli_epi64(h, 32);
      p += 2;
    }
    if (n & 1) *p = uint16_t(_mm_extract_epi16(h, 0));
  }
  static __m256 splat(uint16_t h) { return _mm256_set1_ps(_cvtsh_ss(h)); }
};

}  // namespace
