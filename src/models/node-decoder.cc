// Decoding XNode tables: one row per node type says which schema table (layout) holds its fields.
#include <cmath>
#include <cstring>

#include "models/graph-decoder.h"

namespace {

// The schema tables that node types share.
enum class node_layout : uint8_t {
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

struct node_kind {
  const char* name;
  node_layout layout;
  uint8_t concatenated;  // number of inputs of a concatenation
};

// Index = schema union type (xnn_graph_node_type value).
constexpr node_kind kNodeKinds[kMaxNodeType + 1] = {
    {"NONE", node_layout::unary, 0},
    {"XNNAdd", node_layout::binary, 0},
    {"XNNFullyConnected", node_layout::fully_connected, 0},
    {"XNNSoftmax", node_layout::unary, 0},
    {"XNNSigmoid", node_layout::unary, 0},
    {"XNNStaticTranspose", node_layout::transpose, 0},
    {"XNNClamp", node_layout::unary, 0},
    {"XNNConv2d", node_layout::convolution, 0},
    {"XNNDiv", node_layout::binary, 0},
    {"XNNStaticResizeBilinear2D", node_layout::resize, 0},
    {"XNNStaticConstantPad", node_layout::pad, 0},
    {"XNNAvgPooling2d", node_layout::pooling, 0},
    {"XNNMinimum", node_layout::binary, 0},
    {"XNNDepthwiseConv2d", node_layout::convolution, 0},
    {"XNNMaxPooling2d", node_layout::pooling, 0},
    {"XNNMultiply", node_layout::binary, 0},
    {"XNNSubtract", node_layout::binary, 0},
    {"XNNFloor", node_layout::unary, 0},
    {"XNNConvert", node_layout::unary, 0},
    {"XNNGlobalAvgPooling2d", node_layout::unary, 0},
    {"XNNStaticReshape", node_layout::reshape, 0},
    {"XNNArgMaxPooling2d", node_layout::argmax_pooling, 0},
    {"XNNSquareRoot", node_layout::unary, 0},
    {"XNNCeiling", node_layout::unary, 0},
    {"XNNHardswish", node_layout::unary, 0},
    {"XNNLeakyReLU", node_layout::leaky_relu, 0},
    {"XNNMaximum", node_layout::binary, 0},
    {"XNNNegate", node_layout::unary, 0},
    {"XNNSquare", node_layout::unary, 0},
    {"XNNELU", node_layout::elu, 0},
    {"XNNAbs", node_layout::unary, 0},
    {"XNNPReLU", node_layout::binary, 0},
    {"XNNConcatenate2", node_layout::concatenate, 2},
    {"XNNConcatenate3", node_layout::concatenate, 3},
    {"XNNConcatenate4", node_layout::concatenate, 4},
    {"XNNStaticSlice", node_layout::slice, 0},
    {"XNNScaledDotProductAttention", node_layout::attention, 0},
    {"XNNBatchMatrixMultiply", node_layout::binary, 0},
    {"XNNConcatenate5", node_layout::concatenate, 5},
    {"XNNConvTranspose2d", node_layout::convolution, 0},
    {"XNNReciprocalSquareRoot", node_layout::unary, 0},
    {"XNNLog", node_layout::unary, 0},
    {"XNNGelu", node_layout::unary, 0},
    {"XNNTanh", node_layout::unary, 0},
    {"XNNExp", node_layout::unary, 0},
    {"XNNSin", node_layout::unary, 0},
    {"XNNCopy", node_layout::unary, 0},
    {"XNNCos", node_layout::unary, 0},
};

const char* const* node_union_names() {
  static const char* names[kMaxNodeType + 1];
  for (uint8_t type = 0; type <= kMaxNodeType; type++) names[type] = kNodeKinds[type].name;
  return names;
}

xnn_node_id_slots layout_ids(node_layout layout) {
  switch (layout) {
    case node_layout::unary:
      return {{{0, "input_id", false, false}, {1, "output_id", true, false}}, 2, 2};
    case node_layout::binary:
      return {{{0, "input1_id", false, false}, {1, "input2_id", false, false}, {2, "output_id", true, false}}, 3, 3};
    case node_layout::fully_connected:
      return {{{0, "input1_id", false, false}, {1, "filter_id", false, false}, {2, "bias_id", false, true},
               {3, "output_id", true, false}}, 4, 4};
    case node_layout::convolution:
      return {{{15, "input1_id", false, false}, {16, "filter_id", false, false}, {17, "bias_id", false, true},
               {18, "output_id", true, false}}, 4, 19};
    case node_layout::pooling:
      return {{{10, "input_id", false, false}, {11, "output_id", true, false}}, 2, 12};
    case node_layout::concatenate:
      return {{{1, "input1_id", false, false}, {2, "input2_id", false, false}, {3, "input3_id", false, false},
               {4, "input4_id", false, false}, {7, "input5_id", false, false}, {5, "output_id", true, false}}, 6, 6};
    case node_layout::transpose:
    case node_layout::resize:
    case node_layout::reshape:
      return {{{2, "input_id", false, false}, {3, "output_id", true, false}}, 2, 4};
    case node_layout::pad:
      return {{{3, "input_id", false, false}, {4, "output_id", true, false}}, 2, 5};
    case node_layout::argmax_pooling:
      return {{{6, "input_id", false, false}, {7, "output_value_id", true, false}, {8, "output_index_id", true, false}},
              3, 9};
    case node_layout::leaky_relu:
    case node_layout::elu:
      return {{{1, "input_id", false, false}, {2, "output_id", true, false}}, 2, 3};
    case node_layout::slice:
      return {{{3, "input_id", false, false}, {4, "output_id", true, false}}, 2, 5};
    case node_layout::attention:
      return {{{0, "query_id", false, false}, {1, "key_id", false, false}, {2, "value_id", false, false},
               {3, "scale_id", false, false}, {4, "mask_id", false, false}, {5, "output_id", true, false}}, 6, 6};
  }
  return {};
}

// A [uint] shape field of at most XNN_MAX_TENSOR_DIMS entries.
bool read_shape(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& table, int slot, const char* field,
                xnn_graph_shape* shape) {
  const xnn_flatbuffer_vector vector = reader.vector(table, slot, field, 4, true);
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
bool check_num_dims(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& table, const xnn_graph_shape& shape,
                    const char* shape_field) {
  if (!reader.present(table, 0)) return true;
  const uint32_t num_dims = reader.u32(table, 0, "num_dims");
  if (reader.ok() && num_dims != shape.num_dims) {
    return reader.fail(xnn_status_invalid_parameter, "%s.num_dims is %u; %s has %zu entries", table.path.c_str(),
                       num_dims, shape_field, shape.num_dims);
  }
  return reader.ok();
}

void read_convolution(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& table,
                      xnn_graph_convolution_params* params) {
  static const char* const names[15] = {"padding_top", "padding_right", "padding_bottom", "padding_left",
                                        "kernel_height", "kernel_width", "subsampling_height", "subsampling_width",
                                        "dilation_height", "dilation_width", "group_input_channels",
                                        "group_output_channels", "groups", "adjustment_height", "adjustment_width"};
  uint32_t fields[15];
  for (int slot = 0; slot < 15; slot++) fields[slot] = reader.u32(table, slot, names[slot]);
  *params = xnn_graph_convolution_params{fields[0], fields[1], fields[2], fields[3], fields[4], fields[5], fields[6],
                              fields[7], fields[8], fields[9], fields[10], fields[11], fields[12], fields[13],
                              fields[14]};
}

void read_pooling(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& table, bool has_stride_and_dilation,
                  xnn_graph_pooling_params* params) {
  static const char* const names[10] = {"padding_top", "padding_right", "padding_bottom", "padding_left",
                                        "pooling_height", "pooling_width", "stride_height", "stride_width",
                                        "dilation_height", "dilation_width"};
  uint32_t fields[10] = {};
  const int count = has_stride_and_dilation ? 10 : 6;
  for (int slot = 0; slot < count; slot++) fields[slot] = reader.u32(table, slot, names[slot]);
  *params = xnn_graph_pooling_params{fields[0], fields[1], fields[2], fields[3], fields[4],
                          fields[5], fields[6], fields[7], fields[8], fields[9]};
}

bool read_params(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& table, node_layout layout,
                 xnn_graph_node_params* params) {
  switch (layout) {
    case node_layout::convolution:
      read_convolution(reader, table, &params->convolution);
      break;
    case node_layout::pooling:
      read_pooling(reader, table, true, &params->pooling);
      break;
    case node_layout::argmax_pooling:
      read_pooling(reader, table, false, &params->pooling);
      break;
    case node_layout::concatenate:
      params->axis = reader.u32(table, 0, "axis");
      break;
    case node_layout::transpose:
      return read_shape(reader, table, 1, "perm", &params->shape) &&
             check_num_dims(reader, table, params->shape, "perm");
    case node_layout::reshape:
      return read_shape(reader, table, 1, "new_shape", &params->shape) &&
             check_num_dims(reader, table, params->shape, "new_shape");
    case node_layout::slice:
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
    case node_layout::pad:
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
    case node_layout::resize:
      params->new_height = reader.u32(table, 0, "new_height");
      params->new_width = reader.u32(table, 1, "new_width");
      break;
    case node_layout::leaky_relu:
      params->negative_slope = reader.f32(table, 0, "negative_slope");
      break;
    case node_layout::elu:
      params->alpha = reader.f32(table, 0, "alpha");
      break;
    case node_layout::unary:
    case node_layout::binary:
    case node_layout::fully_connected:
    case node_layout::attention:
      break;
  }
  return reader.ok();
}

bool read_output_range(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& xnode, xnn_graph_node* node) {
  const xnn_flatbuffer_table range = reader.table(xnode, 3, "output_min_max", false);
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

const char* xnn_graph_node_type_name(xnn_graph_node_type type) {
  const uint8_t index = static_cast<uint8_t>(type);
  return index >= 1 && index <= kMaxNodeType ? kNodeKinds[index].name : "unknown";
}

xnn_graph_node_type xnn_graph_node_type_from_name(const char* name) {
  for (uint8_t type = 1; type <= kMaxNodeType; type++) {
    if (std::strcmp(kNodeKinds[type].name, name) == 0) return static_cast<xnn_graph_node_type>(type);
  }
  return static_cast<xnn_graph_node_type>(0);
}

xnn_node_id_slots xnn_get_node_id_slots(xnn_graph_node_type type) {
  const uint8_t index = static_cast<uint8_t>(type);
  return index >= 1 && index <= kMaxNodeType ? layout_ids(kNodeKinds[index].layout) : xnn_node_id_slots{};
}

bool xnn_decode_node(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& xnode, size_t num_values,
                     xnn_graph_node* node) {
  static const char* const* names = node_union_names();
  uint8_t type = 0;
  const xnn_flatbuffer_table member = reader.union_member(xnode, 0, "xnode_union", kMaxNodeType, names, &type);
  if (!reader.ok()) return false;
  const node_kind& kind = kNodeKinds[type];
  node->type = static_cast<xnn_graph_node_type>(type);
  node->debug_handle = reader.u32(xnode, 2, "debug_handle");
  if (!read_output_range(reader, xnode, node)) return false;

  const xnn_node_id_slots layout = layout_ids(kind.layout);
  for (int i = 0; i < layout.num_ids; i++) {
    const xnn_node_id_field& field = layout.ids[i];
    if (kind.layout == node_layout::concatenate && !field.output && int(node->num_inputs) == kind.concatenated) {
      continue;
    }
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
