// Node type -> operator adapters. A type missing here is refused at runtime creation with a clear message.
#include "subgraph/nodes/node-ops.h"

#include "log.h"

const xnn_node_ops* xnn_node_ops_for(xnn_node_type type) {
  switch (type) {
    case xnn_node_type::fully_connected:
      return &xnn_fully_connected_node_ops;
    case xnn_node_type::convolution_2d:
    case xnn_node_type::depthwise_convolution_2d:
      return &xnn_convolution_node_ops;
    case xnn_node_type::deconvolution_2d:
      return &xnn_deconvolution_node_ops;
    case xnn_node_type::batch_matrix_multiply:
      return &xnn_batch_matrix_multiply_node_ops;
    case xnn_node_type::unary:
      return &xnn_unary_node_ops;
    case xnn_node_type::binary:
      return &xnn_binary_node_ops;
    case xnn_node_type::softmax:
      return &xnn_softmax_node_ops;
    case xnn_node_type::global_average_pooling_2d:
      return &xnn_global_average_pooling_node_ops;
    case xnn_node_type::max_pooling_2d:
      return &xnn_max_pooling_node_ops;
    case xnn_node_type::average_pooling_2d:
      return &xnn_average_pooling_node_ops;
    case xnn_node_type::argmax_pooling_2d:
      return &xnn_argmax_pooling_node_ops;
    // Data movement (part A).
    case xnn_node_type::copy:
      return &xnn_copy_node_ops;
    case xnn_node_type::static_reshape:
      return &xnn_static_reshape_node_ops;
    case xnn_node_type::static_transpose:
      return &xnn_static_transpose_node_ops;
    case xnn_node_type::static_slice:
      return &xnn_static_slice_node_ops;
    case xnn_node_type::static_constant_pad:
      return &xnn_static_constant_pad_node_ops;
    // Data movement, part B.
    case xnn_node_type::static_resize_bilinear_2d:
      return &xnn_static_resize_bilinear_2d_node_ops;
    case xnn_node_type::concatenate:
      return &xnn_concatenate_node_ops;
    case xnn_node_type::even_split:
      return &xnn_even_split_node_ops;
    default:
      return nullptr;
  }
}

// Data movement (part A).
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
