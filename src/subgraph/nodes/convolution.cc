// Convolution and depthwise convolution nodes -> convolution operator (depthwise with XNN_FLAG_DEPTHWISE_CONVOLUTION:
// its filter is [1, kh, kw, channels * multiplier]); f32, for a qint8 input qs8_qc8w (a channelwise filter) or qs8 (a
// one-scale filter), for a quint8 input qu8, for a qdint8 input qd8_f32_qc8w (reading the input's per-image
// parameters), for a qduint8 input (xnn_optimize_nodes) qdu8_f32_qc8w; for an fp16 input f16
// (XNN_FLAG_FP32_STATIC_WEIGHTS for an fp32 filter); for an fp32 input with an fp16 filter f32_f16 (an fp32 bias with
// XNN_FLAG_FP32_STATIC_BIASES).
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

// fp16 input, or an fp32 input with an fp16 filter (half-weights.h).
xnn_status create_half(xnn_runtime* rt, xnn_runtime_node* n, uint32_t flags) {
  const xnn_node& node = n->node;
  const auto& p = node.params.convolution;
  const xnn_window_2d& w = p.window;
  const auto call = [&](auto create_fn, auto kernel, auto bias, uint32_t extra_flags, xnn_weights_cache_t cache) {
    return create_fn(w.padding_top, w.padding_right, w.padding_bottom, w.padding_left, w.kernel_height,
                     w.kernel_width, w.stride_height, w.stride_width, w.dilation_height, w.dilation_width, p.groups,
                     p.group_input_channels, p.group_output_channels, p.groups * p.group_input_channels,
                     p.groups * p.group_output_channels, kernel, bias, node.output_min, node.output_max,
                     flags | extra_flags, cache, &n->op);
  };
  return xnn_create_half_weights_operator(
      rt, node,
      [&](const void* kernel, const void* bias, uint32_t extra_flags, xnn_weights_cache_t cache) {
        return call(xnn_create_convolution2d_nhwc_f16, kernel, bias, extra_flags, cache);
      },
      [&](const void* kernel, const void* bias, uint32_t extra_flags, xnn_weights_cache_t cache) {
        return call(xnn_create_convolution2d_nhwc_f32_f16, kernel, bias, extra_flags, cache);
      });
}

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const auto& p = node.params.convolution;
  const xnn_window_2d& w = p.window;
  const void* bias = node.inputs[2] != XNN_INVALID_VALUE_ID ? rt->data(node.inputs[2]) : nullptr;
  uint32_t flags = node.flags | rt->node_flags;
  if (node.type == xnn_node_type::depthwise_convolution_2d) flags |= XNN_FLAG_DEPTHWISE_CONVOLUTION;
  const kind k = kind_of(rt, node);
  if (k == kind::qu8) {
    const xnn_value& input = rt->values[node.inputs[0]];
    const xnn_value& filter = rt->values[node.inputs[1]];
    const xnn_value& output = rt->values[node.outputs[0]];
    return xnn_create_convolution2d_nhwc_qu8(
        w.padding_top, w.padding_right, w.padding_bottom, w.padding_left, w.kernel_height, w.kernel_width,
        w.stride_height, w.stride_width, w.dilation_height, w.dilation_width, p.groups, p.group_input_channels,
        p.group_output_channels, p.groups * p.group_input_channels, p.groups * p.group_output_channels,
        uint8_t(input.quantization.zero_point), input.quantization.scale, uint8_t(filter.quantization.zero_point),
        filter.quantization.scale, static_cast<const uint8_t*>(rt->data(node.inputs[1])),
        static_cast<const int32_t*>(bias), uint8_t(output.quantization.zero_point), output.quantization.scale,
        uint8_t(xnn_quantize_bound(node.output_min, output.quantization, xnn_datatype_quint8)),
        uint8_t(xnn_quantize_bound(node.output_max, output.quantization, xnn_datatype_quint8)), flags,
        rt->weights_cache,
        &n->op);
  }
  if (k == kind::qs8) {
    const xnn_value& input = rt->values[node.inputs[0]];
    const xnn_value& output = rt->values[node.outputs[0]];
    return xnn_create_convolution2d_nhwc_qs8(
        w.padding_top, w.padding_right, w.padding_bottom, w.padding_left, w.kernel_height, w.kernel_width,
        w.stride_height, w.stride_width, w.dilation_height, w.dilation_width, p.groups, p.group_input_channels,
        p.group_output_channels, p.groups * p.group_input_channels, p.groups * p.group_output_channels,
        int8_t(input.quantization.zero_point), input.quantization.scale, rt->values[node.inputs[1]].quantization.scale,
        static_cast<const int8_t*>(rt->data(node.inputs[1])), static_cast<const int32_t*>(bias),
        int8_t(output.quantization.zero_point), output.quantization.scale,
        xnn_quantize_bound_qs8(node.output_min, output.quantization),
        xnn_quantize_bound_qs8(node.output_max, output.quantization), flags, rt->weights_cache, &n->op);
  }
  if (k == kind::qs8_qc8w) {
    const xnn_value& input = rt->values[node.inputs[0]];
    const xnn_value& output = rt->values[node.outputs[0]];
    const size_t output_channels = p.groups * p.group_output_channels;
    const std::vector<float> kernel_scale = xnn_filter_channel_scales(rt->values[node.inputs[1]], output_channels);
    return xnn_create_convolution2d_nhwc_qs8_qc8w(
        w.padding_top, w.padding_right, w.padding_bottom, w.padding_left, w.kernel_height, w.kernel_width,
        w.stride_height, w.stride_width, w.dilation_height, w.dilation_width, p.groups, p.group_input_channels,
        p.group_output_channels, p.groups * p.group_input_channels, output_channels,
        int8_t(input.quantization.zero_point), input.quantization.scale, kernel_scale.data(),
        static_cast<const int8_t*>(rt->data(node.inputs[1])), static_cast<const int32_t*>(bias),
        int8_t(output.quantization.zero_point), output.quantization.scale,
        xnn_quantize_bound_qs8(node.output_min, output.quantization),
        xnn_quantize_bound_qs8(node.output_max, output.quantization), flags, rt->weights_cache, &n->op);
  }
  if (k == kind::qd8_f32_qc8w || k == kind::qdu8_f32_qc8w) {
    const size_t output_channels = p.groups * p.group_output_channels;
    const std::vector<float> kernel_scale = xnn_filter_channel_scales(rt->values[node.inputs[1]], output_channels);
    const auto create_fn = k == kind::qd8_f32_qc8w ? xnn_create_convolution2d_nhwc_qd8_f32_qc8w
                                                   : xnn_create_convolution2d_nhwc_qdu8_f32_qc8w;
    return create_fn(
        w.padding_top, w.padding_right, w.padding_bottom, w.padding_left, w.kernel_height, w.kernel_width,
        w.stride_height, w.stride_width, w.dilation_height, w.dilation_width, p.groups, p.group_input_channels,
        p.group_output_channels, p.groups * p.group_input_channels, output_channels, kernel_scale.data(),
        static_cast<const int8_t*>(rt->data(node.inputs[1])), static_cast<const float*>(bias), node.output_min,
        node.output_max, flags, rt->weights_cache, &n->op);
  }
  if (k == kind::f16 || rt->values[node.inputs[1]].datatype == xnn_datatype_fp16) {
    return create_half(rt, n, flags);
  }
  return xnn_create_convolution2d_nhwc_f32(
      w.padding_top, w.padding_right, w.padding_bottom, w.padding_left, w.kernel_height, w.kernel_width,
      w.stride_height, w.stride_width, w.dilation_height, w.dilation_width, p.groups, p.group_input_channels,
      p.group_output_channels, p.groups * p.group_input_channels, p.groups * p.group_output_channels,
      static_cast<const float*>(rt->data(node.inputs[1])), static_cast<const float*>(bias), node.output_min,
      node.output_max, flags, rt->weights_cache, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const xnn_shape* nhwc = xnn_nhwc_input_shape(rt, node);
  if (nhwc == nullptr) return xnn_status_invalid_parameter;
  const xnn_shape& input = *nhwc;
  size_t output_height = 0, output_width = 0;
  const kind k = kind_of(rt, node);
  const auto reshape_fn = k == kind::f16       ? xnn_reshape_convolution2d_nhwc_f16
                          : k == kind::qs8        ? xnn_reshape_convolution2d_nhwc_qs8
                          : k == kind::qs8_qc8w ? xnn_reshape_convolution2d_nhwc_qs8_qc8w
                          : k == kind::qu8      ? xnn_reshape_convolution2d_nhwc_qu8
                          : k == kind::qd8_f32_qc8w ? xnn_reshape_convolution2d_nhwc_qd8_f32_qc8w
                          : k == kind::qdu8_f32_qc8w ? xnn_reshape_convolution2d_nhwc_qdu8_f32_qc8w
                                                : xnn_reshape_convolution2d_nhwc_f32;
  const xnn_status status = reshape_fn(n->op, input.dim[0], input.dim[1], input.dim[2], &n->workspace_size,
                                       &output_height, &output_width, rt->threadpool);
  if (status != xnn_status_success) return status;
  const auto& p = node.params.convolution;
  xnn_set_nhwc_shape(rt->values[node.outputs[0]].shape, input.dim[0], output_height, output_width,
                     p.groups * p.group_output_channels);
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  const kind k = kind_of(rt, n->node);
  if (k == kind::f16) {
    return xnn_setup_convolution2d_nhwc_f16(n->op, rt->workspace_of(*n), rt->data(n->node.inputs[0]),
                                            rt->data(n->node.outputs[0]));
  }
  if (k == kind::qu8) {
    return xnn_setup_convolution2d_nhwc_qu8(n->op, rt->workspace_of(*n),
                                            static_cast<const uint8_t*>(rt->data(n->node.inputs[0])),
                                            static_cast<uint8_t*>(rt->data(n->node.outputs[0])));
  }
  if (k == kind::qs8) {
    return xnn_setup_convolution2d_nhwc_qs8(n->op, rt->workspace_of(*n),
                                            static_cast<const int8_t*>(rt->data(n->node.inputs[0])),
                                            static_cast<int8_t*>(rt->data(n->node.outputs[0])));
  }
  if (k == kind::qs8_qc8w) {
    return xnn_setup_convolution2d_nhwc_qs8_qc8w(n->op, rt->workspace_of(*n),
                                                 static_cast<const int8_t*>(rt->data(n->node.inputs[0])),
                                                 static_cast<int8_t*>(rt->data(n->node.outputs[0])));
  }
  if (k == kind::qd8_f32_qc8w) {
    return xnn_setup_convolution2d_nhwc_qd8_f32_qc8w(n->op, rt->workspace_of(*n),
                                                     static_cast<const int8_t*>(rt->data(n->node.inputs[0])),
                                                     static_cast<float*>(rt->data(n->node.outputs[0])),
                                                     rt->row_quantization(n->node.inputs[0]));
  }
  if (k == kind::qdu8_f32_qc8w) {
    return xnn_setup_convolution2d_nhwc_qdu8_f32_qc8w(n->op, rt->workspace_of(*n),
                                                      static_cast<const uint8_t*>(rt->data(n->node.inputs[0])),
                                                      static_cast<float*>(rt->data(n->node.outputs[0])),
                                                      rt->row_quantization(n->node.inputs[0]));
  }
  return xnn_setup_convolution2d_nhwc_f32(n->op, rt->workspace_of(*n),
                                          static_cast<const float*>(rt->data(n->node.inputs[0])),
                                          static_cast<float*>(rt->data(n->node.outputs[0])));
}

}  // namespace

const xnn_node_ops xnn_convolution_node_ops = {create, reshape, setup};
