// ExecuTorch's quantized library (quantized_decomposed::): quantize and dequantize per tensor, per channel and per
// token, choose_qparams and choose_qparams_per_token_asymmetric, with the arithmetic of ExecuTorch's scalar kernels so
// that results are bit-exact: quantize multiplies by the float reciprocal of the scale, rounds half to even, adds the
// zero point in float and clamps to [quant_min, quant_max]; dequantize multiplies (q - zero_point) by the float scale.
// Where ExecuTorch's result is undefined (a NaN or an infinity converted to an integer) xnn saturates (NaN is 0).
#include <cmath>
#include <cstring>
#include <limits>

#include "models/portable/dtype.h"
#include "models/portable/registry.h"

namespace {

using namespace xnn_scalar;

template <typename T>
T get(const uint8_t* data, size_t i) {
  T v;
  std::memcpy(&v, data + i * sizeof(T), sizeof(T));
  return v;
}

template <typename T>
void put(uint8_t* data, size_t i, T v) {
  std::memcpy(data + i * sizeof(T), &v, sizeof(T));
}

// A float16 element of a tensor: read as float, written from float rounded to nearest even (c10::Half's arithmetic).
struct half {
  uint16_t bits;
  half() = default;
  explicit half(float v) : bits(fp16_ieee_from_fp32_value(v)) {}
  operator float() const { return fp16_ieee_to_fp32_value(bits); }
};

int32_t to_int32(int64_t v) { return int32_t(uint32_t(uint64_t(v))); }

// The values a quantized type holds; false for a type quantize does not make.
bool quant_bounds(int8_t t, int64_t* low, int64_t* high) {
  switch (t) {
    case uint8: *low = 0; *high = 255; return true;
    case int8: *low = -128; *high = 127; return true;
    case int16: *low = INT16_MIN; *high = INT16_MAX; return true;
    case int32: *low = INT32_MIN; *high = INT32_MAX; return true;
    default: return false;
  }
}

const char* type_text(int8_t t) {
  return supported(t) ? name(t) : "an unsupported type";
}

// The float types ExecuTorch's quantize and dequantize kernels take (Half, not BFloat16).
bool quant_float(int8_t t) { return t == float16 || t == float32 || t == float64; }

// A tensor of static shape must hold one element (a scale or zero point tensor); dynamic ones are checked at run.
bool static_single(const xnn_op_check& call, size_t a, const char* what) {
  const xnn_method_value& value = call.value(a);
  if (value.shape_dynamism != 0) return true;
  size_t count = 1;
  for (size_t d = 0; d < value.num_dims; d++) count *= size_t(value.sizes[d]);
  if (count != 1) return call.fail("%s has %zu elements; expected 1", what, count);
  return true;
}

// ---- quantize ----

// The arguments of a quantize op: input, its scale/zero point (positions vary), quant_min, quant_max, dtype, out.
struct quantize_args {
  size_t quant_min, quant_max, dtype, out;
};

bool check_quantize(const xnn_op_check& call, quantize_args a) {
  const int8_t in = call.value(0).scalar_type, out = call.value(a.out).scalar_type;
  if (!quant_float(in)) return call.fail("input is %s; expected float16, float32 or float64", type_text(in));
  const int64_t dtype = call.value(a.dtype).int_value;
  if (out != dtype) return call.fail("out is %s; expected dtype %lld", type_text(out), static_cast<long long>(dtype));
  int64_t low, high;
  if (!quant_bounds(out, &low, &high)) {
    return call.fail("out is %s; expected uint8, int8, int16 or int32", type_text(out));
  }
  const int64_t quant_min = call.value(a.quant_min).int_value, quant_max = call.value(a.quant_max).int_value;
  if (quant_min < low || quant_max > high) {
    return call.fail("quant_min %lld and quant_max %lld are outside %s's range [%lld, %lld]",
                     static_cast<long long>(quant_min), static_cast<long long>(quant_max), name(out),
                     static_cast<long long>(low), static_cast<long long>(high));
  }
  return true;
}

// Scale and zero point tensors of quantize_per_channel / quantize_per_token: float64 and int64, as ExecuTorch takes.
bool check_channel_params(const xnn_op_check& call, bool dequantize) {
  const xnn_method_value& scales = call.value(1);
  const xnn_method_value& zero_points = call.value(2);
  const bool float_scales = scales.scalar_type == float32 || scales.scalar_type == float64;
  if (dequantize ? !float_scales : scales.scalar_type != float64) {
    return call.fail("scales is %s; expected %s", type_text(scales.scalar_type),
                     dequantize ? "float32 or float64" : "float64");
  }
  if (zero_points.type == xnn_value_null) return true;
  if (zero_points.type != xnn_value_tensor) {
    return call.fail("zero_points is a %s; expected a Tensor or None", xnn_value_kind_name(zero_points.type));
  }
  const int8_t zp = zero_points.scalar_type;
  if (dequantize ? zp != int64 && zp != int32 : zp != int64) {
    return call.fail("zero_points is %s; expected %s", type_text(zp), dequantize ? "int64 or int32" : "int64");
  }
  return true;
}

bool check_quantize_per_tensor(const xnn_op_check& call) { return check_quantize(call, {3, 4, 5, 6}); }

// The scale and zero point tensors of the Tensor_out overloads: one float64 and one int64 element.
bool check_tensor_params(const xnn_op_check& call) {
  if (call.value(1).scalar_type != float64) {
    return call.fail("scale is %s; expected a float64 tensor", type_text(call.value(1).scalar_type));
  }
  if (call.value(2).scalar_type != int64) {
    return call.fail("zero_point is %s; expected an int64 tensor", type_text(call.value(2).scalar_type));
  }
  return static_single(call, 1, "scale") && static_single(call, 2, "zero_point");
}

bool check_quantize_per_tensor_tensors(const xnn_op_check& call) {
  return check_tensor_params(call) && check_quantize(call, {3, 4, 5, 6});
}

// The axis (argument 3) of a per-channel op, when the program fixes it, within input's dims (a 0-dim input fails
// when the call runs).
bool check_axis(const xnn_op_check& call) {
  int64_t axis;
  const size_t rank = call.value(0).num_dims;
  return rank == 0 || !call.int_at_load(3, &axis) || call.dim_in_range(axis, "axis", rank, "input");
}

bool check_quantize_per_channel(const xnn_op_check& call) {
  return check_channel_params(call, false) && check_axis(call) && check_quantize(call, {4, 5, 6, 7});
}

bool check_quantize_per_token(const xnn_op_check& call) {
  return check_channel_params(call, false) && check_quantize(call, {3, 4, 5, 6});
}

// std::nearbyint in the default rounding mode without a libm call: adding and subtracting 2^23 rounds a float of
// smaller magnitude to an integer, half to even; larger ones (and infinities, NaN) are returned as they are.
float round_half_even(float v) {
  const float magnitude = std::fabs(v);
  if (!(magnitude < 8388608.0f)) return v;
  return std::copysign((magnitude + 8388608.0f) - 8388608.0f, v);
}

// ExecuTorch's quantize of one value: x times the float reciprocal of the scale, rounded half to even in float, plus
// the zero point (as int32, added in float), then clamped: first to quant_min, then to quant_max.
template <typename In>
int64_t quantize_value(In x, float inverse_scale, int32_t zero_point, int64_t quant_min, int64_t quant_max) {
  const float shifted = float(zero_point) + round_half_even(static_cast<float>(inverse_scale * x));
  int64_t q = 0;
  if (shifted <= -9.2233720368547758e18f) {
    q = std::numeric_limits<int64_t>::min();
  } else if (shifted >= 9.2233720368547758e18f) {
    q = std::numeric_limits<int64_t>::max();
  } else if (!std::isnan(shifted)) {
    q = int64_t(shifted);
  }
  q = q < quant_min ? quant_min : q;
  return q > quant_max ? quant_max : q;
}

template <typename In, typename Out>
void quantize_block(const uint8_t* in, uint8_t* out, size_t begin, size_t count, double scale, int64_t zero_point,
                    int64_t quant_min, int64_t quant_max) {
  const float inverse_scale = 1.0f / float(scale);
  const int32_t zp = to_int32(zero_point);
  for (size_t i = begin; i < begin + count; i++) {
    put<Out>(out, i, Out(quantize_value(get<In>(in, i), inverse_scale, zp, quant_min, quant_max)));
  }
}

using quantize_fn = void (*)(const uint8_t*, uint8_t*, size_t, size_t, double, int64_t, int64_t, int64_t);

template <typename In>
quantize_fn quantize_for_out(int8_t out) {
  switch (out) {
    case uint8: return quantize_block<In, uint8_t>;
    case int8: return quantize_block<In, int8_t>;
    case int16: return quantize_block<In, int16_t>;
    default: return quantize_block<In, int32_t>;
  }
}

quantize_fn quantize_kernel(int8_t in, int8_t out) {
  if (in == float16) return quantize_for_out<half>(out);
  return in == float32 ? quantize_for_out<float>(out) : quantize_for_out<double>(out);
}

bool run_quantize_per_tensor(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(6);
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  quantize_kernel(in.scalar_type, out.scalar_type)(in.data, out.data, 0, in.numel(), call.scalar_double(1),
                                                   call.int_arg(2), call.int_arg(3), call.int_arg(4));
  return true;
}

bool one_element(xnn_kernel_call& call, size_t a, const char* what) {
  const size_t count = call.tensor(a).numel();
  if (count != 1) return call.fail("%s has %zu elements; expected 1", what, count);
  return true;
}

bool run_quantize_per_tensor_tensors(xnn_kernel_call& call) {
  if (!one_element(call, 1, "scale") || !one_element(call, 2, "zero_point")) return false;
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(6);
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  const double scale = get<double>(call.tensor(1).data, 0);
  const int64_t zero_point = get<int64_t>(call.tensor(2).data, 0);
  quantize_kernel(in.scalar_type, out.scalar_type)(in.data, out.data, 0, in.numel(), scale, zero_point,
                                                   call.int_arg(3), call.int_arg(4));
  return true;
}

// The channels of `in` along `axis`: how many blocks of `inner` contiguous elements there are, and the channel count.
struct channel_layout {
  size_t blocks = 0, channels = 0, inner = 0;
};

// The layout of a per-channel op on `in` (axis may be negative), or false with a sentence.
bool layout_of(xnn_kernel_call& call, const xnn_run_tensor& in, int64_t axis, channel_layout* layout) {
  const int64_t rank = int64_t(in.num_dims);
  if (rank == 0) return call.fail("input has 0 dims; expected at least 1");
  if (axis < -rank || axis >= rank) {
    return call.fail("axis is %lld; expected -%lld..%lld", static_cast<long long>(axis), static_cast<long long>(rank),
                     static_cast<long long>(rank - 1));
  }
  const size_t a = size_t(axis < 0 ? axis + rank : axis);
  layout->channels = size_t(in.sizes[a]);
  layout->inner = 1;
  for (size_t d = a + 1; d < in.num_dims; d++) layout->inner *= size_t(in.sizes[d]);
  layout->blocks = layout->channels * layout->inner == 0 ? 0 : in.numel() / layout->inner;
  return true;
}

// Per token: every dim but the last is a token (one channel of a 2-D view).
bool token_layout(xnn_kernel_call& call, const xnn_run_tensor& in, channel_layout* layout) {
  if (in.num_dims == 0) return call.fail("input has 0 dims; expected at least 1");
  layout->inner = size_t(in.sizes[in.num_dims - 1]);
  layout->channels = 1;
  for (size_t d = 0; d + 1 < in.num_dims; d++) layout->channels *= size_t(in.sizes[d]);
  layout->blocks = layout->channels;
  return true;
}

bool channel_count(xnn_kernel_call& call, size_t a, const char* what, size_t channels) {
  const size_t count = call.tensor(a).numel();
  if (count != channels) return call.fail("%s has %zu elements; expected %zu (one per channel)", what, count, channels);
  return true;
}

bool quantize_channels(xnn_kernel_call& call, const channel_layout& layout, size_t quant_min, size_t out_arg) {
  if (!channel_count(call, 1, "scales", layout.channels) || !channel_count(call, 2, "zero_points", layout.channels)) {
    return false;
  }
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(out_arg);
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  const quantize_fn kernel = quantize_kernel(in.scalar_type, out.scalar_type);
  const uint8_t* scales = call.tensor(1).data;
  const uint8_t* zero_points = call.tensor(2).data;
  for (size_t block = 0; block < layout.blocks; block++) {
    const size_t c = block % layout.channels;
    kernel(in.data, out.data, block * layout.inner, layout.inner, get<double>(scales, c), get<int64_t>(zero_points, c),
           call.int_arg(quant_min), call.int_arg(quant_min + 1));
  }
  return true;
}

bool run_quantize_per_channel(xnn_kernel_call& call) {
  channel_layout layout;
  return layout_of(call, call.tensor(0), call.int_arg(3), &layout) && quantize_channels(call, layout, 4, 7);
}

bool run_quantize_per_token(xnn_kernel_call& call) {
  channel_layout layout;
  return token_layout(call, call.tensor(0), &layout) && quantize_channels(call, layout, 3, 6);
}

// ---- dequantize ----

// The arguments of a dequantize op: quant_min, quant_max, dtype, out_dtype (a ScalarType or None), out.
struct dequantize_args {
  size_t quant_min, quant_max, dtype, out_dtype, out;
};

bool check_dequantize(const xnn_op_check& call, dequantize_args a) {
  const int8_t in = call.value(0).scalar_type, out = call.value(a.out).scalar_type;
  int64_t low, high;
  if (!quant_bounds(in, &low, &high)) {
    return call.fail("input is %s; expected uint8, int8, int16 or int32", type_text(in));
  }
  const int64_t dtype = call.value(a.dtype).int_value;
  if (in != dtype) return call.fail("input is %s; expected dtype %lld", name(in), static_cast<long long>(dtype));
  if (!quant_float(out)) return call.fail("out is %s; expected float16, float32 or float64", type_text(out));
  const xnn_method_value& out_dtype = call.value(a.out_dtype);
  if (out_dtype.type == xnn_value_int && out_dtype.int_value != out) {
    return call.fail("out is %s; expected out_dtype %lld", name(out), static_cast<long long>(out_dtype.int_value));
  }
  const int64_t quant_min = call.value(a.quant_min).int_value, quant_max = call.value(a.quant_max).int_value;
  if (quant_min > quant_max) {
    return call.fail("quant_min %lld is greater than quant_max %lld", static_cast<long long>(quant_min),
                     static_cast<long long>(quant_max));
  }
  return true;
}

bool check_dequantize_per_tensor(const xnn_op_check& call) { return check_dequantize(call, {3, 4, 5, 6, 7}); }

bool check_dequantize_per_tensor_tensors(const xnn_op_check& call) {
  return check_tensor_params(call) && check_dequantize(call, {3, 4, 5, 6, 7});
}

bool check_dequantize_per_channel(const xnn_op_check& call) {
  return check_channel_params(call, true) && check_axis(call) && check_dequantize(call, {4, 5, 6, 7, 8});
}

bool check_dequantize_per_token(const xnn_op_check& call) {
  return check_channel_params(call, true) && check_dequantize(call, {3, 4, 5, 6, 7});
}

// How ExecuTorch multiplies: in float ((q - zp) * scale, the default), in double after converting q - zp to the out
// type (its 1-D per-channel loop with a float64 out), or in double with an int64 difference (its int8 per-channel
// kernel with a float32 out).
enum class product { float_product, double_of_difference, int64_difference };

template <typename Q, typename Out, product How>
void dequantize_block(const uint8_t* in, uint8_t* out, size_t begin, size_t count, float scale, int64_t zero_point) {
  const int32_t zp = to_int32(zero_point);
  for (size_t i = begin; i < begin + count; i++) {
    const int32_t q = get<Q>(in, i);
    const int32_t difference = int32_t(uint32_t(q) - uint32_t(zp));  // wraps where ExecuTorch's int math overflows
    Out value;
    if constexpr (How == product::float_product) {
      value = Out(float(difference) * scale);
    } else if constexpr (How == product::double_of_difference) {
      value = Out(double(difference) * double(scale));
    } else {
      value = Out(float(double(int64_t(uint64_t(int64_t(q)) - uint64_t(zero_point))) * double(scale)));
    }
    put<Out>(out, i, value);
  }
}

using dequantize_fn = void (*)(const uint8_t*, uint8_t*, size_t, size_t, float, int64_t);

template <typename Q, typename Out>
dequantize_fn dequantize_for_product(product how) {
  switch (how) {
    case product::float_product: return dequantize_block<Q, Out, product::float_product>;
    case product::double_of_difference: return dequantize_block<Q, Out, product::double_of_difference>;
    default: return dequantize_block<Q, Out, product::int64_difference>;
  }
}

template <typename Q>
dequantize_fn dequantize_for_out(int8_t out, product how) {
  if (out == float16) return dequantize_for_product<Q, half>(how);
  return out == float32 ? dequantize_for_product<Q, float>(how) : dequantize_for_product<Q, double>(how);
}

dequantize_fn dequantize_kernel(int8_t in, int8_t out, product how) {
  switch (in) {
    case uint8: return dequantize_for_out<uint8_t>(out, how);
    case int8: return dequantize_for_out<int8_t>(out, how);
    case int16: return dequantize_for_out<int16_t>(out, how);
    default: return dequantize_for_out<int32_t>(out, how);
  }
}

bool run_dequantize_per_tensor_with(xnn_kernel_call& call, double scale, int64_t zero_point) {
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(7);
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  dequantize_kernel(in.scalar_type, out.scalar_type, product::float_product)(in.data, out.data, 0, in.numel(),
                                                                            float(scale), zero_point);
  return true;
}

bool run_dequantize_per_tensor(xnn_kernel_call& call) {
  return run_dequantize_per_tensor_with(call, call.scalar_double(1), call.int_arg(2));
}

bool run_dequantize_per_tensor_tensors(xnn_kernel_call& call) {
  if (!one_element(call, 1, "scale") || !one_element(call, 2, "zero_point")) return false;
  const double scale = get<double>(call.tensor(1).data, 0);
  return run_dequantize_per_tensor_with(call, scale, get<int64_t>(call.tensor(2).data, 0));
}

// Per channel and per token. `one_dim`: the input is 1-D (ExecuTorch's 1-D loop converts before multiplying).
bool dequantize_channels(xnn_kernel_call& call, const channel_layout& layout, bool one_dim, size_t quant_min,
                         size_t out_arg) {
  if (!channel_count(call, 1, "scales", layout.channels)) return false;
  const bool has_zero_points = !call.is_null(2);
  if (has_zero_points && !channel_count(call, 2, "zero_points", layout.channels)) return false;
  const xnn_run_tensor& in = call.tensor(0);
  xnn_run_tensor& out = call.tensor(out_arg);
  if (!call.state.resize(out, in.num_dims, in.sizes, call.op)) return false;
  const xnn_run_tensor& scales = call.tensor(1);
  const int8_t zero_point_type = has_zero_points ? call.tensor(2).scalar_type : int8_t{int64};
  const uint8_t* zero_points = has_zero_points ? call.tensor(2).data : nullptr;
  // ExecuTorch's int8 -> float32 kernel refuses zero points outside [quant_min, quant_max] and multiplies in double.
  const bool int8_kernel = in.scalar_type == int8 && out.scalar_type == float32;
  const product how = int8_kernel ? product::int64_difference
                      : one_dim && out.scalar_type == float64 ? product::double_of_difference
                                                              : product::float_product;
  const dequantize_fn kernel = dequantize_kernel(in.scalar_type, out.scalar_type, how);
  const int64_t quant_min_value = call.int_arg(quant_min), quant_max_value = call.int_arg(quant_min + 1);
  for (size_t c = 0; int8_kernel && in.numel() != 0 && c < layout.channels; c++) {
    const int64_t zp = zero_points == nullptr ? 0 : load<int64_t>(zero_points, c, zero_point_type);
    if (zp < quant_min_value || zp > quant_max_value) {
      return call.fail("zero_points[%zu] is %lld; expected quant_min %lld <= it <= quant_max %lld", c,
                       static_cast<long long>(zp), static_cast<long long>(quant_min_value),
                       static_cast<long long>(quant_max_value));
    }
  }
  for (size_t block = 0; block < layout.blocks; block++) {
    const size_t c = block % layout.channels;
    const float scale = load<float>(scales.data, c, scales.scalar_type);
    const int64_t zp = zero_points == nullptr ? 0 : load<int64_t>(zero_points, c, zero_point_type);
    kernel(in.data, out.data, block * layout.inner, layout.inner, scale, zp);
  }
  return true;
}

bool run_dequantize_per_channel(xnn_kernel_call& call) {
  channel_layout layout;
  const xnn_run_tensor& in = call.tensor(0);
  return layout_of(call, in, call.int_arg(3), &layout) &&
         dequantize_channels(call, layout, in.num_dims == 1, 4, 8);
}

bool run_dequantize_per_token(xnn_kernel_call& call) {
  channel_layout layout;
  return token_layout(call, call.tensor(0), &layout) && dequantize_channels(call, layout, false, 3, 7);
}

// ---- choose_qparams ----

constexpr float kSmallScale = 6.1e-5f;

// ExecuTorch's choice of scale and zero point for values in [min, max] (widened to include 0): false when the scale
// is not positive (a NaN input).
bool choose_params(float min, float max, int32_t quant_min, int32_t quant_max, double* scale_out, int32_t* zp_out) {
  min = 0.0f < min ? 0.0f : min;
  max = max < 0.0f ? 0.0f : max;
  const int32_t levels = quant_max - quant_min;
  double scale = (double(max) - min) / levels;
  if (float(scale) == 0.0f || std::isinf(1.0f / float(scale))) scale = 0.1;
  if (!(scale > 0)) return false;
  if (scale < kSmallScale) {
    const float original = float(scale);
    scale = kSmallScale;
    if (min == 0.0f) {
      max = kSmallScale * float(levels);
    } else if (max == 0.0f) {
      min = -kSmallScale * float(levels);
    } else {
      const float amplifier = kSmallScale / original;
      min *= amplifier;
      max *= amplifier;
    }
  }
  const double from_min = quant_min - min / scale, from_max = quant_max - max / scale;
  const double min_error = std::abs(int64_t{quant_min}) - std::abs(min / scale);
  const double max_error = std::abs(int64_t{quant_max}) - std::abs(max / scale);
  const double initial = min_error < max_error ? from_min : from_max;
  *scale_out = scale;
  if (initial < quant_min || initial > quant_max) {
    *zp_out = initial < quant_min ? quant_min : quant_max;
  } else {
    const float rounded = std::nearbyint(float(initial));  // float may round up past quant_max near INT32_MAX
    *zp_out = rounded >= 2147483648.0f ? INT32_MAX : int32_t(rounded);
  }
  return true;
}

// Minimum and maximum as std::min_element and std::max_element find them (a NaN first stays; later NaNs are skipped).
void range_of(const uint8_t* data, size_t begin, size_t count, float* min, float* max) {
  *min = *max = get<float>(data, begin);
  for (size_t i = begin + 1; i < begin + count; i++) {
    const float x = get<float>(data, i);
    if (x < *min) *min = x;
    if (*max < x) *max = x;
  }
}

bool check_choose_outputs(const xnn_op_check& call, size_t scale_arg) {
  const int8_t in = call.value(0).scalar_type;
  if (in != float32) return call.fail("input is %s; expected float32", type_text(in));
  const int8_t scale = call.value(scale_arg).scalar_type, zp = call.value(scale_arg + 1).scalar_type;
  if (scale != float64) return call.fail("scale_out is %s; expected float64", type_text(scale));
  if (zp != int64) return call.fail("zero_point_out is %s; expected int64", type_text(zp));
  return true;
}

bool check_choose_qparams(const xnn_op_check& call) {
  const int64_t quant_min = call.value(1).int_value, quant_max = call.value(2).int_value;
  if (quant_min >= quant_max) {
    return call.fail("quant_min %lld is not less than quant_max %lld", static_cast<long long>(quant_min),
                     static_cast<long long>(quant_max));
  }
  if (quant_min < INT32_MIN || quant_max > INT32_MAX || quant_max - quant_min > INT32_MAX) {
    return call.fail("quant_min %lld and quant_max %lld: their range must fit in int32",
                     static_cast<long long>(quant_min), static_cast<long long>(quant_max));
  }
  return check_choose_outputs(call, 5) && static_single(call, 5, "scale_out") &&
         static_single(call, 6, "zero_point_out");
}

bool choose_for_block(xnn_kernel_call& call, const uint8_t* in, size_t begin, size_t count, int32_t quant_min,
                      int32_t quant_max, uint8_t* scale_out, uint8_t* zp_out, size_t i) {
  float min, max;
  range_of(in, begin, count, &min, &max);
  double scale;
  int32_t zp;
  if (!choose_params(min, max, quant_min, quant_max, &scale, &zp)) {
    return call.fail("the input's range [%g, %g] gives no positive scale", double(min), double(max));
  }
  put<double>(scale_out, i, scale);
  put<int64_t>(zp_out, i, zp);
  return true;
}

bool run_choose_qparams(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  if (!one_element(call, 5, "scale_out") || !one_element(call, 6, "zero_point_out")) return false;
  if (in.numel() == 0) return call.fail("input is empty; its range needs at least one element");
  const int64_t quant_min = call.int_arg(1), quant_max = call.int_arg(2);
  if (quant_min >= quant_max || quant_min < INT32_MIN || quant_max > INT32_MAX || quant_max - quant_min > INT32_MAX) {
    return call.fail("quant_min %lld and quant_max %lld are not an int32 range", static_cast<long long>(quant_min),
                     static_cast<long long>(quant_max));
  }
  return choose_for_block(call, in.data, 0, in.numel(), int32_t(quant_min), int32_t(quant_max),
                          call.tensor(5).data, call.tensor(6).data, 0);
}

bool check_choose_per_token(const xnn_op_check& call) { return check_choose_outputs(call, 2); }

bool run_choose_per_token(xnn_kernel_call& call) {
  const xnn_run_tensor& in = call.tensor(0);
  channel_layout layout;
  if (!token_layout(call, in, &layout)) return false;
  int64_t shape[16];
  std::memcpy(shape, in.sizes, in.num_dims * sizeof(int64_t));
  shape[in.num_dims - 1] = 1;
  xnn_run_tensor& scales = call.tensor(2);
  xnn_run_tensor& zero_points = call.tensor(3);
  if (!call.state.resize(scales, in.num_dims, shape, call.op)) return false;
  if (!call.state.resize(zero_points, in.num_dims, shape, call.op)) return false;
  if (layout.inner == 0 && layout.channels != 0) return call.fail("input's last dim is 0; each token needs an element");
  for (size_t token = 0; token < layout.channels; token++) {
    if (!choose_for_block(call, in.data, token * layout.inner, layout.inner, -128, 127, scales.data, zero_points.data,
                          token)) {
      return false;
    }
  }
  return true;
}

}  // namespace

