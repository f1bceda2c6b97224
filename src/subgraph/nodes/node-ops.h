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
// Data movement (part A).
extern const xnn_node_ops xnn_copy_node_ops;
extern const xnn_node_ops xnn_static_reshape_node_ops;
extern const xnn_node_ops xnn_static_transpose_node_ops;
extern const xnn_node_ops xnn_static_slice_node_ops;
extern const xnn_node_ops xnn_static_constant_pad_node_ops;
