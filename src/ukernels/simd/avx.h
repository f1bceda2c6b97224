// AVX: 8 floats in a ymm register (see README.md). AVX has no 256-bit integer instructions: int32 lanes are
// processed as two SSE2 halves.
#pragma once

#include <immintrin.h>

#include <cstddef>
#include <cstdint>

namespace {

// Masks for a partial load or store of n lanes: 8 ints starting at kXnnAvxTailMask + 8 - n.
alignas(32) const int32_t kXnnAvxTailMask[16] = {-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0};

struct xnn_simd_avx {
  using reg = __m256;
  using ireg = __m256i;
  using mask = __m256;
  static constexpr size_t kLanes = 8;

  static __m256i tail_mask(size_t n) {
    return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(kXnnAvxTailMask + 8 - n));
  }
  static reg load(const float* p) { return _mm256_loadu_ps(p); }
  static void store(float* p, reg r) { _mm256_storeu_ps(p, r); }
  static reg load_tail(const float* p, size_t n) { return _mm256_maskload_ps(p, tail_mask(n)); }
  static void store_tail(float* p, reg r, size_t n) { _mm256_maskstore_ps(p, tail_mask(n), r); }
  static reg splat(float x) { return _mm256_set1_ps(x); }
  static reg zero() { return _mm256_setzero_ps(); }