const std::vector<xnn_portable_op>& xnn_quant_ops() {
  static const std::vector<xnn_portable_op> ops = {
      {"quantized_decomposed::quantize_per_tensor.out", "TSIIIIOO", check_quantize_per_tensor,
       run_quantize_per_tensor},
      {"quantized_decomposed::quantize_per_tensor.Tensor_out", "TTTIIIOO", check_quantize_per_tensor_tensors,
       run_quantize_per_tensor_tensors},
      {"quantized_decomposed::quantize_per_channel.out", "TTTIIIIOO", check_quantize_per_channel,
       run_quantize_per_channel},
      {"quantized_decomposed::quantize_per_token.out", "TTTIIIOO", check_quantize_per_token, run_quantize_per_token},
      {"quantized_decomposed::dequantize_per_tensor.out", "TSIIIIiOO", check_dequantize_per_tensor,
       run_dequantize_per_tensor},
      {"quantized_decomposed::dequantize_per_tensor.Tensor_out", "TTTIIIiOO", check_dequantize_per_tensor_tensors,
       run_dequantize_per_tensor_tensors},
      {"quantized_decomposed::dequantize_per_channel.out", "TT*IIIIiOO", check_dequantize_per_channel,
       run_dequantize_per_channel},
      {"quantized_decomposed::dequantize_per_token.out", "TTTIIIIOO", check_dequantize_per_token,
       run_dequantize_per_token},
      {"quantized_decomposed::choose_qparams.Tensor_out", "TIISIOOOO", check_choose_qparams, run_choose_qparams},
      {"quantized_decomposed::choose_qparams_per_token_asymmetric.out", "TIOOOO", check_choose_per_token,
       run_choose_per_token},
  };
  return ops;
}
