// The operator adapters of each node type (one file per type in this folder).
#pragma once

#include "subgraph/runtime.h"

extern const xnn_node_ops xnn_fully_connected_node_ops;
extern const xnn_node_ops xnn_convolution_node_ops;  // convolution, depthwise convolution
extern const xnn_node_ops xnn_deconvolution_node_ops;
extern const xnn_node_ops xnn_batch_matrix_multiply_node_ops;
extern const xnn_node_ops xnn_unary_node_ops;
extern const xnn_node_ops xnn_binary_node_ops;
extern const xnn_node_ops xnn_softmax_node_ops;
extern const xnn_node_ops xnn_global_average_pooling_node_ops;
extern const xnn_node_ops xnn_max_pooling_node_ops;
extern const xnn_node_ops xnn_average_pooling_node_ops;
extern const xnn_node_ops xnn_argmax_pooling_node_ops;
// Data movement, part B: resize, concatenate, even split.
extern const xnn_node_ops xnn_static_resize_bilinear_2d_node_ops;
extern const xnn_node_ops xnn_concatenate_node_ops;
extern const xnn_node_ops xnn_even_split_node_ops;

// The shape of the node's first input, which the NHWC operators need with 4 dimensions; nullptr after logging
// "<node type> node #<id>: input has <n> dimensions; expected 4 (NHWC)" otherwise.
const xnn_shape* xnn_nhwc_input_shape(const xnn_runtime* rt, const xnn_node& node);
