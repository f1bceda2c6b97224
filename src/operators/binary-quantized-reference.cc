#include "operators/binary-quantized-reference.h"

#include <algorithm>
#include <cmath>
#include <limits>

// The quantization's multiply and add must round separately, as XNNPACK's reference does where the compiler does
// not contract them (its x86 builds): GCC would fuse them into an FMA on aarch64 otherwise. Clang contracts only
// within one expression, and no expression here has a multiply feeding an add.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("fp-contract=off")
#endif

namespace {

float dequantize(int32_t x, float scale, float zero_point) { return (float(x) - zero_point) * scale; }

// XNNPACK's conversion: NaN becomes 0 (the integer, not the zero point), then round to nearest even and saturate.
template <class T>
int32_t quantize(float x, const xnn_binary_reference_params& p) {
  const float scaled = x * p.inv_output_scale;
  float y = scaled + p.output_zero_point;
  y = std::isnan(y) ? 0.0f : std::nearbyint(y);
  y = std::max<float>(y, std::numeric_limits<T>::min());
  y = std::min<float>(y, std::numeric_limits<T>::max());
  return std::min(std::max(int32_t(y), p.output_min), p.output_max);
}

template <class T, class Op>
void reference_loop(size_t count, const void* a, bool a_varies, const void* b, bool b_varies, void* y,
                    const xnn_binary_reference_params* params) {
  const xnn_binary_reference_params& p = *params;
  const T* ta = static_cast<const T*>(a);
  const T* tb = static_cast<const T*>(b);
  T* ty = static_cast<T*>(y);
  const Op op;
  for (size_t i = 0; i < count; i++) {
    const float da = dequantize(ta[a_varies ? i : 0], p.a_scale, p.a_zero_point);
    const float db = dequantize(tb[b_varies ? i : 0], p.b_scale, p.b_zero_point);
    ty[i] = T(quantize<T>(op(da, db), p));
  }
}

struct divide_op {
  float operator()(float a, float b) const { return a / b; }
};
struct maximum_op {
  float operator()(float a, float b) const { return a > b ? a : b; }
};
struct minimum_op {
  float operator()(float a, float b) const { return a < b ? a : b; }
};
struct copysign_op {
  float operator()(float a, float b) const { return std::copysign(a, b); }
};
struct squared_difference_op {
  float operator()(float a, float b) const {
    const float d = a - b;
    return d * d;
  }
};
// A zero divisor gives 0, as XNNPACK defines it.
struct modulus_op {
  float operator()(float a, float b) const { return b == 0.0f ? 0.0f : std::fmod(a, b); }
};
struct atan2_op {
  float operator()(float a, float b) const { return std::atan2(a, b); }
};
struct pow_op {
  float operator()(float a, float b) const { return std::pow(a, b); }
};

template <class Op>
xnn_binary_reference_fn loop_of(bool is_signed) {
  return is_signed ? reference_loop<int8_t, Op> : reference_loop<uint8_t, Op>;
}

}  // namespace

xnn_binary_reference_params xnn_init_binary_reference_params(const xnn_quantization_params& a,
                                                             const xnn_quantization_params& b,
                                                             const xnn_quantization_params& y, int32_t output_min,
                                                             int32_t output_max) {
  return xnn_binary_reference_params{a.scale,          float(a.zero_point), b.scale,    float(b.zero_point),
                                     1.0f / y.scale,   float(y.zero_point), output_min, output_max};
}

xnn_binary_reference_fn xnn_binary_reference_kernel(xnn_binary_operator type, bool is_signed) {
  switch (type) {
    case xnn_binary_divide: return loop_of<divide_op>(is_signed);
    case xnn_binary_maximum: return loop_of<maximum_op>(is_signed);
    case xnn_binary_minimum: return loop_of<minimum_op>(is_signed);
    case xnn_binary_copysign: return loop_of<copysign_op>(is_signed);
    case xnn_binary_squared_difference: return loop_of<squared_difference_op>(is_signed);
    case xnn_binary_modulus: return loop_of<modulus_op>(is_signed);
    case xnn_binary_atan2: return loop_of<atan2_op>(is_signed);
    case xnn_binary_pow: return loop_of<pow_op>(is_signed);
    default: return nullptr;
  }
}
