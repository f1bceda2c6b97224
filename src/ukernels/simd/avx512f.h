// AVX-512F: 16 floats in a zmm register, comparisons into k mask registers, masked tails (see README.md).
#pragma once

#include <immintrin.h>

#include <cstddef>
#include <cstdint>

namespace {

struct xnn_simd_avx512f {
  using reg = __m512;
  using ireg = __m512i;
  using mask = __mmask16;
  static constexpr size_t kLanes = 16;

  static __mmask16 tail_mask(size_t n) { return __mmask16((1u << n) - 1); }
  static reg load(const float* p) { return _mm512_loadu_ps(p); }
  static void store(float* p, reg r) { _mm512_storeu_ps(p, r); }
  static reg load_tail(const float* p, size_t n) { return _mm512_maskz_loadu_ps(tail_mask(n), p); }
  static void store_tail(float* p, reg r, size_t n) { _mm512_mask_storeu_ps(p, tail_mask(n), r); }
  static reg splat(float x) { return _mm512_set1_ps(x); }
  static reg zero() { return _mm512_setzero_ps(); }

  static reg add(reg a, reg b) { return _mm512_add_ps(a, b); }
  static reg sub(reg a, reg b) { return _mm512_sub_ps(a, b); }
  static reg mul(reg a, reg b) { return _mm512_mul_ps(a, b); }
  static reg div(reg a, reg b) { return _mm512_div_ps(a, b); }
  static reg fma(reg acc, reg a, reg b) { return _mm512_fmadd_ps(a, b, acc); }
  static reg min(reg a, reg b) { return _mm512_min_ps(a, b); }
  static reg max(reg a, reg b) { return _mm512_max_ps(a, b); }
  static reg abs(reg a) { return from_bits(_mm512_and_si512(to_bits(a), _mm512_set1_epi32(INT32_MAX))); }
  static reg neg(reg a) { return from_bits(_mm512_xor_si512(to_bits(a), _mm512_set1_epi32(INT32_MIN))); }
  static reg sqrt(reg a) { return _mm512_sqrt_ps(a); }
  static reg round(reg a) { return _mm512_roundscale_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
  static reg floor(reg a) { return _mm512_roundscale_ps(a, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC); }
  static reg ceil(reg a) { return _mm512_roundscale_ps(a, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC); }

  static mask lt(reg a, reg b) { return _mm512_cmp_ps_mask(a, b, _CMP_LT_OQ); }
  static mask le(reg a, reg b) { return _mm512_cmp_ps_mask(a, b, _CMP_LE_OQ); }
  static mask eq(reg a, reg b) { return _mm512_cmp_ps_mask(a, b, _CMP_EQ_OQ); }
  static reg select(mask m, reg t, reg f) { return _mm512_mask_blend_ps(m, f, t); }

  static ireg to_bits(reg a) { return _mm512_castps_si512(a); }
  static reg from_bits(ireg i) { return _mm512_castsi512_ps(i); }
  static ireg iadd(ireg a, ireg b) { return _mm512_add_epi32(a, b); }
  static ireg isub(ireg a, ireg b) { return _mm512_sub_epi32(a, b); }
  template <int n>
  static ireg shl(ireg a) { return _mm512_slli_epi32(a, n); }
  template <int n>
  static ireg shr(ireg a) { return _mm512_srli_epi32(a, n); }
  static ireg band(ireg a, ireg b) { return _mm512_and_si512(a, b); }
  static ireg bor(ireg a, ireg b) { return _mm512_or_si512(a, b); }
  static ireg bxor(ireg a, ireg b) { return _mm512_xor_si512(a, b); }
  static ireg bandnot(ireg a, ireg b) { return _mm512_andnot_si512(a, b); }
  static ireg cvt_round(reg a) { return _mm512_cvtps_epi32(a); }
  static reg cvt(ireg i) { return _mm512_cvtepi32_ps(i); }

  static float reduce_add(reg a) { return _mm512_reduce_add_ps(a); }
  static float reduce_max(reg a) { return _mm512_reduce_max_ps(a); }
  static float reduce_min(reg a) { return _mm512_reduce_min_ps(a); }
  // IEEE 754-2019 minimum/maximum: as xnn_simd_sse2 (OR/AND of both operand orders); maximum's NaN lanes are
  // recomputed as a + b. Bitwise float ops are AVX512DQ, hence the integer forms.
  static reg minimum(reg a, reg b) {
    return from_bits(_mm512_or_si512(to_bits(_mm512_min_ps(a, b)), to_bits(_mm512_min_ps(b, a))));
  }
  static reg maximum(reg a, reg b) {
    const reg both = from_bits(_mm512_and_si512(to_bits(_mm512_max_ps(a, b)), to_bits(_mm512_max_ps(b, a))));
    return _mm512_mask_add_ps(both, _mm512_cmp_ps_mask(a, b, _CMP_UNORD_Q), a, b);
  }
  // std::clamp: lo where v < lo, hi where v > hi, else v (NaN, and a zero equal to a zero bound, pass unchanged).
  static reg clamp(reg v, reg lo, reg hi) { return _mm512_min_ps(hi, _mm512_max_ps(lo, v)); }

  // Optional primitive (src/ukernels/math/common.h): a * 2^floor(n), rounded once, denormal and infinite results
  // included.
  static reg scalef(reg a, reg n) { return _mm512_scalef_ps(a, n); }
  // Optional primitives (src/ukernels/math/common.h): table[i mod 32] for the low 5 bits i of each lane's bits of
  // `index` (one two-register permute); 1/a within a relative 2^-14.
  static reg lookup32(const float* table, reg index) {
    return _mm512_permutex2var_ps(_mm512_loadu_ps(table), to_bits(index), _mm512_loadu_ps(table + 16));
  }
  static reg rcp_estimate(reg a) { return _mm512_rcp14_ps(a); }
  // Transposes the 16x16 block held in rows[0..16): afterwards rows[j][i] is what rows[i][j] was. Moves bits only.
  // Unpack and shuffle transpose 4x4 blocks inside each 128-bit lane, so u[4m + c] holds column (4q + c) of rows
  // 4m..4m+3 in lane q; two rounds of shuffle_f32x4 then transpose the 4x4 grid of lanes of u[c], u[4+c], u[8+c],
  // u[12+c] for each c.
  static void transpose(reg* rows) {
    reg u[16];
    for (int m = 0; m < 4; m++) {
      const reg t0 = _mm512_unpacklo_ps(rows[4 * m], rows[4 * m + 1]);
      const reg t1 = _mm512_unpackhi_ps(rows[4 * m], rows[4 * m + 1]);
      const reg t2 = _mm512_unpacklo_ps(rows[4 * m + 2], rows[4 * m + 3]);
      const reg t3 = _mm512_unpackhi_ps(rows[4 * m + 2], rows[4 * m + 3]);
      u[4 * m + 0] = _mm512_shuffle_ps(t0, t2, 0x44);
      u[4 * m + 1] = _mm512_shuffle_ps(t0, t2, 0xEE);
      u[4 * m + 2] = _mm512_shuffle_ps(t1, t3, 0x44);
      u[4 * m + 3] = _mm512_shuffle_ps(t1, t3, 0xEE);
    }
    for (int c = 0; c < 4; c++) {
      const reg ab_lo = _mm512_shuffle_f32x4(u[c], u[4 + c], 0x44);       // a0 a1 b0 b1 (lanes)
      const reg ab_hi = _mm512_shuffle_f32x4(u[c], u[4 + c], 0xEE);       // a2 a3 b2 b3
      const reg cd_lo = _mm512_shuffle_f32x4(u[8 + c], u[12 + c], 0x44);  // c0 c1 d0 d1
      const reg cd_hi = _mm512_shuffle_f32x4(u[8 + c], u[12 + c], 0xEE);  // c2 c3 d2 d3
      rows[c] = _mm512_shuffle_f32x4(ab_lo, cd_lo, 0x88);                 // a0 b0 c0 d0
      rows[4 + c] = _mm512_shuffle_f32x4(ab_lo, cd_lo, 0xDD);             // a1 b1 c1 d1
      rows[8 + c] = _mm512_shuffle_f32x4(ab_hi, cd_hi, 0x88);             // a2 b2 c2 d2
      rows[12 + c] = _mm512_shuffle_f32x4(ab_hi, cd_hi, 0xDD);            // a3 b3 c3 d3
    }
  }
  // True when any lane of the mask is set (a rare slow path, e.g. sin/cos of huge arguments).
  static bool any(mask m) { return m != 0; }
  // a * b - acc, fused.
  static reg fms(reg acc, reg a, reg b) { return _mm512_fmsub_ps(a, b, acc); }
  // Signed int32 lanes: minimum, maximum, and a < b as a mask.
  static ireg imin(ireg a, ireg b) { return _mm512_min_epi32(a, b); }
  static ireg imax(ireg a, ireg b) { return _mm512_max_epi32(a, b); }
  static mask ilt(ireg a, ireg b) { return _mm512_cmplt_epi32_mask(a, b); }
};

}  // namespace
