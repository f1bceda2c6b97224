// Static transpose node -> transpose operator: output dimension k is input dimension perm[k].
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_status create(xnn_runtime*, xnn_runtime_node* n) { return xnn_create_transpose_nd_x32(0, &n->op); }

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape& input = rt->values[n->node.inputs[0]].shape;
  const auto& perm = n->node.params.shape;
  xnn_status status;
  if ((status = xnn_check_node_input_rank(n, input, perm.num_dims, "perm")) ||
      (status = xnn_reshape_transpose_nd_x32(n->op, input.num_dims, input.dim, perm.values, rt->threadpool))) {
    return status;
  }
  xnn_shape output;
  output.num_dims = input.num_dims;
  for (size_t k = 0; k < input.num_dims; k++) output.dim[k] = input.dim[perm.values[k]];
  rt->values[n->node.outputs[0]].shape = output;
  return xnn_status_success;
}

}  // namespace

const xnn_node_ops xnn_static_transpose_node_ops = {create, reshape, xnn_setup_one_to_one<xnn_setup_transpose_nd_x32>};
