#include "builder.h"

#include <cassert>
#include <utility>

xnn_zoo_builder::xnn_zoo_builder(xnn_zoo_weights& weights, uint32_t seed, std::vector<size_t> input_shape)
    : weights_(weights), state_(seed) {
  model_.tensors.resize(2);
  model_.tensors[0].shape = std::move(input_shape);
}

uint32_t xnn_zoo_builder::constant(std::vector<size_t> shape, std::vector<float> values) {
  weights_.buffers.push_back(std::move(values));
  model_.tensors.emplace_back(std::move(shape), weights_.buffers.back().data());
  return uint32_t(model_.tensors.size() - 1);
}

std::vector<float> xnn_zoo_builder::random(size_t count, float limit) {
  std::vector<float> values(count);
  for (float& v : values) {
    // splitmix64: the same sequence on every platform and standard library.
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    v = limit * (float(z >> 40) * 0x1.0p-23f - 1.0f);
  }
  return values;
}

namespace {

float he_limit(size_t fan_in, xnn_zoo_gain gain) {
  return std::sqrt((gain == xnn_zoo_gain::relu ? 6.0f : 3.0f) / float(fan_in));
}

constexpr float kBiasLimit = 0.1f;

size_t window_output(size_t input, uint32_t kernel, uint32_t stride, uint32_t padding) {
  return (input + 2 * padding - kernel) / stride + 1;
}

}  // namespace

uint32_t xnn_zoo_builder::add(xnn_zoo_layer layer, std::vector<size_t> output_shape) {
  model_.tensors.emplace_back(std::move(output_shape));
  layer.output = uint32_t(model_.tensors.size() - 1);
  model_.layers.push_back(std::move(layer));
  return model_.layers.back().output;
}

uint32_t xnn_zoo_builder::window_layer(xnn_zoo_layer_kind kind, uint32_t x, std::vector<size_t> filter_shape,
                                       size_t output_channels, uint32_t kernel, uint32_t stride, size_t fan_in,
                                       xnn_zoo_gain gain, float output_min, float output_max) {
  const size_t filter_elements = filter_shape[0] * filter_shape[1] * filter_shape[2] * filter_shape[3];
  const uint32_t padding = (kernel - 1) / 2;
  xnn_zoo_layer layer(kind);
  layer.inputs[1] = constant(std::move(filter_shape), random(filter_elements, he_limit(fan_in, gain)));
  layer.inputs[2] = constant({output_channels}, random(output_channels, kBiasLimit));
  layer.inputs[0] = x;
  layer.kernel = kernel, layer.stride = stride, layer.padding = padding;
  layer.output_min = output_min, layer.output_max = output_max;
  const std::vector<size_t>& in = shape(x);
  return add(std::move(layer), {in[0], window_output(in[1], kernel, stride, padding),
                                window_output(in[2], kernel, stride, padding), output_channels});
}

uint32_t xnn_zoo_builder::convolution(uint32_t x, size_t output_channels, uint32_t kernel, uint32_t stride,
                                      xnn_zoo_gain gain, float output_min, float output_max) {
  return window_layer(xnn_zoo_layer_kind::convolution, x, {output_channels, kernel, kernel, channels(x)},
                      output_channels, kernel, stride, kernel * kernel * channels(x), gain, output_min, output_max);
}

uint32_t xnn_zoo_builder::depthwise_convolution(uint32_t x, uint32_t kernel, uint32_t stride, float output_min,
                                        float output_max) {
  return window_layer(xnn_zoo_layer_kind::depthwise_convolution, x, {1, kernel, kernel, channels(x)}, channels(x),
                      kernel, stride, kernel * kernel, xnn_zoo_gain::relu, output_min, output_max);
}

uint32_t xnn_zoo_builder::fully_connected(uint32_t x, size_t output_channels, xnn_zoo_gain gain, float output_min,
                                          float output_max) {
  const size_t fan_in = channels(x);
  std::vector<float> filter = random(output_channels * fan_in, he_limit(fan_in, gain));
  std::vector<float> bias = random(output_channels, kBiasLimit);
  return fully_connected(x, output_channels, std::move(filter), std::move(bias), output_min, output_max);
}

