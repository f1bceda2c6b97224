// Dynamic (per-row) int8 quantization: the parameters one row of fp32 values is quantized with, from the row's
// minimum and maximum, by XNNPACK's rule (xnn_f32_qd8_asymmetric_quantization_params), so that zero points and scales
// equal XNNPACK's bit for bit. The row is then quantized by the f32 -> qs8 conversion (qs8-vcvt) with `quantize_scale`
// and `zero_point`; the GEMM kernels that read it take `zero_point` and `scale` (docs/kernels.md, "Dynamic
// quantization").
#pragma once

#include <cstdint>

#include "ukernels/requantization.h"

// Returns v as rounded to a float register: a product passed through it is never fused with a later addition into
// one FMA (GCC contracts a * b + c across statements in C++ on every ISA that has FMA).
template <class T>
__attribute__((always_inline)) inline T xnn_no_contract(T v) {
#if defined(__x86_64__) || defined(__i386__)
  __asm__("" : "+v"(v));
#elif defined(__aarch64__) || defined(__arm__)
  __asm__("" : "+w"(v));
#endif
  return v;
}

struct xnn_qd8_row_quantization {
  int32_t zero_point;    // -128..127
  float scale;           // dequantization: x ~ (q - zero_point) * scale
  float quantize_scale;  // quantization: q = round(x * quantize_scale) + zero_point; scale = 1 / quantize_scale
};

// The range [min, max] is widened to include 0; quantize_scale = 255 / (max - min) (1 when both are 0); the zero point
// comes from whichever end (-128 - min * s or 127 - max * s) has the smaller rounding error sum, clamped to
// [-128, 127] and rounded half to even. Every step is one binary32 operation, as XNNPACK computes it.
inline xnn_qd8_row_quantization xnn_qd8_asymmetric_quantization(float min, float max) {
  const float qmin = -128.0f, qmax = 127.0f;
  const float rmin = min < 0.0f ? min : 0.0f;
  const float rmax = max > 0.0f ? max : 0.0f;
  const float s = rmin == rmax ? 1.0f : (qmax - qmin) / (rmax - rmin);
  const float descaled_min = xnn_no_contract(rmin * s);
  const float descaled_max = xnn_no_contract(rmax * s);
  const float error_sum = (qmin + descaled_min) + (qmax + descaled_max);
  float zero_point = error_sum > 0.0f ? qmin - descaled_min : qmax - descaled_max;
  zero_point = zero_point > qmin ? zero_point : qmin;
  zero_point = zero_point < qmax ? zero_point : qmax;
  return {xnn_round_half_even_small(zero_point), 1.0f / s, s};
}
