// The operator adapters of each node type (one file per type in this folder).
#pragma once

#include <cstdint>
#include <vector>

#include "subgraph/runtime.h"

extern const xnn_node_ops xnn_fully_connected_node_ops;
extern const xnn_node_ops xnn_convolution_node_ops;  // convolution, depthwise convolution
extern const xnn_node_ops xnn_deconvolution_node_ops;
extern const xnn_node_ops xnn_batch_matrix_multiply_node_ops;
extern const xnn_node_ops xnn_unary_node_ops;
extern const xnn_node_ops xnn_dynamic_quantization_node_ops;  // unary convert fp32 -> qdint8
extern const xnn_node_ops xnn_binary_node_ops;
extern const xnn_node_ops xnn_softmax_node_ops;
extern const xnn_node_ops xnn_global_average_pooling_node_ops;
extern const xnn_node_ops xnn_static_reduce_node_ops;
extern const xnn_node_ops xnn_max_pooling_node_ops;
extern const xnn_node_ops xnn_average_pooling_node_ops;
extern const xnn_node_ops xnn_argmax_pooling_node_ops;
// Data movement (part A).
// A node whose parameters fix its input's rank (`what`: "perm", "the slice"): logs and fails when the input, maybe
// reshaped since definition, has another rank.
xnn_status xnn_check_node_input_rank(const xnn_runtime_node* n, const xnn_shape& input, size_t rank,
                                     const char* what);
// A data-movement operator function at the element sizes datatypes have (1 byte: qint8/quint8, 2, 4: fp32).
template <class Fn>
struct xnn_by_element_size {
  Fn x8, x16, x32;
  Fn of(size_t bytes) const { return bytes == 1 ? x8 : bytes == 2 ? x16 : x32; }
};
// Bytes per element of the node's first input.
size_t xnn_node_element_size(const xnn_runtime* rt, const xnn_node& node);
extern const xnn_node_ops xnn_copy_node_ops;
extern const xnn_node_ops xnn_static_reshape_node_ops;
extern const xnn_node_ops xnn_static_transpose_node_ops;
extern const xnn_node_ops xnn_static_slice_node_ops;
extern const xnn_node_ops xnn_static_constant_pad_node_ops;
// Data movement, part B: resize, concatenate, even split.
extern const xnn_node_ops xnn_static_resize_bilinear_2d_node_ops;
extern const xnn_node_ops xnn_concatenate_node_ops;
extern const xnn_node_ops xnn_even_split_node_ops;
// Newer data movement: depth to space, space to depth, unpooling, the shape-only nodes, broadcast.
extern const xnn_node_ops xnn_depth_to_space_node_ops;
extern const xnn_node_ops xnn_space_to_depth_node_ops;
extern const xnn_node_ops xnn_unpooling_node_ops;
extern const xnn_node_ops xnn_static_expand_dims_node_ops;
extern const xnn_node_ops xnn_fuse_dims_node_ops;
extern const xnn_node_ops xnn_split_dims_node_ops;
extern const xnn_node_ops xnn_static_broadcast_node_ops;
extern const xnn_node_ops xnn_rope_node_ops;

// The shape of the node's first input, which the NHWC operators need with 4 dimensions; nullptr after logging
// "<node type> node #<id>: input has <n> dimensions; expected 4 (NHWC)" otherwise.
const xnn_shape* xnn_nhwc_input_shape(const xnn_runtime* rt, const xnn_node& node);
// Sets `output` to the NHWC shape [batch, height, width, channels] and returns it.
xnn_shape& xnn_set_nhwc_shape(xnn_shape& output, size_t batch, size_t height, size_t width, size_t channels);

// A quantized node's float output clamp in its output's integer domain: round(bound / scale) + zero point, saturated
// to the datatype's range ([-128, 127] for qint8, [0, 255] for quint8; infinite bounds saturate), as XNNPACK
// quantizes it.
int32_t xnn_quantize_bound(float bound, const xnn_quantization& output, xnn_datatype datatype);
int8_t xnn_quantize_bound_qs8(float bound, const xnn_quantization& output);

// The per-output-channel kernel scales of a quantized filter: its channel scales, or its one scale repeated.
std::vector<float> xnn_filter_channel_scales(const xnn_value& filter, size_t channels);
