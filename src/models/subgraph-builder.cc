// xnn_model_graph -> xnn_subgraph through the public define API (see subgraph-builder.h).
#include "models/subgraph-builder.h"

#include <cstdio>
#include <cstring>
#include <utility>

#include "allocator.h"

namespace {

const char* datatype_name(xnn_datatype datatype) {
  static const char* const names[] = {"invalid", "fp32",  "fp16",  "qint8", "quint8", "qint32", "qcint8", "qcint32",
                                      "qcint4",  "qdint8", "qpint8", "int32", "qbint4", "pfp32", "bf16"};
  const size_t index = size_t(datatype);
  return index < sizeof(names) / sizeof(names[0]) ? names[index] : "unknown";
}

bool fail(xnn_model_problem* problem, xnn_status status, std::string message) {
  problem->status = status;
  problem->message = std::move(message);
  return false;
}

std::string node_label(size_t index, const xnn_graph_node& node) {
  return "model: node #" + std::to_string(index) + " (" + xnn_graph_node_type_name(node.type) + ")";
}

// Only fp32 tensors run today (quantized and half-precision models come later).
bool check_datatypes(const xnn_model_graph& graph, size_t index, const xnn_graph_node& node,
                     xnn_model_problem* problem) {
  const uint32_t* lists[2] = {node.inputs, node.outputs};
  const uint32_t counts[2] = {node.num_inputs, node.num_outputs};
  for (int list = 0; list < 2; list++) {
    for (uint32_t i = 0; i < counts[list]; i++) {
      const uint32_t id = lists[list][i];
      if (id == XNN_INVALID_VALUE_ID) continue;
      const xnn_graph_value& value = graph.values[id];
      if (value.datatype != xnn_datatype_fp32 || value.dq_datatype != xnn_datatype_invalid) {
        const xnn_datatype shown = value.datatype != xnn_datatype_fp32 ? value.datatype : value.dq_datatype;
        return fail(problem, xnn_status_unsupported_parameter,
                    node_label(index, node) + " uses value " + std::to_string(id) + " of datatype " +
                        datatype_name(shown) + "; only fp32 models can run (" + datatype_name(shown) +
                        " is not supported yet)");
      }
    }
  }
  return true;
}

template <typename Op, size_t N>
bool find_operator(const xnn_node_operator<Op> (&table)[N], xnn_graph_node_type type, Op* op) {
  for (const xnn_node_operator<Op>& entry : table) {
    if (entry.type == type) {
      *op = entry.op;
      return true;
    }
  }
  return false;
}

uint32_t define_internal(xnn_subgraph_t subgraph, const xnn_graph_value& like, size_t last_dim) {
  size_t dims[XNN_MAX_TENSOR_DIMS];
  std::memcpy(dims, like.dims, sizeof(dims));
  if (like.num_dims != 0) dims[like.num_dims - 1] = last_dim;
  uint32_t id = XNN_INVALID_VALUE_ID;
  if (xnn_define_tensor_value(subgraph, xnn_datatype_fp32, like.num_dims, dims, nullptr, XNN_INVALID_VALUE_ID, 0,
                              &id) != xnn_status_success) {
    return XNN_INVALID_VALUE_ID;
  }
  return id;
}

// Scaled dot-product attention: query [..., T, C], key [..., U, C], value [..., U, D], scale [C], mask [T, U]:
// output = softmax((query * scale) x key^T + mask) x value, as multiply, batch matrix multiply, add, softmax and
// batch matrix multiply nodes.
xnn_status define_attention(xnn_subgraph_t subgraph, const xnn_model_graph& graph, const xnn_graph_node& node) {
  const xnn_graph_value& query = graph.values[node.inputs[0]];
  const xnn_graph_value& key = graph.values[node.inputs[1]];
  if (query.num_dims < 2 || key.num_dims < 2) return xnn_status_invalid_parameter;
  const size_t key_length = key.dims[key.num_dims - 2];
  const uint32_t scaled = define_internal(subgraph, query, query.dims[query.num_dims - 1]);
  const uint32_t logits = define_internal(subgraph, query, key_length);
  const uint32_t masked = define_internal(subgraph, query, key_length);
  if (scaled == XNN_INVALID_VALUE_ID || logits == XNN_INVALID_VALUE_ID || masked == XNN_INVALID_VALUE_ID) {
    return xnn_status_invalid_parameter;
  }
  const uint32_t mask = node.inputs[4];
  xnn_status status = xnn_define_binary(subgraph, xnn_binary_multiply, nullptr, node.inputs[0], node.inputs[3],
                                        scaled, 0);
  if (status == xnn_status_success) {
    status = xnn_define_batch_matrix_multiply(subgraph, scaled, node.inputs[1], logits, XNN_FLAG_TRANSPOSE_B);
  }
  if (status == xnn_status_success && mask != XNN_INVALID_VALUE_ID) {
    status = xnn_define_binary(subgraph, xnn_binary_add, nullptr, logits, mask, masked, 0);
  }
  const uint32_t probabilities = define_internal(subgraph, query, key_length);
  if (probabilities == XNN_INVALID_VALUE_ID) return xnn_status_invalid_parameter;
  if (status == xnn_status_success) {
    status = xnn_define_softmax(subgraph, mask != XNN_INVALID_VALUE_ID ? masked : logits, probabilities, 0);
  }
  if (status == xnn_status_success) {
    status = xnn_define_batch_matrix_multiply(subgraph, probabilities, node.inputs[2], node.outputs[0], 0);
  }
  return status;
}

xnn_status define_node(xnn_subgraph_t subgraph, const xnn_model_graph& graph, const xnn_graph_node& node) {
  const uint32_t* in = node.inputs;
  const uint32_t out = node.outputs[0];
  const xnn_graph_node_params& p = node.params;
  const xnn_graph_convolution_params& c = p.convolution;
  const xnn_graph_pooling_params& pool = p.pooling;
  const float min = node.output_min, max = node.output_max;
  xnn_unary_operator unary;
  if (find_operator(kUnaryNodeTypes, node.type, &unary)) {
    xnn_unary_params params = {};
    if (node.type == xnn_graph_node_type::clamp) params.clamp = {min, max};
    if (node.type == xnn_graph_node_type::elu) params.elu.alpha = p.alpha;
    if (node.type == xnn_graph_node_type::leaky_relu) params.leaky_relu.negative_slope = p.negative_slope;
    return xnn_define_unary(subgraph, unary, &params, in[0], out, node.flags);
  }
  xnn_binary_operator binary;
  if (find_operator(kBinaryNodeTypes, node.type, &binary)) {
    const xnn_binary_params params = {min, max};
    const bool clamped = min != -INFINITY || max != INFINITY;
    return xnn_define_binary(subgraph, binary, clamped ? &params : nullptr, in[0], in[1], out, node.flags);
  }
  switch (node.type) {
    case xnn_graph_node_type::fully_connected:
      return xnn_define_fully_connected(subgraph, min, max, in[0], in[1], in[2], out, node.flags);
    case xnn_graph_node_type::softmax:
      return xnn_define_softmax(subgraph, in[0], out, node.flags);
    case xnn_graph_node_type::copy:
      return xnn_define_copy(subgraph, in[0], out, node.flags);
    case xnn_graph_node_type::static_transpose:
      return xnn_define_static_transpose(subgraph, p.shape.num_dims, p.shape.dims, in[0], out, node.flags);
    case xnn_graph_node_type::static_reshape:
      return xnn_define_static_reshape(subgraph, p.shape.num_dims, p.shape.dims, in[0], out, node.flags);
    case xnn_graph_node_type::static_slice:
      return xnn_define_static_slice(subgraph, p.shape.num_dims, p.shape.dims, p.second_shape.dims, in[0], out,
                                     node.flags);
    case xnn_graph_node_type::static_constant_pad:
      return xnn_define_static_constant_pad(subgraph, p.shape.dims, p.second_shape.dims, p.padding_value, in[0], out,
                                            node.flags);
    case xnn_graph_node_type::static_resize_bilinear_2d:
      return xnn_define_static_resize_bilinear_2d(subgraph, p.new_height, p.new_width, in[0], out, node.flags);
    case xnn_graph_node_type::convolution_2d:
      return xnn_define_convolution_2d(subgraph, c.padding_top, c.padding_right, c.padding_bottom, c.padding_left,
                                       c.kernel_height, c.kernel_width, c.subsampling_height, c.subsampling_width,
                                       c.dilation_height, c.dilation_width, c.groups, c.group_input_channels,
                                       c.group_output_channels, min, max, in[0], in[1], in[2], out, node.flags);
    case xnn_graph_node_type::depthwise_convolution_2d:
      // The delegate stores a depthwise convolution as groups = input channels, one input channel per group.
      if (c.group_input_channels == 0) return xnn_status_invalid_parameter;
      return xnn_define_depthwise_convolution_2d(
          subgraph, c.padding_top, c.padding_right, c.padding_bottom, c.padding_left, c.kernel_height, c.kernel_width,
          c.subsampling_height, c.subsampling_width, c.dilation_height, c.dilation_width,
          c.group_output_channels / c.group_input_channels, c.groups, min, max, in[0], in[1], in[2], out,
          node.flags);
    case xnn_graph_node_type::deconvolution_2d:
      return xnn_define_deconvolution_2d(subgraph, c.padding_top, c.padding_right, c.padding_bottom, c.padding_left,
                                         c.adjustment_height, c.adjustment_width, c.kernel_height, c.kernel_width,
                                         c.subsampling_height, c.subsampling_width, c.dilation_height,
                                         c.dilation_width, c.groups, c.group_input_channels, c.group_output_channels,
                                         min, max, in[0], in[1], in[2], out, node.flags);
    case xnn_graph_node_type::average_pooling_2d:
      return xnn_define_average_pooling_2d(subgraph, pool.padding_top, pool.padding_right, pool.padding_bottom,
                                           pool.padding_left, pool.pooling_height, pool.pooling_width,
                                           pool.stride_height, pool.stride_width, min, max, in[0], out, node.flags);
    case xnn_graph_node_type::max_pooling_2d:
      return xnn_define_max_pooling_2d(subgraph, pool.padding_top, pool.padding_right, pool.padding_bottom,
                                       pool.padding_left, pool.pooling_height, pool.pooling_width, pool.stride_height,
                                       pool.stride_width, pool.dilation_height, pool.dilation_width, min, max, in[0],
                                       out, node.flags);
    case xnn_graph_node_type::argmax_pooling_2d:
      return xnn_define_argmax_pooling_2d(subgraph, pool.padding_top, pool.padding_right, pool.padding_bottom,
                                          pool.padding_left, pool.pooling_height, pool.pooling_width, in[0], out,
                                          node.outputs[1], node.flags);
    case xnn_graph_node_type::global_average_pooling_2d:
      return xnn_define_global_average_pooling_2d(subgraph, min, max, in[0], out, node.flags);
    case xnn_graph_node_type::concatenate2:
    case xnn_graph_node_type::concatenate3:
    case xnn_graph_node_type::concatenate4:
    case xnn_graph_node_type::concatenate5:
      return xnn_define_concatenate(subgraph, int32_t(p.axis), node.num_inputs, in, out, node.flags);
    case xnn_graph_node_type::batch_matrix_multiply:
      return xnn_define_batch_matrix_multiply(subgraph, in[0], in[1], out, node.flags);
    case xnn_graph_node_type::scaled_dot_product_attention:
      return define_attention(subgraph, graph, node);
    default:
      return xnn_status_unsupported_parameter;
  }
}

}  // namespace

