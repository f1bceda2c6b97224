// A decoded XNNPACK-delegate graph: plain structs, checked while decoding, in the shape of the subgraph define
// API. Building a subgraph is a walk: define values[0..n) in order (value id = index, so node ids need no
// remapping), then nodes in order, each with the xnn_define_* call named by its xnn_graph_node_type.
// Pointers (constant data, per-channel scales) point into the model's buffer, which must outlive the graph.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include <xnn-model.h>
#include <xnnpack.h>

// Bytes inside the model's buffer; `data` is not necessarily aligned.
struct xnn_model_bytes {
  const uint8_t* data = nullptr;
  size_t size = 0;
};

// An array of little-endian floats inside the model's buffer (read element-wise: it may be unaligned).
struct xnn_model_float_array {
  const uint8_t* data = nullptr;
  size_t count = 0;
  float operator[](size_t index) const {
    float value;
    std::memcpy(&value, data + index * sizeof(float), sizeof(float));
    return value;
  }
};

enum class xnn_graph_quant_kind : uint8_t { none, per_tensor, per_channel, per_token_dynamic, per_channel_group };

// Quantization parameters of one value; which fields mean something depends on `kind`.
struct xnn_graph_quantization {
  xnn_graph_quant_kind kind = xnn_graph_quant_kind::none;
  float scale = 0.0f;              // per_tensor
  int32_t zero_point = 0;          // per_tensor
  xnn_model_float_array scales;    // per_channel, per_channel_group when stored as fp32 in the graph
  xnn_model_bytes scale_data;      // per_channel (fp32) or per_channel_group (bf16) scales held as constant data
  size_t num_scales = 0;           // per_channel, per_channel_group: number of scales
  uint32_t channel_dim = 0;        // per_channel, per_channel_group
  uint32_t group_size = 0;         // per_channel_group (block size along the input channels)
  uint32_t num_nonbatch_dims = 0;  // per_token_dynamic
};

struct xnn_graph_value {
  xnn_datatype datatype = xnn_datatype_invalid;
  size_t num_dims = 0;
  size_t dims[XNN_MAX_TENSOR_DIMS] = {};
  uint32_t external_id = XNN_INVALID_VALUE_ID;  // XNN_INVALID_VALUE_ID for internal values
  uint32_t flags = 0;                           // XNN_VALUE_FLAG_EXTERNAL_INPUT / _OUTPUT
  xnn_model_bytes constant;                     // data == nullptr: not a constant
  xnn_datatype dq_datatype = xnn_datatype_invalid;  // older files: quantize this input dynamically to this type
  xnn_graph_quantization quantization;
};

// Node types, numbered as the schema's XNodeUnion members.
enum class xnn_graph_node_type : uint8_t {
  add = 1, fully_connected, softmax, sigmoid, static_transpose, clamp, convolution_2d, divide,
  static_resize_bilinear_2d, static_constant_pad, average_pooling_2d, minimum, depthwise_convolution_2d,
  max_pooling_2d, multiply, subtract, floor, convert, global_average_pooling_2d, static_reshape, argmax_pooling_2d,
  square_root, ceiling, hardswish, leaky_relu, maximum, negate, square, elu, abs, prelu, concatenate2,
  concatenate3, concatenate4, static_slice, scaled_dot_product_attention, batch_matrix_multiply, concatenate5,
  deconvolution_2d, reciprocal_square_root, log, gelu, tanh, exp, sin, copy, cos,
};
constexpr uint8_t kMaxNodeType = 47;

// The schema's name of a node type ("XNNAdd"); "unknown" outside 1..kMaxNodeType.
const char* xnn_graph_node_type_name(xnn_graph_node_type type);
// The node type the schema names `name`; 0 (no type) for none.
xnn_graph_node_type xnn_graph_node_type_from_name(const char* name);

// Convolution, depthwise convolution and deconvolution (the schema's _XNNNodeConv).
struct xnn_graph_convolution_params {
  uint32_t padding_top, padding_right, padding_bottom, padding_left;
  uint32_t kernel_height, kernel_width;
  uint32_t subsampling_height, subsampling_width;
  uint32_t dilation_height, dilation_width;
  uint32_t group_input_channels, group_output_channels, groups;
  uint32_t adjustment_height, adjustment_width;  // deconvolution only
};

// Average, max and argmax pooling (_XNNPooling2D, XNNArgMaxPooling2d).
struct xnn_graph_pooling_params {
  uint32_t padding_top, padding_right, padding_bottom, padding_left;
  uint32_t pooling_height, pooling_width;
  uint32_t stride_height, stride_width;
  uint32_t dilation_height, dilation_width;
};

// Up to XNN_MAX_TENSOR_DIMS sizes: a permutation, a new shape, slice offsets, paddings.
struct xnn_graph_shape {
  size_t num_dims = 0;
  size_t dims[XNN_MAX_TENSOR_DIMS] = {};
};

// Parameters of every node type; a node uses the members its type names (see xnn_graph_node_type_name's table).
struct xnn_graph_node_params {
  xnn_graph_convolution_params convolution = {};  // convolution_2d, depthwise_convolution_2d, deconvolution_2d
  xnn_graph_pooling_params pooling = {};          // average/max/argmax pooling
  uint32_t axis = 0;                              // concatenate2..5
  uint32_t new_height = 0, new_width = 0;         // static_resize_bilinear_2d
  float padding_value = 0.0f;                     // static_constant_pad
  float alpha = 0.0f;                             // elu
  float negative_slope = 0.0f;                    // leaky_relu
  // static_transpose: perm; static_reshape: new_shape; static_slice: offsets; static_constant_pad: pre_paddings
  xnn_graph_shape shape;
  xnn_graph_shape second_shape;                   // static_slice: sizes; static_constant_pad: post_paddings
};

struct xnn_graph_node {
  xnn_graph_node_type type = xnn_graph_node_type::add;
  uint32_t debug_handle = 0;
  uint32_t num_inputs = 0;
  // Value ids, in the order of the define call. Optional inputs (a bias) may be XNN_INVALID_VALUE_ID.
  uint32_t inputs[5] = {};
  uint32_t num_outputs = 0;
  uint32_t outputs[2] = {};
  uint32_t flags = 0;
  float output_min = -INFINITY;  // no clamp when output_min_max is absent
  float output_max = INFINITY;
  xnn_graph_node_params params;
};

struct xnn_model_graph {
  std::string version;
  uint32_t num_externs = 0;
  std::vector<xnn_graph_value> values;  // index = value id
  std::vector<xnn_graph_node> nodes;    // in execution order
  // Value ids of the external inputs and outputs, in external-id order (a DelegateCall's args are indexed by
  // external id).
  std::vector<uint32_t> inputs;
  std::vector<uint32_t> outputs;
};
