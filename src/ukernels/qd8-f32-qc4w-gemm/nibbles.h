// The 4-bit weight loaders of the qd8-f32-qc4w kernels: qc4w_traits<D> is the qs8-qc8w traits type D of the
// including per-ISA file with W read from nibbles (gemm-template.h's kWNibbles). A loader fills the W registers D's
// dot product expects from the folded k groups of qd8-f32-qc4w-gemm.h:
//   load_w_pair(p, lo, hi)  kColsPerW * kKr bytes at p: low nibbles into lo, high nibbles into hi, each the signed
//                           value (-8..7) in the element type D's dot product multiplies
//   load_w_half(p)          one W register from half its bytes: low nibbles in its first half, high nibbles in its
//                           second half (VNNI, tiles of one W register per k group)
// The VNNI, i8mm and relaxed-SIMD loaders leave each value times 16 in the high nibble of its byte (two instructions:
// a shift and a mask, no sign extension); their sums are 16 times the dot product and unscale() shifts them back,
// exactly while those sums fit int32 (the kc bounds are in docs/kernels.md, "4-bit weights").
// Include only from a per-ISA translation unit of qs8-qc8w-gemm, after its D.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace {

#if defined(XNN_THIS_ISA_IS_scalar)
template <class D>
struct qc4w_traits : D {
  static constexpr bool kWNibbles = true;
  static void load_w_pair(const int8_t* p, typename D::w_reg& lo, typename D::w_reg& hi) {
    lo = int8_t(uint8_t(*p) << 4) >> 4;
    hi = *p >> 4;
  }
};
#endif

#if defined(XNN_THIS_ISA_IS_avx2)
template <class D>
struct qc4w_traits : D {
  static constexpr bool kWNibbles = true;
  // 16 bytes sign-extended to int16: the high nibble is the arithmetic shift by 4, the low one moved up and back.
  static void load_w_pair(const int8_t* p, __m256i& lo, __m256i& hi) {
    const __m256i x = _mm256_cvtepi8_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
    lo = _mm256_srai_epi16(_mm256_slli_epi16(x, 12), 12);
    hi = _mm256_srai_epi16(x, 4);
  }
};

// The `_madd` rows (kr = 4): vpmaddubsw, which multiplies unsigned by signed bytes and adds pairs into int16, is exact
// here because one factor is a 4-bit value: A + 128 (0..255, sign bit flipped in the register) times W (-8..7) in
// pairs stays within +-4080. vpmaddwd by ones then adds the pairs into the int32 sum of 4 products per column, what
// one vpdpbusd does on VNNI: 3 instructions per 32 products, where the c8 rows above issue a vpmaddwd and a vpaddd
// per 16 after widening W to int16. The sums take A + 128, so the kernels add 128 to the zero point (kAOffset),
// as the VNNI kernels do. Nibbles become bytes with a 16-entry table (vpshufb): value u in 0..15 to u - 16 * (u > 7).
// Register map of a kernel (gemm-template.h): per k group one A dword broadcast per row, one 32-byte W load giving
// two registers (8 columns x 4 k each), MR x 2 accumulators of 8 column sums. 3x16c4: 6 accumulators, 2 W, A,
// 4 constants and a product in 14 registers (4x16c4 does not fit: it spills accumulators in the loop).
struct qc4w_avx2_madd : qs8_x86_output_ymm {
  static constexpr size_t kKr = 4;
  static constexpr size_t kColsPerW = 8;
  static constexpr bool kWNibbles = true;
  static constexpr int32_t kAOffset = 128;
  using acc = __m256i;
  using a_reg = __m256i;
  using w_reg = __m256i;

  static acc zero() { return _mm256_setzero_si256(); }
  static a_reg load_a(const int8_t* p) {
    int32_t bytes;
    __builtin_memcpy(&bytes, p, sizeof(bytes));
    return _mm256_xor_si256(_mm256_set1_epi32(bytes), _mm256_set1_epi8(int8_t(0x80)));
  }
  static acc dot(acc sum, a_reg a, w_reg w) {
    return _mm256_add_epi32(sum, _mm256_madd_epi16(_mm256_maddubs_epi16(a, w), _mm256_set1_epi16(1)));
  }
  static out reduce(const acc* accs) { return accs[0]; }
  static void load_w_pair(const int8_t* p, __m256i& lo, __m256i& hi) {
    const __m256i x = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
    const __m256i nibble = _mm256_set1_epi8(0x0F);
    const __m256i value = _mm256_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, -8, -7, -6, -5, -4, -3, -2, -1,  //
                                           0, 1, 2, 3, 4, 5, 6, 7, -8, -7, -6, -5, -4, -3, -2, -1);
    lo = _mm256_shuffle_epi8(value, _mm256_and_si256(x, nibble));
    hi = _mm256_shuffle_epi8(value, _mm256_and_si256(_mm256_srli_epi16(x, 4), nibble));
  }
};
#endif

