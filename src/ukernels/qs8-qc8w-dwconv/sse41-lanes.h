// The lane type of the sse41 8-bit depthwise kernels over input and output element E (int8_t: qs8-qc8w, uint8_t:
// qu8): 4 int32 lanes. Inputs are extended to int32 lanes (pmovsxbd / pmovzxbd, `mul32`), weights put in the low
// 16 bits of theirs and multiplied with pmaddwd (see load_weight()); the output stage is cvtdq2ps, mulps,
// maxps/minps against the bounds less the zero point, cvtps2dq (round to nearest even), paddd and two saturating
// packs (the second unsigned for uint8). Include only from per-ISA translation units: internal linkage.
#pragma once

#include <smmintrin.h>

#include <cstring>

#include "ukernels/qs8-qc8w-dwconv/dwconv-template.h"

namespace {

template <class E>
struct q8_dwconv_sse41 {
  static constexpr size_t kLanes = 4;
  static constexpr size_t kRegisters = 16, kAccRegisters = 1;
  using elem = E;
  using weight_elem = q8_dwconv_weight_t<E>;
  using acc = __m128i;
  using in = __m128i;
  struct out {
    __m128 lo, hi;
    __m128i zero_point;
  };

  static acc load_acc(const void* p) { return _mm_loadu_si128(static_cast<const __m128i*>(p)); }
  static void store_acc(int32_t* p, acc a) { _mm_storeu_si128(reinterpret_cast<__m128i*>(p), a); }
  static acc zero() { return _mm_setzero_si128(); }
  static acc add(acc a, acc b) { return _mm_add_epi32(a, b); }
  static in load_in(const E* p) {
    int32_t bytes;
    std::memcpy(&bytes, p, sizeof(bytes));
    const __m128i v = _mm_cvtsi32_si128(bytes);
    if constexpr (std::is_signed_v<E>) {
      return _mm_cvtepi8_epi32(v);
    } else {
      return _mm_cvtepu8_epi32(v);
    }
  }
  // The weight in the low 16 bits of its lane, the upper 16 bits zero: pmaddwd then adds x * w (x's low half, exact
  // as int16) and x's upper half times 0, one uop where pmulld takes two.
  static in load_weight(const weight_elem* p) {
    if constexpr (std::is_signed_v<E>) {
      return _mm_and_si128(load_in(p), _mm_set1_epi32(0xFFFF));
    } else {
      return _mm_cvtepu16_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p)));
    }
  }
  static acc madd(acc a, in x, in w) { return _mm_add_epi32(a, _mm_madd_epi16(x, w)); }
  static out prepare(const xnn_qs8_minmax_params& p) {
    return {_mm_set1_ps(float(p.output_min - p.output_zero_point)),
            _mm_set1_ps(float(p.output_max - p.output_zero_point)), _mm_set1_epi32(p.output_zero_point)};
  }
  static void store_out(E* o, acc a, const void* scale, const out& s, size_t lanes) {
    __m128 x = _mm_mul_ps(_mm_cvtepi32_ps(a), _mm_loadu_ps(static_cast<const float*>(scale)));
    x = _mm_min_ps(_mm_max_ps(x, s.lo), s.hi);
    const __m128i y = _mm_add_epi32(_mm_cvtps_epi32(x), s.zero_point);
    const __m128i y16 = _mm_packs_epi32(y, y);
    const __m128i y8 = std::is_signed_v<E> ? _mm_packs_epi16(y16, y16) : _mm_packus_epi16(y16, y16);
    const int32_t bytes = _mm_cvtsi128_si32(y8);
    std::memcpy(o, &bytes, lanes);
  }
};

}  // namespace
