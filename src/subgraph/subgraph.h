// The subgraph as the define functions build it: Values (tensors) and Nodes (operations), before any optimization.
// Nothing here allocates kernels or packs weights; xnn_create_runtime does that.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include <xnnpack.h>

constexpr uint32_t XNN_INVALID_NODE_ID = UINT32_MAX;

struct xnn_shape {
  size_t num_dims = 0;
  size_t dim[XNN_MAX_TENSOR_DIMS] = {};
  size_t elements() const {
    size_t n = 1;
    for (size_t i = 0; i < num_dims; i++) n *= dim[i];
    return n;
  }
  bool operator==(const xnn_shape& o) const {
    if (num_dims != o.num_dims) return false;
    for (size_t i = 0; i < num_dims; i++) {
      if (dim[i] != o.dim[i]) return false;
    }
    return true;
  }
};

// A quantized value's parameters: real = scale * (q - zero_point), with one scale per tensor or, for channelwise
// datatypes (qcint8, qcint32), one per index of dimension `channel_dim`. A dynamically quantized value (qdint8) has
// none here: the node producing it computes a zero point and scale per row, a row being its last
// `num_nonbatch_dims` dimensions, and the runtime keeps them beside the value's bytes (xnn_runtime::row_quantization).
struct xnn_quantization {
  int32_t zero_point = 0;
  float scale = 0.0f;
  const float* channel_scales = nullptr;  // dims[channel_dim] scales, owned by the caller like constant data
  size_t channel_dim = 0;
  size_t num_nonbatch_dims = 0;  // qdint8 only
  const uint16_t* block_scales = nullptr;  // qbint4: bf16, dims[0] * dims[1] / block_size, owned by the caller
  size_t block_size = 0;                   // qbint4: inputs per scale along the last dimension

  bool channelwise() const { return channel_scales != nullptr; }
};

struct xnn_value {
  uint32_t id = XNN_INVALID_VALUE_ID;
  bool defined = false;
  xnn_datatype datatype = xnn_datatype_invalid;
  xnn_shape shape;
  const void* data = nullptr;  // constant contents, owned by the caller
  uint32_t flags = 0;          // XNN_VALUE_FLAG_*
  xnn_quantization quantization;  // quantized datatypes only
  uint32_t producer = XNN_INVALID_NODE_ID;
  uint32_t num_consumers = 0;

  bool is_static() const { return data != nullptr; }
  // qdint8, or qduint8 (the same rows + 128), which only the runtime chooses (xnn_optimize_nodes).
  bool is_dynamically_quantized() const {
    return datatype == xnn_datatype_qdint8 || datatype == xnn_datatype_qduint8;
  }
  // qdint8/qduint8: the rows that get their own zero point and scale (the product of the leading dimensions).
  size_t quantized_rows() const {
    size_t rows = 1;
    for (size_t i = 0; i + quantization.num_nonbatch_dims < shape.num_dims; i++) rows *= shape.dim[i];
    return rows;
  }
  bool is_external_input() const { return (flags & XNN_VALUE_FLAG_EXTERNAL_INPUT) != 0; }
  bool is_external_output() const { return (flags & XNN_VALUE_FLAG_EXTERNAL_OUTPUT) != 0; }
};

