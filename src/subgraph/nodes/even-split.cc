// Even split node (xnn_define_even_split2..4) -> the internal even split operator. An output given as
// XNN_INVALID_VALUE_ID is not computed.
#include "operators/concatenate-split-nd.h"
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  // The define functions accept fp32 values only.
  return xnn_create_even_split_nd(xnn_node_element_size(rt, n->node), n->node.num_outputs, 0, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const xnn_shape& input = rt->values[node.inputs[0]].shape;
  xnn_shape output;
  output.num_dims = input.num_dims;
  const xnn_status status =
      xnn_reshape_even_split_nd(n->op, node.params.axis.axis, input.num_dims, input.dim, output.dim, rt->threadpool);
  if (status != xnn_status_success) return status;
  for (uint32_t i = 0; i < node.num_outputs; i++) {
    if (node.outputs[i] != XNN_INVALID_VALUE_ID) rt->values[node.outputs[i]].shape = output;
  }
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  void* outputs[kXnnMaxSplitOutputs];
  for (uint32_t i = 0; i < n->node.num_outputs; i++) {
    outputs[i] = n->node.outputs[i] != XNN_INVALID_VALUE_ID ? rt->data(n->node.outputs[i]) : nullptr;
  }
  return xnn_setup_even_split_nd(n->op, rt->data(n->node.inputs[0]), outputs);
}

}  // namespace

const xnn_node_ops xnn_even_split_node_ops = {create, reshape, setup};