xnn_built_subgraph::xnn_built_subgraph(xnn_built_subgraph&& other) noexcept { *this = std::move(other); }

xnn_built_subgraph& xnn_built_subgraph::operator=(xnn_built_subgraph&& other) noexcept {
  std::swap(subgraph, other.subgraph);
  std::swap(constants, other.constants);
  return *this;
}

xnn_built_subgraph::~xnn_built_subgraph() {
  xnn_delete_subgraph(subgraph);
  for (void* data : constants) xnn_release_simd_memory(data);
}

bool xnn_build_subgraph(const xnn_model_graph& graph, xnn_built_subgraph* built, xnn_model_problem* problem) {
  for (size_t index = 0; index < graph.nodes.size(); index++) {
    if (!check_datatypes(graph, index, graph.nodes[index], problem)) return false;
  }
  xnn_built_subgraph result;
  if (xnn_create_subgraph(uint32_t(graph.values.size()), 0, &result.subgraph) != xnn_status_success) {
    return fail(problem, xnn_status_out_of_memory, "model: cannot create a subgraph");
  }
  for (uint32_t id = 0; id < graph.values.size(); id++) {
    const xnn_graph_value& value = graph.values[id];
    if (value.datatype != xnn_datatype_fp32) {
      return fail(problem, xnn_status_unsupported_parameter,
                  "model: value " + std::to_string(id) + " has datatype " + datatype_name(value.datatype) +
                      "; only fp32 models can run (" + datatype_name(value.datatype) + " is not supported yet)");
    }
    void* data = nullptr;
    if (value.constant.data != nullptr) {
      // Copied: the model's bytes are not necessarily aligned, and kernels may read XNN_EXTRA_BYTES past the end.
      data = xnn_allocate_simd_memory(value.constant.size);
      if (data == nullptr) return fail(problem, xnn_status_out_of_memory, "model: out of memory copying constants");
      result.constants.push_back(data);
      std::memcpy(data, value.constant.data, value.constant.size);
    }
    uint32_t defined = XNN_INVALID_VALUE_ID;
    if (xnn_define_tensor_value(result.subgraph, value.datatype, value.num_dims, value.dims, data, id, value.flags,
                                &defined) != xnn_status_success) {
      return fail(problem, xnn_status_invalid_parameter,
                  "model: value " + std::to_string(id) + " is refused by xnn_define_tensor_value (see the log)");
    }
  }
  for (size_t index = 0; index < graph.nodes.size(); index++) {
    const xnn_graph_node& node = graph.nodes[index];
    const xnn_status status = define_node(result.subgraph, graph, node);
    if (status == xnn_status_unsupported_parameter) {
      return fail(problem, status, node_label(index, node) + " of datatype fp32 is not supported yet");
    }
    if (status != xnn_status_success) {
      return fail(problem, status, node_label(index, node) + " is refused by its define function (see the log)");
    }
  }
  *built = std::move(result);
  return true;
}
