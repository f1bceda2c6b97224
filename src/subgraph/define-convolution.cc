// Define functions of the nodes with weights: fully connected, batch matrix multiply, and 2D convolution in its
// three forms (grouped, depthwise, transposed). The catalog (catalog.cc) checks their arguments and tensors; the
// rules here relate the tensors' shapes.
#include <algorithm>
#include <cmath>

#include "log.h"
#include "subgraph/catalog.h"
#include "subgraph/define-helpers.h"
#include "subgraph/node-rules.h"

namespace {

// An optional bias (XNN_INVALID_VALUE_ID for none) has one element per output channel.
xnn_status check_bias(const xnn_subgraph* subgraph, const char* what, uint32_t bias_id, size_t output_channels) {
  if (bias_id == XNN_INVALID_VALUE_ID || subgraph->values[bias_id].shape.dim[0] == output_channels) {
    return xnn_status_success;
  }
  xnn_log_error("%s: bias (value id %u) has %zu elements; expected %zu output channels", what, bias_id,
                subgraph->values[bias_id].shape.dim[0], output_channels);
  return xnn_status_invalid_parameter;
}

// Whether two scales agree within the rounding of computing one from the other (an exporter may compute a bias scale
// in double and store it as float).
bool same_scale(float a, float b) { return std::fabs(a - b) <= 0x1.0p-20f * std::fabs(b); }

// The quantization a quantized node's weights need: a channelwise filter's scales along its output channels
// (dimension `channel_dim`). The int32 bias adds to the products in units of input_scale * filter_scale whatever scale
// it declares, as in XNNPACK, which does not check it (its own QS8MobileNetV2 declares others); a bias declaring
// another scale is accepted with a warning naming the first channel that differs. An fp32 node has nothing to check.
xnn_status check_weights_quantization(const xnn_subgraph* subgraph, const xnn_node& node, const char* what,
                                      size_t channel_dim) {
  const xnn_value& input = subgraph->values[node.inputs[0]];
  if (input.datatype == xnn_datatype_fp32) return xnn_status_success;
  const uint32_t filter_id = node.inputs[1], bias_id = node.inputs[2];
  const xnn_value& filter = subgraph->values[filter_id];
  if (filter.quantization.channelwise() && filter.quantization.channel_dim != channel_dim) {
    xnn_log_error("%s: filter (value id %u) has its scales along dimension %zu; expected its output channels, "
                  "dimension %zu", what, filter_id, filter.quantization.channel_dim, channel_dim);
    return xnn_status_invalid_parameter;
  }
  // An fp32 bias (dynamically quantized input) adds in fp32 after the scales: there is no scale to compare.
  if (bias_id == XNN_INVALID_VALUE_ID || subgraph->values[bias_id].datatype == xnn_datatype_fp32) {
    return xnn_status_success;
  }
  const xnn_value& bias = subgraph->values[bias_id];
  const size_t channels = filter.shape.dim[channel_dim];
  for (size_t c = 0; c < channels; c++) {
    const float filter_scale =
        filter.quantization.channelwise() ? filter.quantization.channel_scales[c] : filter.quantization.scale;
    const float used = input.quantization.scale * filter_scale;
    const float declared = bias.quantization.channelwise() ? bias.quantization.channel_scales[c]
                                                           : bias.quantization.scale;
    if (!same_scale(declared, used)) {
      xnn_log_warning("%s: bias (value id %u) scale[%zu] is %.7g; it is used as input scale x filter scale = %.7g, "
                      "as XNNPACK uses it", what, bias_id, c, declared, used);
      break;
    }
  }
  return xnn_status_success;
}

// Input channels, output channels and filter elements of a convolution-like node, or false after logging a product
// that overflows.
bool convolution_sizes(const xnn_node& node, const char* what, size_t* input_channels, size_t* output_channels,
                       size_t* filter_elements) {
  const auto& p = node.params.convolution;
  const xnn_window_2d& w = p.window;
  if (node.type == xnn_node_type::depthwise_convolution_2d) {
    *input_channels = p.groups;
    return xnn_checked_product(what, {p.groups, p.group_output_channels}, output_channels) &&
           xnn_checked_product(what, {w.kernel_height, w.kernel_width, *output_channels}, filter_elements);
  }
  return xnn_checked_product(what, {p.groups, p.group_input_channels}, input_channels) &&
         xnn_checked_product(what, {p.groups, p.group_output_channels}, output_channels) &&
         xnn_checked_product(what, {*output_channels, w.kernel_height, w.kernel_width, p.group_input_channels},
                             filter_elements);
}

xnn_node convolution_node(xnn_node_type type, const xnn_window_2d& window, uint32_t groups,
                          size_t group_input_channels, size_t group_output_channels, float output_min,
                          float output_max, uint32_t input_id, uint32_t filter_id, uint32_t bias_id,
                          uint32_t output_id, uint32_t flags) {
  xnn_node node = xnn_make_node(type, flags, output_min, output_max, {input_id, filter_id, bias_id}, {output_id});
  node.params.convolution = {window, groups, group_input_channels, group_output_channels};
  return node;
}

}  // namespace

