// Static constant pad node -> constant pad operator with the node's padding value (its float bits).
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_status create(xnn_runtime*, xnn_runtime_node* n) {
  return xnn_create_constant_pad_nd_x32(&n->node.params.pad.value, 0, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape& input = rt->values[n->node.inputs[0]].shape;
  const auto& pad = n->node.params.pad;
  const xnn_status status =
      xnn_reshape_constant_pad_nd_x32(n->op, input.num_dims, input.dim, pad.pre, pad.post, rt->threadpool);
  if (status != xnn_status_success) return status;
  xnn_shape output;
  output.num_dims = input.num_dims;
  for (size_t d = 0; d < input.num_dims; d++) output.dim[d] = pad.pre[d] + input.dim[d] + pad.post[d];
  rt->values[n->node.outputs[0]].shape = output;
  return xnn_status_success;
}

}  // namespace

const xnn_node_ops xnn_static_constant_pad_node_ops = {create, reshape, xnn_setup_one_to_one<xnn_setup_constant_pad_nd_x32>};
