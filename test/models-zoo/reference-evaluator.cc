#include "models-zoo/reference-evaluator.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "models-zoo/dynamic-quantization-reference.h"
#include "operators/reference.h"

namespace {

using Shape = std::vector<size_t>;

float clamp(double v, const xnn_zoo_layer& layer) {
  return float(std::min<double>(std::max<double>(v, layer.output_min), layer.output_max));
}

std::vector<float> to_float(const std::vector<double>& values, const xnn_zoo_layer& layer) {
  std::vector<float> out(values.size());
  for (size_t i = 0; i < values.size(); i++) out[i] = clamp(values[i], layer);
  return out;
}

std::vector<float> constant(const xnn_zoo_model& model, uint32_t t) {
  const float* data = static_cast<const float*>(model.tensors[t].data);
  return std::vector<float>(data, data + reference_elements(model.tensors[t].shape));
}

std::vector<float> convolution(const xnn_zoo_model& model, const xnn_zoo_layer& layer, const std::vector<float>& x) {
  const Shape& in = model.tensors[layer.inputs[0]].shape;
  const Shape& out = model.tensors[layer.output].shape;
  conv2d_shape s;
  s.batch = in[0], s.input_height = in[1], s.input_width = in[2];
  s.padding_top = s.padding_right = s.padding_bottom = s.padding_left = layer.padding;
  s.kernel_height = s.kernel_width = layer.kernel;
  s.stride_height = s.stride_width = layer.stride;
  if (layer.kind == xnn_zoo_layer_kind::depthwise_convolution) {
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
                                   bool b_transposed, size_t b_batch_stride, const float* bias,
                                   const xnn_zoo_layer& layer) {
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
    case xnn_unary_sigmoid:
      return 1.0 / (1.0 + std::exp(-x));
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

// The reference transpose moves 32-bit elements: floats travel as their bits.
std::vector<float> transpose(const Shape& in, const std::vector<size_t>& perm, const std::vector<float>& x) {
  std::vector<uint32_t> bits(x.size());
  std::memcpy(bits.data(), x.data(), x.size() * sizeof(float));
  bits = reference_transpose(in, perm, bits);
  std::vector<float> y(x.size());
  std::memcpy(y.data(), bits.data(), y.size() * sizeof(float));
  return y;
}

// The values of a description's tensors: fp32 tensors as floats, qdint8 ones as their integers and row parameters.
struct Values {
  std::vector<std::vector<float>> fp32;
  std::vector<qd8_rows> qd8;
};

std::vector<float> evaluate(const xnn_zoo_model& model, const xnn_zoo_layer& layer, Values& values) {
  const Shape& in = model.tensors[layer.inputs[0]].shape;
  const Shape& out = model.tensors[layer.output].shape;
  const std::vector<std::vector<float>>& v = values.fp32;
  const std::vector<float>& x = v[layer.inputs[0]];
  std::vector<float> y(reference_elements(out));
  // A dynamically quantized fully connected layer and the convert feeding it: the integer formulas.
  if (model.tensors[layer.output].datatype == xnn_datatype_qdint8) {
    values.qd8[layer.output] = qd8_quantize_rows(x, in.back());
    return {};
  }
  if (model.tensors[layer.inputs[0]].datatype == xnn_datatype_qdint8) {
    const float* bias = layer.inputs[2] != kZooNoTensor ? v[layer.inputs[2]].data() : nullptr;
    return qd8_fully_connected(model.tensors[layer.inputs[1]], bias, values.qd8[layer.inputs[0]], layer.output_min,
                               layer.output_max);
  }
  switch (layer.kind) {
    case xnn_zoo_layer_kind::convolution:
    case xnn_zoo_layer_kind::depthwise_convolution:
      return convolution(model, layer, x);
    case xnn_zoo_layer_kind::fully_connected: {
      const size_t k = in.back(), n = out.back();
      const float* bias = layer.inputs[2] != kZooNoTensor ? v[layer.inputs[2]].data() : nullptr;
      return matrix_products(1, x.size() / k, n, k, x.data(), v[layer.inputs[1]].data(), true, 0, bias, layer);
    }
    case xnn_zoo_layer_kind::batch_matrix_multiply: {
      const bool transposed = (layer.flags & XNN_FLAG_TRANSPOSE_B) != 0;
      const size_t m = in[in.size() - 2], k = in.back(), n = out.back();
      return matrix_products(x.size() / (m * k), m, n, k, x.data(), v[layer.inputs[1]].data(), transposed, k * n,
                             nullptr, layer);
    }
    case xnn_zoo_layer_kind::unary:
      for (size_t i = 0; i < y.size(); i++) y[i] = clamp(unary(layer.unary, x[i]), layer);
      return y;
    case xnn_zoo_layer_kind::binary: {
      const Shape& b_shape = model.tensors[layer.inputs[1]].shape;
      const std::vector<float>& b = v[layer.inputs[1]];
      for (size_t i = 0; i < y.size(); i++) {
        y[i] = clamp(binary(layer.binary, x[reference_broadcast_index(in, out, i)],
                          b[reference_broadcast_index(b_shape, out, i)]), layer);
      }
      return y;
    }
    case xnn_zoo_layer_kind::global_average_pooling: {
      const size_t pixels = in[1] * in[2], channels = in[3];
      for (size_t n = 0; n < in[0]; n++)
        for (size_t c = 0; c < channels; c++) {
          double sum = 0.0;
          for (size_t p = 0; p < pixels; p++) sum += x[(n * pixels + p) * channels + c];
          y[n * channels + c] = clamp(sum / double(pixels), layer);
        }
      return y;
    }
    case xnn_zoo_layer_kind::mean: {
      const size_t n = in.back();
      for (size_t row = 0; row < y.size(); row++) {
        double sum = 0.0;
        for (size_t i = 0; i < n; i++) sum += x[row * n + i];
        y[row] = float(sum / double(n));
      }
      return y;
    }
    case xnn_zoo_layer_kind::softmax: {
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
    case xnn_zoo_layer_kind::reshape:
      return x;
    case xnn_zoo_layer_kind::transpose:
      return transpose(in, layer.dims, x);
  }
  return y;
}

}  // namespace

std::vector<float> reference_evaluate(const xnn_zoo_model& model, const std::vector<float>& input) {
  Values values;
  values.fp32.resize(model.tensors.size());
  values.qd8.resize(model.tensors.size());
  values.fp32[0] = input;
  for (uint32_t t = 0; t < model.tensors.size(); t++) {
    const xnn_zoo_tensor& tensor = model.tensors[t];
    // Quantized filters are read in place by the fully connected formula.
    if (tensor.data != nullptr && tensor.datatype == xnn_datatype_fp32) values.fp32[t] = constant(model, t);
  }
  for (const xnn_zoo_layer& layer : model.layers) values.fp32[layer.output] = evaluate(model, layer, values);
  return values.fp32[1];
}
