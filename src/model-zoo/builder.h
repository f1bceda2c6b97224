// Writes a model description (models.h) one layer at a time: infers each output's shape and draws the weights from
// a seeded generator, so that a model file reads like the architecture it implements.
#pragma once

#include "models.h"

// How the layer that reads a weighted layer's output treats it: the He-like weight scale keeps activations near unit
// variance (sqrt(6 / fan_in) before a ReLU-like activation, which halves the variance; sqrt(3 / fan_in) otherwise).
enum class xnn_zoo_gain { relu, linear };

// relu6 as a fused clamp.
constexpr float kRelu6Min = 0.0f, kRelu6Max = 6.0f;

class xnn_zoo_builder {
 public:
  xnn_zoo_builder(xnn_zoo_weights& weights, uint32_t seed, std::vector<size_t> input_shape);

  const std::vector<size_t>& shape(uint32_t x) const { return model_.tensors[x].shape; }
  size_t channels(uint32_t x) const { return shape(x).back(); }

  // A constant tensor with the given contents (copied into the xnn_zoo_weights).
  uint32_t constant(std::vector<size_t> shape, std::vector<float> values);
  // `count` values drawn uniformly from [-limit, limit].
  std::vector<float> random(size_t count, float limit);

  // Square kernel, padding (kernel - 1) / 2 on every side.
  uint32_t convolution(uint32_t x, size_t output_channels, uint32_t kernel, uint32_t stride, xnn_zoo_gain gain,
                       float output_min = -INFINITY, float output_max = INFINITY);
  uint32_t depthwise_convolution(uint32_t x, uint32_t kernel, uint32_t stride, float output_min, float output_max);
  uint32_t fully_connected(uint32_t x, size_t output_channels, xnn_zoo_gain gain, float output_min = -INFINITY,
                           float output_max = INFINITY);
  // With the given filter [output_channels, input_channels] and bias ([output_channels], or empty for none).
  uint32_t fully_connected(uint32_t x, size_t output_channels, std::vector<float> filter, std::vector<float> bias,
                           float output_min = -INFINITY, float output_max = INFINITY);
  uint32_t batch_matrix_multiply(uint32_t a, uint32_t b, uint32_t flags);
  uint32_t unary(uint32_t x, xnn_unary_operator op);
  uint32_t binary(uint32_t a, uint32_t b, xnn_binary_operator op);
  uint32_t global_average_pooling(uint32_t x, uint32_t flags);
  // The mean over the last dimension, as [..., 1].
  uint32_t mean(uint32_t x);
  uint32_t softmax(uint32_t x);
  uint32_t reshape(uint32_t x, std::vector<size_t> dims);
  uint32_t transpose(uint32_t x, std::vector<size_t> perm);

  // Makes x (the output of the last layer) the model's output, tensor 1.
  xnn_zoo_model finish(uint32_t x);

 private:
  uint32_t add(xnn_zoo_layer layer, std::vector<size_t> output_shape);
  // A convolution-like layer: square window, padding (kernel - 1) / 2, random filter and bias.
  uint32_t window_layer(xnn_zoo_layer_kind kind, uint32_t x, std::vector<size_t> filter_shape, size_t output_channels,
                        uint32_t kernel, uint32_t stride, size_t fan_in, xnn_zoo_gain gain, float output_min,
                        float output_max);

  xnn_zoo_weights& weights_;
  uint64_t state_;
  xnn_zoo_model model_;
};

