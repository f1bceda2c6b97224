// Define functions of pooling nodes: average, max, argmax and global average pooling.
#include "log.h"
#include "subgraph/define-helpers.h"

namespace {

xnn_status check_pooling_window(const char* what, const xnn_window_2d& w, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "pooling_height", w.kernel_height));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "pooling_width", w.kernel_width));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "stride_height", w.stride_height));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "stride_width", w.stride_width));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "dilation_height", w.dilation_height));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "dilation_width", w.dilation_width));
  // The operator's own rule, so that nothing the define function accepts fails at runtime creation.
  const uint32_t padding[4] = {w.padding_top, w.padding_right, w.padding_bottom, w.padding_left};
  return xnn_check_pooling_window(what, padding, w.kernel_height, w.kernel_width, w.dilation_height, w.dilation_width,
                                  flags);
}

xnn_status define_pooling(xnn_subgraph* subgraph, xnn_node_type type, const char* what, const xnn_window_2d& window,
                          float output_min, float output_max, uint32_t input_id, uint32_t output_id,
                          uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  // XNN_FLAG_KEEP_DIMS changes nothing here (the output is 4-D either way); ExecuTorch sets it on every pooling node
  // and XNNPACK accepts it.
  XNN_RETURN_IF_ERROR(xnn_check_node_flags(what, flags, XNN_FLAG_TENSORFLOW_SAME_PADDING | XNN_FLAG_KEEP_DIMS));
  XNN_RETURN_IF_ERROR(check_pooling_window(what, window, flags));
  XNN_RETURN_IF_ERROR(xnn_check_output_range(what, output_min, output_max));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_input(subgraph, what, "input", input_id, false, 4));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_output(subgraph, what, output_id, 4));
  const size_t in_c = subgraph->values[input_id].shape.dim[3];
  const size_t out_c = subgraph->values[output_id].shape.dim[3];
  if (in_c != out_c) {
    xnn_log_error("%s: output has %zu channels; the input has %zu", what, out_c, in_c);
    return xnn_status_invalid_parameter;
  }
  xnn_node node = xnn_make_node(type, flags, output_min, output_max, {input_id}, {output_id});
  node.params.pooling.window = window;
  return xnn_add_node(subgraph, node);
}

}  // namespace

extern "C" xnn_status xnn_define_average_pooling_2d(xnn_subgraph_t subgraph, uint32_t input_padding_top,
                                                    uint32_t input_padding_right, uint32_t input_padding_bottom,
                                                    uint32_t input_padding_left, uint32_t pooling_height,
                                                    uint32_t pooling_width, uint32_t stride_height,
                                                    uint32_t stride_width, float output_min, float output_max,
                                                    uint32_t input_id, uint32_t output_id, uint32_t flags) {
  const xnn_window_2d window = {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                                pooling_height, pooling_width, stride_height, stride_width, 1, 1, 0, 0};
  return define_pooling(subgraph, xnn_node_type::average_pooling_2d, "define average pooling 2d", window, output_min,
                        output_max, input_id, output_id, flags);
}

extern "C" xnn_status xnn_define_max_pooling_2d(xnn_subgraph_t subgraph, uint32_t input_padding_top,
                                                uint32_t input_padding_right, uint32_t input_padding_bottom,
                                                uint32_t input_padding_left, uint32_t pooling_height,
                                                uint32_t pooling_width, uint32_t stride_height, uint32_t stride_width,
                                                uint32_t dilation_height, uint32_t dilation_width, float output_min,
                                                float output_max, uint32_t input_id, uint32_t output_id,
                                                uint32_t flags) {
  const xnn_window_2d window = {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                                pooling_height, pooling_width, stride_height, stride_width, dilation_height,
                                dilation_width, 0, 0};
  return define_pooling(subgraph, xnn_node_type::max_pooling_2d, "define max pooling 2d", window, output_min,
                        output_max, input_id, output_id, flags);
}

extern "C" xnn_status xnn_define_argmax_pooling_2d(xnn_subgraph_t subgraph, uint32_t input_padding_top,
                                                   uint32_t input_padding_right, uint32_t input_padding_bottom,
                                                   uint32_t input_padding_left, uint32_t pooling_height,
                                                   uint32_t pooling_width, uint32_t input_id,
                                                   uint32_t output_value_id, uint32_t output_index_id,
                                                   uint32_t flags) {
  const char* what = "define argmax pooling 2d";
  // The window moves by its own size: stride = pooling size.
  const xnn_window_2d window = {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                                pooling_height, pooling_width, pooling_height, pooling_width, 1, 1, 0, 0};
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  XNN_RETURN_IF_ERROR(xnn_check_input(subgraph, what, "output_index", output_index_id));
  XNN_RETURN_IF_ERROR(xnn_check_output(subgraph, what, output_index_id));
  if (output_index_id == output_value_id || output_index_id == input_id) {
    xnn_log_error("%s: output_index_id is %u, also the %s; each output needs its own value", what, output_index_id,
                  output_index_id == input_id ? "input_id" : "output_value_id");
    return xnn_status_invalid_parameter;
  }
  XNN_RETURN_IF_ERROR(define_pooling(subgraph, xnn_node_type::argmax_pooling_2d, what, window, kXnnNoMin, kXnnNoMax,
                                     input_id, output_value_id, flags));
  xnn_node& node = subgraph->nodes.back();
  node.num_outputs = 2;
  node.outputs[1] = output_index_id;
  subgraph->values[output_index_id].producer = node.id;
  return xnn_status_success;
}

extern "C" xnn_status xnn_define_global_average_pooling_2d(xnn_subgraph_t subgraph, float output_min,
                                                           float output_max, uint32_t input_id, uint32_t output_id,
                                                           uint32_t flags) {
  const char* what = "define global average pooling 2d";
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  XNN_RETURN_IF_ERROR(xnn_check_node_flags(what, flags, XNN_FLAG_KEEP_DIMS));
  XNN_RETURN_IF_ERROR(xnn_check_output_range(what, output_min, output_max));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_input(subgraph, what, "input", input_id, false, 0));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_output(subgraph, what, output_id, 0));
  if (subgraph->values[input_id].shape.num_dims < 3) {
    xnn_log_error("%s: input (value id %u) has %zu dimensions; expected at least 3 ([..., H, W, C])", what, input_id,
                  subgraph->values[input_id].shape.num_dims);
    return xnn_status_invalid_parameter;
  }
  return xnn_add_node(subgraph, xnn_make_node(xnn_node_type::global_average_pooling_2d, flags, output_min,
                                              output_max, {input_id}, {output_id}));
}
