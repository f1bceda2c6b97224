// Native fp16 registers for AVX512-FP16 (Sapphire Rapids): 32 halves per zmm, each operation rounded once to fp16.
// The vector type of the f16 elementwise families' avx512fp16 rows (f16-vbinary, f16-vunary), with the primitives
// their exact ops use, and of the f16 GEMM (fma, min, max); splat(float) takes params that were halves, so its
// conversion is exact.
#pragma once

#include <immintrin.h>

#include <cstddef>
#include <cstdint>

namespace {

struct xnn_fp16_avx512fp16 {
  using reg = __m512h;
  static constexpr size_t kLanes = 32;
  static __mmask32 tail_mask(size_t n) { return __mmask32((uint64_t{1} << n) - 1); }
  static __m512i to_bits(reg a) { return _mm512_castph_si512(a); }
  static reg from_bits(__m512i a) { return _mm512_castsi512_ph(a); }

  static reg load(const uint16_t* p) { return from_bits(_mm512_loadu_si512(p)); }
  static reg load_tail(const uint16_t* p, size_t n) { return from_bits(_mm512_maskz_loadu_epi16(tail_mask(n), p)); }
  static void store(uint16_t* p, reg r) { _mm512_storeu_si512(p, to_bits(r)); }
  static void store_tail(uint16_t* p, reg r, size_t n) { _mm512_mask_storeu_epi16(p, tail_mask(n), to_bits(r)); }
  static reg splat(uint16_t h) { return from_bits(_mm512_set1_epi16(short(h))); }
  static reg splat(float x) { return _mm512_set1_ph(_Float16(x)); }
  static reg zero() { return _mm512_setzero_ph(); }

  static reg add(reg a, reg b) { return _mm512_add_ph(a, b); }
  static reg sub(reg a, reg b) { return _mm512_sub_ph(a, b); }
  static reg mul(reg a, reg b) { return _mm512_mul_ph(a, b); }
  static reg fma(reg acc, reg a, reg b) { return _mm512_fmadd_ph(a, b, acc); }
  static reg div(reg a, reg b) { return _mm512_div_ph(a, b); }
  static reg sqrt(reg a) { return _mm512_sqrt_ph(a); }
  static reg abs(reg a) { return from_bits(_mm512_and_si512(to_bits(a), _mm512_set1_epi16(0x7FFF))); }
  static reg neg(reg a) { return from_bits(_mm512_xor_si512(to_bits(a), _mm512_set1_epi16(short(0x8000)))); }
  // IEEE 754-2019 minimum/maximum as xnn_simd_avx512f computes them: vminph/vmaxph return their second operand on a
  // tie or a NaN, so OR (AND) of both operand orders orders -0 below +0, and NaN lanes are recomputed as a + b.
  static reg minimum(reg a, reg b) {
    const reg both = from_bits(_mm512_or_si512(to_bits(_mm512_min_ph(a, b)), to_bits(_mm512_min_ph(b, a))));
    return _mm512_mask_add_ph(both, _mm512_cmp_ph_mask(a, b, _CMP_UNORD_Q), a, b);
  }
  static reg maximum(reg a, reg b) {
    const reg both = from_bits(_mm512_and_si512(to_bits(_mm512_max_ph(a, b)), to_bits(_mm512_max_ph(b, a))));
    return _mm512_mask_add_ph(both, _mm512_cmp_ph_mask(a, b, _CMP_UNORD_Q), a, b);
  }
  // vminph/vmaxph return the second operand when either is NaN, as minps/maxps (the GEMM template relies on it).
  static reg min(reg a, reg b) { return _mm512_min_ph(a, b); }
  static reg max(reg a, reg b) { return _mm512_max_ph(a, b); }
  // std::clamp: lo where v < lo, hi where v > hi, else v (NaN, and a zero equal to a zero bound, pass unchanged).
  static reg clamp(reg v, reg lo, reg hi) { return _mm512_min_ph(hi, _mm512_max_ph(lo, v)); }
};

}  // namespace
