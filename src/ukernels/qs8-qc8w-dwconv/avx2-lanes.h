// The lane type of the avx2 8-bit depthwise kernels over input and output element E (int8_t: qs8-qc8w, uint8_t:
// qu8): 8 int32 lanes of AVX2, shared with avxvnni.cc, which only fuses the multiply-add. Inputs are extended to
// int32 lanes (vpmovsxbd / vpmovzxbd, `mul32`), weights put in the low 16 bits of theirs and multiplied with
// vpmaddwd (see load_weight()); the output stage is vcvtdq2ps, vmulps, vmaxps/vminps against the bounds less the
// zero point, vcvtps2dq (round to nearest even), vpaddd and two saturating packs of the register's halves (the
// second unsigned for uint8). Include only from per-ISA translation units: everything here has internal linkage.
#pragma once

#include <immintrin.h>

#include <cstring>

#include "ukernels/qs8-qc8w-dwconv/dwconv-template.h"

namespace {

template <class E>
struct q8_dwconv_avx2 {
  static constexpr size_t kLanes = 8;
  static constexpr size_t kRegisters = 16, kAccRegisters = 1;
  using elem = E;
  using weight_elem = q8_dwconv_weight_t<E>;
  using acc = __m256i;
  using in = __m256i;
  struct out {
    __m256 lo, hi;
    __m256i zero_point;
  };

  static acc load_acc(const void* p) { return _mm256_loadu_si256(static_cast<const __m256i*>(p)); }
  static void store_acc(int32_t* p, acc a) { _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), a); }
  static acc zero() { return _mm256_setzero_si256(); }
  static acc add(acc a, acc b) { return _mm256_add_epi32(a, b); }
  static in load_in(const E* p) {
    const __m128i v = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(p));
    if constexpr (std::is_signed_v<E>) {
      return _mm256_cvtepi8_epi32(v);
    } else {
      return _mm256_cvtepu8_epi32(v);
    }
  }
  // The weight in the low 16 bits of its lane, the upper 16 bits zero: vpmaddwd then adds x * w (x's low half, exact
  // as int16) and x's upper half times 0, one uop where vpmulld takes two.
  static in load_weight(const weight_elem* p) {
    if constexpr (std::is_signed_v<E>) {
      return _mm256_and_si256(load_in(p), _mm256_set1_epi32(0xFFFF));
    } else {
      return _mm256_cvtepu16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
    }
  }
  static acc madd(acc a, in x, in w) { return _mm256_add_epi32(a, _mm256_madd_epi16(x, w)); }
  static out prepare(const xnn_qs8_minmax_params& p) {
    return {_mm256_set1_ps(float(p.output_min - p.output_zero_point)),
            _mm256_set1_ps(float(p.output_max - p.output_zero_point)), _mm256_set1_epi32(p.output_zero_point)};
  }
  static void store_out(E* o, acc a, const void* scale, const out& s, size_t lanes) {
    __m256 x = _mm256_mul_ps(_mm256_cvtepi32_ps(a), _mm256_loadu_ps(static_cast<const float*>(scale)));
    x = _mm256_min_ps(_mm256_max_ps(x, s.lo), s.hi);
    const __m256i y = _mm256_add_epi32(_mm256_cvtps_epi32(x), s.zero_point);
    const __m128i y16 = _mm_packs_epi32(_mm256_castsi256_si128(y), _mm256_extracti128_si256(y, 1));
    const __m128i y8 = std::is_signed_v<E> ? _mm_packs_epi16(y16, y16) : _mm_packus_epi16(y16, y16);
    if (lanes == kLanes) {
      _mm_storel_epi64(reinterpret_cast<__m128i*>(o), y8);
    } else {
      E bytes[16];
      _mm_storeu_si128(reinterpret_cast<__m128i*>(bytes), y8);
      std::memcpy(o, bytes, lanes);
    }
  }
};

}  // namespace
