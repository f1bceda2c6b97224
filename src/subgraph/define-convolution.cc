// Define functions of the nodes with weights: fully connected, batch matrix multiply, and 2D convolution in its
// three forms (grouped, depthwise, transposed).
#include <string>

#include "log.h"
#include "subgraph/define-helpers.h"

namespace {

// Checks common to a convolution-like node before its tensors: the subgraph, flags within `allowed_flags`, the window.
// `stride` names the stride arguments as the define function does: "subsampling" or "upsampling".
xnn_status check_window_node(const xnn_subgraph* subgraph, const char* what, const xnn_window_2d& w, uint32_t flags,
                             uint32_t allowed_flags, const char* stride) {
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  XNN_RETURN_IF_ERROR(xnn_check_node_flags(what, flags, allowed_flags));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "kernel_height", w.kernel_height));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "kernel_width", w.kernel_width));
  const std::string stride_height = std::string(stride) + "_height", stride_width = std::string(stride) + "_width";
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, stride_height.c_str(), w.stride_height));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, stride_width.c_str(), w.stride_width));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "dilation_height", w.dilation_height));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "dilation_width", w.dilation_width));
  const bool any_padding = (w.padding_top | w.padding_right | w.padding_bottom | w.padding_left) != 0;
  if ((flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) != 0 && any_padding) {
    xnn_log_error("%s: explicit padding (%u, %u, %u, %u) with XNN_FLAG_TENSORFLOW_SAME_PADDING; expected all 0", what,
                  w.padding_top, w.padding_right, w.padding_bottom, w.padding_left);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// An optional bias (XNN_INVALID_VALUE_ID for none): a constant fp32 vector of `output_channels` elements.
xnn_status check_bias(const xnn_subgraph* subgraph, const char* what, uint32_t bias_id, size_t output_channels) {
  if (bias_id == XNN_INVALID_VALUE_ID) return xnn_status_success;
  XNN_RETURN_IF_ERROR(xnn_check_fp32_input(subgraph, what, "bias", bias_id, true, 1));
  if (subgraph->values[bias_id].shape.dim[0] != output_channels) {
    xnn_log_error("%s: bias (value id %u) has %zu elements; expected %zu output channels", what, bias_id,
                  subgraph->values[bias_id].shape.dim[0], output_channels);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// Input, filter, bias and output of a convolution-like node: the filter has `filter_elements` elements.
xnn_status check_tensors(const xnn_subgraph* subgraph, const char* what, uint32_t input_id, uint32_t filter_id,
                         uint32_t bias_id, uint32_t output_id, size_t input_channels, size_t output_channels,
                         size_t filter_elements) {
  XNN_RETURN_IF_ERROR(xnn_check_fp32_input(subgraph, what, "input", input_id, false, 4));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_input(subgraph, what, "filter", filter_id, true, 4));
  XNN_RETURN_IF_ERROR(check_bias(subgraph, what, bias_id, output_channels));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_output(subgraph, what, output_id, 4));
  const xnn_shape& input = subgraph->values[input_id].shape;
  if (input.dim[3] != input_channels) {
    xnn_log_error("%s: input (value id %u) has %zu channels; expected %zu", what, input_id, input.dim[3],
                  input_channels);
    return xnn_status_invalid_parameter;
  }
  const xnn_shape& filter = subgraph->values[filter_id].shape;
  if (filter.elements() != filter_elements) {
    xnn_log_error("%s: filter (value id %u) has %zu elements; expected %zu", what, filter_id, filter.elements(),
                  filter_elements);
    return xnn_status_invalid_parameter;
  }
  const xnn_shape& output = subgraph->values[output_id].shape;
  if (output.dim[3] != output_channels) {
    xnn_log_error("%s: output (value id %u) has %zu channels; expected %zu", what, output_id, output.dim[3],
                  output_channels);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// The rest of a grouped convolution or deconvolution definition, once its window is checked: group sizes, output
// range, tensors (filter [groups * group_output_channels, kh, kw, group_input_channels]), and the node.
xnn_status define_grouped(xnn_subgraph* subgraph, xnn_node_type type, const char* what, const xnn_window_2d& window,
                          uint32_t groups, size_t group_input_channels, size_t group_output_channels,
                          float output_min, float output_max, uint32_t input_id, uint32_t filter_id, uint32_t bias_id,
                          uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "groups", groups));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "group_input_channels", group_input_channels));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "group_output_channels", group_output_channels));
  XNN_RETURN_IF_ERROR(xnn_check_output_range(what, output_min, output_max));
  size_t input_channels, output_channels, filter_elements;
  if (!xnn_checked_product(what, {groups, group_input_channels}, &input_channels) ||
      !xnn_checked_product(what, {groups, group_output_channels}, &output_channels) ||
      !xnn_checked_product(what, {output_channels, window.kernel_height, window.kernel_width, group_input_channels},
                           &filter_elements)) {
    return xnn_status_invalid_parameter;
  }
  XNN_RETURN_IF_ERROR(check_tensors(subgraph, what, input_id, filter_id, bias_id, output_id, input_channels,
                                    output_channels, filter_elements));
  xnn_node node = xnn_make_node(type, flags, output_min, output_max, {input_id, filter_id, bias_id}, {output_id});
  node.params.convolution = {window, groups, group_input_channels, group_output_channels};
  return xnn_add_node(subgraph, node);
}

}  // namespace

