// s8 and u8 bilinear kernels for sse41: ibilinear-template.h over 4 int32 lanes (pmovsxbd/pmovzxbd, pmulld, packs).
#include <smmintrin.h>

#include "ukernels/s8-ibilinear/ibilinear-template.h"

namespace {

struct lanes_sse41 {
  static constexpr size_t kLanes = 4;
  using reg = __m128i;
  static __m128i load4(const void* p) {
    int32_t word;
    __builtin_memcpy(&word, p, 4);
    return _mm_cvtsi32_si128(word);
  }
  static void store4(void* p, __m128i v) {
    const int32_t word = _mm_cvtsi128_si32(v);
    __builtin_memcpy(p, &word, 4);
  }
  static reg splat(int32_t x) { return _mm_set1_epi32(x); }
  static reg add(reg a, reg b) { return _mm_add_epi32(a, b); }
  static reg sub(reg a, reg b) { return _mm_sub_epi32(a, b); }
  static reg mul(reg a, reg b) { return _mm_mullo_epi32(a, b); }
  static reg shl11(reg a) { return _mm_slli_epi32(a, 11); }
  static reg sra22(reg a) { return _mm_srai_epi32(a, 22); }
};

struct signed_sse41 : lanes_sse41 {
  using elem = int8_t;
  static reg load(const int8_t* p) { return _mm_cvtepi8_epi32(load4(p)); }
  static void store(int8_t* p, reg v) {
    const __m128i half = _mm_packs_epi32(v, v);
    store4(p, _mm_packs_epi16(half, half));
  }
};

struct unsigned_sse41 : lanes_sse41 {
  using elem = uint8_t;
  static reg load(const uint8_t* p) { return _mm_cvtepu8_epi32(load4(p)); }
  static void store(uint8_t* p, reg v) {
    const __m128i half = _mm_packs_epi32(v, v);
    store4(p, _mm_packus_epi16(half, half));
  }
};

}  // namespace

#define XNN_THIS_ISA_IS_sse41 XNN_PROBE
using S = signed_sse41;
using U = unsigned_sse41;

#include "ukernels/s8-ibilinear/define-kernels.h"
