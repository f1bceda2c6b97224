// Deconvolution node -> deconvolution operator: f32, for a qint8 input qs8_qc8w (a channelwise filter) or qs8 (a
// one-scale filter), for a quint8 input qu8, for a qdint8 input qd8_f32_qc8w and a qduint8 one (xnn_optimize_nodes)
// qdu8_f32_qc8w (reading the input's per-image parameters); for an fp16 input, or an fp32 input with an fp16 filter,
// the half-precision forms (half-weights.h). Quantized clamps are the float bounds quantized to the output's integers.
#include "subgraph/nodes/half-weights.h"

namespace {

enum class kind { f32, qs8_qc8w, qs8, qu8, qd8_f32_qc8w, qdu8_f32_qc8w, f16 };

kind kind_of(const xnn_runtime* rt, const xnn_node& node) {
  const xnn_datatype input = rt->values[node.inputs[0]].datatype;
  if (input == xnn_datatype_fp16) return kind::f16;
  if (input == xnn_datatype_quint8) return kind::qu8;
  if (input == xnn_datatype_qdint8) return kind::qd8_f32_qc8w;
  if (input == xnn_datatype_qduint8) return kind::qdu8_f32_qc8w;
  if (input != xnn_datatype_qint8) return kind::f32;
  return rt->values[node.inputs[1]].quantization.channelwise() ? kind::qs8_qc8w : kind::qs8;
}

xnn_status create_half(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const auto& p = node.params.convolution;
  const xnn_window_2d& w = p.window;
  const auto call = [&](auto create_fn, auto kernel, auto bias, uint32_t extra_flags, xnn_weights_cache_t cache) {
    return create_fn(w.padding_top, w.padding_right, w.padding_bottom, w.padding_left, w.kernel_height,
                     w.kernel_width, w.stride_height, w.stride_width, w.dilation_height, w.dilation_width, p.groups,
                     p.group_input_channels, p.group_output_channels, p.groups * p.group_input_channels,
                     p.groups * p.group_output_channels, kernel, bias, node.output_min, node.output_max,
                     node.flags | extra_flags, cache, &n->op);
  };
  return xnn_create_half_weights_operator(
      rt, node,
      [&](const void* kernel, const void* bias, uint32_t extra_flags, xnn_weights_cache_t cache) {
        return call(xnn_create_deconvolution2d_nhwc_f16, kernel, bias, extra_flags, cache);
      },
      [&](const void* kernel, const void* bias, uint32_t extra_flags, xnn_weights_cache_t cache) {
        return call(xnn_create_deconvolution2d_nhwc_f32_f16, kernel, bias, extra_flags, cache);
      });
}

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const auto& p = node.params.convolution;
  const xnn_window_2d& w = p.window;
  const void* bias = node.inputs[2] != XNN_INVALID_VALUE_ID ? rt->data(node.inputs[2]) : nullptr;
  const void* kernel = rt->data(node.inputs[1]);
  const size_t input_channels = p.groups * p.group_input_channels;
  const size_t output_channels = p.groups * p.group_output_channels;
  const kind k = kind_of(rt, node);
  if (k == kind::f16 || rt->values[node.inputs[1]].datatype == xnn_datatype_fp16) return create_half(rt, n);
  if (k == kind::f32) {
    return xnn_create_deconvolution2d_nhwc_f32(
        w.padding_top, w.padding_right, w.padding_bottom, w.padding_left, w.kernel_height, w.kernel_width,
        w.stride_height, w.stride_width, w.dilation_height, w.dilation_width, p.groups, p.group_input_channels,
        p.group_output_channels, input_channels, output_channels, static_cast<const float*>(kernel),
        static_cast<const float*>(bias), node.output_min, node.output_max, node.flags, rt->weights_cache, &n->op);
  }
  if (k == kind::qd8_f32_qc8w || k == kind::qdu8_f32_qc8w) {
    const std::vector<float> kernel_scale = xnn_filter_channel_scales(rt->values[node.inputs[1]], output_channels);
    const auto create_fn = k == kind::qd8_f32_qc8w ? xnn_create_deconvolution2d_nhwc_qd8_f32_qc8w
                                                   : xnn_create_deconvolution2d_nhwc_qdu8_f32_qc8w;
    return create_fn(
        w.padding_top, w.padding_right, w.padding_bottom, w.padding_left, w.kernel_height, w.kernel_width,
        w.stride_height, w.stride_width, w.dilation_height, w.dilation_width, p.groups, p.group_input_channels,
        p.group_output_channels, input_channels, output_channels, kernel_scale.data(),
        static_cast<const int8_t*>(kernel), static_cast<const float*>(bias), node.output_min, node.output_max,
        node.flags, rt->weights_cache, &n->op);
  }
  const xnn_quantization& input = rt->values[node.inputs[0]].quantization;
  const xnn_value& filter = rt->values[node.inputs[1]];
  const xnn_value& output = rt->values[node.outputs[0]];
  const int32_t output_min = xnn_quantize_bound(node.output_min, output.quantization, output.datatype);
  const int32_t output_max = xnn_quantize_bound(node.output_max, output.quantization, output.datatype);
  if (k == kind::qu8) {
    return xnn_create_deconvolution2d_nhwc_qu8(
        w.padding_top, w.padding_right, w.padding_bottom, w.padding_left, w.kernel_height, w.kernel_width,
        w.stride_height, w.stride_width, w.dilation_height, w.dilation_width, p.groups, p.group_input_channels,
        p.group_output_channels, input_channels, output_channels, uint8_t(input.zero_point), input.scale,
        uint8_t(filter.quantization.zero_point), filter.quantization.scale, static_cast<const uint8_t*>(kernel),
        static_cast<const int32_t*>(bias), uint8_t(output.quantization.zero_point), output.quantization.scale,
        uint8_t(output_min), uint8_t(output_max), node.flags, rt->weights_cache, &n->op);
  }
  if (k == kind::qs8) {
    return xnn_create_deconvolution2d_nhwc_qs8(
        w.padding_top, w.padding_right, w.padding_bottom, w.padding_left, w.kernel_height, w.kernel_width,
        w.stride_height, w.stride_width, w.dilation_height, w.dilation_width, p.groups, p.group_input_channels,
        p.group_output_channels, input_channels, output_channels, int8_t(input.zero_point), input.scale,
        filter.quantization.scale, static_cast<const int8_t*>(kernel), static_cast<const int32_t*>(bias),
        int8_t(output.quantization.zero_point), output.quantization.scale, int8_t(output_min), int8_t(output_max),
        node.flags, rt->weights_cache, &n->op);
  }
  // The filter's scales are along its first dimension, the output channels (checked when the node was defined).
  const std::vector<float> kernel_scale = xnn_filter_channel_scales(filter, output_channels);
  return xnn_create_deconvolution2d_nhwc_qs8_qc8w(
      w.padding_top, w.padding_right, w.padding_bottom, w.padding_left, w.kernel_height, w.kernel_width,
      w.stride_height, w.stride_width, w.dilation_height, w.dilation_width, p.groups, p.group_input_channels,
      p.group_output_channels, input_channels, output_channels, int8_t(input.zero_point), input.scale,
      kernel_scale.data(), static_cast<const int8_t*>(kernel), static_cast<const int32_t*>(bias),
      int8_t(output.quantization.zero_point), output.quantization.scale, int8_t(output_min), int8_t(output_max),
      node.flags, rt->weights_cache, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const xnn_shape* nhwc = xnn_nhwc_input_shape(rt, node);
  if (nhwc == nullptr) return xnn_status_invalid_parameter;
  const xnn_shape& input = *nhwc;
  const auto& p = node.params.convolution;
  const kind k = kind_of(rt, node);
  const auto reshape_fn = k == kind::f16 ? xnn_reshape_deconvolution2d_nhwc_f16
                          : k == kind::qs8        ? xnn_reshape_deconvolution2d_nhwc_qs8
                          : k == kind::qs8_qc8w ? xnn_reshape_deconvolution2d_nhwc_qs8_qc8w
                          : k == kind::qu8      ? xnn_reshape_deconvolution2d_nhwc_qu8
                          : k == kind::qd8_f32_qc8w ? xnn_reshape_deconvolution2d_nhwc_qd8_f32_qc8w
                          : k == kind::qdu8_f32_qc8w ? xnn_reshape_deconvolution2d_nhwc_qdu8_f32_qc8w
                                                : xnn_reshape_deconvolution2d_nhwc_f32;
  size_t output_height = 0, output_width = 0;
  const xnn_status status =
      reshape_fn(n->op, input.dim[0], input.dim[1], input.dim[2], p.window.adjustment_height,
                 p.window.adjustment_width, &output_height, &output_width, rt->threadpool);
  if (status != xnn_status_success) return status;
  xnn_set_nhwc_shape(rt->values[node.outputs[0]].shape, input.dim[0], output_height, output_width,
                     p.groups * p.group_output_channels);
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  const void* input = rt->data(n->node.inputs[0]);
  void* output = rt->data(n->node.outputs[0]);
  switch (kind_of(rt, n->node)) {
    case kind::qu8:
      return xnn_setup_deconvolution2d_nhwc_qu8(n->op, static_cast<const uint8_t*>(input),
                                                static_cast<uint8_t*>(output));
    case kind::qs8:
      return xnn_setup_deconvolution2d_nhwc_qs8(n->op, static_cast<const int8_t*>(input),
                                                static_cast<int8_t*>(output));
    case kind::qs8_qc8w:
      return xnn_setup_deconvolution2d_nhwc_qs8_qc8w(n->op, static_cast<const int8_t*>(input),
                                                     static_cast<int8_t*>(output));
    case kind::qd8_f32_qc8w:
      return xnn_setup_deconvolution2d_nhwc_qd8_f32_qc8w(n->op, static_cast<const int8_t*>(input),
                                                         static_cast<float*>(output),
                                                         rt->row_quantization(n->node.inputs[0]));
    case kind::qdu8_f32_qc8w:
      return xnn_setup_deconvolution2d_nhwc_qdu8_f32_qc8w(n->op, static_cast<const int8_t*>(input),
                                                          static_cast<float*>(output),
                                                          rt->row_quantization(n->node.inputs[0]));
    case kind::f16:
      return xnn_setup_deconvolution2d_nhwc_f16(n->op, input, output);
    case kind::f32:
      break;
  }
  return xnn_setup_deconvolution2d_nhwc_f32(n->op, static_cast<const float*>(input), static_cast<float*>(output));
}

}  // namespace

const xnn_node_ops xnn_deconvolution_node_ops = {create, reshape, setup};
