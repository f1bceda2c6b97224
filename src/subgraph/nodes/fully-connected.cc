// Fully connected node -> fully connected operator (f32; for a qint8 input qs8_qc8w with a channelwise filter and
// qs8 with a one-scale filter; for a quint8 input qu8; for a qdint8 input qd8_f32_qc8w, qd8_f32_qc4w or
// qd8_f32_qb4w by the filter's datatype, reading the input's row parameters (qd8_f16_qc8w, qd8_f16_qc4w or
// qd8_f16_qb4w for an fp16 output); for a qduint8 input (chosen by the runtime, xnn_optimize_nodes) qdu8_f32_qc8w,
// qdu8_f32_qc4w or qdu8_f32_qb4w likewise; for an fp32 input with a qcint8 or qcint4 filter f32_qc8w or f32_qc4w,
// weights-only quantization, as XNNPACK; for an fp16 input f16, with XNN_FLAG_FP32_STATIC_WEIGHTS for an fp32
// filter; for an fp32 input with an fp16 filter f32_f16 (an fp32 bias with XNN_FLAG_FP32_STATIC_BIASES); for a bf16
// input bf16_f32; for an fp16 filter or bias computed at run time dynamic_fully_connected_nc_f16, which packs them
// into the node's workspace on every run). The input is flattened to [batch, input_channels]; the output keeps the
// input's leading dimensions and ends with output_channels.
#include "log.h"
#include "subgraph/nodes/half-weights.h"

