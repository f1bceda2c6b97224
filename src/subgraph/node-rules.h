// The rules of each node type that a table cannot say: shape relations between tensors, parameters checked against
// each other or against the inputs' shapes. The catalog entries (catalog.cc) point at them; the define-*.cc files
// implement them. A `params` rule runs before the tensors are read; a `shapes` rule after the catalog checked them.
#pragma once

#include "subgraph/subgraph.h"

xnn_status xnn_unary_params_rule(const xnn_node& node, const char* what);
xnn_status xnn_binary_params_rule(const xnn_node& node, const char* what);
// xnn_same_shape_rule; only convert changes the datatype, and each operator takes only the datatypes it is defined
// on (int32 or real numbers).
xnn_status xnn_unary_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_same_shape_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_broadcast_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);

xnn_status xnn_fully_connected_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_batch_matrix_multiply_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_convolution_params_rule(const xnn_node& node, const char* what);
xnn_status xnn_convolution_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);

xnn_status xnn_pooling_params_rule(const xnn_node& node, const char* what);
xnn_status xnn_pooling_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);

xnn_status xnn_static_reshape_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_static_transpose_params_rule(const xnn_node& node, const char* what);
xnn_status xnn_static_transpose_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
// A static slice node's offsets and sizes on `input`: its begins and ends resolved against the input's dimensions;
// invalid_parameter after logging when the ranks differ or a range is empty or outside the input.
xnn_status xnn_static_slice_window(const xnn_node& node, const xnn_shape& input, const char* what, size_t* offsets,
                                  size_t* sizes);
xnn_status xnn_static_slice_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_static_resize_params_rule(const xnn_node& node, const char* what);
xnn_status xnn_static_constant_pad_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_static_resize_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_concatenate_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_even_split_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_static_reduce_params_rule(const xnn_node& node, const char* what);
xnn_status xnn_static_reduce_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
// The output shape of a static reduce node on `input`: its reduced axes removed, or 1 with XNN_FLAG_KEEP_DIMS;
// invalid_parameter after logging when an axis is outside [-rank, rank).
xnn_status xnn_static_reduce_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                          xnn_shape* output);

// Shape-only nodes (define-dims.cc) and the nodes that move pixels between space and channels (define-blocks.cc):
// each output shape is a function of the node and its input's shape, run again by the runtime at every reshape.
using xnn_output_shape_rule = xnn_status (*)(const xnn_node& node, const xnn_shape& input, const char* what,
                                             xnn_shape* output);
// The shapes rule of such a node: its output (when its shape is known) has the shape `rule` computes.
xnn_status xnn_check_output_shape_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what,
                                       xnn_output_shape_rule rule);
xnn_status xnn_expand_dims_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                        xnn_shape* output);
xnn_status xnn_fuse_dims_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                      xnn_shape* output);
xnn_status xnn_split_dims_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                       xnn_shape* output);
xnn_status xnn_static_broadcast_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                             xnn_shape* output);
xnn_status xnn_depth_to_space_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                           xnn_shape* output);
xnn_status xnn_space_to_depth_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                           xnn_shape* output);
xnn_status xnn_unpooling_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                      xnn_shape* output);
xnn_status xnn_static_expand_dims_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_fuse_dims_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_split_dims_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_static_broadcast_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_block_size_params_rule(const xnn_node& node, const char* what);
xnn_status xnn_depth_to_space_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_space_to_depth_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
xnn_status xnn_unpooling_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
// RoPE (define-rope.cc): the input [..., tokens, heads, channels] has even channels (unsupported_parameter) and the
// weights at least tokens * channels elements (invalid_parameter); logs one sentence naming `what`.
xnn_status xnn_rope_check_shapes(const xnn_shape& input, const xnn_shape& weights, const char* what);
xnn_status xnn_rope_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what);
