// The x86 output stages of the qs8-qc8w GEMM kernels: requantization of 4 (xmm), 8 (ymm) or 16 (zmm) int32 sums,
// bit for bit xnn_requantize_fp32: cvtdq2ps, one mulps, clamp in float to [min - zp, max - zp], cvtps2dq (round to
// nearest even under the default MXCSR), + zp, narrowed without saturation taking effect (the values are already in
// range): signed for qs8, unsigned (kUnsigned) for the qu8 kernels, which store uint8 through the same int8_t pointer.
#pragma once

#include <immintrin.h>

#include <cstddef>
#include <cstdint>

#include "ukernels/params.h"
#include "ukernels/qs8-qc8w-gemm/output-common.h"

namespace {

// The first n (1..8) bytes of the low 8 bytes of v at c.
__attribute__((always_inline)) inline void qs8_store_bytes(int8_t* c, __m128i v, size_t n) {
  if (n == 8) {
    _mm_storel_epi64(reinterpret_cast<__m128i*>(c), v);
    return;
  }
  qs8_store_low_bytes(c, uint64_t(_mm_cvtsi128_si64(v)), n);
}

template <bool kUnsigned>
struct xnn_x86_output_xmm {
  static constexpr size_t kOutLanes = 4;
  using out = __m128i;
  struct out_params {
    __m128 lo, hi;
    __m128i zero_point;
  };
  static out_params prepare(const xnn_qs8_minmax_params& params) {
    return {_mm_set1_ps(qs8_output_lo(params)), _mm_set1_ps(qs8_output_hi(params)),
            _mm_set1_epi32(params.output_zero_point)};
  }
  static void store(int8_t* c, out sum, const int32_t* bias, const float* scale, const out_params& p, size_t n) {
    sum = _mm_add_epi32(sum, _mm_loadu_si128(reinterpret_cast<const __m128i*>(bias)));
    __m128 x = _mm_mul_ps(_mm_cvtepi32_ps(sum), _mm_loadu_ps(scale));
    x = _mm_min_ps(_mm_max_ps(x, p.lo), p.hi);
    const __m128i y = _mm_add_epi32(_mm_cvtps_epi32(x), p.zero_point);
    const __m128i y16 = _mm_packs_epi32(y, y);
    qs8_store_bytes(c, kUnsigned ? _mm_packus_epi16(y16, y16) : _mm_packs_epi16(y16, y16), n);
  }
};

#if defined(__AVX2__)
template <bool kUnsigned>
struct xnn_x86_output_ymm {
  static constexpr size_t kOutLanes = 8;
  using out = __m256i;
  struct out_params {
    __m256 lo, hi;
    __m256i zero_point;
  };
  static out_params prepare(const xnn_qs8_minmax_params& params) {
    return {_mm256_set1_ps(qs8_output_lo(params)), _mm256_set1_ps(qs8_output_hi(params)),
            _mm256_set1_epi32(params.output_zero_point)};
  }
  static void store(int8_t* c, out sum, const int32_t* bias, const float* scale, const out_params& p, size_t n) {
    sum = _mm256_add_epi32(sum, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(bias)));
    __m256 x = _mm256_mul_ps(_mm256_cvtepi32_ps(sum), _mm256_loadu_ps(scale));
    x = _mm256_min_ps(_mm256_max_ps(x, p.lo), p.hi);
    const __m256i y = _mm256_add_epi32(_mm256_cvtps_epi32(x), p.zero_point);
    const __m128i y16 = _mm_packs_epi32(_mm256_castsi256_si128(y), _mm256_extracti128_si256(y, 1));
    qs8_store_bytes(c, kUnsigned ? _mm_packus_epi16(y16, y16) : _mm_packs_epi16(y16, y16), n);
  }
};
using qs8_x86_output_ymm = xnn_x86_output_ymm<false>;
#endif

#if defined(__AVX512F__) && defined(__AVX512BW__)
template <bool kUnsigned>
struct xnn_x86_output_zmm {
  static constexpr size_t kOutLanes = 16;
  using out = __m512i;
  struct out_params {
    __m512 lo, hi;
    __m512i zero_point;
  };
  static out_params prepare(const xnn_qs8_minmax_params& params) {
    return {_mm512_set1_ps(qs8_output_lo(params)), _mm512_set1_ps(qs8_output_hi(params)),
            _mm512_set1_epi32(params.output_zero_point)};
  }
  static void store(int8_t* c, out sum, const int32_t* bias, const float* scale, const out_params& p, size_t n) {
    const __mmask16 mask = __mmask16((1u << n) - 1);
    sum = _mm512_add_epi32(sum, _mm512_loadu_si512(bias));
    __m512 x = _mm512_mul_ps(_mm512_cvtepi32_ps(sum), _mm512_loadu_ps(scale));
    x = _mm512_min_ps(_mm512_max_ps(x, p.lo), p.hi);
    const __m512i y = _mm512_add_epi32(_mm512_cvtps_epi32(x), p.zero_point);
    if constexpr (kUnsigned) {
      _mm512_mask_cvtusepi32_storeu_epi8(c, mask, y);
    } else {
      _mm512_mask_cvtsepi32_storeu_epi8(c, mask, y);
    }
  }
};
using qs8_x86_output_zmm = xnn_x86_output_zmm<false>;
#endif

}  // namespace
