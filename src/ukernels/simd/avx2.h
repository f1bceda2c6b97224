// AVX2 (with FMA3 and F16C): AVX plus 256-bit integer instructions (see README.md).
#pragma once

#include "ukernels/simd/fma3.h"

namespace {

struct xnn_simd_avx2 : xnn_simd_fma3 {
  static ireg iadd(ireg a, ireg b) { return _mm256_add_epi32(a, b); }
  static ireg isub(ireg a, ireg b) { return _mm256_sub_epi32(a, b); }
  template <int n>
  static ireg shl(ireg a) { return _mm256_slli_epi32(a, n); }
  template <int n>
  static ireg shr(ireg a) { return _mm256_srli_epi32(a, n); }
  static ireg band(ireg a, ireg b) { return _mm256_and_si256(a, b); }
  static ireg bor(ireg a, ireg b) { return _mm256_or_si256(a, b); }
  static ireg bxor(ireg a, ireg b) { return _mm256_xor_si256(a, b); }
  static ireg bandnot(ireg a, ireg b) { return _mm256_andnot_si256(a, b); }
  static reg select(mask m, reg t, reg f) { return _mm256_blendv_ps(f, t, m); }
  static ireg imin(ireg a, ireg b) { return _mm256_min_epi32(a, b); }
  static ireg imax(ireg a, ireg b) { return _mm256_max_epi32(a, b); }
  static mask ilt(ireg a, ireg b) { return _mm256_castsi256_ps(_mm256_cmpgt_epi32(b, a)); }

  // Optional primitive (src/ukernels/math/common.h): table[i mod 8] for the low 3 bits i of each lane's bits of
  // `index` (one vpermps; the table load is loop-invariant).
  static reg lookup8(const float* table, reg index) {
    return _mm256_permutevar8x32_ps(_mm256_loadu_ps(table), to_bits(index));
  }
};

}  // namespace
