// The weights a half-precision GEMM node (fully connected, convolution, depthwise, deconvolution) gives its operator,
// by the datatypes of its input, filter and bias (the catalog's rows):
//   fp16 input: the f16 operator; an fp32 filter (and bias) with XNN_FLAG_FP32_STATIC_WEIGHTS; an fp16 filter with an
//     fp32 bias with XNN_FLAG_FP32_STATIC_BIASES (the operator rounds the bias to fp16);
//   fp32 input, fp16 filter: the f32_f16 operator (it widens the filter exactly while it packs it, and frees the
//     copy), with XNN_FLAG_FP32_STATIC_BIASES for an fp32 bias, which so keeps its precision.
// Each create callable takes (kernel, bias, extra flags, weights cache). An operator that converts the weights gets no
// weights cache: a cache may key on the address of the caller's weights, and the converted copy dies after create.
#pragma once

#include "subgraph/nodes/node-ops.h"

template <class CreateF16, class CreateF32F16>
xnn_status xnn_create_half_weights_operator(const xnn_runtime* rt, const xnn_node& node, CreateF16&& create_f16,
                                            CreateF32F16&& create_f32_f16) {
  const xnn_value& input = rt->values[node.inputs[0]];
  const xnn_value& filter = rt->values[node.inputs[1]];
  const xnn_value* bias = node.inputs[2] != XNN_INVALID_VALUE_ID ? &rt->values[node.inputs[2]] : nullptr;
  const void* bias_data = bias != nullptr ? bias->data : nullptr;
  const bool fp32_bias = bias != nullptr && bias->datatype == xnn_datatype_fp32;
  if (input.datatype == xnn_datatype_fp32) {
    return create_f32_f16(filter.data, bias_data, fp32_bias ? uint32_t(XNN_FLAG_FP32_STATIC_BIASES) : 0u, nullptr);
  }
  if (filter.datatype == xnn_datatype_fp32) {
    return create_f16(filter.data, bias_data, uint32_t(XNN_FLAG_FP32_STATIC_WEIGHTS), rt->weights_cache);
  }
  return create_f16(filter.data, bias_data, fp32_bias ? uint32_t(XNN_FLAG_FP32_STATIC_BIASES) : 0u, rt->weights_cache);
}
