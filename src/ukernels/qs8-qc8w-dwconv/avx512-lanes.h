// The lane type of the avx512skx 8-bit depthwise kernels over input and output element E (int8_t: qs8-qc8w,
// uint8_t: qu8): 16 int32 lanes of AVX-512, shared with avx512vnni.cc, which only fuses the multiply-add. Inputs are
// extended to int32 lanes (vpmovsxbd / vpmovzxbd, `mul32`), weights put in the low 16 bits of theirs and multiplied
// with vpmaddwd (see load_weight()); the output stage is vcvtdq2ps, vmulps, vmaxps/vminps against the bounds less
// the zero point, vcvtps2dq (round to nearest even), vpaddd and a saturating narrowing store (vpmovsdb / vpmovusdb),
// masked for a tail (AVX512BW+VL). Include only from per-ISA translation units: everything here has internal linkage.
#pragma once

#include <immintrin.h>

#include "ukernels/qs8-qc8w-dwconv/dwconv-template.h"

namespace {

template <class E>
struct q8_dwconv_avx512skx {
  static constexpr size_t kLanes = 16;
  static constexpr size_t kRegisters = 32, kAccRegisters = 1;
  using elem = E;
  using weight_elem = q8_dwconv_weight_t<E>;
  using acc = __m512i;
  using in = __m512i;
  struct out {
    __m512 lo, hi;
    __m512i zero_point;
  };

  static acc load_acc(const void* p) { return _mm512_loadu_si512(p); }
  static void store_acc(int32_t* p, acc a) { _mm512_storeu_si512(p, a); }
  static acc zero() { return _mm512_setzero_si512(); }
  static acc add(acc a, acc b) { return _mm512_add_epi32(a, b); }
  static in load_in(const E* p) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    if constexpr (std::is_signed_v<E>) {
      return _mm512_cvtepi8_epi32(v);
    } else {
      return _mm512_cvtepu8_epi32(v);
    }
  }
  // The weight in the low 16 bits of its lane, the upper 16 bits zero: vpmaddwd then adds x * w (x's low half, exact
  // as int16) and x's upper half times 0, one uop where vpmulld takes two.
  static in load_weight(const weight_elem* p) {
    if constexpr (std::is_signed_v<E>) {
      return _mm512_and_si512(load_in(p), _mm512_set1_epi32(0xFFFF));
    } else {
      return _mm512_cvtepu16_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
    }
  }
  static acc madd(acc a, in x, in w) { return _mm512_add_epi32(a, _mm512_madd_epi16(x, w)); }
  static out prepare(const xnn_qs8_minmax_params& p) {
    return {_mm512_set1_ps(float(p.output_min - p.output_zero_point)),
            _mm512_set1_ps(float(p.output_max - p.output_zero_point)), _mm512_set1_epi32(p.output_zero_point)};
  }
  static void store_out(E* o, acc a, const void* scale, const out& s, size_t lanes) {
    __m512 x = _mm512_mul_ps(_mm512_cvtepi32_ps(a), _mm512_loadu_ps(scale));
    x = _mm512_min_ps(_mm512_max_ps(x, s.lo), s.hi);
    const __m512i y = _mm512_add_epi32(_mm512_cvtps_epi32(x), s.zero_point);
    // y is within [output_min, output_max], so the unsigned narrowing only ever sees 0..255.
    const __m128i y8 = std::is_signed_v<E> ? _mm512_cvtsepi32_epi8(y) : _mm512_cvtusepi32_epi8(y);
    if (lanes == kLanes) {
      _mm_storeu_si128(reinterpret_cast<__m128i*>(o), y8);
    } else {
      _mm_mask_storeu_epi8(o, __mmask16((1u << lanes) - 1), y8);
    }
  }
};

}  // namespace
