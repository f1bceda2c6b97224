// Define functions of pooling nodes: average, max, argmax and global average pooling. The catalog (catalog.cc)
// checks their arguments and tensors; the rules here are the window's and the channels'.
#include "log.h"
#include "subgraph/catalog.h"
#include "subgraph/define-helpers.h"
#include "subgraph/node-rules.h"

namespace {

xnn_node pooling_node(xnn_node_type type, const xnn_window_2d& window, float output_min, float output_max,
                      std::initializer_list<uint32_t> outputs, uint32_t input_id, uint32_t flags) {
  xnn_node node = xnn_make_node(type, flags, output_min, output_max, {input_id}, outputs);
  node.params.pooling.window = window;
  return node;
}

}  // namespace

// The pooling operators' own window rule (xnn_check_pooling_window: 1 to 65535 taps, no explicit padding with
// XNN_FLAG_TENSORFLOW_SAME_PADDING, each padding below the dilated window), so that nothing the define function
// accepts fails at runtime creation.
xnn_status xnn_pooling_params_rule(const xnn_node& node, const char* what) {
  const xnn_window_2d& w = node.params.pooling.window;
  const uint32_t padding[4] = {w.padding_top, w.padding_right, w.padding_bottom, w.padding_left};
  return xnn_check_pooling_window(what, padding, w.kernel_height, w.kernel_width, w.dilation_height, w.dilation_width,
                                  node.flags);
}

// The output keeps the input's channels.
xnn_status xnn_pooling_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const size_t in_c = subgraph->values[node.inputs[0]].shape.dim[3];
  const size_t out_c = subgraph->values[node.outputs[0]].shape.dim[3];
  if (in_c != out_c) {
    xnn_log_error("%s: output (value id %u) has %zu channels; the input (value id %u) has %zu", what,
                  node.outputs[0], out_c, node.inputs[0], in_c);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

extern "C" xnn_status xnn_define_average_pooling_2d(xnn_subgraph_t subgraph, uint32_t input_padding_top,
                                                    uint32_t input_padding_right, uint32_t input_padding_bottom,
                                                    uint32_t input_padding_left, uint32_t pooling_height,
                                                    uint32_t pooling_width, uint32_t stride_height,
                                                    uint32_t stride_width, float output_min, float output_max,
                                                    uint32_t input_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(
      subgraph, xnn_node_type::average_pooling_2d, flags,
      {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left, pooling_height,
       pooling_width, stride_height, stride_width, output_min, output_max}));
  const xnn_window_2d window = {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                                pooling_height, pooling_width, stride_height, stride_width, 1, 1, 0, 0};
  return xnn_define_node(subgraph, pooling_node(xnn_node_type::average_pooling_2d, window, output_min, output_max,
                                                {output_id}, input_id, flags));
}

extern "C" xnn_status xnn_define_max_pooling_2d(xnn_subgraph_t subgraph, uint32_t input_padding_top,
                                                uint32_t input_padding_right, uint32_t input_padding_bottom,
                                                uint32_t input_padding_left, uint32_t pooling_height,
                                                uint32_t pooling_width, uint32_t stride_height, uint32_t stride_width,
                                                uint32_t dilation_height, uint32_t dilation_width, float output_min,
                                                float output_max, uint32_t input_id, uint32_t output_id,
                                                uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(
      subgraph, xnn_node_type::max_pooling_2d, flags,
      {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left, pooling_height,
       pooling_width, stride_height, stride_width, dilation_height, dilation_width, output_min, output_max}));
  const xnn_window_2d window = {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                                pooling_height, pooling_width, stride_height, stride_width, dilation_height,
                                dilation_width, 0, 0};
  return xnn_define_node(subgraph, pooling_node(xnn_node_type::max_pooling_2d, window, output_min, output_max,
                                                {output_id}, input_id, flags));
}

extern "C" xnn_status xnn_define_argmax_pooling_2d(xnn_subgraph_t subgraph, uint32_t input_padding_top,
                                                   uint32_t input_padding_right, uint32_t input_padding_bottom,
                                                   uint32_t input_padding_left, uint32_t pooling_height,
                                                   uint32_t pooling_width, uint32_t input_id,
                                                   uint32_t output_value_id, uint32_t output_index_id,
                                                   uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(
      subgraph, xnn_node_type::argmax_pooling_2d, flags,
      {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left, pooling_height,
       pooling_width}));
  // The window moves by its own size: stride = pooling size.
  const xnn_window_2d window = {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                                pooling_height, pooling_width, pooling_height, pooling_width, 1, 1, 0, 0};
  return xnn_define_node(subgraph, pooling_node(xnn_node_type::argmax_pooling_2d, window, kXnnNoMin, kXnnNoMax,
                                                {output_value_id, output_index_id}, input_id, flags));
}

extern "C" xnn_status xnn_define_global_average_pooling_2d(xnn_subgraph_t subgraph, float output_min,
                                                           float output_max, uint32_t input_id, uint32_t output_id,
                                                           uint32_t flags) {
  // fp16 has no global average pooling operator: a mean over H and W (then a clamp), as XNNPACK defines every one.
  if (subgraph != nullptr && input_id < subgraph->values.size() &&
      subgraph->values[input_id].datatype == xnn_datatype_fp16) {
    return xnn_define_global_pooling_as_reduce(subgraph, "define global average pooling 2d", xnn_reduce_mean, 2,
                                               output_min, output_max, input_id, output_id, flags);
  }
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::global_average_pooling_2d, flags,
                                               {output_min, output_max}));
  return xnn_define_node(subgraph, xnn_make_node(xnn_node_type::global_average_pooling_2d, flags, output_min,
                                                 output_max, {input_id}, {output_id}));
}
