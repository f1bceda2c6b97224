// SSE4.1: SSE2 plus rounding instructions (see README.md).
#pragma once

#include <smmintrin.h>

#include "ukernels/simd/sse2.h"

namespace {

struct xnn_simd_sse41 : xnn_simd_sse2 {
  static reg round(reg a) { return _mm_round_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
  static reg floor(reg a) { return _mm_round_ps(a, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC); }
  static reg ceil(reg a) { return _mm_round_ps(a, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC); }
  static reg select(mask m, reg t, reg f) { return _mm_blendv_ps(f, t, m); }
  static ireg imin(ireg a, ireg b) { return _mm_min_epi32(a, b); }
  static ireg imax(ireg a, ireg b) { return _mm_max_epi32(a, b); }
};

}  // namespace
