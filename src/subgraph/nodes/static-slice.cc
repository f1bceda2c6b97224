// Static slice node -> slice operator: offsets and sizes per dimension, a size of 0 meaning "to the end".
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_status create(xnn_runtime*, xnn_runtime_node* n) { return xnn_create_slice_nd_x32(0, &n->op); }

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape& input = rt->values[n->node.inputs[0]].shape;
  const auto& slice = n->node.params.slice;
  xnn_status status;
  if ((status = xnn_check_node_input_rank(n, input, slice.num_dims, "the slice")) ||
      (status = xnn_reshape_slice_nd_x32(n->op, input.num_dims, input.dim, slice.offsets, slice.sizes,
                                         rt->threadpool))) {
    return status;
  }
  xnn_shape output;
  output.num_dims = input.num_dims;
  for (size_t d = 0; d < input.num_dims; d++) {
    output.dim[d] = slice.sizes[d] != 0 ? slice.sizes[d] : input.dim[d] - slice.offsets[d];
  }
  rt->values[n->node.outputs[0]].shape = output;
  return xnn_status_success;
}

}  // namespace

const xnn_node_ops xnn_static_slice_node_ops = {create, reshape, xnn_setup_one_to_one<xnn_setup_slice_nd_x32>};
