// Unpooling 2D node -> unpooling2d_nhwc_x32: the value and index inputs share the input's NHWC shape.
#include "log.h"
#include "subgraph/node-rules.h"
#include "subgraph/nodes/node-ops.h"
#include "subgraph/validate.h"

namespace {

xnn_status create(xnn_runtime*, xnn_runtime_node* n) {
  const xnn_window_2d& w = n->node.params.pooling.window;
  return xnn_create_unpooling2d_nhwc_x32(w.padding_top, w.padding_right, w.padding_bottom, w.padding_left,
                                         w.kernel_height, w.kernel_width, 0, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape* input = xnn_nhwc_input_shape(rt, n->node);
  if (input == nullptr) return xnn_status_invalid_parameter;
  const xnn_shape& index = rt->values[n->node.inputs[1]].shape;
  if (!(index == *input)) {
    xnn_log_error("%s node #%u: input_index is %s; the input value is %s", xnn_node_type_name(n->node.type),
                  n->node.id, xnn_shape_text(index).text, xnn_shape_text(*input).text);
    return xnn_status_invalid_parameter;
  }
  xnn_shape output;
  xnn_status status = xnn_unpooling_output_shape(n->node, *input, xnn_node_type_name(n->node.type), &output);
  if (status != xnn_status_success) return status;
  const size_t channels = input->dim[3];
  status = xnn_reshape_unpooling2d_nhwc_x32(n->op, input->dim[0], input->dim[1], input->dim[2], channels, channels,
                                            channels, nullptr, nullptr, rt->threadpool);
  if (status != xnn_status_success) return status;
  rt->values[n->node.outputs[0]].shape = output;
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return xnn_setup_unpooling2d_nhwc_x32(n->op, rt->data(n->node.inputs[0]),
                                        static_cast<const uint32_t*>(rt->data(n->node.inputs[1])),
                                        rt->data(n->node.outputs[0]));
}

}  // namespace

const xnn_node_ops xnn_unpooling_node_ops = {create, reshape, setup};
