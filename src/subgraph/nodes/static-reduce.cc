// Static reduce node -> reduce operator (fp32, or qint8/quint8 with the input's and the output's quantization).
#include <cstdio>

#include "subgraph/node-rules.h"
#include "subgraph/nodes/node-ops.h"

namespace {

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_value& input = rt->values[n->node.inputs[0]];
  const xnn_value& output = rt->values[n->node.outputs[0]];
  const xnn_quantization_params in = {input.quantization.zero_point, input.quantization.scale};
  const xnn_quantization_params out = {output.quantization.zero_point, output.quantization.scale};
  return xnn_create_reduce_nd(n->node.params.reduce.op, input.datatype, &in, &out, 0, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_node& node = n->node;
  const xnn_shape& input = rt->values[node.inputs[0]].shape;
  char what[64];
  snprintf(what, sizeof(what), "static reduce node #%u", node.id);
  xnn_shape output;
  xnn_status status = xnn_static_reduce_output_shape(node, input, what, &output);
  if (status != xnn_status_success) return status;
  status = xnn_reshape_reduce_nd(n->op, node.params.reduce.num_axes, node.params.reduce.axes, input.num_dims,
                                 input.dim, &n->workspace_size, rt->threadpool);
  if (status != xnn_status_success) return status;
  rt->values[node.outputs[0]].shape = output;
  return xnn_status_success;
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return xnn_setup_reduce_nd(n->op, rt->workspace_of(*n), rt->data(n->node.inputs[0]),
                             rt->data(n->node.outputs[0]));
}

}  // namespace

const xnn_node_ops xnn_static_reduce_node_ops = {create, reshape, setup};
