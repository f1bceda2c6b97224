// Concatenate node (xnn_define_concatenate and its 2..5 forms) -> the internal concatenate operator. The axis was
// normalized at define time; inputs must keep one rank through reshapes.
#include "log.h"
#include "operators/concatenate-split-nd.h"
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  return xnn_create_concatenate_nd(xnn_node_element_size(rt, n->node), n->node.num_inputs, 0, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const size_t* shapes[kXnnMaxConcatenateInputs];
  const size_t num_dims = rt->values[node.inputs[0]].shape.num_dims;
  for (uint32_t i = 0; i < node.num_inputs; i++) {
    const xnn_shape& input = rt->values[node.inputs[i]].shape;
    if (input.num_dims != num_dims) {
      xnn_log_error("concatenate node #%u: input %u has %zu dimensions; input 0 has %zu", node.id, i, input.num_dims,
                    num_dims);
      return xnn_status_invalid_parameter;
    }
    shapes[i] = input.dim;
  }
  xnn_shape& output = rt->values[node.outputs[0]].shape;
  const xnn_status status =
      xnn_reshape_concatenate_nd(n->op, node.params.axis.axis, num_dims, shapes, output.dim, rt->threadpool);
  if (status != xnn_status_success) return status;
  output.num_dims = num_dims;
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  const void* inputs[kXnnMaxConcatenateInputs];
  for (uint32_t i = 0; i < n->node.num_inputs; i++) inputs[i] = rt->data(n->node.inputs[i]);
  return xnn_setup_concatenate_nd(n->op, inputs, rt->data(n->node.outputs[0]));
}

}  // namespace

const xnn_node_ops xnn_concatenate_node_ops = {create, reshape, setup};
