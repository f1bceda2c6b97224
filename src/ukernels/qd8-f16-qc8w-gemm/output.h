// The fp16 output stage of the qd8-f16-qc8w kernels: the qd8-f32-qc8w output stage (ukernels/qd8-f32-qc8w-gemm/
// output.h) computes a vector of kLanes clamped fp32 results, which are rounded once to fp16 (nearest even, the bits
// of ukernels/f16-vcvt/half.h) and the first n stored. The fp32 arithmetic is that stage's own code, so both
// families give the same values before the rounding.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ukernels/f16-vcvt/half.h"
#include "ukernels/qd8-f32-qc8w-gemm/output.h"

#if defined(__F16C__)
#include "ukernels/f16-vcvt/half-f16c.h"
#endif
#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VL__)
#include "ukernels/f16-vcvt/half-avx512.h"
#endif
#if defined(__ARM_NEON) && defined(__aarch64__)
#include "ukernels/f16-vcvt/half-neon.h"
#endif

namespace {

// Rounds the first n of kLanes floats to fp16 and stores them: one vector conversion where the ISA has one, else
// one half at a time.
template <size_t kLanes>
__attribute__((always_inline)) inline void qd8_store_halves(uint16_t* c, const float* x, size_t n) {
#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VL__)
  if constexpr (kLanes == 16) {
    xnn_half_avx512::store_tail(c, _mm512_loadu_ps(x), n);
    return;
  }
#endif
#if defined(__F16C__)
  if constexpr (kLanes == 8) {
    if (n == 8) {
      xnn_half_f16c::store(c, _mm256_loadu_ps(x));
    } else {
      xnn_half_f16c::store_tail(c, _mm256_loadu_ps(x), n);
    }
    return;
  }
#endif
#if defined(__ARM_NEON) && defined(__aarch64__)
  if constexpr (kLanes == 4) {
    if (n == 4) {
      xnn_half_neon::store(c, vld1q_f32(x));
    } else {
      xnn_half_neon::store_tail(c, vld1q_f32(x), n);
    }
    return;
  }
#endif
  for (size_t i = 0; i < n; i++) c[i] = xnn_f32_to_f16(x[i]);
}

template <size_t kOutLanes>
struct qd8_f16_output {
  using F32 = qd8_output<kOutLanes>;
  static constexpr size_t kLanes = F32::kLanes;
  using params = typename F32::params;
  static params prepare(const xnn_f32_minmax_params& p) { return F32::prepare(p); }
  template <class Sum>
  __attribute__((always_inline)) static void store(uint16_t* c, Sum sum, const int32_t* ksum, int32_t zero_point,
                                                   float scale, const float* w_scale, const float* bias,
                                                   const params& p, size_t n) {
    float x[kLanes];
    F32::store(x, sum, ksum, zero_point, scale, w_scale, bias, p, kLanes);
    qd8_store_halves<kLanes>(c, x, n);
  }
};

}  // namespace