namespace {

struct channels {
  size_t input, output;
};

channels channels_of(const xnn_runtime* rt, const xnn_node& node) {
  const xnn_shape& filter = rt->values[node.inputs[1]].shape;
  const bool transposed = (node.flags & XNN_FLAG_TRANSPOSE_WEIGHTS) != 0;
  return {filter.dim[transposed ? 0 : 1], filter.dim[transposed ? 1 : 0]};
}

enum class kind {
  f32, qs8_qc8w, qs8, qu8, qd8_f32_qc8w, qdu8_f32_qc8w, qd8_f32_qc4w, qdu8_f32_qc4w, qd8_f32_qb4w, qdu8_f32_qb4w,
  f32_qc8w, f32_qc4w, f16, f32_f16, bf16_f32, qd8_f16_qc8w, qd8_f16_qc4w, qd8_f16_qb4w, f16_dynamic
};

bool has_dynamic_weights(const xnn_runtime* rt, const xnn_node& node) {
  return !rt->values[node.inputs[1]].is_static() ||
         (node.inputs[2] != XNN_INVALID_VALUE_ID && !rt->values[node.inputs[2]].is_static());
}

kind kind_of(const xnn_runtime* rt, const xnn_node& node) {
  const xnn_datatype input = rt->values[node.inputs[0]].datatype;
  if (input == xnn_datatype_fp16) return has_dynamic_weights(rt, node) ? kind::f16_dynamic : kind::f16;
  if (input == xnn_datatype_bf16) return kind::bf16_f32;
  if (input == xnn_datatype_fp32 && rt->values[node.inputs[1]].datatype == xnn_datatype_fp16) return kind::f32_f16;
  if (input == xnn_datatype_quint8) return kind::qu8;
  if (input == xnn_datatype_qduint8) {
    switch (rt->values[node.inputs[1]].datatype) {
      case xnn_datatype_qcint4: return kind::qdu8_f32_qc4w;
      case xnn_datatype_qbint4: return kind::qdu8_f32_qb4w;
      default: return kind::qdu8_f32_qc8w;
    }
  }
  if (input == xnn_datatype_qdint8 && rt->values[node.outputs[0]].datatype == xnn_datatype_fp16) {
    switch (rt->values[node.inputs[1]].datatype) {
      case xnn_datatype_qcint4: return kind::qd8_f16_qc4w;
      case xnn_datatype_qbint4: return kind::qd8_f16_qb4w;
      default: return kind::qd8_f16_qc8w;
    }
  }
  if (input == xnn_datatype_qdint8) {
    switch (rt->values[node.inputs[1]].datatype) {
      case xnn_datatype_qcint4: return kind::qd8_f32_qc4w;
      case xnn_datatype_qbint4: return kind::qd8_f32_qb4w;
      default: return kind::qd8_f32_qc8w;
    }
  }
  if (input == xnn_datatype_fp32) {
    switch (rt->values[node.inputs[1]].datatype) {
      case xnn_datatype_qcint8: return kind::f32_qc8w;
      case xnn_datatype_qcint4: return kind::f32_qc4w;
      default: return kind::f32;
    }
  }
  if (input != xnn_datatype_qint8) return kind::f32;
  return rt->values[node.inputs[1]].quantization.channelwise() ? kind::qs8_qc8w : kind::qs8;
}

// bf16 input, fp16 input, or an fp32 input with an fp16 filter (half-weights.h).
xnn_status create_half(xnn_runtime* rt, xnn_runtime_node* n, kind k) {
  const xnn_node& node = n->node;
  const channels c = channels_of(rt, node);
  if (k == kind::bf16_f32) {
    return xnn_create_fully_connected_nc_bf16_f32(
        c.input, c.output, c.input, c.output, rt->data(node.inputs[1]),
        node.inputs[2] != XNN_INVALID_VALUE_ID ? static_cast<const float*>(rt->data(node.inputs[2])) : nullptr,
        node.output_min, node.output_max, node.flags, rt->weights_cache, &n->op);
  }
  const auto call = [&](auto create_fn, auto kernel, auto bias, uint32_t extra_flags, xnn_weights_cache_t cache) {
    return create_fn(c.input, c.output, c.input, c.output, kernel, bias, node.output_min, node.output_max,
                     node.flags | extra_flags, cache, &n->op);
  };
  return xnn_create_half_weights_operator(
      rt, node,
      [&](const void* kernel, const void* bias, uint32_t extra_flags, xnn_weights_cache_t cache) {
        return call(xnn_create_fully_connected_nc_f16, kernel, bias, extra_flags, cache);
      },
      [&](const void* kernel, const void* bias, uint32_t extra_flags, xnn_weights_cache_t cache) {
        return call(xnn_create_fully_connected_nc_f32_f16, kernel, bias, extra_flags, cache);
      });
}

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const channels c = channels_of(rt, node);
  const kind k = kind_of(rt, node);
  if (k == kind::f16_dynamic) {
    return xnn_create_dynamic_fully_connected_nc_f16(node.output_min, node.output_max, node.flags, &n->op);
  }
  if (k == kind::f16 || k == kind::f32_f16 || k == kind::bf16_f32) {
    return create_half(rt, n, k);
  }
  if (k == kind::qu8) {
    const xnn_value& input = rt->values[node.inputs[0]];
    const xnn_value& filter = rt->values[node.inputs[1]];
    const xnn_value& output = rt->values[node.outputs[0]];
    const int32_t* bias =
        node.inputs[2] != XNN_INVALID_VALUE_ID ? static_cast<const int32_t*>(rt->data(node.inputs[2])) : nullptr;
    return xnn_create_fully_connected_nc_qu8(
        c.input, c.output, c.input, c.output, uint8_t(input.quantization.zero_point), input.quantization.scale,
        uint8_t(filter.quantization.zero_point), filter.quantization.scale,
        static_cast<const uint8_t*>(rt->data(node.inputs[1])), bias, uint8_t(output.quantization.zero_point),
        output.quantization.scale,
        uint8_t(xnn_quantize_bound(node.output_min, output.quantization, xnn_datatype_quint8)),
        uint8_t(xnn_quantize_bound(node.output_max, output.quantization, xnn_datatype_quint8)), node.flags,
        rt->weights_cache,
        &n->op);
  }
  if (k == kind::qs8) {
    const xnn_value& input = rt->values[node.inputs[0]];
    const xnn_value& output = rt->values[node.outputs[0]];
    const int32_t* bias =
        node.inputs[2] != XNN_INVALID_VALUE_ID ? static_cast<const int32_t*>(rt->data(node.inputs[2])) : nullptr;
    return xnn_create_fully_connected_nc_qs8(
        c.input, c.output, c.input, c.output, int8_t(input.quantization.zero_point), input.quantization.scale,
        rt->values[node.inputs[1]].quantization.scale, static_cast<const int8_t*>(rt->data(node.inputs[1])), bias,
        int8_t(output.quantization.zero_point), output.quantization.scale,
        xnn_quantize_bound_qs8(node.output_min, output.quantization),
        xnn_quantize_bound_qs8(node.output_max, output.quantization), node.flags, rt->weights_cache, &n->op);
  }
  if (k == kind::qs8_qc8w) {
    const xnn_value& input = rt->values[node.inputs[0]];
    const xnn_value& output = rt->values[node.outputs[0]];
    const std::vector<float> kernel_scale = xnn_filter_channel_scales(rt->values[node.inputs[1]], c.output);
    const int32_t* bias =
        node.inputs[2] != XNN_INVALID_VALUE_ID ? static_cast<const int32_t*>(rt->data(node.inputs[2])) : nullptr;
    return xnn_create_fully_connected_nc_qs8_qc8w(
        c.input, c.output, c.input, c.output, int8_t(input.quantization.zero_point), input.quantization.scale,
        kernel_scale.data(), static_cast<const int8_t*>(rt->data(node.inputs[1])), bias,
        int8_t(output.quantization.zero_point), output.quantization.scale,
        xnn_quantize_bound_qs8(node.output_min, output.quantization),
        xnn_quantize_bound_qs8(node.output_max, output.quantization), node.flags, rt->weights_cache, &n->op);
  }
  const float* bias = node.inputs[2] != XNN_INVALID_VALUE_ID ? static_cast<const float*>(rt->data(node.inputs[2]))
                                                             : nullptr;
  if (k == kind::qd8_f32_qc8w || k == kind::qd8_f16_qc8w) {
    const std::vector<float> kernel_scale = xnn_filter_channel_scales(rt->values[node.inputs[1]], c.output);
    const auto create_qc8w = k == kind::qd8_f32_qc8w ? xnn_create_fully_connected_nc_qd8_f32_qc8w
                                                       : xnn_create_fully_connected_nc_qd8_f16_qc8w;
    return create_qc8w(c.input, c.output, c.input, c.output, kernel_scale.data(),
                                                      static_cast<const int8_t*>(rt->data(node.inputs[1])), bias,
                                                      node.output_min, node.output_max, node.flags,
                                                      rt->weights_cache, &n->op);
  }
  if (k == kind::qdu8_f32_qc8w) {
    const std::vector<float> kernel_scale = xnn_filter_channel_scales(rt->values[node.inputs[1]], c.output);
    return xnn_create_fully_connected_nc_qdu8_f32_qc8w(c.input, c.output, c.input, c.output, kernel_scale.data(),
                                                       static_cast<const int8_t*>(rt->data(node.inputs[1])), bias,
                                                       node.output_min, node.output_max, node.flags,
                                                       rt->weights_cache, &n->op);
  }
  if (k == kind::qd8_f32_qc4w || k == kind::qdu8_f32_qc4w || k == kind::qd8_f16_qc4w) {
    const xnn_value& filter = rt->values[node.inputs[1]];
    const std::vector<float> kernel_scale = xnn_filter_channel_scales(filter, c.output);
    const auto create_qc4w = k == kind::qd8_f32_qc4w   ? xnn_create_fully_connected_nc_qd8_f32_qc4w
                             : k == kind::qd8_f16_qc4w ? xnn_create_fully_connected_nc_qd8_f16_qc4w
                                                       : xnn_create_fully_connected_nc_qdu8_f32_qc4w;
    return create_qc4w(c.input, c.output, c.input, c.output, uint8_t(filter.quantization.zero_point),
                       kernel_scale.data(), rt->data(node.inputs[1]), bias, node.output_min, node.output_max,
                       node.flags, rt->weights_cache, &n->op);
  }
  if (k == kind::qd8_f32_qb4w || k == kind::qdu8_f32_qb4w || k == kind::qd8_f16_qb4w) {
    const xnn_value& filter = rt->values[node.inputs[1]];
    const auto create_qb4w = k == kind::qd8_f32_qb4w   ? xnn_create_fully_connected_nc_qd8_f32_qb4w
                             : k == kind::qd8_f16_qb4w ? xnn_create_fully_connected_nc_qd8_f16_qb4w
                                                       : xnn_create_fully_connected_nc_qdu8_f32_qb4w;
    return create_qb4w(c.input, c.output, c.input, c.output, filter.quantization.block_size,
                       uint8_t(filter.quantization.zero_point), filter.quantization.block_scales,
                       rt->data(node.inputs[1]), bias, node.output_min, node.output_max, node.flags,
                       rt->weights_cache, &n->op);
  }
  if (k == kind::f32_qc8w) {
    const std::vector<float> kernel_scale = xnn_filter_channel_scales(rt->values[node.inputs[1]], c.output);
    return xnn_create_fully_connected_nc_f32_qc8w(c.input, c.output, c.input, c.output, kernel_scale.data(),
                                                  static_cast<const int8_t*>(rt->data(node.inputs[1])), bias,
                                                  node.output_min, node.output_max, node.flags, rt->weights_cache,
                                                  &n->op);
  }
  if (k == kind::f32_qc4w) {
    const xnn_value& filter = rt->values[node.inputs[1]];
    const std::vector<float> kernel_scale = xnn_filter_channel_scales(filter, c.output);
    return xnn_create_fully_connected_nc_f32_qc4w(
        c.input, c.output, c.input, c.output, uint8_t(filter.quantization.zero_point), kernel_scale.data(),
        static_cast<const uint8_t*>(rt->data(node.inputs[1])), bias, node.output_min, node.output_max, node.flags,
        rt->weights_cache, &n->op);
  }
  return xnn_create_fully_connected_nc_f32(c.input, c.output, c.input, c.output,
                                           static_cast<const float*>(rt->data(node.inputs[1])), bias,
                                           node.output_min, node.output_max, node.flags, rt->weights_cache, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const channels c = channels_of(rt, node);
  const xnn_shape& input = rt->values[node.inputs[0]].shape;
  if (input.num_dims == 0 || input.dim[input.num_dims - 1] != c.input) {
    xnn_log_error("fully connected node #%u: input's last dimension is %zu; expected %zu input channels", node.id,
                  input.num_dims != 0 ? input.dim[input.num_dims - 1] : 0, c.input);
    return xnn_status_invalid_parameter;
  }
  xnn_shape& output = rt->values[node.outputs[0]].shape;
  output = input;
  output.dim[output.num_dims - 1] = c.output;
  const size_t batch = input.elements() / c.input;
  switch (kind_of(rt, node)) {
    case kind::qs8: return xnn_reshape_fully_connected_nc_qs8(n->op, batch, rt->threadpool);
    case kind::qu8: return xnn_reshape_fully_connected_nc_qu8(n->op, batch, rt->threadpool);
    case kind::qs8_qc8w: return xnn_reshape_fully_connected_nc_qs8_qc8w(n->op, batch, rt->threadpool);
    case kind::qd8_f32_qc8w: {
      size_t workspace_size = 0;  // always 0 for the qd8 operators (include/xnnpack.h)
      return xnn_reshape_fully_connected_nc_qd8_f32_qc8w(n->op, batch, &workspace_size, rt->threadpool);
    }
    case kind::qdu8_f32_qc8w: {
      size_t workspace_size = 0;
      return xnn_reshape_fully_connected_nc_qdu8_f32_qc8w(n->op, batch, &workspace_size, rt->threadpool);
    }
    case kind::qd8_f32_qc4w: {
      size_t workspace_size = 0;
      return xnn_reshape_fully_connected_nc_qd8_f32_qc4w(n->op, batch, &workspace_size, rt->threadpool);
    }
    case kind::qd8_f32_qb4w: {
      size_t workspace_size = 0;
      return xnn_reshape_fully_connected_nc_qd8_f32_qb4w(n->op, batch, &workspace_size, rt->threadpool);
    }
    case kind::qdu8_f32_qc4w: {
      size_t workspace_size = 0;
      return xnn_reshape_fully_connected_nc_qdu8_f32_qc4w(n->op, batch, &workspace_size, rt->threadpool);
    }
    case kind::qdu8_f32_qb4w: {
      size_t workspace_size = 0;
      return xnn_reshape_fully_connected_nc_qdu8_f32_qb4w(n->op, batch, &workspace_size, rt->threadpool);
    }
    case kind::qd8_f16_qc8w: {
      size_t workspace_size = 0;
      return xnn_reshape_fully_connected_nc_qd8_f16_qc8w(n->op, batch, &workspace_size, rt->threadpool);
    }
    case kind::qd8_f16_qc4w: {
      size_t workspace_size = 0;
      return xnn_reshape_fully_connected_nc_qd8_f16_qc4w(n->op, batch, &workspace_size, rt->threadpool);
    }
    case kind::qd8_f16_qb4w: {
      size_t workspace_size = 0;
      return xnn_reshape_fully_connected_nc_qd8_f16_qb4w(n->op, batch, &workspace_size, rt->threadpool);
    }
    case kind::f32_qc8w: return xnn_reshape_fully_connected_nc_f32_qc8w(n->op, batch, rt->threadpool);
    case kind::f32_qc4w: return xnn_reshape_fully_connected_nc_f32_qc4w(n->op, batch, rt->threadpool);
    case kind::f16: return xnn_reshape_fully_connected_nc_f16(n->op, batch, rt->threadpool);
    case kind::f16_dynamic:
      return xnn_reshape_dynamic_fully_connected_nc_f16(n->op, batch, c.input, c.output, c.input, c.output,
                                                        &n->workspace_size, rt->threadpool);
    case kind::f32_f16: return xnn_reshape_fully_connected_nc_f32_f16(n->op, batch, rt->threadpool);
    case kind::bf16_f32: return xnn_reshape_fully_connected_nc_bf16_f32(n->op, batch, rt->threadpool);
    case kind::f32: break;
  }
  return xnn_reshape_fully_connected_nc_f32(n->op, batch, rt->threadpool);
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const kind k = kind_of(rt, node);
  if (k == kind::f16) {
    return xnn_setup_fully_connected_nc_f16(n->op, rt->data(node.inputs[0]), rt->data(node.outputs[0]));
  }
  if (k == kind::f16_dynamic) {
    return xnn_setup_dynamic_fully_connected_nc_f16(
        n->op, rt->workspace_of(*n), rt->data(node.inputs[0]), rt->data(node.inputs[1]),
        node.inputs[2] != XNN_INVALID_VALUE_ID ? rt->data(node.inputs[2]) : nullptr, rt->data(node.outputs[0]));
  }
  if (k == kind::f32_f16) {
    return xnn_setup_fully_connected_nc_f32_f16(n->op, static_cast<const float*>(rt->data(node.inputs[0])),
                                                static_cast<float*>(rt->data(node.outputs[0])));
  }
  if (k == kind::bf16_f32) {
    return xnn_setup_fully_connected_nc_bf16_f32(n->op, rt->data(node.inputs[0]),
                                                 static_cast<float*>(rt->data(node.outputs[0])));
  }
  if (k == kind::qu8) {
    return xnn_setup_fully_connected_nc_qu8(n->op, static_cast<const uint8_t*>(rt->data(node.inputs[0])),
                                            static_cast<uint8_t*>(rt->data(node.outputs[0])));
  }
  if (k == kind::qs8) {
    return xnn_setup_fully_connected_nc_qs8(n->op, static_cast<const int8_t*>(rt->data(node.inputs[0])),
                                            static_cast<int8_t*>(rt->data(node.outputs[0])));
  }
  if (k == kind::qs8_qc8w) {
    return xnn_setup_fully_connected_nc_qs8_qc8w(n->op, static_cast<const int8_t*>(rt->data(node.inputs[0])),
                                                 static_cast<int8_t*>(rt->data(node.outputs[0])));
  }
  if (k == kind::qd8_f32_qc8w) {
    return xnn_setup_fully_connected_nc_qd8_f32_qc8w(n->op, static_cast<const int8_t*>(rt->data(node.inputs[0])),
                                                     static_cast<float*>(rt->data(node.outputs[0])), nullptr,
                                                     rt->row_quantization(node.inputs[0]));
  }
  if (k == kind::qdu8_f32_qc8w) {
    return xnn_setup_fully_connected_nc_qdu8_f32_qc8w(n->op, static_cast<const int8_t*>(rt->data(node.inputs[0])),
                                                      static_cast<float*>(rt->data(node.outputs[0])), nullptr,
                                                      rt->row_quantization(node.inputs[0]));
  }
  if (k == kind::qd8_f32_qc4w) {
    return xnn_setup_fully_connected_nc_qd8_f32_qc4w(n->op, static_cast<const int8_t*>(rt->data(node.inputs[0])),
                                                     static_cast<float*>(rt->data(node.outputs[0])), nullptr,
                                                     rt->row_quantization(node.inputs[0]));
  }
  if (k == kind::qdu8_f32_qc4w) {
    return xnn_setup_fully_connected_nc_qdu8_f32_qc4w(n->op, static_cast<const uint8_t*>(rt->data(node.inputs[0])),
                                                      static_cast<float*>(rt->data(node.outputs[0])), nullptr,
                                                      rt->row_quantization(node.inputs[0]));
  }
  if (k == kind::qdu8_f32_qb4w) {
    return xnn_setup_fully_connected_nc_qdu8_f32_qb4w(n->op, static_cast<const int8_t*>(rt->data(node.inputs[0])),
                                                      static_cast<float*>(rt->data(node.outputs[0])), nullptr,
                                                      rt->row_quantization(node.inputs[0]));
  }
  if (k == kind::qd8_f32_qb4w) {
    return xnn_setup_fully_connected_nc_qd8_f32_qb4w(n->op, static_cast<const int8_t*>(rt->data(node.inputs[0])),
                                                     static_cast<float*>(rt->data(node.outputs[0])), nullptr,
                                                     rt->row_quantization(node.inputs[0]));
  }
  if (k == kind::qd8_f16_qc8w || k == kind::qd8_f16_qc4w || k == kind::qd8_f16_qb4w) {
    const auto setup_f16 = k == kind::qd8_f16_qc8w   ? xnn_setup_fully_connected_nc_qd8_f16_qc8w
                           : k == kind::qd8_f16_qc4w ? xnn_setup_fully_connected_nc_qd8_f16_qc4w
                                                     : xnn_setup_fully_connected_nc_qd8_f16_qb4w;
    return setup_f16(n->op, static_cast<const int8_t*>(rt->data(node.inputs[0])), rt->data(node.outputs[0]), nullptr,
                     rt->row_quantization(node.inputs[0]));
  }
  if (k == kind::f32_qc8w) {
    return xnn_setup_fully_connected_nc_f32_qc8w(n->op, static_cast<const float*>(rt->data(node.inputs[0])),
                                                 static_cast<float*>(rt->data(node.outputs[0])));
  }
  if (k == kind::f32_qc4w) {
    return xnn_setup_fully_connected_nc_f32_qc4w(n->op, static_cast<const float*>(rt->data(node.inputs[0])),
                                                 static_cast<float*>(rt->data(node.outputs[0])));
  }
  return xnn_setup_fully_connected_nc_f32(n->op, static_cast<const float*>(rt->data(node.inputs[0])),
                                          static_cast<float*>(rt->data(node.outputs[0])));
}

}  // namespace

const xnn_node_ops xnn_fully_connected_node_ops = {create, reshape, setup};