xnn_status xnn_convolution_params_rule(const xnn_node& node, const char* what) {
  const xnn_window_2d& w = node.params.convolution.window;
  const bool any_padding = (w.padding_top | w.padding_right | w.padding_bottom | w.padding_left) != 0;
  if ((node.flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) != 0 && any_padding) {
    xnn_log_error("%s: explicit padding (%u, %u, %u, %u) with XNN_FLAG_TENSORFLOW_SAME_PADDING; expected all 0", what,
                  w.padding_top, w.padding_right, w.padding_bottom, w.padding_left);
    return xnn_status_invalid_parameter;
  }
  size_t input_channels, output_channels, filter_elements;
  if (!convolution_sizes(node, what, &input_channels, &output_channels, &filter_elements)) {
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// Input [N, H, W, groups * group_input_channels], filter of output channels * kh * kw * group_input_channels
// elements, bias of output channels, output [N, OH, OW, groups * group_output_channels].
xnn_status xnn_convolution_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  size_t input_channels, output_channels, filter_elements;
  convolution_sizes(node, what, &input_channels, &output_channels, &filter_elements);
  const uint32_t input_id = node.inputs[0], filter_id = node.inputs[1], output_id = node.outputs[0];
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
  XNN_RETURN_IF_ERROR(check_bias(subgraph, what, node.inputs[2], output_channels));
  // Filters are [output channels, kh, kw, input channels], depthwise ones [1, kh, kw, channels].
  XNN_RETURN_IF_ERROR(
      check_weights_quantization(subgraph, node, what, node.type == xnn_node_type::depthwise_convolution_2d ? 3 : 0));
  // The operator takes one zero point and scale per image (XNNPACK's operator reads them so; XNNPACK's subgraph
  // accepts any count of rows and then reads parameters computed for other rows).
  const xnn_value& input_value = subgraph->values[input_id];
  if (input_value.is_dynamically_quantized() && input_value.quantization.num_nonbatch_dims != 3) {
    xnn_log_error("%s: input (value id %u) has num_nonbatch_dims %zu; expected 3 (quantization parameters per image)",
                  what, input_id, input_value.quantization.num_nonbatch_dims);
    return xnn_status_unsupported_parameter;
  }
  const xnn_shape& output = subgraph->values[output_id].shape;
  if (output.dim[3] != output_channels) {
    xnn_log_error("%s: output (value id %u) has %zu channels; expected %zu", what, output_id, output.dim[3],
                  output_channels);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// The input's last dimension is the filter's input channels; the output is the input with output channels last.
xnn_status xnn_fully_connected_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const uint32_t input_id = node.inputs[0], output_id = node.outputs[0];
  const xnn_shape& input = subgraph->values[input_id].shape;
  const xnn_shape& filter = subgraph->values[node.inputs[1]].shape;
  const bool transposed = (node.flags & XNN_FLAG_TRANSPOSE_WEIGHTS) != 0;
  const size_t input_channels = filter.dim[transposed ? 0 : 1];
  const size_t output_channels = filter.dim[transposed ? 1 : 0];
  if (input.dim[input.num_dims - 1] != input_channels) {
    xnn_log_error("%s: input (value id %u) last dimension is %zu; the filter has %zu input channels", what, input_id,
                  input.dim[input.num_dims - 1], input_channels);
    return xnn_status_invalid_parameter;
  }
  XNN_RETURN_IF_ERROR(check_bias(subgraph, what, node.inputs[2], output_channels));
  const xnn_value& filter_value = subgraph->values[node.inputs[1]];
  // Weights computed at run time: the fp16 dynamic operator (dynamic_fully_connected_nc_f16) packs them on every run.
  const bool static_bias = node.inputs[2] == XNN_INVALID_VALUE_ID || subgraph->values[node.inputs[2]].is_static();
  if (!filter_value.is_static() || !static_bias) {
    const bool all_fp16 = subgraph->values[input_id].datatype == xnn_datatype_fp16 &&
                          filter_value.datatype == xnn_datatype_fp16 &&
                          (node.inputs[2] == XNN_INVALID_VALUE_ID ||
                           subgraph->values[node.inputs[2]].datatype == xnn_datatype_fp16);
    if (!all_fp16) {
      xnn_log_error("%s: %s (value id %u) has no data; only fp16 input, filter and bias may be computed at run time",
                    what, filter_value.is_static() ? "bias" : "filter",
                    filter_value.is_static() ? node.inputs[2] : node.inputs[1]);
      return xnn_status_unsupported_parameter;
    }
  }
  XNN_RETURN_IF_ERROR(check_weights_quantization(subgraph, node, what, transposed ? 1 : 0));
  if (filter_value.datatype == xnn_datatype_qbint4) {
    // The operator reads [output channel][block] scales over blocks of consecutive input channels.
    const size_t channel_dim = transposed ? 1 : 0;
    if (filter_value.quantization.channel_dim != channel_dim) {
      xnn_log_error("%s: filter (value id %u) is qbint4 with its blocks along dimension %zu; expected its output "
                    "channels, dimension %zu", what, node.inputs[1], filter_value.quantization.channel_dim,
                    channel_dim);
      return xnn_status_invalid_parameter;
    }
    if (input_channels % filter_value.quantization.block_size != 0) {
      xnn_log_error("%s: filter (value id %u) has %zu input channels; expected a multiple of its block_size (%zu)",
                    what, node.inputs[1], input_channels, filter_value.quantization.block_size);
      return xnn_status_invalid_parameter;
    }
  }
  const xnn_value& input_value = subgraph->values[input_id];
  // The operator takes one zero point and scale per row of the product, that is per input row of input channels.
  // (XNNPACK accepts any count and then reads parameters that were never computed.)
  if (input_value.is_dynamically_quantized() && input_value.quantization.num_nonbatch_dims != 1) {
    xnn_log_error("%s: input (value id %u) has num_nonbatch_dims %zu; expected 1 (quantization parameters per row)",
                  what, input_id, input_value.quantization.num_nonbatch_dims);
    return xnn_status_unsupported_parameter;
  }
  xnn_shape computed = input;
  computed.dim[computed.num_dims - 1] = output_channels;
  return xnn_check_computed_shape(subgraph, node.type, {input_id}, output_id, computed);
}

// input1 [..., M, K] and input2 [..., K, N] ([..., N, K] with XNN_FLAG_TRANSPOSE_B) agree on K; a qint8 input2 has
// zero point 0 (the qs8 operator takes no zero point for B, as XNNPACK's); a qcint8 input2 (times a qdint8 or fp32
// input1) is static with its scales along N.
xnn_status xnn_batch_matrix_multiply_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  const uint32_t input1_id = node.inputs[0], input2_id = node.inputs[1];
  const xnn_value& input2 = subgraph->values[input2_id];
  if (input2.datatype == xnn_datatype_qint8 && input2.quantization.zero_point != 0) {
    xnn_log_error("%s: input2 (value id %u) has zero point %d; expected 0", what, input2_id,
                  int(input2.quantization.zero_point));
    return xnn_status_unsupported_parameter;
  }
  const xnn_value& input1 = subgraph->values[input1_id];
  const bool transpose_b = (node.flags & XNN_FLAG_TRANSPOSE_B) != 0;
  if (input1.is_dynamically_quantized() && input1.quantization.num_nonbatch_dims != 1) {
    // One zero point and scale per row of input1.
    xnn_log_error("%s: input1 (value id %u) has num_nonbatch_dims %zu; expected 1 (quantization parameters per row)",
                  what, input1_id, input1.quantization.num_nonbatch_dims);
    return xnn_status_unsupported_parameter;
  }
  if (input2.datatype == xnn_datatype_qcint8) {
    // Constant weights, packed once at create (as XNNPACK's subgraph packs a static input2), with scales along N.
    if (!input2.is_static()) {
      xnn_log_error("%s: input2 (value id %u) is qcint8 and not static; expected static data (a qdint8 or fp32 "
                    "input1 is multiplied by constant weights)", what, input2_id);
      return xnn_status_unsupported_parameter;
    }
    const size_t n_dim = input2.shape.num_dims - (transpose_b ? 2 : 1);
    if (input2.quantization.channel_dim != n_dim) {
      xnn_log_error("%s: input2 (value id %u) has its scales along dimension %zu; expected N, dimension %zu", what,
                    input2_id, input2.quantization.channel_dim, n_dim);
      return xnn_status_invalid_parameter;
    }
  }
  const xnn_shape& a = input1.shape;
  const xnn_shape& b = subgraph->values[input2_id].shape;
  if ((node.flags & XNN_FLAG_NO_BROADCAST) != 0 &&
      (a.num_dims != b.num_dims || !std::equal(a.dim, a.dim + a.num_dims - 2, b.dim))) {
    xnn_log_error("%s: input1 (value id %u) and input2 (value id %u) have different batch dimensions; "
                  "XNN_FLAG_NO_BROADCAST expects the same", what, input1_id, input2_id);
    return xnn_status_invalid_parameter;
  }
  const size_t k_b = b.dim[b.num_dims - (transpose_b ? 1 : 2)];
  if (a.dim[a.num_dims - 1] != k_b) {
    xnn_log_error("%s: input1 (value id %u) has K = %zu; input2 (value id %u) has K = %zu", what, input1_id,
                  a.dim[a.num_dims - 1], input2_id, k_b);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

extern "C" xnn_status xnn_define_fully_connected(xnn_subgraph_t subgraph, float output_min, float output_max,
                                                 uint32_t input_id, uint32_t filter_id, uint32_t bias_id,
                                                 uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(
      xnn_check_node_arguments(subgraph, xnn_node_type::fully_connected, flags, {output_min, output_max}));
  return xnn_define_node(subgraph, xnn_make_node(xnn_node_type::fully_connected, flags, output_min, output_max,
                                                 {input_id, filter_id, bias_id}, {output_id}));
}

extern "C" xnn_status xnn_define_batch_matrix_multiply(xnn_subgraph_t subgraph, uint32_t input1_id,
                                                       uint32_t input2_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::batch_matrix_multiply, flags, {}));
  return xnn_define_node(subgraph, xnn_make_node(xnn_node_type::batch_matrix_multiply, flags, kXnnNoMin, kXnnNoMax,
                                                 {input1_id, input2_id}, {output_id}));
}

extern "C" xnn_status xnn_define_convolution_2d(
    xnn_subgraph_t subgraph, uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t groups,
    size_t group_input_channels, size_t group_output_channels, float output_min, float output_max, uint32_t input_id,
    uint32_t filter_id, uint32_t bias_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(
      subgraph, xnn_node_type::convolution_2d, flags,
      {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left, kernel_height, kernel_width,
       subsampling_height, subsampling_width, dilation_height, dilation_width, groups, group_input_channels,
       group_output_channels, output_min, output_max}));
  const xnn_window_2d window = {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                                kernel_height, kernel_width, subsampling_height, subsampling_width, dilation_height,
                                dilation_width, 0, 0};
  return xnn_define_node(subgraph, convolution_node(xnn_node_type::convolution_2d, window, groups,
                                                    group_input_channels, group_output_channels, output_min,
                                                    output_max, input_id, filter_id, bias_id, output_id, flags));
}

