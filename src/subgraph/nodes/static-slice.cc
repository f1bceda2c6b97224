// Static slice node -> slice operator: offsets and sizes per dimension, a size of 0 meaning "to the end".
#include "log.h"
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_status create(xnn_runtime*, xnn_runtime_node* n) { return xnn_create_slice_nd_x32(0, &n->op); }

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape& input = rt->values[n->node.inputs[0]].shape;
  const auto& slice = n->node.params.slice;
  if (input.num_dims != slice.num_dims) {
    xnn_log_error("static slice: node #%u: the input has %zu dimensions; the slice has %zu", n->node.id,
                  input.num_dims, slice.num_dims);
    return xnn_status_invalid_parameter;
  }
  const xnn_status status =
      xnn_reshape_slice_nd_x32(n->op, input.num_dims, input.dim, slice.offsets, slice.sizes, rt->threadpool);
  if (status != xnn_status_success) return status;
  xnn_shape output;
  output.num_dims = input.num_dims;
  for (size_t d = 0; d < input.num_dims; d++) {
    output.dim[d] = slice.sizes[d] != 0 ? slice.sizes[d] : input.dim[d] - slice.offsets[d];
  }
  rt->values[n->node.outputs[0]].shape = output;
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return xnn_setup_slice_nd_x32(n->op, rt->data(n->node.inputs[0]), rt->data(n->node.outputs[0]));
}

}  // namespace

const xnn_node_ops xnn_static_slice_node_ops = {create, reshape, setup};
