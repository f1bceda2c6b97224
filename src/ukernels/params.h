// Parameters passed to kernels: small plain structs that each kernel broadcasts itself.
#pragma once

#include <cstdint>

// Output clamp of a `minmax` kernel: every result is max(min, min(max, value)).
struct xnn_f32_minmax_params {
  float min;
  float max;
};

// Output clamp of an f16 `minmax` kernel: min and max are IEEE binary16 bits (0xFC00, 0x7C00: no clamp).
struct xnn_f16_minmax_params {
  uint16_t min;
  uint16_t max;
};

// Scale, then clamp (average pooling): every result is max(min, min(max, value * scale)).
struct xnn_f32_scaleminmax_params {
  float scale;
  float min;
  float max;
};

// The same for f16 average pooling: scale, min and max are IEEE binary16 bits.
struct xnn_f16_scaleminmax_params {
  uint16_t scale;
  uint16_t min;
  uint16_t max;
};

// Scale applied to a reduction's result before it is accumulated: output += scale * sum (f32-rsum, f32-rdsum).
struct xnn_f32_scale_params {
  float scale;
};

// Output stage of a quantized (qs8/qu8) kernel whose int32 sums are rescaled with fp32 requantization
// (src/ukernels/requantization.h); the scale itself (per channel, or one) travels with the packed weights or the
// kernel's other arguments. Bounds are in the output's integer domain: -128..127 for qs8, 0..255 for qu8.
struct xnn_qs8_minmax_params {
  int32_t output_zero_point;
  int32_t output_min;
  int32_t output_max;
};
