// Parameters passed to kernels: small plain structs that each kernel broadcasts itself.
#pragma once

// Output clamp of a `minmax` kernel: every result is max(min, min(max, value)).
struct xnn_f32_minmax_params {
  float min;
  float max;
};

// Scale, then clamp (average pooling): every result is max(min, min(max, value * scale)).
struct xnn_f32_scaleminmax_params {
  float scale;
  float min;
  float max;
};

// Scale applied to a reduction's result before it is accumulated: output += scale * sum (f32-rsum, f32-rdsum).
struct xnn_f32_scale_params {
  float scale;
};