uint32_t xnn_zoo_builder::fully_connected(uint32_t x, size_t output_channels, std::vector<float> filter,
                                  std::vector<float> bias, float output_min, float output_max) {
  assert(filter.size() == output_channels * channels(x));
  xnn_zoo_layer layer{xnn_zoo_layer_kind::fully_connected};
  layer.inputs[1] = constant({output_channels, channels(x)}, std::move(filter));
  if (!bias.empty()) layer.inputs[2] = constant({output_channels}, std::move(bias));
  layer.inputs[0] = x;
  layer.output_min = output_min, layer.output_max = output_max;
  std::vector<size_t> out = shape(x);
  out.back() = output_channels;
  return add(std::move(layer), std::move(out));
}

uint32_t xnn_zoo_builder::batch_matrix_multiply(uint32_t a, uint32_t b, uint32_t flags) {
  xnn_zoo_layer layer{xnn_zoo_layer_kind::batch_matrix_multiply};
  layer.inputs[0] = a, layer.inputs[1] = b;
  layer.flags = flags;
  std::vector<size_t> out = shape(a);
  const std::vector<size_t>& b_shape = shape(b);
  out.back() = (flags & XNN_FLAG_TRANSPOSE_B) != 0 ? b_shape[b_shape.size() - 2] : b_shape.back();
  return add(std::move(layer), std::move(out));
}

uint32_t xnn_zoo_builder::unary(uint32_t x, xnn_unary_operator op) {
  xnn_zoo_layer layer{xnn_zoo_layer_kind::unary};
  layer.inputs[0] = x;
  layer.unary = op;
  return add(std::move(layer), shape(x));
}

uint32_t xnn_zoo_builder::binary(uint32_t a, uint32_t b, xnn_binary_operator op) {
  xnn_zoo_layer layer{xnn_zoo_layer_kind::binary};
  layer.inputs[0] = a, layer.inputs[1] = b;
  layer.binary = op;
  // NumPy broadcasting: align trailing dimensions; a dimension of 1 stretches.
  std::vector<size_t> out = shape(a).size() >= shape(b).size() ? shape(a) : shape(b);
  const std::vector<size_t>& shorter = shape(a).size() >= shape(b).size() ? shape(b) : shape(a);
  for (size_t i = 0; i < shorter.size(); i++) {
    size_t& d = out[out.size() - 1 - i];
    if (d == 1) d = shorter[shorter.size() - 1 - i];
  }
  return add(std::move(layer), std::move(out));
}

uint32_t xnn_zoo_builder::global_average_pooling(uint32_t x, uint32_t flags) {
  xnn_zoo_layer layer{xnn_zoo_layer_kind::global_average_pooling};
  layer.inputs[0] = x;
  layer.flags = flags;
  const std::vector<size_t>& in = shape(x);
  std::vector<size_t> out = (flags & XNN_FLAG_KEEP_DIMS) != 0 ? std::vector<size_t>{in[0], 1, 1, in[3]}
                                                              : std::vector<size_t>{in[0], in[3]};
  return add(std::move(layer), std::move(out));
}

uint32_t xnn_zoo_builder::mean(uint32_t x) {
  xnn_zoo_layer layer{xnn_zoo_layer_kind::mean};
  layer.inputs[0] = x;
  std::vector<size_t> out = shape(x);
  out.back() = 1;
  return add(std::move(layer), std::move(out));
}

uint32_t xnn_zoo_builder::softmax(uint32_t x) {
  xnn_zoo_layer layer{xnn_zoo_layer_kind::softmax};
  layer.inputs[0] = x;
  return add(std::move(layer), shape(x));
}

uint32_t xnn_zoo_builder::reshape(uint32_t x, std::vector<size_t> dims) {
  xnn_zoo_layer layer{xnn_zoo_layer_kind::reshape};
  layer.inputs[0] = x;
  layer.dims = dims;
  return add(std::move(layer), std::move(dims));
}

uint32_t xnn_zoo_builder::transpose(uint32_t x, std::vector<size_t> perm) {
  xnn_zoo_layer layer{xnn_zoo_layer_kind::transpose};
  layer.inputs[0] = x;
  std::vector<size_t> out(perm.size());
  for (size_t i = 0; i < perm.size(); i++) out[i] = shape(x)[perm[i]];
  layer.dims = std::move(perm);
  return add(std::move(layer), std::move(out));
}

xnn_zoo_model xnn_zoo_builder::finish(uint32_t x) {
  assert(!model_.layers.empty() && model_.layers.back().output == x && x + 1 == model_.tensors.size());
  model_.tensors[1].shape = shape(x);
  model_.tensors.pop_back();
  model_.layers.back().output = 1;
  return std::move(model_);
}

