// Static slice node -> slice operator: the node's begins and ends resolved against the input's current shape.
#include "subgraph/node-rules.h"
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
  xnn_shape output;
  size_t offsets[XNN_MAX_TENSOR_DIMS];
  xnn_status status = xnn_static_slice_window(n->node, input, xnn_node_type_name(n->node.type), offsets, output.dim);
  if (status != xnn_status_success) return status;
  output.num_dims = input.num_dims;
  status = kReshape.of(xnn_node_element_size(rt, n->node))(n->op, input.num_dims, input.dim, offsets, output.dim,
                                                           rt->threadpool);
  if (status != xnn_status_success) return status;
  rt->values[n->node.outputs[0]].shape = output;
  return xnn_status_success;
}

}  // namespace

const xnn_node_ops xnn_static_slice_node_ops = {create, reshape, setup};