extern "C" xnn_status xnn_define_fully_connected(xnn_subgraph_t subgraph, float output_min, float output_max,
                                                 uint32_t input_id, uint32_t filter_id, uint32_t bias_id,
                                                 uint32_t output_id, uint32_t flags) {
  const char* what = "define fully connected";
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  XNN_RETURN_IF_ERROR(xnn_check_node_flags(what, flags, XNN_FLAG_TRANSPOSE_WEIGHTS));
  XNN_RETURN_IF_ERROR(xnn_check_output_range(what, output_min, output_max));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_input(subgraph, what, "input", input_id, false, 0));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_input(subgraph, what, "filter", filter_id, true, 2));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_output(subgraph, what, output_id, 0));
  const xnn_shape& input = subgraph->values[input_id].shape;
  const xnn_shape& filter = subgraph->values[filter_id].shape;
  const bool transposed = (flags & XNN_FLAG_TRANSPOSE_WEIGHTS) != 0;
  const size_t input_channels = filter.dim[transposed ? 0 : 1];
  const size_t output_channels = filter.dim[transposed ? 1 : 0];
  if (input.num_dims == 0) {
    xnn_log_error("%s: input (value id %u) has no dimensions; expected at least 1", what, input_id);
    return xnn_status_invalid_parameter;
  }
  if (input.dim[input.num_dims - 1] != input_channels) {
    xnn_log_error("%s: input (value id %u) last dimension is %zu; the filter has %zu input channels", what, input_id,
                  input.dim[input.num_dims - 1], input_channels);
    return xnn_status_invalid_parameter;
  }
  XNN_RETURN_IF_ERROR(check_bias(subgraph, what, bias_id, output_channels));
  xnn_shape computed = input;
  computed.dim[computed.num_dims - 1] = output_channels;
  XNN_RETURN_IF_ERROR(xnn_check_computed_shape(subgraph, xnn_node_type::fully_connected, {input_id}, output_id, computed));
  return xnn_add_node(subgraph, xnn_make_node(xnn_node_type::fully_connected, flags, output_min, output_max,
                                              {input_id, filter_id, bias_id}, {output_id}));
}

extern "C" xnn_status xnn_define_batch_matrix_multiply(xnn_subgraph_t subgraph, uint32_t input1_id,
                                                       uint32_t input2_id, uint32_t output_id, uint32_t flags) {
  const char* what = "define batch matrix multiply";
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, what));
  XNN_RETURN_IF_ERROR(xnn_check_node_flags(what, flags, XNN_FLAG_TRANSPOSE_B));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_input(subgraph, what, "input1", input1_id, false, 0));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_input(subgraph, what, "input2", input2_id, false, 0));
  XNN_RETURN_IF_ERROR(xnn_check_fp32_output(subgraph, what, output_id, 0));
  const xnn_shape& a = subgraph->values[input1_id].shape;
  const xnn_shape& b = subgraph->values[input2_id].shape;
  if (a.num_dims < 2 || b.num_dims < 2) {
    xnn_log_error("%s: inputs have %zu and %zu dimensions; expected at least 2 each", what, a.num_dims, b.num_dims);
    return xnn_status_invalid_parameter;
  }
  const size_t k_b = b.dim[b.num_dims - ((flags & XNN_FLAG_TRANSPOSE_B) != 0 ? 1 : 2)];
  if (a.dim[a.num_dims - 1] != k_b) {
    xnn_log_error("%s: input1 (value id %u) has K = %zu; input2 (value id %u) has K = %zu", what, input1_id,
                  a.dim[a.num_dims - 1], input2_id, k_b);
    return xnn_status_invalid_parameter;
  }
  return xnn_add_node(subgraph, xnn_make_node(xnn_node_type::batch_matrix_multiply, flags, kXnnNoMin, kXnnNoMax,
                                              {input1_id, input2_id}, {output_id}));
}

