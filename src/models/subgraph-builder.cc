// xnn_model_graph -> xnn_subgraph through the public define API (see subgraph-builder.h).
#include "models/subgraph-builder.h"

#include <cstdio>
#include <cstring>
#include <iterator>
#include <utility>
#include <vector>

#include "allocator.h"
#include "models/node-check.h"
#include "subgraph/catalog.h"

namespace {

bool fail(xnn_model_problem* problem, xnn_status status, std::string message) {
  problem->status = status;
  problem->message = std::move(message);
  return false;
}

std::string node_label(size_t index, const xnn_graph_node& node) {
  return "model: node #" + std::to_string(index) + " (" + xnn_graph_node_type_name(node.type) + ")";
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

// One define call per catalog node type: how a decoded node of that type (and the variant its schema node type
// has in the catalog) is defined. Each XNN_FOREACH_NODE_TYPE type needs one (kDefineFromGraph does not compile
// otherwise); a type the schema has no node for says so.
using define_from_graph = xnn_status (*)(xnn_subgraph_t, const xnn_graph_node&, uint32_t variant);

xnn_status define_unary(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t variant) {
  const xnn_unary_operator op = xnn_unary_operator(variant);
  xnn_unary_params params = {};
  if (op == xnn_unary_clamp) params.clamp = {node.output_min, node.output_max};
  if (op == xnn_unary_elu) params.elu.alpha = node.params.alpha;
  if (op == xnn_unary_leaky_relu) params.leaky_relu.negative_slope = node.params.negative_slope;
  return xnn_define_unary(subgraph, op, &params, node.inputs[0], node.outputs[0], node.flags);
}

xnn_status define_binary(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t variant) {
  const xnn_binary_params params = {node.output_min, node.output_max};
  const bool clamped = node.output_min != -INFINITY || node.output_max != INFINITY;
  return xnn_define_binary(subgraph, xnn_binary_operator(variant), clamped ? &params : nullptr, node.inputs[0],
                           node.inputs[1], node.outputs[0], node.flags);
}

xnn_status define_softmax(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  return xnn_define_softmax(subgraph, node.inputs[0], node.outputs[0], node.flags);
}

xnn_status define_copy(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  return xnn_define_copy(subgraph, node.inputs[0], node.outputs[0], node.flags);
}

xnn_status define_fully_connected(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  return xnn_define_fully_connected(subgraph, node.output_min, node.output_max, node.inputs[0], node.inputs[1],
                                    node.inputs[2], node.outputs[0], node.flags);
}

xnn_status define_batch_matrix_multiply(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  return xnn_define_batch_matrix_multiply(subgraph, node.inputs[0], node.inputs[1], node.outputs[0], node.flags);
}

xnn_status define_convolution_2d(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  const xnn_graph_convolution_params& c = node.params.convolution;
  return xnn_define_convolution_2d(subgraph, c.padding_top, c.padding_right, c.padding_bottom, c.padding_left,
                                   c.kernel_height, c.kernel_width, c.subsampling_height, c.subsampling_width,
                                   c.dilation_height, c.dilation_width, c.groups, c.group_input_channels,
                                   c.group_output_channels, node.output_min, node.output_max, node.inputs[0],
                                   node.inputs[1], node.inputs[2], node.outputs[0], node.flags);
}

xnn_status define_depthwise_convolution_2d(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  const xnn_graph_convolution_params& c = node.params.convolution;
  // The delegate stores a depthwise convolution as groups = input channels, one input channel per group.
  if (c.group_input_channels == 0) return xnn_status_invalid_parameter;
  return xnn_define_depthwise_convolution_2d(
      subgraph, c.padding_top, c.padding_right, c.padding_bottom, c.padding_left, c.kernel_height, c.kernel_width,
      c.subsampling_height, c.subsampling_width, c.dilation_height, c.dilation_width,
      c.group_output_channels / c.group_input_channels, c.groups, node.output_min, node.output_max, node.inputs[0],
      node.inputs[1], node.inputs[2], node.outputs[0], node.flags);
}

xnn_status define_deconvolution_2d(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  const xnn_graph_convolution_params& c = node.params.convolution;
  return xnn_define_deconvolution_2d(subgraph, c.padding_top, c.padding_right, c.padding_bottom, c.padding_left,
                                     c.adjustment_height, c.adjustment_width, c.kernel_height, c.kernel_width,
                                     c.subsampling_height, c.subsampling_width, c.dilation_height, c.dilation_width,
                                     c.groups, c.group_input_channels, c.group_output_channels, node.output_min,
                                     node.output_max, node.inputs[0], node.inputs[1], node.inputs[2],
                                     node.outputs[0], node.flags);
}

xnn_status define_average_pooling_2d(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  const xnn_graph_pooling_params& p = node.params.pooling;
  return xnn_define_average_pooling_2d(subgraph, p.padding_top, p.padding_right, p.padding_bottom, p.padding_left,
                                       p.pooling_height, p.pooling_width, p.stride_height, p.stride_width,
                                       node.output_min, node.output_max, node.inputs[0], node.outputs[0], node.flags);
}

xnn_status define_max_pooling_2d(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  const xnn_graph_pooling_params& p = node.params.pooling;
  return xnn_define_max_pooling_2d(subgraph, p.padding_top, p.padding_right, p.padding_bottom, p.padding_left,
                                   p.pooling_height, p.pooling_width, p.stride_height, p.stride_width,
                                   p.dilation_height, p.dilation_width, node.output_min, node.output_max,
                                   node.inputs[0], node.outputs[0], node.flags);
}

xnn_status define_argmax_pooling_2d(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  const xnn_graph_pooling_params& p = node.params.pooling;
  return xnn_define_argmax_pooling_2d(subgraph, p.padding_top, p.padding_right, p.padding_bottom, p.padding_left,
                                      p.pooling_height, p.pooling_width, node.inputs[0], node.outputs[0],
                                      node.outputs[1], node.flags);
}

xnn_status define_global_average_pooling_2d(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  return xnn_define_global_average_pooling_2d(subgraph, node.output_min, node.output_max, node.inputs[0],
                                              node.outputs[0], node.flags);
}

xnn_status define_static_reshape(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  const xnn_graph_shape& shape = node.params.shape;
  return xnn_define_static_reshape(subgraph, shape.num_dims, shape.dims, node.inputs[0], node.outputs[0],
                                   node.flags);
}

xnn_status define_static_transpose(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  const xnn_graph_shape& perm = node.params.shape;
  return xnn_define_static_transpose(subgraph, perm.num_dims, perm.dims, node.inputs[0], node.outputs[0],
                                     node.flags);
}

xnn_status define_static_slice(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  const xnn_graph_node_params& p = node.params;
  return xnn_define_static_slice(subgraph, p.shape.num_dims, p.shape.dims, p.second_shape.dims, node.inputs[0],
                                 node.outputs[0], node.flags);
}

xnn_status define_static_constant_pad(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  const xnn_graph_node_params& p = node.params;
  return xnn_define_static_constant_pad(subgraph, p.shape.dims, p.second_shape.dims, p.padding_value,
                                        node.inputs[0], node.outputs[0], node.flags);
}

xnn_status define_static_resize_bilinear_2d(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  return xnn_define_static_resize_bilinear_2d(subgraph, node.params.new_height, node.params.new_width,
                                              node.inputs[0], node.outputs[0], node.flags);
}

xnn_status define_concatenate(xnn_subgraph_t subgraph, const xnn_graph_node& node, uint32_t) {
  return xnn_define_concatenate(subgraph, int32_t(node.params.axis), node.num_inputs, node.inputs, node.outputs[0],
                                node.flags);
}

// The delegate schema has no even split node, no reduce node and none of the newer data-movement nodes.
constexpr define_from_graph define_even_split = nullptr;
constexpr define_from_graph define_static_reduce = nullptr;
constexpr define_from_graph define_depth_to_space_2d = nullptr;
constexpr define_from_graph define_space_to_depth_2d = nullptr;
constexpr define_from_graph define_unpooling_2d = nullptr;
constexpr define_from_graph define_static_expand_dims = nullptr;
constexpr define_from_graph define_fuse_dims = nullptr;
constexpr define_from_graph define_split_dims = nullptr;
constexpr define_from_graph define_static_broadcast = nullptr;
constexpr define_from_graph define_rope = nullptr;

#define XNN_DEFINE_FROM_GRAPH(type, name) define_##type,
constexpr define_from_graph kDefineFromGraph[] = {XNN_FOREACH_NODE_TYPE(XNN_DEFINE_FROM_GRAPH)};
#undef XNN_DEFINE_FROM_GRAPH

// The catalog entry the node's schema type decodes to picks the define call; unsupported_parameter when none does.
xnn_status define_node(xnn_subgraph_t subgraph, const xnn_model_graph& graph, const xnn_graph_node& node) {
  if (node.type == xnn_graph_node_type::scaled_dot_product_attention) return define_attention(subgraph, graph, node);
  uint32_t variant = 0;
  const xnn_node_entry* entry = xnn_catalog_entry_for_schema(xnn_graph_node_type_name(node.type), &variant);
  if (entry == nullptr || kDefineFromGraph[size_t(entry->type)] == nullptr) return xnn_status_unsupported_parameter;
  return kDefineFromGraph[size_t(entry->type)](subgraph, node, variant);
}

// A copy of `size` bytes (uninitialized when `bytes` is nullptr) in aligned memory the built subgraph owns, padded by
// XNN_EXTRA_BYTES; nullptr when out of memory.
void* copy_constant(xnn_built_subgraph& built, const void* bytes, size_t size) {
  void* data = xnn_allocate_simd_memory(size);
  if (data == nullptr) return nullptr;
  built.constants.push_back(data);
  if (bytes != nullptr) std::memcpy(data, bytes, size);
  return data;
}

// Defines graph value `id` with its quantization. A kind of quantization the define API cannot take yet sets
// `refusal` to a sentence naming it.
xnn_status define_value(xnn_built_subgraph& built, uint32_t id, const xnn_graph_value& value, const void* data,
                        std::string* refusal) {
  const xnn_graph_quantization& q = value.quantization;
  uint32_t defined = XNN_INVALID_VALUE_ID;
  switch (q.kind) {
    case xnn_graph_quant_kind::none:
      return xnn_define_tensor_value(built.subgraph, value.datatype, value.num_dims, value.dims, data, id,
                                     value.flags, &defined);
    case xnn_graph_quant_kind::per_tensor:
      return xnn_define_quantized_tensor_value(built.subgraph, value.datatype, q.zero_point, q.scale,
                                               value.num_dims, value.dims, data, id, value.flags, &defined);
    case xnn_graph_quant_kind::per_channel: {
      // The scales, from the graph or from constant data, are copied: they must be aligned floats that outlive
      // the subgraph.
      const void* source = q.scale_data.data != nullptr ? static_cast<const void*>(q.scale_data.data)
                                                         : static_cast<const void*>(q.scales.data);
      const float* scales = static_cast<const float*>(copy_constant(built, source, q.num_scales * sizeof(float)));
      if (scales == nullptr) return xnn_status_out_of_memory;
      // 4-bit weights are stored offset by 8 (ExecuTorch's XNNPACK runtime defines them with zero point 8).
      const int32_t zero_point = value.datatype == xnn_datatype_qcint4 ? 8 : q.zero_point;
      return xnn_define_channelwise_quantized_tensor_value_v2(built.subgraph, value.datatype, zero_point, scales,
                                                              value.num_dims, q.channel_dim, value.dims, data, id,
                                                              value.flags, &defined);
    }
    case xnn_graph_quant_kind::per_token_dynamic:
      return xnn_define_dynamically_quantized_tensor_value(built.subgraph, value.datatype, value.num_dims,
                                                           q.num_nonbatch_dims, value.dims, id, value.flags,
                                                           &defined);
    case xnn_graph_quant_kind::per_channel_group: {
      // bf16 block scales: as stored, or converted from fp32 the way ExecuTorch's runtime converts them (scaled by
      // 1 + 2^-8 then truncated, which rounds to nearest).
      uint16_t* scales = static_cast<uint16_t*>(copy_constant(built, q.scale_data.data, q.num_scales * 2));
      if (scales == nullptr) return xnn_status_out_of_memory;
      if (q.scale_data.data == nullptr) {
        for (size_t i = 0; i < q.num_scales; i++) {
          const float adjusted = q.scales[i] * 1.00389105f;
          uint32_t bits;
          std::memcpy(&bits, &adjusted, sizeof(bits));
          scales[i] = uint16_t(bits >> 16);
        }
      }
      return xnn_define_blockwise_quantized_tensor_value(built.subgraph, value.datatype, /*zero_point=*/8, scales,
                                                         value.num_dims, q.channel_dim, q.group_size, value.dims,
                                                         data, id, value.flags, &defined);
    }
  }
  *refusal = "model: value " + std::to_string(id) + " has a kind of quantization xnn does not know";
  return xnn_status_unsupported_parameter;
}

// How many node inputs read each value id.
std::vector<uint32_t> readers(const xnn_model_graph& graph) {
  std::vector<uint32_t> count(graph.values.size(), 0);
  for (const xnn_graph_node& node : graph.nodes) {
    for (uint32_t i = 0; i < node.num_inputs && i < std::size(node.inputs); i++) {
      if (node.inputs[i] < count.size()) count[node.inputs[i]]++;
    }
  }
  return count;
}

// Per value id: whether the value is a constant that only fully connected, convolution and deconvolution nodes read,
// as their filter or bias. Their operators pack it at create with plain loops (reading no byte past it), so the
// model's bytes can be handed to the define API as they are.
std::vector<bool> constants_only_packed(const xnn_model_graph& graph) {
  std::vector<bool> only_packed(graph.values.size());
  for (size_t id = 0; id < graph.values.size(); id++) only_packed[id] = graph.values[id].constant.data != nullptr;
  for (const xnn_graph_node& node : graph.nodes) {
    const bool packs = node.type == xnn_graph_node_type::fully_connected ||
                       node.type == xnn_graph_node_type::convolution_2d ||
                       node.type == xnn_graph_node_type::depthwise_convolution_2d ||
                       node.type == xnn_graph_node_type::deconvolution_2d;
    for (uint32_t i = 0; i < node.num_inputs && i < std::size(node.inputs); i++) {
      const uint32_t id = node.inputs[i];
      if (id < only_packed.size() && !(packs && (i == 1 || i == 2))) only_packed[id] = false;
    }
  }
  for (uint32_t id : graph.outputs) {
    if (id < only_packed.size()) only_packed[id] = false;
  }
  return only_packed;
}

}  // namespace

xnn_built_subgraph::xnn_built_subgraph(xnn_built_subgraph&& other) noexcept { *this = std::move(other); }

xnn_built_subgraph& xnn_built_subgraph::operator=(xnn_built_subgraph&& other) noexcept {
  std::swap(subgraph, other.subgraph);
  std::swap(constants, other.constants);
  std::swap(file_constants, other.file_constants);
  return *this;
}

xnn_built_subgraph::~xnn_built_subgraph() {
  xnn_delete_subgraph(subgraph);
  for (void* data : constants) xnn_release_simd_memory(data);
}

bool xnn_build_subgraph(const xnn_model_graph& graph, xnn_built_subgraph* built, xnn_model_problem* problem) {
  for (size_t index = 0; index < graph.nodes.size(); index++) {
    const std::string problems = xnn_graph_node_problems(graph, graph.nodes[index]);
    if (!problems.empty()) {
      return fail(problem, xnn_status_unsupported_parameter,
                  node_label(index, graph.nodes[index]) + " cannot run here: " + problems);
    }
  }
  xnn_built_subgraph result;
  if (xnn_create_subgraph(uint32_t(graph.values.size()), 0, &result.subgraph) != xnn_status_success) {
    return fail(problem, xnn_status_out_of_memory, "model: cannot create a subgraph");
  }
  const std::vector<bool> only_packed = constants_only_packed(graph);
  const std::vector<uint32_t> packers = readers(graph);
  for (uint32_t id = 0; id < graph.values.size(); id++) {
    const xnn_graph_value& value = graph.values[id];
    void* data = nullptr;
    const bool aligned = reinterpret_cast<uintptr_t>(value.constant.data) % sizeof(float) == 0;
    if (value.constant.data != nullptr && only_packed[id] && aligned) {
      data = const_cast<uint8_t*>(value.constant.data);  // read only, by the packers
      result.file_constants.push_back({value.constant.data, value.constant.size, packers[id]});
    } else if (value.constant.data != nullptr) {
      // Copied: the model's bytes are not necessarily aligned, and kernels may read XNN_EXTRA_BYTES past the end.
      data = copy_constant(result, value.constant.data, value.constant.size);
      if (data == nullptr) return fail(problem, xnn_status_out_of_memory, "model: out of memory copying constants");
    }
    std::string refusal;
    if (define_value(result, id, value, data, &refusal) != xnn_status_success) {
      if (!refusal.empty()) return fail(problem, xnn_status_unsupported_parameter, refusal);
      return fail(problem, xnn_status_invalid_parameter,
                  "model: value " + std::to_string(id) + " is refused by its define function (see the log)");
    }
  }
  for (size_t index = 0; index < graph.nodes.size(); index++) {
    const xnn_graph_node& node = graph.nodes[index];
    const xnn_status status = define_node(result.subgraph, graph, node);
    if (status == xnn_status_unsupported_parameter) {
      return fail(problem, status, node_label(index, node) + " is not supported yet");
    }
    if (status != xnn_status_success) {
      return fail(problem, status, node_label(index, node) + " is refused by its define function (see the log)");
    }
  }
  *built = std::move(result);
  return true;
}
