// Helpers the operator adapters share (the catalog, subgraph/catalog.cc, maps node types to adapters).
#include "subgraph/nodes/node-ops.h"

#include <cmath>

#include "log.h"
#include "subgraph/validate.h"

// Data movement (part A).
size_t xnn_node_element_size(const xnn_runtime* rt, const xnn_node& node) {
  return xnn_datatype_size(rt->values[node.inputs[0]].datatype);
}

xnn_status xnn_check_node_input_rank(const xnn_runtime_node* n, const xnn_shape& input, size_t rank,
                                     const char* what) {
  if (input.num_dims == rank) return xnn_status_success;
  xnn_log_error("%s node #%u: the input has %zu dimensions; %s has %zu", xnn_node_type_name(n->node.type), n->node.id,
                input.num_dims, what, rank);
  return xnn_status_invalid_parameter;
}

const xnn_shape* xnn_nhwc_input_shape(const xnn_runtime* rt, const xnn_node& node) {
  const xnn_shape& input = rt->values[node.inputs[0]].shape;
  if (input.num_dims == 4) return &input;
  xnn_log_error("%s node #%u: input has %zu dimensions; expected 4 (NHWC)", xnn_node_type_name(node.type), node.id,
                input.num_dims);
  return nullptr;
}

xnn_shape& xnn_set_nhwc_shape(xnn_shape& output, size_t batch, size_t height, size_t width, size_t channels) {
  output.num_dims = 4;
  output.dim[0] = batch;
  output.dim[1] = height;
  output.dim[2] = width;
  output.dim[3] = channels;
  return output;
}

int32_t xnn_quantize_bound(float bound, const xnn_quantization& output, xnn_datatype datatype) {
  const bool is_signed = datatype != xnn_datatype_quint8;
  const float lo = is_signed ? -128.0f : 0.0f, hi = is_signed ? 127.0f : 255.0f;
  const float q = bound / output.scale + float(output.zero_point);
  if (!(q > lo)) return int32_t(lo);  // also -infinity
  if (!(q < hi)) return int32_t(hi);
  return int32_t(std::lrintf(q));
}

int8_t xnn_quantize_bound_qs8(float bound, const xnn_quantization& output) {
  return int8_t(xnn_quantize_bound(bound, output, xnn_datatype_qint8));
}

std::vector<float> xnn_filter_channel_scales(const xnn_value& filter, size_t channels) {
  if (filter.quantization.channelwise()) {
    return std::vector<float>(filter.quantization.channel_scales, filter.quantization.channel_scales + channels);
  }
  return std::vector<float>(channels, filter.quantization.scale);
}
