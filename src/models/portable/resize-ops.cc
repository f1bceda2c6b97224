// 2-D resizing of NCHW tensors as ExecuTorch's portable kernels compute it: upsample_nearest2d.vec_out and
// upsample_bilinear2d.vec_out (align_corners), the output size given either as output_size or as scale_factors.
// Source indices and weights follow ExecuTorch's formulas, in float as it computes them: nearest takes
// min(floor(dst * scale), in - 1) with scale = 1 / scale_factor; bilinear maps dst to (dst + 0.5) * scale - 0.5
// (clamped at 0), or to dst * (in - 1) / (out - 1) with align_corners, and blends the two nearest rows and columns.
#include <cmath>
#include <vector>

#include "models/portable/dtype.h"
#include "models/portable/registry.h"
#include "models/sizes.h"

namespace {

using namespace xnn_scalar;

// Argument positions: input, output_size, [align_corners,] scale_factors, out.
struct resize_form {
  bool bilinear;
  size_t scales() const { return bilinear ? 3 : 2; }
  size_t out() const { return bilinear ? 4 : 3; }
};

// output_size (Ints) or scale_factors (Doubles), exactly one of them, with 2 positive entries; "" or a refusal.
std::string size_problem(uint8_t size_kind, const std::vector<int64_t>& size, uint8_t scales_kind,
                         const std::vector<double>& scales) {
  if (scales_kind != xnn_value_null && scales_kind != xnn_value_double_list) {
    return std::string("scale_factors is a ") + xnn_value_kind_name(scales_kind) + "; expected a DoubleList or None";
  }
  const bool has_size = size_kind != xnn_value_null, has_scales = scales_kind != xnn_value_null;
  if (has_size == has_scales) {
    return has_size ? "output_size and scale_factors are both given; expected exactly one"
                    : "output_size and scale_factors are both None; expected exactly one";
  }
  if (has_size && (size.size() != 2 || size[0] <= 0 || size[1] <= 0)) {
    return "output_size is " + xnn_dims_text(size.data(), size.size()) + "; expected 2 entries >= 1";
  }
  if (has_scales && (scales.size() != 2 || !(scales[0] > 0) || !(scales[1] > 0))) {
    std::string text = "[";
    for (size_t i = 0; i < scales.size(); i++) text += (i ? ", " : "") + std::to_string(scales[i]);
    return "scale_factors is " + text + "]; expected 2 entries > 0";
  }
  return "";
}

template <bool Bilinear>
bool check_resize(const xnn_op_check& call) {
  constexpr resize_form form{Bilinear};
  const xnn_method_value& in = call.value(0);
  const xnn_method_value& out = call.value(form.out());
  if (!supported(in.scalar_type) || in.scalar_type == bool_) {
    return call.fail("input has scalar type %d; supported: float16, bfloat16, float32, float64, int64, int32, int16, "
                     "int8, uint8",
                     in.scalar_type);
  }
  if (out.scalar_type != in.scalar_type) {
    return call.fail("out is %s; expected input's type %s",
                     supported(out.scalar_type) ? name(out.scalar_type) : "an unsupported type", name(in.scalar_type));
  }
  if (in.num_dims != 4 || out.num_dims != 4) {
    return call.fail("input has %zu dims and out %zu; expected 4 (NCHW)", in.num_dims, out.num_dims);
  }
  std::vector<int64_t> size;
  for (int64_t item : call.value(1).items) size.push_back(call.method.values[size_t(item)].int_value);
  const std::string problem =
      size_problem(call.value(1).type, size, call.value(form.scales()).type, call.value(form.scales()).doubles);
  if (!problem.empty()) return call.fail("%s", problem.c_str());
  return true;
}

// Nearest: out[y][x] = in[source(y)][source(x)].
template <typename C>
void nearest_loop(const xnn_run_tensor& in, xnn_run_tensor& out, size_t planes, const float scale[2]) {
  const size_t in_h = size_t(in.sizes[2]), in_w = size_t(in.sizes[3]);
  const size_t out_h = size_t(out.sizes[2]), out_w = size_t(out.sizes[3]);
  const auto source = [](float scale, size_t dst, size_t size) {
    const int64_t index = int64_t(std::floor(float(dst) * scale));
    return size_t(std::min<int64_t>(index, int64_t(size) - 1));
  };
  size_t o = 0;
  for (size_t p = 0; p < planes; p++) {
    for (size_t y = 0; y < out_h; y++) {
      const size_t sy = source(scale[0], y, in_h);
      for (size_t x = 0; x < out_w; x++) {
        store(load<C>(in.data, (p * in_h + sy) * in_w + source(scale[1], x, in_w), in.scalar_type), out.data, o++,
              out.scalar_type);
      }
    }
  }
}

// The two source indices of output index `dst` and their weights (ExecuTorch's compute_source_index_and_lambda).
struct taps {
  size_t first, second;
  float first_weight, second_weight;
};

taps bilinear_taps(float scale, size_t dst, size_t in_size, size_t out_size, bool align_corners) {
  if (in_size == out_size) return {dst, dst, 1.0f, 0.0f};
  float real = align_corners ? scale * float(dst) : scale * (float(dst) + 0.5f) - 0.5f;
  if (!align_corners && real < 0.0f) real = 0.0f;
  const int64_t first = std::min<int64_t>(int64_t(std::floor(real)), int64_t(in_size) - 1);
  const float lambda = std::min(std::max(real - float(first), 0.0f), 1.0f);
  const size_t second = size_t(first) + (first < int64_t(in_size) - 1 ? 1 : 0);
  return {size_t(first), second, 1.0f - lambda, lambda};
}

// W: the type ExecuTorch blends in (double for float64, float otherwise: an element times a float weight).
template <typename C, typename W>
void bilinear_loop(const xnn_run_tensor& in, xnn_run_tensor& out, size_t planes, const float scale[2],
                   bool align_corners) {
  const size_t in_h = size_t(in.sizes[2]), in_w = size_t(in.sizes[3]);
  const size_t out_h = size_t(out.sizes[2]), out_w = size_t(out.sizes[3]);
  std::vector<taps> columns(out_w);
  for (size_t x = 0; x < out_w; x++) columns[x] = bilinear_taps(scale[1], x, in_w, out_w, align_corners);
  size_t o = 0;
  for (size_t p = 0; p < planes; p++) {
    for (size_t y = 0; y < out_h; y++) {
      const taps row = bilinear_taps(scale[0], y, in_h, out_h, align_corners);
      const size_t top = (p * in_h + row.first) * in_w, bottom = (p * in_h + row.second) * in_w;
      for (size_t x = 0; x < out_w; x++) {
        const taps& c = columns[x];
        const auto at = [&](size_t base, size_t column) { return W(load<C>(in.data, base + column, in.scalar_type)); };
        const W upper = at(top, c.first) * W(c.first_weight) + at(top, c.second) * W(c.second_weight);
        const W lower = at(bottom, c.first) * W(c.first_weight) + at(bottom, c.second) * W(c.second_weight);
        store(upper * W(row.first_weight) + lower * W(row.second_weight), out.data, o++, out.scalar_type);
      }
    }
  }
}

template <bool Bilinear>
bool run_resize(xnn_kernel_call& call) {
  constexpr resize_form form{Bilinear};
  const xnn_run_tensor& in = call.tensor(0);
  const xnn_method_value& scales_value = call.state.method->values[call.args[form.scales()]];
  const std::vector<int64_t> size = call.is_null(1) ? std::vector<int64_t>{} : call.int_list(1);
  const std::string problem = size_problem(call.value(1).type, size, scales_value.type, scales_value.doubles);
  if (!problem.empty()) return call.fail("%s", problem.c_str());
  if (in.sizes[2] < 1 || in.sizes[3] < 1) {
    return call.fail("input of shape %s has no rows or columns to resize", xnn_dims_text(in.sizes, 4).c_str());
  }
  const bool align_corners = Bilinear && call.value(2).bool_value;
  int64_t shape[4] = {in.sizes[0], in.sizes[1], 0, 0};
  float scale[2];
  for (size_t i = 0; i < 2; i++) {
    const int64_t in_size = in.sizes[2 + i];
    // The user's scale factor, or out / in when output_size is given; its reciprocal maps out to in.
    const double factor = size.empty() ? scales_value.doubles[i] : double(size[i]) / double(in_size);
    const double scaled = double(in_size) * factor;
    if (size.empty() && !(scaled < 4611686018427387904.0)) {  // 2^62: its conversion to int64 is defined
      return call.fail("input of shape %s scaled by %g gives size %g in dim %zu; expected < 2^62",
                       xnn_dims_text(in.sizes, 4).c_str(), factor, scaled, 2 + i);
    }
    shape[2 + i] = size.empty() ? int64_t(scaled) : size[i];
    if (shape[2 + i] < 1) {
      return call.fail("input of shape %s scaled by %g gives size %lld in dim %zu; expected >= 1",
                       xnn_dims_text(in.sizes, 4).c_str(), factor, static_cast<long long>(shape[2 + i]), 2 + i);
    }
    scale[i] = align_corners ? (shape[2 + i] > 1 ? float(double(in_size - 1) / double(shape[2 + i] - 1)) : 0.0f)
                             : float(1.0 / factor);
  }
  xnn_run_tensor& out = call.tensor(form.out());
  if (!call.state.resize(out, 4, shape, call.op)) return false;
  const size_t planes = size_t(in.sizes[0]) * size_t(in.sizes[1]);
  const int8_t t = in.scalar_type;
  if (!Bilinear) {
    if (t == float64) {
      nearest_loop<double>(in, out, planes, scale);
    } else if (computes_in_float(t)) {
      nearest_loop<float>(in, out, planes, scale);
    } else {
      nearest_loop<int64_t>(in, out, planes, scale);
    }
  } else if (t == float64) {
    bilinear_loop<double, double>(in, out, planes, scale, align_corners);
  } else if (t == int64) {
    bilinear_loop<int64_t, float>(in, out, planes, scale, align_corners);
  } else {
    bilinear_loop<float, float>(in, out, planes, scale, align_corners);
  }
  return true;
}

}  // namespace

const std::vector<xnn_portable_op>& xnn_resize_ops() {
  static const std::vector<xnn_portable_op> ops = {
      {"aten::upsample_nearest2d.vec_out", "Tl*OO", check_resize<false>, run_resize<false>},
      {"aten::upsample_bilinear2d.vec_out", "TlB*OO", check_resize<true>, run_resize<true>},
  };
  return ops;
}