  static reg add(reg a, reg b) { return _mm256_add_ps(a, b); }
  static reg sub(reg a, reg b) { return _mm256_sub_ps(a, b); }
  static reg mul(reg a, reg b) { return _mm256_mul_ps(a, b); }
  static reg div(reg a, reg b) { return _mm256_div_ps(a, b); }
  static reg fma(reg acc, reg a, reg b) { return _mm256_add_ps(acc, _mm256_mul_ps(a, b)); }
  static reg min(reg a, reg b) { return _mm256_min_ps(a, b); }
  static reg max(reg a, reg b) { return _mm256_max_ps(a, b); }
  static reg abs(reg a) { return _mm256_andnot_ps(_mm256_set1_ps(-0.0f), a); }
  static reg neg(reg a) { return _mm256_xor_ps(a, _mm256_set1_ps(-0.0f)); }
  static reg sqrt(reg a) { return _mm256_sqrt_ps(a); }
  static reg round(reg a) { return _mm256_round_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
  static reg floor(reg a) { return _mm256_round_ps(a, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC); }
  static reg ceil(reg a) { return _mm256_round_ps(a, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC); }

  static mask lt(reg a, reg b) { return _mm256_cmp_ps(a, b, _CMP_LT_OQ); }
  static mask le(reg a, reg b) { return _mm256_cmp_ps(a, b, _CMP_LE_OQ); }
  static mask eq(reg a, reg b) { return _mm256_cmp_ps(a, b, _CMP_EQ_OQ); }
  // Not blendv: GCC 12 rewrites blendv as a 256-bit integer sign test, which AVX lacks, and then splits it into
  // eight scalar branches. AVX2 (avx2.h) has the integer compare and uses blendv.
  static reg select(mask m, reg t, reg f) { return _mm256_or_ps(_mm256_and_ps(m, t), _mm256_andnot_ps(m, f)); }

  static ireg to_bits(reg a) { return _mm256_castps_si256(a); }
  static reg from_bits(ireg i) { return _mm256_castsi256_ps(i); }

  // Applies an SSE2 integer operation to both 128-bit halves.
  template <class Op>
  static ireg halves(ireg a, ireg b, Op op) {
    const __m128i lo = op(_mm256_castsi256_si128(a), _mm256_castsi256_si128(b));
    const __m128i hi = op(_mm256_extractf128_si256(a, 1), _mm256_extractf128_si256(b, 1));
    return _mm256_insertf128_si256(_mm256_castsi128_si256(lo), hi, 1);
  }
  static ireg iadd(ireg a, ireg b) { return halves(a, b, [](__m128i x, __m128i y) { return _mm_add_epi32(x, y); }); }
  static ireg isub(ireg a, ireg b) { return halves(a, b, [](__m128i x, __m128i y) { return _mm_sub_epi32(x, y); }); }
  template <int n>
  static ireg shl(ireg a) { return halves(a, a, [](__m128i x, __m128i) { return _mm_slli_epi32(x, n); }); }
  template <int n>
  static ireg shr(ireg a) { return halves(a, a, [](__m128i x, __m128i) { return _mm_srli_epi32(x, n); }); }
  static ireg band(ireg a, ireg b) { return to_bits(_mm256_and_ps(from_bits(a), from_bits(b))); }
  static ireg bor(ireg a, ireg b) { return to_bits(_mm256_or_ps(from_bits(a), from_bits(b))); }
  static ireg bxor(ireg a, ireg b) { return to_bits(_mm256_xor_ps(from_bits(a), from_bits(b))); }
  static ireg bandnot(ireg a, ireg b) { return to_bits(_mm256_andnot_ps(from_bits(a), from_bits(b))); }
  static ireg cvt_round(reg a) { return _mm256_cvtps_epi32(a); }
  static reg cvt(ireg i) { return _mm256_cvtepi32_ps(i); }

  static float reduce_add(reg a) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(a), _mm256_extractf128_ps(a, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    return _mm_cvtss_f32(_mm_add_ss(s, _mm_movehdup_ps(s)));
  }
  static float reduce_max(reg a) {
    __m128 s = _mm_max_ps(_mm256_castps256_ps128(a), _mm256_extractf128_ps(a, 1));
    s = _mm_max_ps(s, _mm_movehl_ps(s, s));
    return _mm_cvtss_f32(_mm_max_ss(s, _mm_movehdup_ps(s)));
  }
  static float reduce_min(reg a) {
    __m128 s = _mm_min_ps(_mm256_castps256_ps128(a), _mm256_extractf128_ps(a, 1));
    s = _mm_min_ps(s, _mm_movehl_ps(s, s));
    return _mm_cvtss_f32(_mm_min_ss(s, _mm_movehdup_ps(s)));
  }
  // IEEE 754-2019 minimum/maximum: as xnn_simd_sse2 (OR/AND of both operand orders, NaN from the unordered mask).
  static reg minimum(reg a, reg b) { return _mm256_or_ps(_mm256_min_ps(a, b), _mm256_min_ps(b, a)); }
  static reg maximum(reg a, reg b) {
    return _mm256_or_ps(_mm256_and_ps(_mm256_max_ps(a, b), _mm256_max_ps(b, a)), _mm256_cmp_ps(a, b, _CMP_UNORD_Q));
  }
  // std::clamp: lo where v < lo, hi where v > hi, else v (NaN, and a zero equal to a zero bound, pass unchanged).
  static reg clamp(reg v, reg lo, reg hi) { return _mm256_min_ps(hi, _mm256_max_ps(lo, v)); }
  // Transposes the 8x8 block held in rows[0..8): afterwards rows[j][i] is what rows[i][j] was. Moves bits only.
  // Unpack and shuffle transpose 4x4 blocks inside each 128-bit half; permute2f128 then swaps the off-diagonal
  // halves: u[4m + c] holds column (4q + c) of rows 4m..4m+3 in half q.
  static void transpose(reg* rows) {
    reg u[8];
    for (int m = 0; m < 2; m++) {
      const reg t0 = _mm256_unpacklo_ps(rows[4 * m], rows[4 * m + 1]);
      const reg t1 = _mm256_unpackhi_ps(rows[4 * m], rows[4 * m + 1]);
      const reg t2 = _mm256_unpacklo_ps(rows[4 * m + 2], rows[4 * m + 3]);
      const reg t3 = _mm256_unpackhi_ps(rows[4 * m + 2], rows[4 * m + 3]);
      u[4 * m + 0] = _mm256_shuffle_ps(t0, t2, 0x44);
      u[4 * m + 1] = _mm256_shuffle_ps(t0, t2, 0xEE);
      u[4 * m + 2] = _mm256_shuffle_ps(t1, t3, 0x44);
      u[4 * m + 3] = _mm256_shuffle_ps(t1, t3, 0xEE);
    }
    for (int c = 0; c < 4; c++) {
      rows[c] = _mm256_permute2f128_ps(u[c], u[4 + c], 0x20);
      rows[4 + c] = _mm256_permute2f128_ps(u[c], u[4 + c], 0x31);
    }
  }
  // True when any lane of the mask is set (a rare slow path, e.g. sin/cos of huge arguments).
  static bool any(mask m) { return _mm256_movemask_ps(m) != 0; }
  // a * b - acc (fused where fma is).
  static reg fms(reg acc, reg a, reg b) { return _mm256_sub_ps(_mm256_mul_ps(a, b), acc); }
  // Signed int32 lanes (SSE4.1 halves): minimum, maximum, and a < b as a mask.
  static ireg imin(ireg a, ireg b) { return halves(a, b, [](__m128i x, __m128i y) { return _mm_min_epi32(x, y); }); }
  static ireg imax(ireg a, ireg b) { return halves(a, b, [](__m128i x, __m128i y) { return _mm_max_epi32(x, y); }); }
  static mask ilt(ireg a, ireg b) {
    return from_bits(halves(a, b, [](__m128i x, __m128i y) { return _mm_cmpgt_epi32(y, x); }));
  }
};

}  // namespace
