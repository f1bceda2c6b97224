// The fp32 output stage of the qd8-f32-qc8w kernels, one specialization per output vector width of the qs8-qc8w
// traits (D::kOutLanes; 4 lanes are SSE, NEON or WASM SIMD, whichever the translation unit targets): for kLanes
// column sums of one row,
//   acc = sum + ksum * zero_point (int32, wrapping), x = ((float(acc) * scale) * w_scale) + bias, clamped to
//   [min, max] (max with min first, then min with max; a NaN is unspecified), stored as the first n floats.
// Every multiply and add is its own binary32 operation: xnn_no_contract keeps the compiler from fusing the second
// product with the bias into an FMA, which would round once instead of twice (docs/kernels.md, "Dynamic
// quantization").
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "ukernels/params.h"
#include "ukernels/qd8-quantization.h"

#if defined(__SSE4_1__)
#include <immintrin.h>
#elif defined(__ARM_NEON)
#include <arm_neon.h>
#elif defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace {

template <size_t kOutLanes>
struct qd8_output;

template <>
struct qd8_output<1> {
  static constexpr size_t kLanes = 1;
  using params = xnn_f32_minmax_params;
  static params prepare(const xnn_f32_minmax_params& p) { return p; }
  static void store(float* c, int32_t sum, const int32_t* ksum, int32_t zero_point, float scale, const float* w_scale,
                    const float* bias, const params& p, size_t) {
    // The 4-bit layouts can leave the scales and biases of a block at any byte offset: read them byte-wise.
    int32_t k;
    float w, b;
    std::memcpy(&k, ksum, sizeof(k));
    std::memcpy(&w, w_scale, sizeof(w));
    std::memcpy(&b, bias, sizeof(b));
    const int32_t acc = int32_t(uint32_t(sum) + uint32_t(k) * uint32_t(zero_point));
    float x = float(acc) * scale;
    x = xnn_no_contract(x * w) + b;
    x = x > p.min ? x : p.min;
    x = x < p.max ? x : p.max;
    *c = x;
  }
};

#if defined(__SSE4_1__)
template <>
struct qd8_output<4> {
  static constexpr size_t kLanes = 4;
  struct params {
    __m128 min, max;
  };
  static params prepare(const xnn_f32_minmax_params& p) { return {_mm_set1_ps(p.min), _mm_set1_ps(p.max)}; }
  static void store(float* c, __m128i sum, const int32_t* ksum, int32_t zero_point, float scale,
                    const float* w_scale, const float* bias, const params& p, size_t n) {
    const __m128i ks = _mm_loadu_si128(reinterpret_cast<const __m128i*>(ksum));
    const __m128i acc = _mm_add_epi32(sum, _mm_mullo_epi32(ks, _mm_set1_epi32(zero_point)));
    __m128 x = _mm_mul_ps(_mm_cvtepi32_ps(acc), _mm_set1_ps(scale));
    x = _mm_add_ps(xnn_no_contract(_mm_mul_ps(x, _mm_loadu_ps(w_scale))), _mm_loadu_ps(bias));
    x = _mm_min_ps(_mm_max_ps(x, p.min), p.max);
    if (n == 4) {
      _mm_storeu_ps(c, x);
      return;
    }
    if (n & 2) {
      _mm_storel_pi(reinterpret_cast<__m64*>(c), x);
      x = _mm_movehl_ps(x, x);
      c += 2;
    }
    if (n & 1) _mm_store_ss(c, x);
  }
};
#endif

