// Global average pooling 2D node -> global average pooling operator: an input [..., H, W, C] is [batch, H * W, C]
// with batch the product of the leading dimensions; the output is [..., 1, 1, C] with XNN_FLAG_KEEP_DIMS, [..., C]
// without (as XNNPACK shapes it).
#include "log.h"
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_status create(xnn_runtime*, xnn_runtime_node* n) {
  return xnn_create_global_average_pooling_nwc_f32(n->node.output_min, n->node.output_max, 0, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const xnn_shape& input = rt->values[node.inputs[0]].shape;
  if (input.num_dims < 3) {
    xnn_log_error("global average pooling node #%u: input has %zu dimensions; expected at least 3 ([..., H, W, C])",
                  node.id, input.num_dims);
    return xnn_status_invalid_parameter;
  }
  const size_t leading = input.num_dims - 3;
  // Every accepted value's element count fits in size_t, so these products of its dimensions do too.
  size_t batch = 1;
  for (size_t i = 0; i < leading; i++) batch *= input.dim[i];
  const size_t width = input.dim[leading] * input.dim[leading + 1];
  const size_t channels = input.dim[leading + 2];
  const xnn_status status = xnn_reshape_global_average_pooling_nwc_f32(
      n->op, batch, width, channels, channels, channels, &n->workspace_size, nullptr, rt->threadpool);
  if (status != xnn_status_success) return status;
  xnn_shape& output = rt->values[node.outputs[0]].shape;
  output = input;
  if (node.flags & XNN_FLAG_KEEP_DIMS) {
    output.dim[leading] = 1;
    output.dim[leading + 1] = 1;
  } else {
    output.num_dims = input.num_dims - 2;
    output.dim[leading] = channels;
  }
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return xnn_setup_global_average_pooling_nwc_f32(n->op, rt->workspace_of(*n),
                                                  static_cast<const float*>(rt->data(n->node.inputs[0])),
                                                  static_cast<float*>(rt->data(n->node.outputs[0])));
}

}  // namespace

const xnn_node_ops xnn_global_average_pooling_node_ops = {create, reshape, setup};
