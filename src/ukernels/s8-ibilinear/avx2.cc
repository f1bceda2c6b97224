// s8 and u8 bilinear kernels for avx2: ibilinear-template.h over 8 int32 lanes (vpmovsxbd/vpmovzxbd, vpmulld,
// then the two halves packed with packs/packus).
#include <immintrin.h>

#include "ukernels/s8-ibilinear/ibilinear-template.h"

namespace {

struct lanes_avx2 {
  static constexpr size_t kLanes = 8;
  using reg = __m256i;
  static __m128i load8(const void* p) { return _mm_loadl_epi64(static_cast<const __m128i*>(p)); }
  static __m128i halves_to_int16(reg v) {
    return _mm_packs_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
  }
  static void store8(void* p, __m128i bytes) { _mm_storel_epi64(static_cast<__m128i*>(p), bytes); }
  static reg splat(int32_t x) { return _mm256_set1_epi32(x); }
  static reg add(reg a, reg b) { return _mm256_add_epi32(a, b); }
  static reg sub(reg a, reg b) { return _mm256_sub_epi32(a, b); }
  static reg mul(reg a, reg b) { return _mm256_mullo_epi32(a, b); }
  static reg shl11(reg a) { return _mm256_slli_epi32(a, 11); }
  static reg sra22(reg a) { return _mm256_srai_epi32(a, 22); }
};

struct signed_avx2 : lanes_avx2 {
  using elem = int8_t;
  static reg load(const int8_t* p) { return _mm256_cvtepi8_epi32(load8(p)); }
  static void store(int8_t* p, reg v) {
    const __m128i half = halves_to_int16(v);
    store8(p, _mm_packs_epi16(half, half));
  }
};

struct unsigned_avx2 : lanes_avx2 {
  using elem = uint8_t;
  static reg load(const uint8_t* p) { return _mm256_cvtepu8_epi32(load8(p)); }
  static void store(uint8_t* p, reg v) {
    const __m128i half = halves_to_int16(v);
    store8(p, _mm_packus_epi16(half, half));
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_avx2 XNN_PROBE
using S = signed_avx2;
using U = unsigned_avx2;

#include "ukernels/s8-ibilinear/define-kernels.h"