extern "C" xnn_status xnn_define_depthwise_convolution_2d(
    xnn_subgraph_t subgraph, uint32_t input_padding_top, uint32_t input_padding_right, uint32_t input_padding_bottom,
    uint32_t input_padding_left, uint32_t kernel_height, uint32_t kernel_width, uint32_t subsampling_height,
    uint32_t subsampling_width, uint32_t dilation_height, uint32_t dilation_width, uint32_t depth_multiplier,
    size_t input_channels, float output_min, float output_max, uint32_t input_id, uint32_t filter_id,
    uint32_t bias_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(
      subgraph, xnn_node_type::depthwise_convolution_2d, flags,
      {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left, kernel_height, kernel_width,
       subsampling_height, subsampling_width, dilation_height, dilation_width, depth_multiplier, input_channels,
       output_min, output_max}));
  const xnn_window_2d window = {input_padding_top, input_padding_right, input_padding_bottom, input_padding_left,
                                kernel_height, kernel_width, subsampling_height, subsampling_width, dilation_height,
                                dilation_width, 0, 0};
  return xnn_define_node(subgraph, convolution_node(xnn_node_type::depthwise_convolution_2d, window,
                                                    uint32_t(input_channels), 1, depth_multiplier, output_min,
                                                    output_max, input_id, filter_id, bias_id, output_id, flags));
}

