// An fp32 description -> the same model with dynamically quantized fully connected layers (models.h,
// xnn_zoo_quantize_qd8).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>

#include "models.h"

namespace {

constexpr int32_t kInt4ZeroPoint = 8;  // a stored nibble u means u - 8, as ExecuTorch exports 4-bit weights

// Round to nearest even to bf16 (a positive finite float).
uint16_t to_bf16(float x) {
  uint32_t bits;
  std::memcpy(&bits, &x, sizeof(bits));
  bits += 0x7FFF + ((bits >> 16) & 1);
  return uint16_t(bits >> 16);
}

float from_bf16(uint16_t x) {
  const uint32_t bits = uint32_t(x) << 16;
  float f;
  std::memcpy(&f, &bits, sizeof(f));
  return f;
}

// The scale that maps the largest magnitude of w[0..n) onto `levels` (1 for an all-zero span).
float symmetric_scale(const float* w, size_t n, float levels) {
  float largest = 0.0f;
  for (size_t i = 0; i < n; i++) largest = std::max(largest, std::abs(w[i]));
  return largest > 0.0f ? largest / levels : 1.0f;
}

int32_t quantize(float w, float scale, int32_t min, int32_t max) {
  return std::min(max, std::max(min, int32_t(std::nearbyint(w / scale))));
}

// [output, input] fp32 -> qcint8, one scale per output channel.
void quantize_qc8w(xnn_zoo_tensor& filter, xnn_zoo_weights& weights) {
  const size_t outputs = filter.shape[0], inputs = filter.shape[1];
  const float* w = static_cast<const float*>(filter.data);
  std::vector<float> scales(outputs);
  std::vector<int8_t> q(outputs * inputs);
  for (size_t o = 0; o < outputs; o++) {
    scales[o] = symmetric_scale(w + o * inputs, inputs, 127.0f);
    for (size_t i = 0; i < inputs; i++) q[o * inputs + i] = int8_t(quantize(w[o * inputs + i], scales[o], -127, 127));
  }
  weights.int8_buffers.push_back(std::move(q));
  weights.buffers.push_back(std::move(scales));
  filter.datatype = xnn_datatype_qcint8;
  filter.data = weights.int8_buffers.back().data();
  filter.channel_scales = weights.buffers.back().data();
  filter.channel_dim = 0;
}

// [output, input] fp32 -> 4-bit values -8..7 (scale max|w| / 7 per output channel, or per block of `block_size`
// inputs rounded to bf16), stored u = value + 8, two per byte, input k in the low nibble of byte k / 2 for even k.
void quantize_4bit(xnn_zoo_tensor& filter, xnn_zoo_weights& weights, size_t block_size) {
  const size_t outputs = filter.shape[0], inputs = filter.shape[1], row_bytes = (inputs + 1) / 2;
  const size_t span = block_size == 0 ? inputs : block_size;
  const float* w = static_cast<const float*>(filter.data);
  std::vector<float> channel_scales;
  std::vector<uint16_t> block_scales;
  std::vector<uint8_t> q(outputs * row_bytes, 0);
  for (size_t o = 0; o < outputs; o++) {
    for (size_t k0 = 0; k0 < inputs; k0 += span) {
      float scale = symmetric_scale(w + o * inputs + k0, span, 7.0f);
      if (block_size == 0) {
        channel_scales.push_back(scale);
      } else {
        block_scales.push_back(to_bf16(scale));
        scale = from_bf16(block_scales.back());
      }
      for (size_t k = k0; k < k0 + span; k++) {
        const uint8_t u = uint8_t(quantize(w[o * inputs + k], scale, -8, 7) + kInt4ZeroPoint);
        q[o * row_bytes + k / 2] |= k % 2 == 0 ? u : uint8_t(u << 4);
      }
    }
  }
  weights.uint8_buffers.push_back(std::move(q));
  filter.data = weights.uint8_buffers.back().data();
  filter.zero_point = kInt4ZeroPoint;
  filter.channel_dim = 0;
  if (block_size == 0) {
    weights.buffers.push_back(std::move(channel_scales));
    filter.datatype = xnn_datatype_qcint4;
    filter.channel_scales = weights.buffers.back().data();
  } else {
    weights.bf16_buffers.push_back(std::move(block_scales));
    filter.datatype = xnn_datatype_qbint4;
    filter.block_scales = weights.bf16_buffers.back().data();
    filter.block_size = block_size;
  }
}

xnn_zoo_layer convert(uint32_t input, uint32_t output) {
  xnn_zoo_layer layer(xnn_zoo_layer_kind::unary);
  layer.unary = xnn_unary_convert;
  layer.inputs[0] = input;
  layer.output = output;
  return layer;
}

}  // namespace

bool xnn_zoo_quantize_qd8(const xnn_zoo_model& model, xnn_zoo_weights& weights, xnn_zoo_qd8_weights kind,
                          size_t block_size, xnn_zoo_model* quantized) {
  xnn_zoo_model q = model;
  q.layers.clear();
  // One convert per fp32 activation: the query, key and value projections (and gate and up) read the same qdint8
  // copy, whose rows are quantized once.
  std::map<uint32_t, uint32_t> dynamic_copy;
  for (xnn_zoo_layer layer : model.layers) {
    if (layer.kind == xnn_zoo_layer_kind::fully_connected) {
      const uint32_t x = layer.inputs[0];
      const size_t input_channels = q.tensors[x].shape.back();
      if (kind == xnn_zoo_qd8_weights::qb4w &&
          (block_size == 0 || block_size % 32 != 0 || input_channels % block_size != 0)) {
        return false;
      }
      auto copy = dynamic_copy.find(x);
      if (copy == dynamic_copy.end()) {
        xnn_zoo_tensor dynamic(q.tensors[x].shape);
        dynamic.datatype = xnn_datatype_qdint8;
        q.tensors.push_back(std::move(dynamic));
        copy = dynamic_copy.emplace(x, uint32_t(q.tensors.size() - 1)).first;
        q.layers.push_back(convert(x, copy->second));
      }
      layer.inputs[0] = copy->second;
      xnn_zoo_tensor& filter = q.tensors[layer.inputs[1]];
      switch (kind) {
        case xnn_zoo_qd8_weights::qc8w:
          quantize_qc8w(filter, weights);
          break;
        case xnn_zoo_qd8_weights::qc4w:
          quantize_4bit(filter, weights, 0);
          break;
        case xnn_zoo_qd8_weights::qb4w:
          quantize_4bit(filter, weights, block_size);
          break;
      }
    }
    q.layers.push_back(layer);
  }
  if (dynamic_copy.empty()) return false;
  *quantized = std::move(q);
  return true;
}
