// Static transpose node -> transpose operator: output dimension k is input dimension perm[k].
#include "log.h"
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_status create(xnn_runtime*, xnn_runtime_node* n) { return xnn_create_transpose_nd_x32(0, &n->op); }

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape& input = rt->values[n->node.inputs[0]].shape;
  const auto& perm = n->node.params.shape;
  if (input.num_dims != perm.num_dims) {
    xnn_log_error("static transpose: node #%u: the input has %zu dimensions; perm has %zu", n->node.id,
                  input.num_dims, perm.num_dims);
    return xnn_status_invalid_parameter;
  }
  const xnn_status status = xnn_reshape_transpose_nd_x32(n->op, input.num_dims, input.dim, perm.values,
                                                         rt->threadpool);
  if (status != xnn_status_success) return status;
  xnn_shape output;
  output.num_dims = input.num_dims;
  for (size_t k = 0; k < input.num_dims; k++) output.dim[k] = input.dim[perm.values[k]];
  rt->values[n->node.outputs[0]].shape = output;
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return xnn_setup_transpose_nd_x32(n->op, rt->data(n->node.inputs[0]), rt->data(n->node.outputs[0]));
}

}  // namespace

const xnn_node_ops xnn_static_transpose_node_ops = {create, reshape, setup};
