// Max pooling 2D and average pooling 2D nodes -> the NHWC pooling operators; output [N, OH, OW, C].
#include "log.h"
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_status create_max(xnn_runtime*, xnn_runtime_node* n) {
  const xnn_window_2d& w = n->node.params.pooling.window;
  return xnn_create_max_pooling2d_nhwc_f32(w.padding_top, w.padding_right, w.padding_bottom, w.padding_left,
                                           w.kernel_height, w.kernel_width, w.stride_height, w.stride_width,
                                           w.dilation_height, w.dilation_width, n->node.output_min,
                                           n->node.output_max, n->node.flags, &n->op);
}

xnn_status create_average(xnn_runtime*, xnn_runtime_node* n) {
  const xnn_window_2d& w = n->node.params.pooling.window;
  return xnn_create_average_pooling2d_nhwc_f32(w.padding_top, w.padding_right, w.padding_bottom, w.padding_left,
                                               w.kernel_height, w.kernel_width, w.stride_height, w.stride_width,
                                               n->node.output_min, n->node.output_max, n->node.flags, &n->op);
}

template <bool Max>
xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const xnn_shape& input = rt->values[node.inputs[0]].shape;
  if (input.num_dims != 4) {
    xnn_log_error("pooling node #%u: input has %zu dimensions; expected 4 (NHWC)", node.id, input.num_dims);
    return xnn_status_invalid_parameter;
  }
  const size_t channels = input.dim[3];
  size_t output_height = 0, output_width = 0;
  const auto fn = Max ? xnn_reshape_max_pooling2d_nhwc_f32 : xnn_reshape_average_pooling2d_nhwc_f32;
  const xnn_status status = fn(n->op, input.dim[0], input.dim[1], input.dim[2], channels, channels, channels,
                               &output_height, &output_width, rt->threadpool);
  if (status != xnn_status_success) return status;
  xnn_shape& output = rt->values[node.outputs[0]].shape;
  output.num_dims = 4;
  output.dim[0] = input.dim[0];
  output.dim[1] = output_height;
  output.dim[2] = output_width;
  output.dim[3] = channels;
  return xnn_status_success;
}

template <bool Max>
xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  const auto fn = Max ? xnn_setup_max_pooling2d_nhwc_f32 : xnn_setup_average_pooling2d_nhwc_f32;
  return fn(n->op, static_cast<const float*>(rt->data(n->node.inputs[0])),
            static_cast<float*>(rt->data(n->node.outputs[0])));
}

}  // namespace

const xnn_node_ops xnn_max_pooling_node_ops = {create_max, reshape<true>, setup<true>};
const xnn_node_ops xnn_average_pooling_node_ops = {create_average, reshape<false>, setup<false>};
