// SSE4.1: SSE2 plus rounding instructions (see README.md).
#pragma once

#include <smmintrin.h>

#include <cstdint>

#include "ukernels/simd/sse2.h"

namespace {

struct xnn_simd_sse41 : xnn_simd_sse2 {
  static reg round(reg a) { return _mm_round_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
  static reg floor(reg a) { return _mm_round_ps(a, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC); }
  static reg ceil(reg a) { return _mm_round_ps(a, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC); }
  static reg select(mask m, reg t, reg f) { return _mm_blendv_ps(f, t, m); }
  static ireg imin(ireg a, ireg b) { return _mm_min_epi32(a, b); }
  static ireg imax(ireg a, ireg b) { return _mm_max_epi32(a, b); }

  // Optional primitives (src/ukernels/math/common.h): table[i mod 64] for the low 6 bits i of each lane's bits of
  // `index` (two extractions and four scalar loads, two of them inserted), and t where the sign bit of s is set, f
  // elsewhere (blendvps reads only the sign bits: no comparison).
  static reg lookup64(const float* table, reg index) {
    const __m128i i = _mm_and_si128(to_bits(index), _mm_set1_epi32(63));
    const uint64_t i01 = static_cast<uint64_t>(_mm_cvtsi128_si64(i));
    const uint64_t i23 = static_cast<uint64_t>(_mm_extract_epi64(i, 1));
    const __m128 lo = _mm_insert_ps(_mm_load_ss(table + static_cast<uint32_t>(i01)), _mm_load_ss(table + (i01 >> 32)),
                                    0x10);
    const __m128 hi = _mm_insert_ps(_mm_load_ss(table + static_cast<uint32_t>(i23)), _mm_load_ss(table + (i23 >> 32)),
                                    0x10);
    return _mm_movelh_ps(lo, hi);
  }
  static reg select_by_sign(reg s, reg t, reg f) { return _mm_blendv_ps(f, t, s); }
};

}  // namespace
