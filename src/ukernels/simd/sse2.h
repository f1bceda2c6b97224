// SSE2: 4 floats in an xmm register (see README.md). Baseline on every x86-64 CPU.
#pragma once

#include <emmintrin.h>

#include <cstddef>
#include <cstdint>

namespace {

struct xnn_simd_sse2 {
  using reg = __m128;
  using ireg = __m128i;
  using mask = __m128;
  static constexpr size_t kLanes = 4;

  static reg load(const float* p) { return _mm_loadu_ps(p); }
  static void store(float* p, reg r) { _mm_storeu_ps(p, r); }
  static reg load_tail(const float* p, size_t n) {
    // movq through _mm_loadl_epi64 (an unaligned 8-byte load): _mm_load_sd dereferences a double*, which is
    // undefined behaviour for the 4-byte-aligned rows kernels get.
    reg r = n & 2 ? _mm_castsi128_ps(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p))) : _mm_setzero_ps();
    if (n & 1) r = n & 2 ? _mm_movelh_ps(r, _mm_load_ss(p + 2)) : _mm_load_ss(p);
    return r;
  }
  static void store_tail(float* p, reg r, size_t n) {
    if (n & 2) {
      _mm_storel_pi(reinterpret_cast<__m64*>(p), r);
      r = _mm_movehl_ps(r, r);
      p += 2;
    }
    if (n & 1) _mm_store_ss(p, r);
  }
  static reg splat(float x) { return _mm_set1_ps(x); }
  static reg zero() { return _mm_setzero_ps(); }

  static reg add(reg a, reg b) { return _mm_add_ps(a, b); }
  static reg sub(reg a, reg b) { return _mm_sub_ps(a, b); }
  static reg mul(reg a, reg b) { return _mm_mul_ps(a, b); }
  static reg div(reg a, reg b) { return _mm_div_ps(a, b); }
  static reg fma(reg acc, reg a, reg b) { return _mm_add_ps(acc, _mm_mul_ps(a, b)); }
  static reg min(reg a, reg b) { return _mm_min_ps(a, b); }
  static reg max(reg a, reg b) { return _mm_max_ps(a, b); }
  static reg abs(reg a) { return _mm_andnot_ps(_mm_set1_ps(-0.0f), a); }
  static reg neg(reg a) { return _mm_xor_ps(a, _mm_set1_ps(-0.0f)); }
  static reg sqrt(reg a) { return _mm_sqrt_ps(a); }
  // SSE2 has no rounding instruction: add and subtract 2^23 (with the sign of x) to round to nearest even, for
  // |x| < 2^23; larger magnitudes (and NaN, inf) are already integers and pass through unchanged.
  static reg round(reg a) {
    const reg magic = _mm_set1_ps(0x1.0p+23f);
    const reg sign = _mm_and_ps(a, _mm_set1_ps(-0.0f));
    const reg ax = abs(a);
    const reg rounded = _mm_or_ps(_mm_sub_ps(_mm_add_ps(ax, magic), magic), sign);
    return select(lt(ax, magic), rounded, a);
  }
  static reg floor(reg a) {
    const reg r = round(a);
    return _mm_sub_ps(r, _mm_and_ps(_mm_cmpgt_ps(r, a), _mm_set1_ps(1.0f)));
  }
  static reg ceil(reg a) {
    const reg r = round(a);
    const reg up = _mm_add_ps(r, _mm_and_ps(_mm_cmplt_ps(r, a), _mm_set1_ps(1.0f)));
    return _mm_or_ps(up, _mm_and_ps(a, _mm_set1_ps(-0.0f)));  // keeps -0 for ceil(-0.5)
  }

  static mask lt(reg a, reg b) { return _mm_cmplt_ps(a, b); }
  static mask le(reg a, reg b) { return _mm_cmple_ps(a, b); }
  static mask eq(reg a, reg b) { return _mm_cmpeq_ps(a, b); }
  static reg select(mask m, reg t, reg f) { return _mm_or_ps(_mm_and_ps(m, t), _mm_andnot_ps(m, f)); }

  static ireg to_bits(reg a) { return _mm_castps_si128(a); }
  static reg from_bits(ireg i) { return _mm_castsi128_ps(i); }
  static ireg iadd(ireg a, ireg b) { return _mm_add_epi32(a, b); }
  static ireg isub(ireg a, ireg b) { return _mm_sub_epi32(a, b); }
  template <int n>
  static ireg shl(ireg a) { return _mm_slli_epi32(a, n); }
  template <int n>
  static ireg shr(ireg a) { return _mm_srli_epi32(a, n); }
  static ireg band(ireg a, ireg b) { return _mm_and_si128(a, b); }
  static ireg bor(ireg a, ireg b) { return _mm_or_si128(a, b); }
  static ireg bxor(ireg a, ireg b) { return _mm_xor_si128(a, b); }
  static ireg bandnot(ireg a, ireg b) { return _mm_andnot_si128(a, b); }
  static ireg cvt_round(reg a) { return _mm_cvtps_epi32(a); }
  static reg cvt(ireg i) { return _mm_cvtepi32_ps(i); }

  static float reduce_add(reg a) {
    a = _mm_add_ps(a, _mm_movehl_ps(a, a));
    return _mm_cvtss_f32(_mm_add_ss(a, _mm_shuffle_ps(a, a, 1)));
  }
  static float reduce_max(reg a) {
    a = _mm_max_ps(a, _mm_movehl_ps(a, a));
    return _mm_cvtss_f32(_mm_max_ss(a, _mm_shuffle_ps(a, a, 1)));
  }
  static float reduce_min(reg a) {
    a = _mm_min_ps(a, _mm_movehl_ps(a, a));
    return _mm_cvtss_f32(_mm_min_ss(a, _mm_shuffle_ps(a, a, 1)));
  }
  // IEEE 754-2019 minimum/maximum (NaN when either is NaN, -0 < +0) from the asymmetric minps/maxps: both operand
  // orders agree except on NaN and on a pair of zeros; OR keeps the NaN and picks -0, AND picks +0 for maximum,
  // whose NaN comes from the unordered mask (all ones is a NaN).
  static reg minimum(reg a, reg b) { return _mm_or_ps(_mm_min_ps(a, b), _mm_min_ps(b, a)); }
  static reg maximum(reg a, reg b) {
    return _mm_or_ps(_mm_and_ps(_mm_max_ps(a, b), _mm_max_ps(b, a)), _mm_cmpunord_ps(a, b));
  }
  // std::clamp: lo where v < lo, hi where v > hi, else v (NaN, and a zero equal to a zero bound, pass unchanged).
  static reg clamp(reg v, reg lo, reg hi) { return _mm_min_ps(hi, _mm_max_ps(lo, v)); }
  // Transposes the 4x4 block held in rows[0..4): afterwards rows[j][i] is what rows[i][j] was. Moves bits only.
  static void transpose(reg* rows) {
    const reg t0 = _mm_unpacklo_ps(rows[0], rows[1]);  // r0[0] r1[0] r0[1] r1[1]
    const reg t1 = _mm_unpackhi_ps(rows[0], rows[1]);  // r0[2] r1[2] r0[3] r1[3]
    const reg t2 = _mm_unpacklo_ps(rows[2], rows[3]);
    const reg t3 = _mm_unpackhi_ps(rows[2], rows[3]);
    rows[0] = _mm_movelh_ps(t0, t2);
    rows[1] = _mm_movehl_ps(t2, t0);
    rows[2] = _mm_movelh_ps(t1, t3);
    rows[3] = _mm_movehl_ps(t3, t1);
  }
  // True when any lane of the mask is set (a rare slow path, e.g. sin/cos of huge arguments).
  static bool any(mask m) { return _mm_movemask_ps(m) != 0; }
  // a * b - acc (fused where fma is).
  static reg fms(reg acc, reg a, reg b) { return _mm_sub_ps(_mm_mul_ps(a, b), acc); }
  // Signed int32 lanes: minimum, maximum (SSE2 has only the compare), and a < b as a mask.
  static ireg imin(ireg a, ireg b) {
    const __m128i a_greater = _mm_cmpgt_epi32(a, b);
    return _mm_or_si128(_mm_and_si128(a_greater, b), _mm_andnot_si128(a_greater, a));
  }
  static ireg imax(ireg a, ireg b) {
    const __m128i a_greater = _mm_cmpgt_epi32(a, b);
    return _mm_or_si128(_mm_and_si128(a_greater, a), _mm_andnot_si128(a_greater, b));
  }
  static mask ilt(ireg a, ireg b) { return _mm_castsi128_ps(_mm_cmpgt_epi32(b, a)); }
};

}  // namespace
