// MobileNet v1 (Howard et al. 2017), v2 (Sandler et al. 2018) and v3-small (Howard et al. 2019) at width 1.0, without
// batch normalization (folded into the convolutions' weights and biases in deployed models).
#include <algorithm>

#include "builder.h"

namespace {

constexpr size_t kClasses = 1000;

// Global average pooling and the classifier: [batch, h, w, c] -> [batch, 1000].
xnn_zoo_model classify(xnn_zoo_builder& b, uint32_t x) {
  x = b.global_average_pooling(x, 0);
  return b.finish(b.fully_connected(x, kClasses, xnn_zoo_gain::linear));
}

}  // namespace

xnn_zoo_model xnn_zoo_describe_mobilenet_v1(xnn_zoo_weights& weights, size_t batch, size_t height, size_t width,
                                            uint32_t seed) {
  // Depthwise separable blocks: (output channels, stride).
  static const struct { size_t channels; uint32_t stride; } kBlocks[] = {
      {64, 1}, {128, 2}, {128, 1}, {256, 2}, {256, 1}, {512, 2}, {512, 1},
      {512, 1}, {512, 1}, {512, 1}, {512, 1}, {1024, 2}, {1024, 1},
  };
  xnn_zoo_builder b(weights, seed, {batch, height, width, 3});
  uint32_t x = b.convolution(0, 32, 3, 2, xnn_zoo_gain::relu, kRelu6Min, kRelu6Max);
  for (const auto& block : kBlocks) {
    x = b.depthwise_convolution(x, 3, block.stride, kRelu6Min, kRelu6Max);
    x = b.convolution(x, block.channels, 1, 1, xnn_zoo_gain::relu, kRelu6Min, kRelu6Max);
  }
  return classify(b, x);
}

xnn_zoo_model xnn_zoo_describe_mobilenet_v2(xnn_zoo_weights& weights, size_t batch, size_t height, size_t width,
                                            uint32_t seed) {
  // Inverted residual stages: expansion t, output channels c, repeats n, first stride s.
  static const struct { size_t t, c, n; uint32_t s; } kStages[] = {
      {1, 16, 1, 1}, {6, 24, 2, 2}, {6, 32, 3, 2}, {6, 64, 4, 2}, {6, 96, 3, 1}, {6, 160, 3, 2}, {6, 320, 1, 1},
  };
  xnn_zoo_builder b(weights, seed, {batch, height, width, 3});
  uint32_t x = b.convolution(0, 32, 3, 2, xnn_zoo_gain::relu, kRelu6Min, kRelu6Max);
  for (const auto& stage : kStages) {
    for (size_t i = 0; i < stage.n; i++) {
      const uint32_t stride = i == 0 ? stage.s : 1;
      uint32_t y = x;
      if (stage.t != 1) y = b.convolution(y, b.channels(x) * stage.t, 1, 1, xnn_zoo_gain::relu, kRelu6Min, kRelu6Max);
      y = b.depthwise_convolution(y, 3, stride, kRelu6Min, kRelu6Max);
      y = b.convolution(y, stage.c, 1, 1, xnn_zoo_gain::linear);  // linear bottleneck
      x = stride == 1 && b.channels(x) == stage.c ? b.binary(x, y, xnn_binary_add) : y;
    }
  }
  x = b.convolution(x, 1280, 1, 1, xnn_zoo_gain::relu, kRelu6Min, kRelu6Max);
  return classify(b, x);
}

namespace {

size_t round_to_8(size_t channels) { return std::max<size_t>(8, (channels + 4) / 8 * 8); }

// Squeeze and excite: x * hardsigmoid(fc(relu(fc(mean of x)))). hardsigmoid(v) = clamp(v / 6 + 1/2, 0, 1) is folded
// into the second layer (weights and bias scaled by 1/6, bias + 1/2, clamp [0, 1]).
uint32_t squeeze_excite(xnn_zoo_builder& b, uint32_t x) {
  const size_t channels = b.channels(x), squeezed = round_to_8(channels / 4);
  uint32_t s = b.global_average_pooling(x, XNN_FLAG_KEEP_DIMS);
  s = b.fully_connected(s, squeezed, xnn_zoo_gain::relu, 0.0f, INFINITY);
  std::vector<float> filter = b.random(channels * squeezed, std::sqrt(3.0f / float(squeezed)));
  std::vector<float> bias = b.random(channels, 0.1f);
  for (float& w : filter) w /= 6.0f;
  for (float& v : bias) v = v / 6.0f + 0.5f;
  s = b.fully_connected(s, channels, std::move(filter), std::move(bias), 0.0f, 1.0f);
  return b.binary(x, s, xnn_binary_multiply);
}

}  // namespace

