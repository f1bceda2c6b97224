// RoPE node -> rope_nthc_f32, or rope_nthc_f16 for fp16 values: the input's dimensions before [tokens, heads,
// channels] are its batch.
#include "subgraph/node-rules.h"
#include "subgraph/nodes/node-ops.h"

namespace {

bool is_f16(const xnn_runtime* rt, const xnn_node& node) {
  return rt->values[node.inputs[0]].datatype == xnn_datatype_fp16;
}

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  return is_f16(rt, n->node) ? xnn_create_rope_nthc_f16(0, &n->op) : xnn_create_rope_nthc_f32(0, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape& input = rt->values[n->node.inputs[0]].shape;
  xnn_status status = xnn_rope_check_shapes(input, rt->values[n->node.inputs[1]].shape,
                                            xnn_node_type_name(n->node.type));
  if (status != xnn_status_success) return status;
  size_t batch = 1;
  for (size_t d = 0; d + 3 < input.num_dims; d++) batch *= input.dim[d];
  const size_t* last3 = input.dim + input.num_dims - 3;
  const auto reshape_fn = is_f16(rt, n->node) ? xnn_reshape_rope_nthc_f16 : xnn_reshape_rope_nthc_f32;
  status = reshape_fn(n->op, batch, last3[0], last3[1], last3[2], rt->threadpool);
  if (status != xnn_status_success) return status;
  rt->values[n->node.outputs[0]].shape = input;
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  const void* input = rt->data(n->node.inputs[0]);
  const void* weights = rt->data(n->node.inputs[1]);
  void* output = rt->data(n->node.outputs[0]);
  if (is_f16(rt, n->node)) return xnn_setup_rope_nthc_f16(n->op, input, weights, output);
  return xnn_setup_rope_nthc_f32(n->op, static_cast<const float*>(input), static_cast<const float*>(weights),
                                 static_cast<float*>(output));
}

}  // namespace

const xnn_node_ops xnn_rope_node_ops = {create, reshape, setup};
