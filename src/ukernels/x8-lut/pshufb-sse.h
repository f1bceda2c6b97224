// pshufb-lookup.h over 16-byte registers (pshufb), and the lookup K of lut-template.h built on it: avx2's last 1..31
// bytes. Include only from a translation unit compiled for ssse3 or later.
#pragma once

#include <tmmintrin.h>

#include <cstddef>
#include <cstdint>

#include "ukernels/x8-lut/lut-template.h"
#include "ukernels/x8-lut/pshufb-lookup.h"

namespace {

struct pshufb_sse {
  using reg = __m128i;
  static reg chunk(const uint8_t* p) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
  static reg bxor(reg a, reg b) { return _mm_xor_si128(a, b); }
  static reg flip(reg x) { return _mm_xor_si128(x, _mm_set1_epi8(char(0x80))); }
  static reg subs16(reg x) { return _mm_subs_epi8(x, _mm_set1_epi8(16)); }
  static reg shuffle(reg t, reg i) { return _mm_shuffle_epi8(t, i); }
};

struct lut_sse {
  static constexpr size_t kBytes = 16;
  using reg = __m128i;
  using tables = pshufb_tables<pshufb_sse>;
  static tables prepare(const uint8_t* table) { return pshufb_prepare<pshufb_sse>(table); }
  static reg load(const uint8_t* p) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
  static void store(uint8_t* p, reg v) { _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v); }
  static reg lookup(const tables& t, reg x) { return pshufb_lookup(t, x); }
  static void tail(const tables& t, const uint8_t* x, uint8_t* y, size_t n) {
    tail_through_register<lut_sse>(t, x, y, n);
  }
};

}  // namespace
