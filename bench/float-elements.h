// The two floating-point element types of the f32 and f16 kernel families, for benchmarks written once over both.
#pragma once

#include <cstdint>

#include "ukernels/f16-vcvt/half.h"
#include "ukernels/params.h"

struct xnn_bench_f32 {
  using T = float;
  using minmax_params = xnn_f32_minmax_params;
  using scaleminmax_params = xnn_f32_scaleminmax_params;
  static T from_float(float x) { return x; }
};

struct xnn_bench_f16 {
  using T = uint16_t;
  using minmax_params = xnn_f16_minmax_params;
  using scaleminmax_params = xnn_f16_scaleminmax_params;
  static T from_float(float x) { return xnn_f32_to_f16(x); }
};
