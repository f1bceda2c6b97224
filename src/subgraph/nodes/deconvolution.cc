// Deconvolution node -> deconvolution operator.
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const auto& p = node.params.convolution;
  const xnn_window_2d& w = p.window;
  const float* bias = node.inputs[2] != XNN_INVALID_VALUE_ID ? static_cast<const float*>(rt->data(node.inputs[2]))
                                                             : nullptr;
  return xnn_create_deconvolution2d_nhwc_f32(
      w.padding_top, w.padding_right, w.padding_bottom, w.padding_left, w.kernel_height, w.kernel_width,
      w.stride_height, w.stride_width, w.dilation_height, w.dilation_width, p.groups, p.group_input_channels,
      p.group_output_channels, p.groups * p.group_input_channels, p.groups * p.group_output_channels,
      static_cast<const float*>(rt->data(node.inputs[1])), bias, node.output_min, node.output_max, node.flags,
      nullptr, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const xnn_shape* nhwc = xnn_nhwc_input_shape(rt, node);
  if (nhwc == nullptr) return xnn_status_invalid_parameter;
  const xnn_shape& input = *nhwc;
  const auto& p = node.params.convolution;
  size_t output_height = 0, output_width = 0;
  const xnn_status status = xnn_reshape_deconvolution2d_nhwc_f32(
      n->op, input.dim[0], input.dim[1], input.dim[2], p.window.adjustment_height, p.window.adjustment_width,
      &output_height, &output_width, rt->threadpool);
  if (status != xnn_status_success) return status;
  xnn_set_nhwc_shape(rt->values[node.outputs[0]].shape, input.dim[0], output_height, output_width,
                     p.groups * p.group_output_channels);
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return xnn_setup_deconvolution2d_nhwc_f32(n->op, static_cast<const float*>(rt->data(n->node.inputs[0])),
                                            static_cast<float*>(rt->data(n->node.outputs[0])));
}

}  // namespace

const xnn_node_ops xnn_deconvolution_node_ops = {create, reshape, setup};