#if defined(XNN_THIS_ISA_IS_avx512skx)
template <class D>
struct qc4w_traits : D {
  static constexpr bool kWNibbles = true;
  static void load_w_pair(const int8_t* p, __m512i& lo, __m512i& hi) {
    const __m512i x = _mm512_cvtepi8_epi16(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
    lo = _mm512_srai_epi16(_mm512_slli_epi16(x, 12), 12);
    hi = _mm512_srai_epi16(x, 4);
  }
};
#endif

#if defined(XNN_THIS_ISA_IS_avxvnni)
template <class D>
struct qc4w_traits : D {
  static constexpr bool kWNibbles = true;
  static __m256i load_w_half(const int8_t* p) {
    // Both 128-bit halves hold the 16 bytes (a load-only broadcast); the low half's move up by 4 bits.
    const __m256i x = _mm256_broadcastsi128_si256(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
    return _mm256_and_si256(_mm256_sllv_epi64(x, _mm256_setr_epi64x(4, 4, 0, 0)), _mm256_set1_epi8(int8_t(0xF0)));
  }
  static __m256i unscale(__m256i sum) { return _mm256_srai_epi32(sum, 4); }
};
#endif

#if defined(XNN_THIS_ISA_IS_avx512vnni)
template <class D>
struct qc4w_traits : D {
  static constexpr bool kWNibbles = true;
  static __m512i load_w_half(const int8_t* p) {
    const __m512i x = _mm512_broadcast_i64x4(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
    return _mm512_and_si512(_mm512_sllv_epi64(x, _mm512_setr_epi64(4, 4, 4, 4, 0, 0, 0, 0)),
                            _mm512_set1_epi8(int8_t(0xF0)));
  }
  static void load_w_pair(const int8_t* p, __m512i& lo, __m512i& hi) {
    const __m512i x = _mm512_loadu_si512(p);
    const __m512i mask = _mm512_set1_epi8(int8_t(0xF0));
    lo = _mm512_and_si512(_mm512_slli_epi16(x, 4), mask);
    hi = _mm512_and_si512(x, mask);
  }
  static __m512i unscale(__m512i sum) { return _mm512_srai_epi32(sum, 4); }
};
#endif

#if defined(XNN_THIS_ISA_IS_neon)
template <class D>
struct qc4w_traits : D {
  static constexpr bool kWNibbles = true;
  static void load_w_pair(const int8_t* p, int8x8_t& lo, int8x8_t& hi) {
    const int8x8_t x = vld1_s8(p);
    lo = vshr_n_s8(vshl_n_s8(x, 4), 4);
    hi = vshr_n_s8(x, 4);
  }
};
#endif

#if defined(XNN_THIS_ISA_IS_neondot)
template <class D>
struct qc4w_traits : D {
  static constexpr bool kWNibbles = true;
  static void load_w_pair(const int8_t* p, int8x16_t& lo, int8x16_t& hi) {
    const int8x16_t x = vld1q_s8(p);
    lo = vshrq_n_s8(vshlq_n_s8(x, 4), 4);
    hi = vshrq_n_s8(x, 4);
  }
};
#endif

#if defined(XNN_THIS_ISA_IS_neoni8mm)
template <class D>
struct qc4w_traits : D {
  static constexpr bool kWNibbles = true;
  static void load_w_pair(const int8_t* p, int8x16_t& lo, int8x16_t& hi) {
    const int8x16_t x = vld1q_s8(p);
    lo = vshlq_n_s8(x, 4);
    hi = vandq_s8(x, vdupq_n_s8(int8_t(0xF0)));
  }
  static int32x4_t unscale(int32x4_t sum) { return vshrq_n_s32(sum, 4); }
};
#endif

#if defined(XNN_THIS_ISA_IS_wasmsimd)
template <class D>
struct qc4w_traits : D {
  static constexpr bool kWNibbles = true;
  static void load_w_pair(const int8_t* p, v128_t& lo, v128_t& hi) {
    const v128_t x = wasm_i16x8_load8x8(p);
    lo = wasm_i16x8_shr(wasm_i16x8_shl(x, 12), 12);
    hi = wasm_i16x8_shr(x, 4);
  }
};
#endif

#if defined(XNN_THIS_ISA_IS_wasmsdot)
template <class D>
struct qc4w_traits : D {
  static constexpr bool kWNibbles = true;
  // W is the dot product's full-range operand: values times 16 (-128..112) keep its pair sums in range.
  static void load_w_pair(const int8_t* p, v128_t& lo, v128_t& hi) {
    const v128_t x = wasm_v128_load(p);
    lo = wasm_i8x16_shl(x, 4);
    hi = wasm_v128_and(x, wasm_i8x16_const_splat(int8_t(0xF0)));
  }
  static v128_t unscale(v128_t sum) { return wasm_i32x4_shr(sum, 4); }
};
#endif

// The traits of a 4-bit table row of kr `kKr`: qc4w_traits<D>, or the ISA's second 4-bit traits type for the kr it
// takes (AVX2: qc4w_avx2_madd at kr = 4).
template <class D, size_t kKr>
struct qc4w_row_traits {
  using type = qc4w_traits<D>;
};
#if defined(XNN_THIS_ISA_IS_avx2)
template <class D>
struct qc4w_row_traits<D, 4> {
  using type = qc4w_avx2_madd;
};
#endif
template <class D, size_t kKr>
using qc4w_row_t = typename qc4w_row_traits<D, kKr>::type;

// What traits type T's dot product adds to every A value: T::kAOffset where it says, else the ISA's
// (xnn_qs8_qc8w_gemm_a_offset).
template <class T, class = void>
struct qc4w_own_a_offset : std::false_type {};
template <class T>
struct qc4w_own_a_offset<T, std::void_t<decltype(T::kAOffset)>> : std::true_type {};
template <class T>
constexpr int32_t qc4w_a_offset(xnn_isa isa) {
  if constexpr (qc4w_own_a_offset<T>::value) {
    return T::kAOffset;
  } else {
    return xnn_qs8_qc8w_gemm_a_offset(isa);
  }
}

}  // namespace