extern "C" xnn_status xnn_define_deconvolution_2d(
    xnn_subgraph_t subgraph, uint32_t padding_top, uint32_t padding_right, uint32_t padding_bottom,
    uint32_t padding_left, uint32_t adjustment_height, uint32_t adjustment_width, uint32_t kernel_height,
    uint32_t kernel_width, uint32_t upsampling_height, uint32_t upsampling_width, uint32_t dilation_height,
    uint32_t dilation_width, uint32_t groups, size_t group_input_channels, size_t group_output_channels,
    float output_min, float output_max, uint32_t input_id, uint32_t filter_id, uint32_t bias_id, uint32_t output_id,
    uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(
      subgraph, xnn_node_type::deconvolution_2d, flags,
      {padding_top, padding_right, padding_bottom, padding_left, kernel_height, kernel_width, upsampling_height,
       upsampling_width, dilation_height, dilation_width, adjustment_height, adjustment_width, groups,
       group_input_channels, group_output_channels, output_min, output_max}));
  const xnn_window_2d window = {padding_top, padding_right, padding_bottom, padding_left, kernel_height,
                                kernel_width, upsampling_height, upsampling_width, dilation_height, dilation_width,
                                adjustment_height, adjustment_width};
  return xnn_define_node(subgraph, convolution_node(xnn_node_type::deconvolution_2d, window, groups,
                                                    group_input_channels, group_output_channels, output_min,
                                                    output_max, input_id, filter_id, bias_id, output_id, flags));
}
