// A plain evaluator of decoded delegate graphs with quantized values, written from the documented formulas rather than
// from the library's code, for checking quantized models end to end:
//   quantize     q = clamp(round_half_even(x * (1 / scale)) + zero_point, type range); NaN -> 0
//   dequantize   x = float(q - zero_point) * scale
//   fully connected / convolution (qint8)   acc = bias + sum (q_in - zp_in) * q_w (exact int32), then
//                xnn_requantize_fp32 at input_scale * filter_scale[c] / output_scale, clamped to the node's range
//                quantized as round(bound / scale) + zero_point
// Node types other than Convert and Fully Connected fail the test that evaluates them.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

#include "models/graph.h"
#include "ukernels/requantization.h"

namespace models_test {

class quantized_reference {
 public:
  explicit quantized_reference(const xnn_model_graph& graph) : graph_(graph), values_(graph.values.size()) {}

  // Runs the graph with fp32 external inputs in input order; returns the fp32 external outputs in output order.
  std::vector<std::vector<float>> run(const std::vector<std::vector<float>>& inputs) {
    for (size_t i = 0; i < graph_.inputs.size(); i++) values_[graph_.inputs[i]].f32 = inputs[i];
    for (const xnn_graph_node& node : graph_.nodes) evaluate(node);
    std::vector<std::vector<float>> outputs;
    for (uint32_t id : graph_.outputs) outputs.push_back(values_[id].f32);
    return outputs;
  }

 private:
  struct tensor {
    std::vector<float> f32;
    std::vector<int32_t> q;  // 8-bit values, widened
  };

  size_t elements(uint32_t id) const {
    size_t n = 1;
    for (size_t d = 0; d < graph_.values[id].num_dims; d++) n *= graph_.values[id].dims[d];
    return n;
  }

  template <class T>
  T constant(uint32_t id, size_t i) const {
    T value;
    std::memcpy(&value, graph_.values[id].constant.data + i * sizeof(T), sizeof(T));
    return value;
  }

  float channel_scale(uint32_t id, size_t c) const {
    const xnn_graph_quantization& q = graph_.values[id].quantization;
    if (q.kind != xnn_graph_quant_kind::per_channel) return q.scale;
    float scale;
    const uint8_t* bytes = q.scale_data.data != nullptr ? q.scale_data.data : q.scales.data;
    std::memcpy(&scale, bytes + c * sizeof(float), sizeof(float));
    return scale;
  }

  static int32_t range_min(xnn_datatype d) { return d == xnn_datatype_quint8 ? 0 : -128; }
  static int32_t range_max(xnn_datatype d) { return d == xnn_datatype_quint8 ? 255 : 127; }

  void evaluate(const xnn_graph_node& node) {
    switch (node.type) {
      case xnn_graph_node_type::convert:
        convert(node);
        return;
      case xnn_graph_node_type::fully_connected:
        fully_connected(node);
        return;
      default:
        ADD_FAILURE() << "the quantized reference has no " << xnn_graph_node_type_name(node.type);
    }
  }

  void convert(const xnn_graph_node& node) {
    const xnn_graph_value& in = graph_.values[node.inputs[0]];
    const xnn_graph_value& out = graph_.values[node.outputs[0]];
    tensor& src = values_[node.inputs[0]];
    tensor& dst = values_[node.outputs[0]];
    const size_t n = elements(node.inputs[0]);
    if (in.datatype == xnn_datatype_fp32 && out.datatype != xnn_datatype_fp32) {
      const float inverse = 1.0f / out.quantization.scale;
      dst.q.resize(n);
      for (size_t i = 0; i < n; i++) {
        const float x = src.f32[i] * inverse;
        double r = std::isnan(x) ? 0.0 : std::nearbyint(double(x));  // ties to even under the default rounding mode
        r += out.quantization.zero_point;
        r = std::fmin(std::fmax(r, range_min(out.datatype)), range_max(out.datatype));
        dst.q[i] = int32_t(r);
      }
    } else if (in.datatype != xnn_datatype_fp32 && out.datatype == xnn_datatype_fp32) {
      dst.f32.resize(n);
      for (size_t i = 0; i < n; i++) {
        dst.f32[i] = float(src.q[i] - in.quantization.zero_point) * in.quantization.scale;
      }
    } else {
      ADD_FAILURE() << "the quantized reference converts only between fp32 and 8-bit values";
    }
  }

  void fully_connected(const xnn_graph_node& node) {
    const uint32_t input_id = node.inputs[0], filter_id = node.inputs[1], bias_id = node.inputs[2];
    const uint32_t output_id = node.outputs[0];
    const xnn_graph_value& input = graph_.values[input_id];
    const xnn_graph_value& filter = graph_.values[filter_id];
    const xnn_graph_value& output = graph_.values[output_id];
    const bool transposed = (node.flags & XNN_FLAG_TRANSPOSE_WEIGHTS) != 0;
    const size_t oc = filter.dims[transposed ? 1 : 0], ic = filter.dims[transposed ? 0 : 1];
    const size_t batch = elements(input_id) / ic;
    xnn_qs8_minmax_params params;
    params.output_zero_point = output.quantization.zero_point;
    params.output_min = quantize_bound(node.output_min, output.quantization);
    params.output_max = quantize_bound(node.output_max, output.quantization);
    const std::vector<int32_t>& x = values_[input_id].q;
    std::vector<int32_t>& y = values_[output_id].q;
    y.resize(batch * oc);
    for (size_t b = 0; b < batch; b++) {
      for (size_t o = 0; o < oc; o++) {
        int32_t acc = bias_id != XNN_INVALID_VALUE_ID ? constant<int32_t>(bias_id, o) : 0;
        for (size_t i = 0; i < ic; i++) {
          const int8_t w = constant<int8_t>(filter_id, transposed ? i * oc + o : o * ic + i);
          acc += (x[b * ic + i] - input.quantization.zero_point) * int32_t(w);
        }
        const float scale = input.quantization.scale * channel_scale(filter_id, o) / output.quantization.scale;
        y[b * oc + o] = xnn_requantize_fp32(acc, scale, params);
      }
    }
  }

  static int32_t quantize_bound(float bound, const xnn_graph_quantization& q) {
    const float v = bound / q.scale + float(q.zero_point);
    if (!(v > -128.0f)) return -128;
    if (!(v < 127.0f)) return 127;
    return int32_t(std::lrintf(v));
  }

  const xnn_model_graph& graph_;
  std::vector<tensor> values_;
};

}  // namespace models_test