// Node kinds, with the names the runtime reports in profiles and errors.
#define XNN_FOREACH_NODE_TYPE(X)                            \
  X(unary, "Unary")                                         \
  X(binary, "Binary")                                       \
  X(softmax, "Softmax")                                     \
  X(copy, "Copy")                                           \
  X(fully_connected, "Fully Connected")                     \
  X(batch_matrix_multiply, "Batch Matrix Multiply")         \
  X(convolution_2d, "Convolution 2D")                       \
  X(depthwise_convolution_2d, "Depthwise Convolution 2D")   \
  X(deconvolution_2d, "Deconvolution 2D")                   \
  X(average_pooling_2d, "Average Pooling 2D")               \
  X(max_pooling_2d, "Max Pooling 2D")                       \
  X(argmax_pooling_2d, "ArgMax Pooling 2D")                 \
  X(global_average_pooling_2d, "Global Average Pooling 2D") \
  X(static_reduce, "Static Reduce")                         \
  X(static_reshape, "Static Reshape")                       \
  X(static_transpose, "Static Transpose")                   \
  X(static_slice, "Static Slice")                           \
  X(static_constant_pad, "Static Constant Pad")             \
  X(static_resize_bilinear_2d, "Static Resize Bilinear 2D") \
  X(concatenate, "Concatenate")                             \
  X(even_split, "Even Split")                               \
  X(depth_to_space_2d, "Depth To Space 2D")                 \
  X(space_to_depth_2d, "Space To Depth 2D")                 \
  X(unpooling_2d, "Unpooling 2D")                           \
  X(static_expand_dims, "Static Expand Dims")               \
  X(fuse_dims, "Fuse Dims")                                 \
  X(split_dims, "Split Dims")                               \
  X(static_broadcast, "Static Broadcast")                   \
  X(rope, "RoPE")

enum class xnn_node_type : uint8_t {
#define XNN_NODE_TYPE_ENUM(type, name) type,
  XNN_FOREACH_NODE_TYPE(XNN_NODE_TYPE_ENUM)
#undef XNN_NODE_TYPE_ENUM
};

const char* xnn_node_type_name(xnn_node_type type);

struct xnn_window_2d {
  uint32_t padding_top, padding_right, padding_bottom, padding_left;
  uint32_t kernel_height, kernel_width;
  uint32_t stride_height, stride_width;      // subsampling (convolution, pooling) or upsampling (deconvolution)
  uint32_t dilation_height, dilation_width;
  uint32_t adjustment_height, adjustment_width;  // deconvolution only
};

struct xnn_node {
  xnn_node_type type;
  uint32_t id = XNN_INVALID_NODE_ID;
  uint32_t flags = 0;
  uint32_t num_inputs = 0;
  uint32_t inputs[5] = {};
  uint32_t num_outputs = 0;
  uint32_t outputs[4] = {};
  // Output clamp; +-infinity when the node has none. Clamp nodes fold into their producer here.
  float output_min;
  float output_max;
  union {
    struct {
      xnn_unary_operator op;
      xnn_unary_params params;
    } unary;
    struct {
      xnn_binary_operator op;
    } binary;
    struct {
      xnn_window_2d window;
      uint32_t groups;
      size_t group_input_channels, group_output_channels;
    } convolution;  // also depthwise (groups = input channels) and deconvolution
    struct {
      xnn_window_2d window;
    } pooling;
    struct {
      size_t num_dims;
      size_t values[XNN_MAX_TENSOR_DIMS];  // reshape: new shape; transpose: permutation
    } shape;
    struct {
      size_t num_dims;
      // As XNNPACK's static slice v3: a negative begin counts from the end of its dimension, so does an end <= 0
      // (0: the end); resolved against the input at every reshape (xnn_static_slice_window).
      int64_t begins[XNN_MAX_TENSOR_DIMS], ends[XNN_MAX_TENSOR_DIMS];
    } slice;
    struct {
      size_t pre[XNN_MAX_TENSOR_DIMS], post[XNN_MAX_TENSOR_DIMS];
      float value;
    } pad;
    struct {
      size_t height, width;
    } resize;
    struct {
      int32_t axis;
    } axis;  // concatenate, even split
    struct {
      xnn_reduce_operator op;
      size_t num_axes;
      int64_t axes[XNN_MAX_TENSOR_DIMS];  // as defined: in [-rank, rank), maybe repeated
    } reduce;
    struct {
      uint32_t block_size;
    } block;  // depth to space, space to depth
    struct {
      size_t axis;
      size_t count;                         // fuse: dimensions fused; split: dimensions axis splits into
      size_t splits[XNN_MAX_TENSOR_DIMS];   // split: their sizes, one 0 inferred
    } dims;  // fuse dims, split dims
  } params;
};

struct xnn_subgraph {
  uint32_t external_value_ids = 0;
  std::vector<xnn_value> values;
  std::vector<xnn_node> nodes;
};