xnn_zoo_model xnn_zoo_describe_mobilenet_v3_small(xnn_zoo_weights& weights, size_t batch, size_t height, size_t width,
                                                  uint32_t seed) {
  // Bottlenecks: kernel, expanded channels, output channels, squeeze-excite, hardswish (else ReLU), stride.
  static const struct { uint32_t k; size_t expanded, out; bool se, hardswish; uint32_t stride; } kBlocks[] = {
      {3, 16, 16, true, false, 2},   {3, 72, 24, false, false, 2}, {3, 88, 24, false, false, 1},
      {5, 96, 40, true, true, 2},    {5, 240, 40, true, true, 1},  {5, 240, 40, true, true, 1},
      {5, 120, 48, true, true, 1},   {5, 144, 48, true, true, 1},  {5, 288, 96, true, true, 2},
      {5, 576, 96, true, true, 1},   {5, 576, 96, true, true, 1},
  };
  xnn_zoo_builder b(weights, seed, {batch, height, width, 3});
  uint32_t x = b.unary(b.convolution(0, 16, 3, 2, xnn_zoo_gain::relu), xnn_unary_hardswish);
  for (const auto& block : kBlocks) {
    // ReLU fuses into the producer as a clamp; hardswish is a separate node.
    auto activate = [&](auto make) {
      return block.hardswish ? b.unary(make(-INFINITY), xnn_unary_hardswish) : make(0.0f);
    };
    uint32_t y = x;
    if (block.expanded != b.channels(x)) {
      y = activate(
          [&](float min) { return b.convolution(y, block.expanded, 1, 1, xnn_zoo_gain::relu, min, INFINITY); });
    }
    y = activate([&](float min) { return b.depthwise_convolution(y, block.k, block.stride, min, INFINITY); });
    if (block.se) y = squeeze_excite(b, y);
    y = b.convolution(y, block.out, 1, 1, xnn_zoo_gain::linear);
    x = block.stride == 1 && b.channels(x) == block.out ? b.binary(x, y, xnn_binary_add) : y;
  }
  x = b.unary(b.convolution(x, 576, 1, 1, xnn_zoo_gain::relu), xnn_unary_hardswish);
  x = b.global_average_pooling(x, 0);
  x = b.unary(b.fully_connected(x, 1024, xnn_zoo_gain::relu), xnn_unary_hardswish);
  return b.finish(b.fully_connected(x, kClasses, xnn_zoo_gain::linear));
}

xnn_status xnn_zoo_define_mobilenet_v1(xnn_subgraph_t subgraph, xnn_zoo_weights& weights, size_t batch, size_t height,
                                       size_t width, uint32_t seed) {
  return xnn_zoo_define_model(subgraph, xnn_zoo_describe_mobilenet_v1(weights, batch, height, width, seed));
}

xnn_status xnn_zoo_define_mobilenet_v2(xnn_subgraph_t subgraph, xnn_zoo_weights& weights, size_t batch, size_t height,
                                       size_t width, uint32_t seed) {
  return xnn_zoo_define_model(subgraph, xnn_zoo_describe_mobilenet_v2(weights, batch, height, width, seed));
}

xnn_status xnn_zoo_define_mobilenet_v3_small(xnn_subgraph_t subgraph, xnn_zoo_weights& weights, size_t batch,
                                             size_t height, size_t width, uint32_t seed) {
  return xnn_zoo_define_model(subgraph, xnn_zoo_describe_mobilenet_v3_small(weights, batch, height, width, seed));
}
