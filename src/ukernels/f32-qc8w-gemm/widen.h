// Integer loads of the weights-only kernels, one vector type's worth (V::kLanes lanes of int32) at a time:
//   xnn_widen::s8(p)              kLanes int8 at p, sign-extended
//   xnn_widen::u4(p, lo, hi)      kLanes bytes at p: their low nibbles into lo, their high nibbles into hi (0..15)
// Each reads exactly kLanes bytes. Include only from a per-ISA file of this family, after its V and
// XNN_THIS_ISA_IS_<isa>.
#pragma once

#include <cstdint>
#include <cstring>

namespace {

#if defined(XNN_THIS_ISA_IS_scalar)
struct xnn_widen {
  static int32_t s8(const int8_t* p) { return *p; }
  static void u4(const uint8_t* p, int32_t& lo, int32_t& hi) { lo = *p & 15, hi = *p >> 4; }
};
#endif

#if defined(XNN_THIS_ISA_IS_sse41)
struct xnn_widen {
  static __m128i load4(const void* p) {
    int32_t bytes;
    std::memcpy(&bytes, p, sizeof(bytes));
    return _mm_cvtsi32_si128(bytes);
  }
  static __m128i s8(const int8_t* p) { return _mm_cvtepi8_epi32(load4(p)); }
  static void u4(const uint8_t* p, __m128i& lo, __m128i& hi) {
    const __m128i x = _mm_cvtepu8_epi32(load4(p));
    lo = _mm_and_si128(x, _mm_set1_epi32(15));
    hi = _mm_srli_epi32(x, 4);
  }
};
#endif

#if defined(XNN_THIS_ISA_IS_avx2)
struct xnn_widen {
  static __m256i s8(const int8_t* p) {
    return _mm256_cvtepi8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p)));
  }
  static void u4(const uint8_t* p, __m256i& lo, __m256i& hi) {
    const __m256i x = _mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p)));
    lo = _mm256_and_si256(x, _mm256_set1_epi32(15));
    hi = _mm256_srli_epi32(x, 4);
  }
};
#endif

#if defined(XNN_THIS_ISA_IS_avx512skx)
struct xnn_widen {
  static __m512i s8(const int8_t* p) {
    return _mm512_cvtepi8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
  }
  static void u4(const uint8_t* p, __m512i& lo, __m512i& hi) {
    const __m512i x = _mm512_cvtepu8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
    lo = _mm512_and_si512(x, _mm512_set1_epi32(15));
    hi = _mm512_srli_epi32(x, 4);
  }
};
#endif

#if defined(XNN_THIS_ISA_IS_neon) || defined(XNN_THIS_ISA_IS_neonfma)
struct xnn_widen {
  // 4 bytes in the low lanes of a d register.
  static uint8x8_t load4(const void* p) {
    uint32_t bytes;
    std::memcpy(&bytes, p, sizeof(bytes));
    return vreinterpret_u8_u32(vdup_n_u32(bytes));
  }
  static int32x4_t s8(const int8_t* p) {
    return vmovl_s16(vget_low_s16(vmovl_s8(vreinterpret_s8_u8(load4(p)))));
  }
  static void u4(const uint8_t* p, int32x4_t& lo, int32x4_t& hi) {
    const uint32x4_t x = vmovl_u16(vget_low_u16(vmovl_u8(load4(p))));
    lo = vreinterpretq_s32_u32(vandq_u32(x, vdupq_n_u32(15)));
    hi = vreinterpretq_s32_u32(vshrq_n_u32(x, 4));
  }
};
#endif

#if defined(XNN_THIS_ISA_IS_wasmsimd)
struct xnn_widen {
  static v128_t s8(const int8_t* p) {
    return wasm_i32x4_extend_low_i16x8(wasm_i16x8_extend_low_i8x16(wasm_v128_load32_zero(p)));
  }
  static void u4(const uint8_t* p, v128_t& lo, v128_t& hi) {
    const v128_t x = wasm_u32x4_extend_low_u16x8(wasm_u16x8_extend_low_u8x16(wasm_v128_load32_zero(p)));
    lo = wasm_v128_and(x, wasm_i32x4_splat(15));
    hi = wasm_u32x4_shr(x, 4);
  }
};
#endif

}  // namespace