extern "C" xnn_status xnn_define_convolution_2d(
    xnn_subgraph_t subgraph, uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, float output_min, float output_max, uint32_t input_id,
    uint32_t filter_id, uint32_t bias_id, uint32_t output_id, uint32_t flags) {
  const char* what = "define convolution 2d";
  const xnn_window_2d window = {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                                kernel_height, kernel_width, subsampling_height, subsampling_width, dilation_height,
                                dilation_width, 0, 0};
  XNN_RETURN_IF_ERROR(
      check_window_node(subgraph, what, window, flags, XNN_FLAG_TENSORFLOW_SAME_PADDING, "subsampling"));
  return define_grouped(subgraph, xnn_node_type::convolution_2d, what, window, groups, group_input_channels,
                        group_output_channels, output_min, output_max, input_id, filter_id, bias_id, output_id, flags);
}

extern "C" xnn_status xnn_define_depthwise_convolution_2d(
    xnn_subgraph_t subgraph, uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t depth_multiplier,
    size_t input_channels, float output_min, float output_max, uint32_t input_id, uint32_t filter_id,
    uint32_t bias_id, uint32_t output_id, uint32_t flags) {
  const char* what = "define depthwise convolution 2d";
  const xnn_window_2d window = {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                                kernel_height, kernel_width, subsampling_height, subsampling_width, dilation_height,
                                dilation_width, 0, 0};
  XNN_RETURN_IF_ERROR(
      check_window_node(subgraph, what, window, flags, XNN_FLAG_TENSORFLOW_SAME_PADDING, "subsampling"));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "depth_multiplier", depth_multiplier));
  XNN_RETURN_IF_ERROR(xnn_check_positive(what, "input_channels", input_channels));
  if (input_channels > UINT32_MAX) {
    xnn_log_error("%s: input_channels is %zu; expected at most %u", what, input_channels, UINT32_MAX);
    return xnn_status_invalid_parameter;
  }
  XNN_RETURN_IF_ERROR(xnn_check_output_range(what, output_min, output_max));
  size_t output_channels, filter_elements;
  if (!xnn_checked_product(what, {input_channels, depth_multiplier}, &output_channels) ||
      !xnn_checked_product(what, {kernel_height, kernel_width, output_channels}, &filter_elements)) {
    return xnn_status_invalid_parameter;
  }
  XNN_RETURN_IF_ERROR(check_tensors(subgraph, what, input_id, filter_id, bias_id, output_id, input_channels,
                                    output_channels, filter_elements));
  xnn_node node = xnn_make_node(xnn_node_type::depthwise_convolution_2d, flags, output_min, output_max,
                                {input_id, filter_id, bias_id}, {output_id});
  node.params.convolution = {window, uint32_t(input_channels), 1, depth_multiplier};
  return xnn_add_node(subgraph, node);
}

extern "C" xnn_status xnn_define_deconvolution_2d(
    xnn_subgraph_t subgraph, uint32_t padding_top, uint32_t padding_right, uint32_t padding_bottom,
    uint32_t padding_left, uint32_t adjustment_height, uint32_t adjustment_width, uint32_t kernel_height,
    uint32_t kernel_width, uint32_t upsampling_height, uint32_t upsampling_width, uint32_t dilation_height,
    uint32_t dilation_width, uint32_t groups, size_t group_input_channels, size_t group_output_channels,
    float output_min, float output_max, uint32_t input_id, uint32_t filter_id, uint32_t bias_id, uint32_t output_id,
    uint32_t flags) {
  const char* what = "define deconvolution 2d";
  const xnn_window_2d window = {padding_top, padding_right, padding_bottom, padding_left, kernel_height,
                                kernel_width, upsampling_height, upsampling_width, dilation_height, dilation_width,
                                adjustment_height, adjustment_width};
  XNN_RETURN_IF_ERROR(check_window_node(subgraph, what, window, flags, 0, "upsampling"));
  if (adjustment_height >= upsampling_height) {
    xnn_log_error("%s: adjustment_height is %u; expected below upsampling_height (%u)", what, adjustment_height,
                  upsampling_height);
    return xnn_status_invalid_parameter;
  }
  if (adjustment_width >= upsampling_width) {
    xnn_log_error("%s: adjustment_width is %u; expected below upsampling_width (%u)", what, adjustment_width,
                  upsampling_width);
    return xnn_status_invalid_parameter;
  }
  return define_grouped(subgraph, xnn_node_type::deconvolution_2d, what, window, groups, group_input_channels,
                        group_output_channels, output_min, output_max, input_id, filter_id, bias_id, output_id, flags);
}
