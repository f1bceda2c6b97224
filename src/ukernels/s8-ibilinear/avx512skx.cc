// s8 and u8 bilinear kernels for avx512skx: ibilinear-template.h over 16 int32 lanes (vpmovsxbd/vpmovzxbd, vpmulld,
// vpmovdb: every lane is already in the byte type's range, so truncation narrows exactly); a pixel's last channels
// go through byte-masked loads and stores.
#include <immintrin.h>

#include "ukernels/s8-ibilinear/ibilinear-template.h"

namespace {

struct lanes_avx512skx {
  static constexpr size_t kLanes = 16;
  using reg = __m512i;
  static __m128i load16(const void* p) { return _mm_loadu_si128(static_cast<const __m128i*>(p)); }
  static void store16(void* p, reg v) { _mm_storeu_si128(static_cast<__m128i*>(p), _mm512_cvtepi32_epi8(v)); }
  static __mmask16 first(size_t count) { return __mmask16((1u << count) - 1); }
  static __m128i load_partial16(const void* p, size_t count) { return _mm_maskz_loadu_epi8(first(count), p); }
  static void store_partial16(void* p, reg v, size_t count) {
    _mm_mask_storeu_epi8(p, first(count), _mm512_cvtepi32_epi8(v));
  }
  static reg splat(int32_t x) { return _mm512_set1_epi32(x); }
  static reg add(reg a, reg b) { return _mm512_add_epi32(a, b); }
  static reg sub(reg a, reg b) { return _mm512_sub_epi32(a, b); }
  static reg mul(reg a, reg b) { return _mm512_mullo_epi32(a, b); }
  static reg shl11(reg a) { return _mm512_slli_epi32(a, 11); }
  static reg sra22(reg a) { return _mm512_srai_epi32(a, 22); }
};

struct signed_avx512skx : lanes_avx512skx {
  using elem = int8_t;
  static reg load(const int8_t* p) { return _mm512_cvtepi8_epi32(load16(p)); }
  static void store(int8_t* p, reg v) { store16(p, v); }
  static reg load_partial(const int8_t* p, size_t count) { return _mm512_cvtepi8_epi32(load_partial16(p, count)); }
  static void store_partial(int8_t* p, reg v, size_t count) { store_partial16(p, v, count); }
};

struct unsigned_avx512skx : lanes_avx512skx {
  using elem = uint8_t;
  static reg load(const uint8_t* p) { return _mm512_cvtepu8_epi32(load16(p)); }
  static void store(uint8_t* p, reg v) { store16(p, v); }
  static reg load_partial(const uint8_t* p, size_t count) { return _mm512_cvtepu8_epi32(load_partial16(p, count)); }
  static void store_partial(uint8_t* p, reg v, size_t count) { store_partial16(p, v, count); }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx512skx XNN_PROBE
using S = signed_avx512skx;
using U = unsigned_avx512skx;

#include "ukernels/s8-ibilinear/define-kernels.h"
