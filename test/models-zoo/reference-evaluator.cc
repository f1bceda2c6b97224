#include "models-zoo/reference-evaluator.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>

#include "operators/reference.h"

using xnn::zoo::Layer;
using xnn::zoo::LayerKind;
using xnn::zoo::Model;

namespace {

using Shape = std::vector<size_t>;

size_t elements(const Shape& shape) {
  return std::accumulate(shape.begin(), shape.end(), size_t{1}, std::multiplies<size_t>());
}

float clamp(double v, const Layer& layer) {
  return float(std::min<double>(std::max<double>(v, layer.output_min), layer.output_max));
}

std::vector<float> to_float(const std::vector<double>& values, const Layer& layer) {
  std::vector<float> out(values.size());
  for (size_t i = 0; i < values.size(); i++) out[i] = clamp(values[i], layer);
  return out;
}

std::vector<float> constant(const Model& model, uint32_t t) {
  return std::vector<float>(model.tensors[t].data, model.tensors[t].data + elements(model.tensors[t].shape));
}

std::vector<float> convolution(const Model& model, const Layer& layer, const std::vector<float>& x) {
  const Shape& in = model.tensors[layer.inputs[0]].shape;
  const Shape& out = model.tensors[layer.output].shape;
  conv2d_shape s;
  s.batch = in[0], s.input_height = in[1], s.input_width = in[2];
  s.padding_top = s.padding_right = s.padding_bottom = s.padding_left = layer.padding;
  s.kernel_height = s.kernel_width = layer.kernel;
  s.stride_height = s.stride_width = layer.stride;
  if (layer.kind == LayerKind::depthwise_convolution) {
    s.groups = in[3], s.group_input_channels = 1, s.group_output_channels = 1, s.depthwise_layout = true;
  } else {
    s.groups = 1, s.group_input_channels = in[3], s.group_output_channels = out[3];
  }
  const reference_result r =
      reference_conv2d(s, out[1], out[2], x, constant(model, layer.inputs[1]), constant(model, layer.inputs[2]));
  return to_float(r.value, layer);
}

// Products of [batch, m, k] by [k, n] (b_batch_stride 0) or [batch, k, n] (or [n, k] transposed).
std::vector<float> matrix_products(size_t batch, size_t m, size_t n, size_t k, const float* a, const float* b,
                                   bool b_transposed, size_t b_batch_stride, const float* bias, const Layer& layer) {
  std::vector<double> value(batch * m * n), magnitude(batch * m * n);
  for (size_t i = 0; i < batch; i++) {
    reference_gemm(m, n, k, a + i * m * k, k, b + i * b_batch_stride, b_transposed, b_transposed ? k : n, bias,
                   value.data() + i * m * n, magnitude.data() + i * m * n, n);
  }
  return to_float(value, layer);
}

double unary(xnn_unary_operator op, double x) {
  switch (op) {
    case xnn_unary_hardswish:
      return x * std::min(std::max(x + 3.0, 0.0), 6.0) / 6.0;
    case xnn_unary_gelu:
      return 0.5 * x * (1.0 + std::erf(x / std::sqrt(2.0)));
    case xnn_unary_square:
      return x * x;
    case xnn_unary_reciprocal_square_root:
      return 1.0 / std::sqrt(x);
    default:
      return NAN;  // the zoo uses no other unary operator
  }
}

double binary(xnn_binary_operator op, double a, double b) {
  switch (op) {
    case xnn_binary_add:
      return a + b;
    case xnn_binary_subtract:
      return a - b;
    case xnn_binary_multiply:
      return a * b;
    default:
      return NAN;  // the zoo uses no other binary operator
  }
}

// Index into a NumPy-broadcast operand of shape `in` for output index `index` of shape `out`.
size_t broadcast_index(const Shape& in, const Shape& out, size_t index) {
  size_t result = 0, stride = 1;
  for (size_t d = 0; d < out.size(); d++) {
    const size_t od = out.size() - 1 - d;
    const size_t coordinate = index % out[od];
    index /= out[od];
    if (d < in.size()) {
      const size_t extent = in[in.size() - 1 - d];
      if (extent != 1) result += coordinate * stride;
      stride *= extent;
    }
  }
  return result;
}

std::vector<float> transpose(const Shape& in, const std::vector<size_t>& perm, const std::vector<float>& x) {
  Shape out(perm.size()), in_strides(in.size(), 1);
  for (size_t d = in.size() - 1; d > 0; d--) in_strides[d - 1] = in_strides[d] * in[d];
  for (size_t d = 0; d < perm.size(); d++) out[d] = in[perm[d]];
  std::vector<float> y(x.size());
  for (size_t i = 0; i < y.size(); i++) {
    size_t rest = i, source = 0;
    for (size_t d = perm.size(); d-- > 0;) {
      source += (rest % out[d]) * in_strides[perm[d]];
      rest /= out[d];
    }
    y[i] = x[source];
  }
  return y;
}

std::vector<float> evaluate(const Model& model, const Layer& layer, const std::vector<std::vector<float>>& v) {
  const Shape& in = model.tensors[layer.inputs[0]].shape;
  const Shape& out = model.tensors[layer.output].shape;
  const std::vector<float>& x = v[layer.inputs[0]];
  std::vector<float> y(elements(out));
  switch (layer.kind) {
    case LayerKind::convolution:
    case LayerKind::depthwise_convolution:
      return convolution(model, layer, x);
    case LayerKind::fully_connected: {
      const size_t k = in.back(), n = out.back();
      const float* bias = layer.inputs[2] != xnn::zoo::kNoTensor ? v[layer.inputs[2]].data() : nullptr;
      return matrix_products(1, x.size() / k, n, k, x.data(), v[layer.inputs[1]].data(), true, 0, bias, layer);
    }
    case LayerKind::batch_matrix_multiply: {
      const bool transposed = (layer.flags & XNN_FLAG_TRANSPOSE_B) != 0;
      const size_t m = in[in.size() - 2], k = in.back(), n = out.back();
      return matrix_products(x.size() / (m * k), m, n, k, x.data(), v[layer.inputs[1]].data(), transposed, k * n,
                             nullptr, layer);
    }
    case LayerKind::unary:
      for (size_t i = 0; i < y.size(); i++) y[i] = clamp(unary(layer.unary, x[i]), layer);
      return y;
    case LayerKind::binary: {
      const Shape& b_shape = model.tensors[layer.inputs[1]].shape;
      const std::vector<float>& b = v[layer.inputs[1]];
      for (size_t i = 0; i < y.size(); i++) {
        y[i] = clamp(binary(layer.binary, x[broadcast_index(in, out, i)], b[broadcast_index(b_shape, out, i)]), layer);
      }
      return y;
    }
    case LayerKind::global_average_pooling: {
      const size_t pixels = in[1] * in[2], channels = in[3];
      for (size_t n = 0; n < in[0]; n++)
        for (size_t c = 0; c < channels; c++) {
          double sum = 0.0;
          for (size_t p = 0; p < pixels; p++) sum += x[(n * pixels + p) * channels + c];
          y[n * channels + c] = clamp(sum / double(pixels), layer);
        }
      return y;
    }
    case LayerKind::softmax: {
      const size_t n = in.back();
      for (size_t row = 0; row < x.size() / n; row++) {
        const float* r = x.data() + row * n;
        const double max = *std::max_element(r, r + n);
        double sum = 0.0;
        for (size_t i = 0; i < n; i++) sum += std::exp(r[i] - max);
        for (size_t i = 0; i < n; i++) y[row * n + i] = float(std::exp(r[i] - max) / sum);
      }
      return y;
    }
    case LayerKind::reshape:
      return x;
    case LayerKind::transpose:
      return transpose(in, layer.dims, x);
  }
  return y;
}

}  // namespace

std::vector<float> reference_evaluate(const Model& model, const std::vector<float>& input) {
  std::vector<std::vector<float>> values(model.tensors.size());
  values[0] = input;
  for (uint32_t t = 0; t < model.tensors.size(); t++) {
    if (model.tensors[t].data != nullptr) values[t] = constant(model, t);
  }
  for (const Layer& layer : model.layers) values[layer.output] = evaluate(model, layer, values);
  return values[1];
}
