// Decoding XNode tables: one row per node type says which schema table (layout) holds its fields.
#include <cmath>

#include "models/graph-decoder.h"

namespace xnn::models {
namespace {

// The schema tables that node types share.
enum class Layout : uint8_t {
  unary,           // _XNNNode1x1
  binary,          // _XNNNode2x1
  fully_connected, // XNNFullyConnected
  convolution,     // _XNNNodeConv
  pooling,         // _XNNPooling2D
  concatenate,     // _XNNCat
  transpose,       // XNNStaticTranspose
  resize,          // XNNStaticResizeBilinear2D
  pad,             // XNNStaticConstantPad
  reshape,         // XNNStaticReshape
  argmax_pooling,  // XNNArgMaxPooling2d
  leaky_relu,      // XNNLeakyReLU
  elu,             // XNNELU
  slice,           // XNNStaticSlice
  attention,       // XNNScaledDotProductAttention
};

struct NodeKind {
  const char* name;
  Layout layout;
  uint8_t concatenated;  // number of inputs of a concatenation
};

// Index = schema union type (NodeType value).
constexpr NodeKind kNodeKinds[kMaxNodeType + 1] = {
    {"NONE", Layout::unary, 0},
    {"XNNAdd", Layout::binary, 0},
    {"XNNFullyConnected", Layout::fully_connected, 0},
    {"XNNSoftmax", Layout::unary, 0},
    {"XNNSigmoid", Layout::unary, 0},
    {"XNNStaticTranspose", Layout::transpose, 0},
    {"XNNClamp", Layout::unary, 0},
    {"XNNConv2d", Layout::convolution, 0},
    {"XNNDiv", Layout::binary, 0},
    {"XNNStaticResizeBilinear2D", Layout::resize, 0},
    {"XNNStaticConstantPad", Layout::pad, 0},
    {"XNNAvgPooling2d", Layout::pooling, 0},
    {"XNNMinimum", Layout::binary, 0},
    {"XNNDepthwiseConv2d", Layout::convolution, 0},
    {"XNNMaxPooling2d", Layout::pooling, 0},
    {"XNNMultiply", Layout::binary, 0},
    {"XNNSubtract", Layout::binary, 0},
    {"XNNFloor", Layout::unary, 0},
    {"XNNConvert", Layout::unary, 0},
    {"XNNGlobalAvgPooling2d", Layout::unary, 0},
    {"XNNStaticReshape", Layout::reshape, 0},
    {"XNNArgMaxPooling2d", Layout::argmax_pooling, 0},
    {"XNNSquareRoot", Layout::unary, 0},
    {"XNNCeiling", Layout::unary, 0},
    {"XNNHardswish", Layout::unary, 0},
    {"XNNLeakyReLU", Layout::leaky_relu, 0},
    {"XNNMaximum", Layout::binary, 0},
    {"XNNNegate", Layout::unary, 0},
    {"XNNSquare", Layout::unary, 0},
    {"XNNELU", Layout::elu, 0},
    {"XNNAbs", Layout::unary, 0},
    {"XNNPReLU", Layout::binary, 0},
    {"XNNConcatenate2", Layout::concatenate, 2},
    {"XNNConcatenate3", Layout::concatenate, 3},
    {"XNNConcatenate4", Layout::concatenate, 4},
    {"XNNStaticSlice", Layout::slice, 0},
    {"XNNScaledDotProductAttention", Layout::attention, 0},
    {"XNNBatchMatrixMultiply", Layout::binary, 0},
    {"XNNConcatenate5", Layout::concatenate, 5},
    {"XNNConvTranspose2d", Layout::convolution, 0},
    {"XNNReciprocalSquareRoot", Layout::unary, 0},
    {"XNNLog", Layout::unary, 0},
    {"XNNGelu", Layout::unary, 0},
    {"XNNTanh", Layout::unary, 0},
    {"XNNExp", Layout::unary, 0},
    {"XNNSin", Layout::unary, 0},
    {"XNNCopy", Layout::unary, 0},
    {"XNNCos", Layout::unary, 0},
};

const char* const* node_union_names() {
  static const char* names[kMaxNodeType + 1];
  for (uint8_t type = 0; type <= kMaxNodeType; type++) names[type] = kNodeKinds[type].name;
  return names;
}

NodeIdSlots layout_ids(Layout layout) {
  switch (layout) {
    case Layout::unary:
      return {{{0, "input_id", false, false}, {1, "output_id", true, false}}, 2, 2};
    case Layout::binary:
      return {{{0, "input1_id", false, false}, {1, "input2_id", false, false}, {2, "output_id", true, false}}, 3, 3};
    case Layout::fully_connected:
      return {{{0, "input1_id", false, false}, {1, "filter_id", false, false}, {2, "bias_id", false, true},
               {3, "output_id", true, false}}, 4, 4};
    case Layout::convolution:
      return {{{15, "input1_id", false, false}, {16, "filter_id", false, false}, {17, "bias_id", false, true},
               {18, "output_id", true, false}}, 4, 19};
    case Layout::pooling:
      return {{{10, "input_id", false, false}, {11, "output_id", true, false}}, 2, 12};
    case Layout::concatenate:
      return {{{1, "input1_id", false, false}, {2, "input2_id", false, false}, {3, "input3_id", false, false},
               {4, "input4_id", false, false}, {7, "input5_id", false, false}, {5, "output_id", true, false}}, 6, 6};
    case Layout::transpose:
    case Layout::resize:
    case Layout::reshape:
      return {{{2, "input_id", false, false}, {3, "output_id", true, false}}, 2, 4};
    case Layout::pad:
      return {{{3, "input_id", false, false}, {4, "output_id", true, false}}, 2, 5};
    case Layout::argmax_pooling:
      return {{{6, "input_id", false, false}, {7, "output_value_id", true, false}, {8, "output_index_id", true, false}},
              3, 9};
    case Layout::leaky_relu:
    case Layout::elu:
      return {{{1, "input_id", false, false}, {2, "output_id", true, false}}, 2, 3};
    case Layout::slice:
      return {{{3, "input_id", false, false}, {4, "output_id", true, false}}, 2, 5};
    case Layout::attention:
      return {{{0, "query_id", false, false}, {1, "key_id", false, false}, {2, "value_id", false, false},
               {3, "scale_id", false, false}, {4, "mask_id", false, false}, {5, "output_id", true, false}}, 6, 6};
  }
  return {};
}

// A [uint] shape field of at most XNN_MAX_TENSOR_DIMS entries.
bool read_shape(Reader& reader, const Table& table, int slot, const char* field, Shape* shape) {
  const Vector vector = reader.vector(table, slot, field, 4, true);
  if (!reader.ok()) return false;
  if (vector.count > XNN_MAX_TENSOR_DIMS) {
    return reader.fail(xnn_status_invalid_parameter, "%s.%s has %u entries; at most %d are supported",
                       table.path.c_str(), field, vector.count, XNN_MAX_TENSOR_DIMS);
  }
  shape->num_dims = vector.count;
  for (uint32_t i = 0; i < vector.count; i++) shape->dims[i] = reader.element<uint32_t>(vector, i);
  return true;
}

// The optional num_dims field of transpose, reshape and slice must agree with the shape's length.
bool check_num_dims(Reader& reader, const Table& table, const Shape& shape, const char* shape_field) {
  if (!reader.present(table, 0)) return true;
  const uint32_t num_dims = reader.u32(table, 0, "num_dims");
  if (reader.ok() && num_dims != shape.num_dims) {
    return reader.fail(xnn_status_invalid_parameter, "%s.num_dims is %u; %s has %zu entries", table.path.c_str(),
                       num_dims, shape_field, shape.num_dims);
  }
  return reader.ok();
}

void read_convolution(Reader& reader, const Table& table, ConvolutionParams* params) {
  static const char* const names[15] = {"padding_top", "padding_right", "padding_bottom", "padding_left",
                                        "kernel_height", "kernel_width", "subsampling_height", "subsampling_width",
                                        "dilation_height", "dilation_width", "group_input_channels",
                                        "group_output_channels", "groups", "adjustment_height", "adjustment_width"};
  uint32_t fields[15];
  for (int slot = 0; slot < 15; slot++) fields[slot] = reader.u32(table, slot, names[slot]);
  *params = ConvolutionParams{fields[0], fields[1], fields[2], fields[3], fields[4], fields[5], fields[6],
                              fields[7], fields[8], fields[9], fields[10], fields[11], fields[12], fields[13],
                              fields[14]};
}

void read_pooling(Reader& reader, const Table& table, bool has_stride_and_dilation, PoolingParams* params) {
  static const char* const names[10] = {"padding_top", "padding_right", "padding_bottom", "padding_left",
                                        "pooling_height", "pooling_width", "stride_height", "stride_width",
                                        "dilation_height", "dilation_width"};
  uint32_t fields[10] = {};
  const int count = has_stride_and_dilation ? 10 : 6;
  for (int slot = 0; slot < count; slot++) fields[slot] = reader.u32(table, slot, names[slot]);
  *params = PoolingParams{fields[0], fields[1], fields[2], fields[3], fields[4],
                          fields[5], fields[6], fields[7], fields[8], fields[9]};
}

bool read_params(Reader& reader, const Table& table, Layout layout, NodeParams* params) {
  switch (layout) {
    case Layout::convolution:
      read_convolution(reader, table, &params->convolution);
      break;
    case Layout::pooling:
      read_pooling(reader, table, true, &params->pooling);
      break;
    case Layout::argmax_pooling:
      read_pooling(reader, table, false, &params->pooling);
      break;
    case Layout::concatenate:
      params->axis = reader.u32(table, 0, "axis");
      break;
    case Layout::transpose:
      return read_shape(reader, table, 1, "perm", &params->shape) && check_num_dims(reader, table, params->shape, "perm");
    case Layout::reshape:
      return read_shape(reader, table, 1, "new_shape", &params->shape) &&
             check_num_dims(reader, table, params->shape, "new_shape");
    case Layout::slice:
      if (!read_shape(reader, table, 1, "offsets", &params->shape) ||
          !read_shape(reader, table, 2, "sizes", &params->second_shape) ||
          !check_num_dims(reader, table, params->shape, "offsets")) {
        return false;
      }
      if (params->second_shape.num_dims != params->shape.num_dims) {
        return reader.fail(xnn_status_invalid_parameter, "%s has %zu offsets and %zu sizes; expected the same count",
                           table.path.c_str(), params->shape.num_dims, params->second_shape.num_dims);
      }
      break;
    case Layout::pad:
      if (!read_shape(reader, table, 0, "pre_paddings", &params->shape) ||
          !read_shape(reader, table, 1, "post_paddings", &params->second_shape)) {
        return false;
      }
      if (params->second_shape.num_dims != params->shape.num_dims) {
        return reader.fail(xnn_status_invalid_parameter,
                           "%s has %zu pre_paddings and %zu post_paddings; expected the same count",
                           table.path.c_str(), params->shape.num_dims, params->second_shape.num_dims);
      }
      params->padding_value = reader.f32(table, 2, "padding_value");
      break;
    case Layout::resize:
      params->new_height = reader.u32(table, 0, "new_height");
      params->new_width = reader.u32(table, 1, "new_width");
      break;
    case Layout::leaky_relu:
      params->negative_slope = reader.f32(table, 0, "negative_slope");
      break;
    case Layout::elu:
      params->alpha = reader.f32(table, 0, "alpha");
      break;
    case Layout::unary:
    case Layout::binary:
    case Layout::fully_connected:
    case Layout::attention:
      break;
  }
  return reader.ok();
}

bool read_output_range(Reader& reader, const Table& xnode, Node* node) {
  const Table range = reader.table(xnode, 3, "output_min_max", false);
  if (!range.present()) return reader.ok();
  node->output_min = reader.f32(range, 0, "output_min");
  node->output_max = reader.f32(range, 1, "output_max");
  if (!reader.ok()) return false;
  if (std::isnan(node->output_min) || std::isnan(node->output_max) || node->output_min > node->output_max) {
    return reader.fail(xnn_status_invalid_parameter, "%s output_min is %g and output_max is %g; expected min <= max",
                       range.path.c_str(), node->output_min, node->output_max);
  }
  return true;
}

}  // namespace

const char* node_type_name(NodeType type) {
  const uint8_t index = static_cast<uint8_t>(type);
  return index >= 1 && index <= kMaxNodeType ? kNodeKinds[index].name : "unknown";
}

NodeIdSlots node_id_slots(NodeType type) {
  const uint8_t index = static_cast<uint8_t>(type);
  return index >= 1 && index <= kMaxNodeType ? layout_ids(kNodeKinds[index].layout) : NodeIdSlots{};
}

bool decode_node(Reader& reader, const Table& xnode, size_t num_values, Node* node) {
  static const char* const* names = node_union_names();
  uint8_t type = 0;
  const Table member = reader.union_member(xnode, 0, "xnode_union", kMaxNodeType, names, &type);
  if (!reader.ok()) return false;
  const NodeKind& kind = kNodeKinds[type];
  node->type = static_cast<NodeType>(type);
  node->debug_handle = reader.u32(xnode, 2, "debug_handle");
  if (!read_output_range(reader, xnode, node)) return false;

  const NodeIdSlots layout = layout_ids(kind.layout);
  for (int i = 0; i < layout.num_ids; i++) {
    const NodeIdField& field = layout.ids[i];
    if (kind.layout == Layout::concatenate && !field.output && int(node->num_inputs) == kind.concatenated) continue;
    const uint32_t id = reader.u32(member, field.slot, field.name);
    if (!reader.ok()) return false;
    const bool absent = field.optional && id == XNN_INVALID_VALUE_ID;
    if (!absent && id >= num_values) {
      return reader.fail(xnn_status_invalid_parameter, "%s.%s is value id %u; the graph has %zu values",
                         member.path.c_str(), field.name, id, num_values);
    }
    if (field.output) {
      node->outputs[node->num_outputs++] = id;
    } else {
      node->inputs[node->num_inputs++] = id;
    }
  }
  node->flags = reader.u32(member, layout.flags_slot, "flags");
  return read_params(reader, member, kind.layout, &node->params);
}

}  // namespace xnn::models