#if defined(__AVX2__)
template <>
struct qd8_output<8> {
  static constexpr size_t kLanes = 8;
  struct params {
    __m256 min, max;
  };
  static params prepare(const xnn_f32_minmax_params& p) { return {_mm256_set1_ps(p.min), _mm256_set1_ps(p.max)}; }
  static void store(float* c, __m256i sum, const int32_t* ksum, int32_t zero_point, float scale,
                    const float* w_scale, const float* bias, const params& p, size_t n) {
    const __m256i ks = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(ksum));
    const __m256i acc = _mm256_add_epi32(sum, _mm256_mullo_epi32(ks, _mm256_set1_epi32(zero_point)));
    __m256 x = _mm256_mul_ps(_mm256_cvtepi32_ps(acc), _mm256_set1_ps(scale));
    x = _mm256_add_ps(xnn_no_contract(_mm256_mul_ps(x, _mm256_loadu_ps(w_scale))), _mm256_loadu_ps(bias));
    x = _mm256_min_ps(_mm256_max_ps(x, p.min), p.max);
    if (n == 8) {
      _mm256_storeu_ps(c, x);
      return;
    }
    const __m256i mask = _mm256_cmpgt_epi32(_mm256_set1_epi32(int32_t(n)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    _mm256_maskstore_ps(c, mask, x);
  }
};
#endif

#if defined(__AVX512F__) && defined(__AVX512BW__)
template <>
struct qd8_output<16> {
  static constexpr size_t kLanes = 16;
  struct params {
    __m512 min, max;
  };
  static params prepare(const xnn_f32_minmax_params& p) { return {_mm512_set1_ps(p.min), _mm512_set1_ps(p.max)}; }
  static void store(float* c, __m512i sum, const int32_t* ksum, int32_t zero_point, float scale,
                    const float* w_scale, const float* bias, const params& p, size_t n) {
    const __m512i acc = _mm512_add_epi32(sum, _mm512_mullo_epi32(_mm512_loadu_si512(ksum), _mm512_set1_epi32(zero_point)));
    __m512 x = _mm512_mul_ps(_mm512_cvtepi32_ps(acc), _mm512_set1_ps(scale));
    x = _mm512_add_ps(xnn_no_contract(_mm512_mul_ps(x, _mm512_loadu_ps(w_scale))), _mm512_loadu_ps(bias));
    x = _mm512_min_ps(_mm512_max_ps(x, p.min), p.max);
    _mm512_mask_storeu_ps(c, __mmask16((1u << n) - 1), x);
  }
};
#endif

#if defined(__ARM_NEON)
template <>
struct qd8_output<4> {
  static constexpr size_t kLanes = 4;
  struct params {
    float32x4_t min, max;
  };
  static params prepare(const xnn_f32_minmax_params& p) { return {vdupq_n_f32(p.min), vdupq_n_f32(p.max)}; }
  static void store(float* c, int32x4_t sum, const int32_t* ksum, int32_t zero_point, float scale,
                    const float* w_scale, const float* bias, const params& p, size_t n) {
    const int32x4_t acc = vmlaq_s32(sum, vld1q_s32(ksum), vdupq_n_s32(zero_point));
    float32x4_t x = vmulq_f32(vcvtq_f32_s32(acc), vdupq_n_f32(scale));
    x = vaddq_f32(xnn_no_contract(vmulq_f32(x, vld1q_f32(w_scale))), vld1q_f32(bias));
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
struct qd8_output<4> {
  static constexpr size_t kLanes = 4;
  struct params {
    v128_t min, max;
  };
  static params prepare(const xnn_f32_minmax_params& p) { return {wasm_f32x4_splat(p.min), wasm_f32x4_splat(p.max)}; }
  static void store(float* c, v128_t sum, const int32_t* ksum, int32_t zero_point, float scale, const float* w_scale,
                    const float* bias, const params& p, size_t n) {
    const v128_t acc = wasm_i32x4_add(sum, wasm_i32x4_mul(wasm_v128_load(ksum), wasm_i32x4_splat(zero_point)));
    v128_t x = wasm_f32x4_mul(wasm_f32x4_convert_i32x4(acc), wasm_f32x4_splat(scale));
    x = wasm_f32x4_add(wasm_f32x4_mul(x, wasm_v128_load(w_scale)), wasm_v128_load(bias));
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
