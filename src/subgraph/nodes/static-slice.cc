// Static slice node -> slice operator: offsets and sizes per dimension, a size of 0 meaning "to the end".
#include "subgraph/nodes/node-ops.h"

namespace {

constexpr xnn_by_element_size<decltype(&xnn_create_slice_nd_x32)> kCreate = {
    xnn_create_slice_nd_x8, xnn_create_slice_nd_x16, xnn_create_slice_nd_x32};
constexpr xnn_by_element_size<decltype(&xnn_reshape_slice_nd_x32)> kReshape = {
    xnn_reshape_slice_nd_x8, xnn_reshape_slice_nd_x16, xnn_reshape_slice_nd_x32};
constexpr xnn_by_element_size<decltype(&xnn_setup_slice_nd_x32)> kSetup = {
    xnn_setup_slice_nd_x8, xnn_setup_slice_nd_x16, xnn_setup_slice_nd_x32};

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  return kCreate.of(xnn_node_element_size(rt, n->node))(0, &n->op);
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return kSetup.of(xnn_node_element_size(rt, n->node))(n->op, rt->data(n->node.inputs[0]),
                                                          rt->data(n->node.outputs[0]));
}

xnn_status reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const xnn_shape& input = rt->values[n->node.inputs[0]].shape;
  const auto& slice = n->node.params.slice;
  xnn_status status;
  if ((status = xnn_check_node_input_rank(n, input, slice.num_dims, "the slice")) ||
      (status = kReshape.of(xnn_node_element_size(rt, n->node))(n->op, input.num_dims, input.dim, slice.offsets,
                                                                 slice.sizes, rt->threadpool))) {
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

const xnn_node_ops xnn_static_slice_node_ops = {create, reshape, setup};
