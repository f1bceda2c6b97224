// Static transpose node -> transpose operator: output dimension k is input dimension perm[k].
#include "subgraph/nodes/node-ops.h"

namespace {

constexpr xnn_by_element_size<decltype(&xnn_create_transpose_nd_x32)> kCreate = {
    xnn_create_transpose_nd_x8, xnn_create_transpose_nd_x16, xnn_create_transpose_nd_x32};
constexpr xnn_by_element_size<decltype(&xnn_reshape_transpose_nd_x32)> kReshape = {
    xnn_reshape_transpose_nd_x8, xnn_reshape_transpose_nd_x16, xnn_reshape_transpose_nd_x32};
constexpr xnn_by_element_size<decltype(&xnn_setup_transpose_nd_x32)> kSetup = {
    xnn_setup_transpose_nd_x8, xnn_setup_transpose_nd_x16, xnn_setup_transpose_nd_x32};

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  return kCreate.of(xnn_node_element_size(rt, n->node))(0, &n->op);
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return kSetup.of(xnn_node_element_size(rt, n->node))(n->op, rt->data(n->node.inputs[0]),
                                                          rt->data(n->node.outputs[0]));
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape& input = rt->values[n->node.inputs[0]].shape;
  const auto& perm = n->node.params.shape;
  xnn_status status;
  if ((status = xnn_check_node_input_rank(n, input, perm.num_dims, "perm")) ||
      (status = kReshape.of(xnn_node_element_size(rt, n->node))(n->op, input.num_dims, input.dim, perm.values,
                                                                 rt->threadpool))) {
    return status;
  }
  xnn_shape output;
  output.num_dims = input.num_dims;
  for (size_t k = 0; k < input.num_dims; k++) output.dim[k] = input.dim[perm.values[k]];
  rt->values[n->node.outputs[0]].shape = output;
  return xnn_status_success;
}

}  // namespace

const xnn_node_ops xnn_static_transpose_node_ops = {create, reshape, setup};
