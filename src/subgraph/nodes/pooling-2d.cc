// Max, average and argmax pooling 2D nodes -> the NHWC pooling operators (max pooling on qint8 and quint8: the s8 and
// u8 operators; max and average pooling on fp16: the f16 ones);
// outputs [N, OH, OW, C] (argmax: values and indices, both of that shape).
#include "subgraph/nodes/node-ops.h"

namespace {

// The operators' flags: XNN_FLAG_KEEP_DIMS is a node flag only (accepted by the define functions, meaning nothing
// for a 4-D output).
uint32_t operator_flags(const xnn_node& node) { return node.flags & ~uint32_t(XNN_FLAG_KEEP_DIMS); }

xnn_datatype input_datatype(const xnn_runtime* rt, const xnn_node& node) {
  return rt->values[node.inputs[0]].datatype;
}

xnn_status create_max(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_window_2d& w = n->node.params.pooling.window;
  const xnn_datatype datatype = input_datatype(rt, n->node);
  if (datatype == xnn_datatype_qint8 || datatype == xnn_datatype_quint8) {
    // The output has the input's quantization (the catalog's same_quantization): the window's maximum is a byte of
    // the input, and the clamp is quantized with the output's parameters.
    const xnn_quantization& q = rt->values[n->node.outputs[0]].quantization;
    const int32_t min = xnn_quantize_bound(n->node.output_min, q, datatype);
    const int32_t max = xnn_quantize_bound(n->node.output_max, q, datatype);
    if (datatype == xnn_datatype_qint8) {
      return xnn_create_max_pooling2d_nhwc_s8(w.padding_top, w.padding_right, w.padding_bottom, w.padding_left,
                                              w.kernel_height, w.kernel_width, w.stride_height, w.stride_width,
                                              w.dilation_height, w.dilation_width, int8_t(min), int8_t(max),
                                              operator_flags(n->node), &n->op);
    }
    return xnn_create_max_pooling2d_nhwc_u8(w.padding_top, w.padding_right, w.padding_bottom, w.padding_left,
                                            w.kernel_height, w.kernel_width, w.stride_height, w.stride_width,
                                            w.dilation_height, w.dilation_width, uint8_t(min), uint8_t(max),
                                            operator_flags(n->node), &n->op);
  }
  const auto create_fn =
      datatype == xnn_datatype_fp16 ? xnn_create_max_pooling2d_nhwc_f16 : xnn_create_max_pooling2d_nhwc_f32;
  return create_fn(w.padding_top, w.padding_right, w.padding_bottom, w.padding_left,
                                           w.kernel_height, w.kernel_width, w.stride_height, w.stride_width,
                                           w.dilation_height, w.dilation_width, n->node.output_min,
                                           n->node.output_max, operator_flags(n->node), &n->op);
}

xnn_status create_average(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_window_2d& w = n->node.params.pooling.window;
  const auto create_fn = input_datatype(rt, n->node) == xnn_datatype_fp16 ? xnn_create_average_pooling2d_nhwc_f16
                                                                          : xnn_create_average_pooling2d_nhwc_f32;
  return create_fn(w.padding_top, w.padding_right, w.padding_bottom, w.padding_left,
                                               w.kernel_height, w.kernel_width, w.stride_height, w.stride_width,
                                               n->node.output_min, n->node.output_max, operator_flags(n->node), &n->op);
}

xnn_status create_argmax(xnn_runtime*, xnn_runtime_node* n) {
  const xnn_window_2d& w = n->node.params.pooling.window;
  return xnn_create_argmax_pooling2d_nhwc_f32(w.padding_top, w.padding_right, w.padding_bottom, w.padding_left,
                                              w.kernel_height, w.kernel_width, operator_flags(n->node), &n->op);
}

enum class kind { max, average, argmax };

template <kind K>
xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const xnn_shape* nhwc = xnn_nhwc_input_shape(rt, node);
  if (nhwc == nullptr) return xnn_status_invalid_parameter;
  const xnn_shape& input = *nhwc;
  const size_t channels = input.dim[3];
  size_t output_height = 0, output_width = 0;
  const xnn_datatype datatype = input_datatype(rt, node);
  const auto fn = K == kind::max       ? (datatype == xnn_datatype_qint8    ? xnn_reshape_max_pooling2d_nhwc_s8
                                          : datatype == xnn_datatype_quint8 ? xnn_reshape_max_pooling2d_nhwc_u8
                                          : datatype == xnn_datatype_fp16   ? xnn_reshape_max_pooling2d_nhwc_f16
                                                                            : xnn_reshape_max_pooling2d_nhwc_f32)
                  : K == kind::average ? (datatype == xnn_datatype_fp16 ? xnn_reshape_average_pooling2d_nhwc_f16
                                                                        : xnn_reshape_average_pooling2d_nhwc_f32)
                                       : xnn_reshape_argmax_pooling2d_nhwc_f32;
  const xnn_status status = fn(n->op, input.dim[0], input.dim[1], input.dim[2], channels, channels, channels,
                               &output_height, &output_width, rt->threadpool);
  if (status != xnn_status_success) return status;
  const xnn_shape& output =
      xnn_set_nhwc_shape(rt->values[node.outputs[0]].shape, input.dim[0], output_height, output_width, channels);
  if (K == kind::argmax) rt->values[node.outputs[1]].shape = output;
  return xnn_status_success;
}

template <kind K>
xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_datatype datatype = input_datatype(rt, n->node);
  if (K == kind::max && datatype == xnn_datatype_qint8) {
    return xnn_setup_max_pooling2d_nhwc_s8(n->op, static_cast<const int8_t*>(rt->data(n->node.inputs[0])),
                                           static_cast<int8_t*>(rt->data(n->node.outputs[0])));
  }
  if (K == kind::max && datatype == xnn_datatype_quint8) {
    return xnn_setup_max_pooling2d_nhwc_u8(n->op, static_cast<const uint8_t*>(rt->data(n->node.inputs[0])),
                                           static_cast<uint8_t*>(rt->data(n->node.outputs[0])));
  }
  if (K != kind::argmax && datatype == xnn_datatype_fp16) {
    const auto fn = K == kind::max ? xnn_setup_max_pooling2d_nhwc_f16 : xnn_setup_average_pooling2d_nhwc_f16;
    return fn(n->op, rt->data(n->node.inputs[0]), rt->data(n->node.outputs[0]));
  }
  const float* input = static_cast<const float*>(rt->data(n->node.inputs[0]));
  float* output = static_cast<float*>(rt->data(n->node.outputs[0]));
  if (K == kind::argmax) {
    return xnn_setup_argmax_pooling2d_nhwc_f32(n->op, input, output,
                                               static_cast<uint32_t*>(rt->data(n->node.outputs[1])));
  }
  const auto fn = K == kind::max ? xnn_setup_max_pooling2d_nhwc_f32 : xnn_setup_average_pooling2d_nhwc_f32;
  return fn(n->op, input, output);
}

}  // namespace

const xnn_node_ops xnn_max_pooling_node_ops = {create_max, reshape<kind::max>, setup<kind::max>};
const xnn_node_ops xnn_average_pooling_node_ops = {create_average, reshape<kind::average>, setup<kind::average>};
const xnn_node_ops xnn_argmax_pooling_node_ops = {create_argmax, reshape<kind::argmax>, setup<kind::argmax>};
