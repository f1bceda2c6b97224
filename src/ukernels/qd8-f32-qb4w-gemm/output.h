// The fp32 stages of the qd8-f32-qb4w kernels, one specialization per output vector width of the qs8-qc8w traits
// (D::kOutLanes; 4 lanes are NEON or WASM SIMD, whichever the translation unit targets), for kLanes columns of one
// row (qd8-f32-qb4w-gemm.h):
//   add_block   f + (float(sum + ksum * zero_point) * block_scale)    (int32 wrapping, then two binary32 operations)
//   store       min(max((f * scale) + bias, min), max), the first n floats
// xnn_no_contract keeps each product out of an FMA with the addition after it.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/qd8-f32-qb4w-gemm/qd8-f32-qb4w-gemm.h"
#include "ukernels/qd8-quantization.h"

#if defined(__AVX2__)
#include <immintrin.h>
#elif defined(__ARM_NEON)
#include <arm_neon.h>
#elif defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace {

template <size_t kOutLanes>
struct qb4w_output;

template <>
struct qb4w_output<1> {
  static constexpr size_t kLanes = 1;
  using facc = float;
  using isum = int32_t;
  using params = xnn_f32_qb4w_minmax_params;
  static params prepare(const xnn_f32_qb4w_minmax_params& p) { return p; }
  static facc zero() { return 0.0f; }
  static isum load_wsum(const int16_t* wsum, size_t parts, size_t stride) {
    int32_t total = 0;
    for (size_t s = 0; s < parts; s++) total += wsum[s * stride];
    return total;
  }
  static facc load_scale(const uint16_t* block_scale) {
    const uint32_t bits = uint32_t(*block_scale) << 16;
    float scale;
    __builtin_memcpy(&scale, &bits, sizeof(scale));
    return scale;
  }
  static facc add_block(facc f, int32_t sum, isum wsum, int32_t zero_point, facc block_scale) {
    const int32_t acc = int32_t(uint32_t(sum) - uint32_t(wsum) * uint32_t(zero_point));
    return f + xnn_no_contract(float(acc) * block_scale);
  }
  static void store(float* c, facc f, float scale, const float* bias, const params& p, size_t) {
    float x = xnn_no_contract(f * scale) + *bias;
    x = x > p.min ? x : p.min;
    x = x < p.max ? x : p.max;
    *c = x;
  }
};

#if defined(__AVX2__)
template <>
struct qb4w_output<8> {
  static constexpr size_t kLanes = 8;
  using facc = __m256;
  struct params {
    __m256 min, max;
  };
  static params prepare(const xnn_f32_qb4w_minmax_params& p) { return {_mm256_set1_ps(p.min), _mm256_set1_ps(p.max)}; }
  using isum = __m256i;
  static facc zero() { return _mm256_setzero_ps(); }
  static isum load_wsum(const int16_t* wsum, size_t parts, size_t stride) {
    __m256i total = _mm256_cvtepi16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(wsum)));
    for (size_t s = 1; s < parts; s++) {
      total = _mm256_add_epi32(
          total, _mm256_cvtepi16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(wsum + s * stride))));
    }
    return total;
  }
  static facc load_scale(const uint16_t* block_scale) {
    const __m128i bits = _mm_loadu_si128(reinterpret_cast<const __m128i*>(block_scale));
    return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(bits), 16));
  }
  static facc add_block(facc f, __m256i sum, isum wsum, int32_t zero_point, facc block_scale) {
    const __m256i acc = _mm256_sub_epi32(sum, _mm256_mullo_epi32(wsum, _mm256_set1_epi32(zero_point)));
    return _mm256_add_ps(f, xnn_no_contract(_mm256_mul_ps(_mm256_cvtepi32_ps(acc), block_scale)));
  }
  static void store(float* c, facc f, float scale, const float* bias, const params& p, size_t n) {
    __m256 x = _mm256_add_ps(xnn_no_contract(_mm256_mul_ps(f, _mm256_set1_ps(scale))), _mm256_loadu_ps(bias));
    x = _mm256_min_ps(_mm256_max_ps(x, p.min), p.max);
    const __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32(int32_t(n)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    _mm256_maskstore_ps(c, mask, x);
  }
};
#endif

