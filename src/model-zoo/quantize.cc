// An fp32 description -> the same model with int8 activations and weights (models.h, xnn_zoo_quantize_qs8).
#include <algorithm>
#include <cmath>

#include "models.h"

namespace {

struct value_range {
  float min, max;
};

constexpr value_range kInputRange{-1.0f, 1.0f};
constexpr value_range kLinearRange{-8.0f, 8.0f};
constexpr value_range kReluRange{0.0f, 8.0f};

size_t elements(const std::vector<size_t>& shape) {
  size_t n = 1;
  for (size_t d : shape) n *= d;
  return n;
}

// qint8 parameters that map [r.min, r.max] (which holds 0) onto [-128, 127].
void make_qint8(xnn_zoo_tensor& tensor, value_range r) {
  const float scale = (r.max - r.min) / 255.0f;
  tensor.datatype = xnn_datatype_qint8;
  tensor.scale = scale;
  tensor.zero_point = int32_t(std::min(127.0, std::max(-128.0, std::nearbyint(-128.0 - double(r.min) / scale))));
}

value_range output_range(const xnn_zoo_layer& layer, value_range input) {
  if (layer.kind == xnn_zoo_layer_kind::global_average_pooling) return input;  // a mean stays in its input's range
  if (std::isfinite(layer.output_min) && std::isfinite(layer.output_max)) return {layer.output_min, layer.output_max};
  return layer.output_min >= 0.0f ? kReluRange : kLinearRange;
}

// A weighted layer's filter -> qcint8 with one scale per output channel (its dimension `channel_dim`), and its bias
// -> qcint32 at input scale x filter scale.
void quantize_weights(xnn_zoo_model& model, xnn_zoo_weights& weights, const xnn_zoo_layer& layer, size_t channel_dim,
                      float input_scale) {
  xnn_zoo_tensor& filter = model.tensors[layer.inputs[1]];
  const float* w = static_cast<const float*>(filter.data);
  const size_t n = elements(filter.shape), channels = filter.shape[channel_dim];
  // Element i's channel: dimension 0 is the outermost, the last dimension the innermost.
  const size_t inner = channel_dim == 0 ? n / channels : 1;
  auto channel_of = [&](size_t i) { return (i / inner) % channels; };
  std::vector<float> scales(channels, 0.0f);
  for (size_t i = 0; i < n; i++) scales[channel_of(i)] = std::max(scales[channel_of(i)], std::abs(w[i]));
  for (float& s : scales) s = s > 0.0f ? s / 127.0f : 1.0f;
  std::vector<float> bias_scales = scales;
  weights.int8_buffers.emplace_back(n);
  std::vector<int8_t>& q = weights.int8_buffers.back();
  for (size_t i = 0; i < n; i++) q[i] = int8_t(std::nearbyint(w[i] / scales[channel_of(i)]));
  filter.data = q.data();
  filter.datatype = xnn_datatype_qcint8;
  weights.buffers.push_back(std::move(scales));
  filter.channel_scales = weights.buffers.back().data();
  filter.channel_dim = channel_dim;

  if (layer.inputs[2] == kZooNoTensor) return;
  xnn_zoo_tensor& bias = model.tensors[layer.inputs[2]];
  const float* b = static_cast<const float*>(bias.data);
  weights.int32_buffers.emplace_back(channels);
  std::vector<int32_t>& qb = weights.int32_buffers.back();
  for (size_t c = 0; c < channels; c++) {
    bias_scales[c] *= input_scale;
    qb[c] = int32_t(std::nearbyint(b[c] / bias_scales[c]));
  }
  bias.data = qb.data();
  bias.datatype = xnn_datatype_qcint32;
  weights.buffers.push_back(std::move(bias_scales));
  bias.channel_scales = weights.buffers.back().data();
  bias.channel_dim = 0;
}

xnn_zoo_layer convert(uint32_t input, uint32_t output) {
  xnn_zoo_layer layer(xnn_zoo_layer_kind::unary);
  layer.unary = xnn_unary_convert;
  layer.inputs[0] = input;
  layer.output = output;
  return layer;
}

}  // namespace

bool xnn_zoo_quantize_qs8(const xnn_zoo_model& model, xnn_zoo_weights& weights, xnn_zoo_model* quantized) {
  xnn_zoo_model q = model;
  // The fp32 input and output keep ids 0 and 1; the layers between them read and write int8 copies.
  const uint32_t q_input = uint32_t(q.tensors.size()), q_output = q_input + 1;
  q.tensors.emplace_back(model.tensors[0].shape);
  q.tensors.emplace_back(model.tensors[1].shape);
  auto remap = [&](uint32_t t) { return t == 0 ? q_input : t == 1 ? q_output : t; };
  std::vector<value_range> ranges(q.tensors.size(), kLinearRange);
  ranges[q_input] = kInputRange;
  make_qint8(q.tensors[q_input], kInputRange);

  q.layers.clear();
  q.layers.push_back(convert(0, q_input));
  for (xnn_zoo_layer layer : model.layers) {
    for (uint32_t& t : layer.inputs) {
      if (t != kZooNoTensor) t = remap(t);
    }
    layer.output = remap(layer.output);
    const uint32_t x = layer.inputs[0];
    const float input_scale = q.tensors[x].scale;
    switch (layer.kind) {
      case xnn_zoo_layer_kind::convolution:
      case xnn_zoo_layer_kind::fully_connected:
        quantize_weights(q, weights, layer, 0, input_scale);
        break;
      case xnn_zoo_layer_kind::depthwise_convolution:
        quantize_weights(q, weights, layer, 3, input_scale);
        break;
      case xnn_zoo_layer_kind::binary:
        if (layer.binary != xnn_binary_add) return false;
        break;
      case xnn_zoo_layer_kind::global_average_pooling:
        break;
      default:
        return false;
    }
    ranges[layer.output] = output_range(layer, ranges[x]);
    make_qint8(q.tensors[layer.output], ranges[layer.output]);
    q.layers.push_back(layer);
  }
  q.layers.push_back(convert(q_output, 1));
  *quantized = std::move(q);
  return true;
}

xnn_zoo_model xnn_zoo_describe_mobilenet_v2_qs8(xnn_zoo_weights& weights, size_t batch, size_t height, size_t width,
                                                uint32_t seed) {
  xnn_zoo_model quantized;
  xnn_zoo_quantize_qs8(xnn_zoo_describe_mobilenet_v2(weights, batch, height, width, seed), weights, &quantized);
  return quantized;
}

xnn_status xnn_zoo_define_mobilenet_v2_qs8(xnn_subgraph_t subgraph, xnn_zoo_weights& weights, size_t batch,
                                           size_t height, size_t width, uint32_t seed) {
  return xnn_zoo_define_model(subgraph, xnn_zoo_describe_mobilenet_v2_qs8(weights, batch, height, width, seed));
}
