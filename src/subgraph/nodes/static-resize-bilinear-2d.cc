// Static resize bilinear 2D node -> resize bilinear NHWC operator of the input's datatype (fp32, fp16, qint8 or
// quint8; an 8-bit output keeps the input's quantization, the catalog's same_quantization): input [N, H, W, C], output
// [N, new_height, new_width, C] whatever the input size (xnn_reshape_runtime may change H and W).
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  return xnn_create_resize_bilinear2d_nhwc(rt->values[n->node.inputs[0]].datatype, n->node.params.resize.height,
                                           n->node.params.resize.width, n->node.flags, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape* input = xnn_nhwc_input_shape(rt, n->node);
  if (input == nullptr) return xnn_status_invalid_parameter;
  const size_t channels = input->dim[3];
  const xnn_status status =
      xnn_reshape_resize_bilinear2d_nhwc(n->op, input->dim[0], input->dim[1], input->dim[2], channels, channels,
                                         channels, &n->workspace_size, rt->threadpool);
  if (status != xnn_status_success) return status;
  xnn_shape& output = rt->values[n->node.outputs[0]].shape;
  output = *input;
  output.dim[1] = n->node.params.resize.height;
  output.dim[2] = n->node.params.resize.width;
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return xnn_setup_resize_bilinear2d_nhwc(n->op, rt->workspace_of(*n), rt->data(n->node.inputs[0]),
                                          rt->data(n->node.outputs[0]));
}

}  // namespace

const xnn_node_ops xnn_static_resize_bilinear_2d_node_ops = {create, reshape, setup};
