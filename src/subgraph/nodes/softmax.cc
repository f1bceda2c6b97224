// Softmax node -> softmax operator (f32 or f16) over the last dimension: the tensor is [elements / last dim, last dim]
// rows.
#include "subgraph/nodes/node-ops.h"

namespace {

bool is_half(const xnn_runtime* rt, const xnn_runtime_node* n) {
  return rt->values[n->node.inputs[0]].datatype == xnn_datatype_fp16;
}

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  return is_half(rt, n) ? xnn_create_softmax_nc_f16(rt->node_flags, &n->op)
                        : xnn_create_softmax_nc_f32(rt->node_flags, &n->op);
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const auto reshape_fn = is_half(rt, n) ? xnn_reshape_softmax_nc_f16 : xnn_reshape_softmax_nc_f32;
  const xnn_shape& input = rt->values[n->node.inputs[0]].shape;
  rt->values[n->node.outputs[0]].shape = input;
  const size_t channels = input.num_dims != 0 ? input.dim[input.num_dims - 1] : 1;
  // An empty last dimension means no rows (softmax over zero elements has no output to write).
  if (channels == 0) return reshape_fn(n->op, 1, 1, 1, 0, rt->threadpool);
  return reshape_fn(n->op, channels, channels, channels, input.elements() / channels,
                                    rt->threadpool);
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  if (is_half(rt, n)) {
    return xnn_setup_softmax_nc_f16(n->op, rt->data(n->node.inputs[0]), rt->data(n->node.outputs[0]));
  }
  return xnn_setup_softmax_nc_f32(n->op, static_cast<const float*>(rt->data(n->node.inputs[0])),
                                  static_cast<float*>(rt->data(n->node.outputs[0])));
}

}  // namespace

const xnn_node_ops xnn_softmax_node_ops = {create, reshape, setup};
