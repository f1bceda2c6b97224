// Copy, static reshape, expand dims, fuse dims and split dims nodes -> copy operator over the tensor as one dense row
// (a new shape moves no element). When the runtime made the output an alias of the input (xnn_find_aliases) the
// operator is reshaped to no work.
#include <algorithm>

#include "log.h"
#include "subgraph/node-rules.h"
#include "subgraph/nodes/node-ops.h"
#include "subgraph/validate.h"

namespace {

constexpr xnn_by_element_size<decltype(&xnn_create_copy_nc_x32)> kCreate = {
    xnn_create_copy_nc_x8, xnn_create_copy_nc_x16, xnn_create_copy_nc_x32};
constexpr xnn_by_element_size<decltype(&xnn_reshape_copy_nc_x32)> kReshape = {
    xnn_reshape_copy_nc_x8, xnn_reshape_copy_nc_x16, xnn_reshape_copy_nc_x32};
constexpr xnn_by_element_size<decltype(&xnn_setup_copy_nc_x32)> kSetup = {
    xnn_setup_copy_nc_x8, xnn_setup_copy_nc_x16, xnn_setup_copy_nc_x32};

xnn_status create(xnn_runtime* rt, xnn_runtime_node* n) {
  return kCreate.of(xnn_node_element_size(rt, n->node))(0, &n->op);
}

xnn_status setup(xnn_runtime* rt, xnn_runtime_node* n) {
  return kSetup.of(xnn_node_element_size(rt, n->node))(n->op, rt->data(n->node.inputs[0]),
                                                          rt->data(n->node.outputs[0]));
}

xnn_status reshape_to(xnn_runtime* rt, xnn_runtime_node* n, const xnn_shape& output) {
  rt->values[n->node.outputs[0]].shape = output;
  const size_t elements = output.elements();
  const bool moves = elements != 0 && rt->alias_of[n->node.outputs[0]] == XNN_INVALID_VALUE_ID;
  return kReshape.of(xnn_node_element_size(rt, n->node))(n->op, moves ? 1 : 0, std::max<size_t>(elements, 1),
                                 std::max<size_t>(elements, 1), std::max<size_t>(elements, 1), rt->threadpool);
}

xnn_status reshape_copy(xnn_runtime* rt, xnn_runtime_node* n) {
  return reshape_to(rt, n, rt->values[n->node.inputs[0]].shape);
}

// The node's new_shape with its one 0 dimension (if any) inferred from the input's element count.
xnn_status reshape_static_reshape(xnn_runtime* rt, xnn_runtime_node* n) {
  const size_t elements = rt->values[n->node.inputs[0]].shape.elements();
  const auto& new_shape = n->node.params.shape;
  xnn_shape output;
  output.num_dims = new_shape.num_dims;
  xnn_shape known_dims = output;
  size_t inferred = SIZE_MAX;
  for (size_t d = 0; d < new_shape.num_dims; d++) {
    output.dim[d] = new_shape.values[d];
    known_dims.dim[d] = new_shape.values[d] != 0 ? new_shape.values[d] : 1;
    if (new_shape.values[d] == 0) inferred = d;
  }
  size_t known;
  if (!xnn_shape_bytes("static reshape", n->node.outputs[0], known_dims, 1, &known)) {
    return xnn_status_invalid_parameter;
  }
  if (inferred != SIZE_MAX) output.dim[inferred] = elements / known;
  if (output.elements() != elements) {
    xnn_log_error("static reshape: node #%u: new_shape holds %zu elements; the input has %zu", n->node.id,
                  output.elements(), elements);
    return xnn_status_invalid_parameter;
  }
  return reshape_to(rt, n, output);
}

// The output shape `rule` computes from the input's current shape.
xnn_status reshape_by_rule(xnn_runtime* rt, xnn_runtime_node* n, xnn_output_shape_rule rule) {
  xnn_shape output;
  const xnn_status status =
      rule(n->node, rt->values[n->node.inputs[0]].shape, xnn_node_type_name(n->node.type), &output);
  if (status != xnn_status_success) return status;
  return reshape_to(rt, n, output);
}

xnn_status reshape_expand_dims(xnn_runtime* rt, xnn_runtime_node* n) {
  return reshape_by_rule(rt, n, xnn_expand_dims_output_shape);
}

xnn_status reshape_fuse_dims(xnn_runtime* rt, xnn_runtime_node* n) {
  return reshape_by_rule(rt, n, xnn_fuse_dims_output_shape);
}

xnn_status reshape_split_dims(xnn_runtime* rt, xnn_runtime_node* n) {
  return reshape_by_rule(rt, n, xnn_split_dims_output_shape);
}

}  // namespace

const xnn_node_ops xnn_copy_node_ops = {create, reshape_copy, setup};
const xnn_node_ops xnn_static_reshape_node_ops = {create, reshape_static_reshape, setup};
const xnn_node_ops xnn_static_expand_dims_node_ops = {create, reshape_expand_dims, setup};
const xnn_node_ops xnn_fuse_dims_node_ops = {create, reshape_fuse_dims, setup};
const xnn_node_ops xnn_split_dims_node_ops = {create, reshape_split_dims, setup};
