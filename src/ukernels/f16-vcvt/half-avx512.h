// Halves for AVX-512 (F with BW and VL for the masked 16-bit moves): 16 halves <-> one zmm of floats.
#pragma once

#include <immintrin.h>

#include <cstddef>
#include <cstdint>

namespace {

struct xnn_half_avx512 {
  static __mmask16 tail_mask(size_t n) { return __mmask16((1u << n) - 1); }
  static __m512 load(const uint16_t* p) {
    return _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
  }
  static __m512 load_tail(const uint16_t* p, size_t n) {
    return _mm512_cvtph_ps(_mm256_maskz_loadu_epi16(tail_mask(n), p));
  }
  static void store(uint16_t* p, __m512 r) {
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), _mm512_cvtps_ph(r, _MM_FROUND_TO_NEAREST_INT));
  }
  static void store_tail(uint16_t* p, __m512 r, size_t n) {
    _mm256_mask_storeu_epi16(p, tail_mask(n), _mm512_cvtps_ph(r, _MM_FROUND_TO_NEAREST_INT));
  }
  // No F16C in the avx512skx flags: broadcast the half, then convert all 16 copies.
  static __m512 splat(uint16_t h) { return _mm512_cvtph_ps(_mm256_set1_epi16(short(h))); }
};

}  // namespace