#if defined(__AVX512F__) && defined(__AVX512BW__)
template <>
struct qb4w_output<16> {
  static constexpr size_t kLanes = 16;
  using facc = __m512;
  struct params {
    __m512 min, max;
  };
  static params prepare(const xnn_f32_qb4w_minmax_params& p) { return {_mm512_set1_ps(p.min), _mm512_set1_ps(p.max)}; }
  using isum = __m512i;
  static facc zero() { return _mm512_setzero_ps(); }
  static isum load_wsum(const int16_t* wsum, size_t parts, size_t stride) {
    __m512i total = _mm512_cvtepi16_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(wsum)));
    for (size_t s = 1; s < parts; s++) {
      total = _mm512_add_epi32(
          total, _mm512_cvtepi16_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(wsum + s * stride))));
    }
    return total;
  }
  static facc load_scale(const uint16_t* block_scale) {
    const __m256i bits = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(block_scale));
    return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(bits), 16));
  }
  static facc add_block(facc f, __m512i sum, isum wsum, int32_t zero_point, facc block_scale) {
    const __m512i acc = _mm512_sub_epi32(sum, _mm512_mullo_epi32(wsum, _mm512_set1_epi32(zero_point)));
    return _mm512_add_ps(f, xnn_no_contract(_mm512_mul_ps(_mm512_cvtepi32_ps(acc), block_scale)));
  }
  static void store(float* c, facc f, float scale, const float* bias, const params& p, size_t n) {
    __m512 x = _mm512_add_ps(xnn_no_contract(_mm512_mul_ps(f, _mm512_set1_ps(scale))), _mm512_loadu_ps(bias));
    x = _mm512_min_ps(_mm512_max_ps(x, p.min), p.max);
    _mm512_mask_storeu_ps(c, __mmask16((1u << n) - 1), x);
  }
};
#endif

#if defined(__ARM_NEON)
template <>
struct qb4w_output<4> {
  static constexpr size_t kLanes = 4;
  using facc = float32x4_t;
  struct params {
    float32x4_t min, max;
  };
  static params prepare(const xnn_f32_qb4w_minmax_params& p) { return {vdupq_n_f32(p.min), vdupq_n_f32(p.max)}; }
  using isum = int32x4_t;
  static facc zero() { return vdupq_n_f32(0.0f); }
  static isum load_wsum(const int16_t* wsum, size_t parts, size_t stride) {
    int32x4_t total = vmovl_s16(vld1_s16(wsum));
    for (size_t s = 1; s < parts; s++) total = vaddw_s16(total, vld1_s16(wsum + s * stride));
    return total;
  }
  static facc load_scale(const uint16_t* block_scale) {
    return vreinterpretq_f32_u32(vshll_n_u16(vld1_u16(block_scale), 16));
  }
  static facc add_block(facc f, int32x4_t sum, isum wsum, int32_t zero_point, facc block_scale) {
    const int32x4_t acc = vmlsq_s32(sum, wsum, vdupq_n_s32(zero_point));
    return vaddq_f32(f, xnn_no_contract(vmulq_f32(vcvtq_f32_s32(acc), block_scale)));
  }
  static void store(float* c, facc f, float scale, const float* bias, const params& p, size_t n) {
    float32x4_t x = vaddq_f32(xnn_no_contract(vmulq_f32(f, vdupq_n_f32(scale))), vld1q_f32(bias));
    x = vminq_f32(vmaxq_f32(x, p.min), p.max);
    if (n == 4) {
      vst1q_f32(c, x);
      return;
    }
    float32x2_t low = vget_low_f32(x);
    if (n & 2) {
      vst1_f32(c, low);
      low = vget_high_f32(x);
      c += 2;
    }
    if (n & 1) vst1_lane_f32(c, low, 0);
  }
};
#endif

#if defined(__wasm_simd128__)
template <>
struct qb4w_output<4> {
  static constexpr size_t kLanes = 4;
  using facc = v128_t;
  struct params {
    v128_t min, max;
  };
  static params prepare(const xnn_f32_qb4w_minmax_params& p) {
    return {wasm_f32x4_splat(p.min), wasm_f32x4_splat(p.max)};
  }
  using isum = v128_t;
  static facc zero() { return wasm_f32x4_const_splat(0.0f); }
  static isum load_wsum(const int16_t* wsum, size_t parts, size_t stride) {
    v128_t total = wasm_i32x4_load16x4(wsum);
    for (size_t s = 1; s < parts; s++) total = wasm_i32x4_add(total, wasm_i32x4_load16x4(wsum + s * stride));
    return total;
  }
  static facc load_scale(const uint16_t* block_scale) { return wasm_i32x4_shl(wasm_u32x4_load16x4(block_scale), 16); }
  static facc add_block(facc f, v128_t sum, isum wsum, int32_t zero_point, facc block_scale) {
    const v128_t acc = wasm_i32x4_sub(sum, wasm_i32x4_mul(wsum, wasm_i32x4_splat(zero_point)));
    return wasm_f32x4_add(f, wasm_f32x4_mul(wasm_f32x4_convert_i32x4(acc), block_scale));
  }
  static void store(float* c, facc f, float scale, const float* bias, const params& p, size_t n) {
    v128_t x = wasm_f32x4_add(wasm_f32x4_mul(f, wasm_f32x4_splat(scale)), wasm_v128_load(bias));
    x = wasm_f32x4_pmin(wasm_f32x4_pmax(x, p.min), p.max);
    if (n == 4) {
      wasm_v128_store(c, x);
      return;
    }
    if (n & 2) {
      wasm_v128_store64_lane(c, x, 0);
      x = wasm_i64x2_shuffle(x, x, 1, 1);
      c += 2;
    }
    if (n & 1) wasm_v128_store32_lane(c, x, 0);
  }
};
#endif

}  // namespace
