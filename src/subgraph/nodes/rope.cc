// RoPE node -> rope_nthc_f32: the input's dimensions before [tokens, heads, channels] are its batch.
#include "subgraph/node-rules.h"
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_status create(xnn_runtime*, xnn_runtime_node* n) { return xnn_create_rope_nthc_f32(0, &n->op); }

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape& input = rt->values[n->node.inputs[0]].shape;
  xnn_status status = xnn_rope_check_shapes(input, rt->values[n->node.inputs[1]].shape,
                                            xnn_node_type_name(n->node.type));
  if (status != xnn_status_success) return status;
  size_t batch = 1;
  for (size_t d = 0; d + 3 < input.num_dims; d++) batch *= input.dim[d];
  const size_t* last3 = input.dim + input.num_dims - 3;
  status = xnn_reshape_rope_nthc_f32(n->op, batch, last3[0], last3[1], last3[2], rt->threadpool);
  if (status != xnn_status_success) return status;
  rt->values[n->node.outputs[0]].shape = input;
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return xnn_setup_rope_nthc_f32(n->op, static_cast<const float*>(rt->data(n->node.inputs[0])),
                                 static_cast<const float*>(rt->data(n->node.inputs[1])),
                                 static_cast<float*>(rt->data(n->node.outputs[0])));
}

}  // namespace

const xnn_node_ops xnn_rope_node_ops = {create, reshape, setup};
