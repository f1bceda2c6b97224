// Define functions of the nodes that only change a shape: expand dims, fuse dims, split dim (views of the same
// elements, run as a copy or an alias) and broadcast. Their output shapes follow the input's at every reshape, so the
// rules that compute them are shared with the runtime (subgraph/nodes/copy.cc, static-broadcast.cc).
#include "log.h"
#include "subgraph/catalog.h"
#include "subgraph/define-helpers.h"
#include "subgraph/node-rules.h"

namespace {

xnn_node one_to_one(xnn_node_type type, uint32_t input_id, uint32_t output_id, uint32_t flags) {
  return xnn_make_node(type, flags, kXnnNoMin, kXnnNoMax, {input_id}, {output_id});
}

}  // namespace

xnn_status xnn_check_output_shape_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what,
                                       xnn_output_shape_rule rule) {
  xnn_shape computed;
  XNN_RETURN_IF_ERROR(rule(node, subgraph->values[node.inputs[0]].shape, what, &computed));
  return xnn_check_computed_shape(subgraph, node.type, {node.inputs[0]}, node.outputs[0], computed);
}

// new_axes strictly increasing, each below the output's rank (input rank + num_new_axes <= XNN_MAX_TENSOR_DIMS).
xnn_status xnn_expand_dims_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                        xnn_shape* output) {
  const auto& axes = node.params.shape;
  const size_t rank = input.num_dims + axes.num_dims;
  if (rank > XNN_MAX_TENSOR_DIMS) {
    xnn_log_error("%s: the input's %zu dimensions and %zu new axes make %zu; at most %d are supported", what,
                  input.num_dims, axes.num_dims, rank, XNN_MAX_TENSOR_DIMS);
    return xnn_status_invalid_parameter;
  }
  for (size_t i = 0; i < axes.num_dims; i++) {
    if (axes.values[i] >= rank || (i != 0 && axes.values[i] <= axes.values[i - 1])) {
      xnn_log_error("%s: new_axes[%zu] is %zu; expected increasing axes below the output's rank %zu", what, i,
                    axes.values[i], rank);
      return xnn_status_invalid_parameter;
    }
  }
  output->num_dims = rank;
  for (size_t d = 0, next_axis = 0, next_input = 0; d < rank; d++) {
    const bool is_new = next_axis < axes.num_dims && axes.values[next_axis] == d;
    output->dim[d] = is_new ? 1 : input.dim[next_input++];
    next_axis += is_new ? 1 : 0;
  }
  return xnn_status_success;
}

// Dimensions axis .. axis + axes_count - 1 exist in the input and become one.
xnn_status xnn_fuse_dims_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                      xnn_shape* output) {
  const size_t axis = node.params.dims.axis, count = node.params.dims.count;
  if (axis + count > input.num_dims) {
    xnn_log_error("%s: dimensions %zu to %zu are fused; the input has %zu", what, axis, axis + count - 1,
                  input.num_dims);
    return xnn_status_invalid_parameter;
  }
  output->num_dims = input.num_dims - count + 1;
  for (size_t d = 0; d < axis; d++) output->dim[d] = input.dim[d];
  output->dim[axis] = 1;
  for (size_t d = axis; d < axis + count; d++) output->dim[axis] *= input.dim[d];
  for (size_t d = axis + count; d < input.num_dims; d++) output->dim[d - count + 1] = input.dim[d];
  return xnn_status_success;
}

// Dimension axis of the input becomes num_splits dimensions: the nonzero splits, and the first 0 the rest (later
// zeros 1, as XNNPACK). The splits' product divides the dimension, and equals it when no split is 0.
xnn_status xnn_split_dims_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                       xnn_shape* output) {
  const auto& p = node.params.dims;
  if (p.axis >= input.num_dims) {
    xnn_log_error("%s: axis is %zu; the input has %zu dimensions", what, p.axis, input.num_dims);
    return xnn_status_invalid_parameter;
  }
  const size_t rank = input.num_dims - 1 + p.count;
  if (rank > XNN_MAX_TENSOR_DIMS) {
    xnn_log_error("%s: splitting one of the input's %zu dimensions into %zu makes %zu; at most %d are supported",
                  what, input.num_dims, p.count, rank, XNN_MAX_TENSOR_DIMS);
    return xnn_status_invalid_parameter;
  }
  size_t product = 1;
  bool inferred = false;
  for (size_t i = 0; i < p.count; i++) {
    if (p.splits[i] != 0 && !xnn_checked_product(what, "the product of splits", {product, p.splits[i]}, &product)) {
      return xnn_status_invalid_parameter;
    }
    inferred |= p.splits[i] == 0;
  }
  const size_t dim = input.dim[p.axis];
  if (inferred ? dim % product != 0 : dim != product) {
    xnn_log_error("%s: the splits' product %zu %s input dimension %zu (%zu)", what, product,
                  inferred ? "does not divide" : "differs from", p.axis, dim);
    return xnn_status_invalid_parameter;
  }
  output->num_dims = rank;
  for (size_t d = 0; d < p.axis; d++) output->dim[d] = input.dim[d];
  size_t rest = dim / product;
  for (size_t i = 0; i < p.count; i++) {
    output->dim[p.axis + i] = p.splits[i] != 0 ? p.splits[i] : rest;
    if (p.splits[i] == 0) rest = 1;
  }
  for (size_t d = p.axis + 1; d < input.num_dims; d++) output->dim[d + p.count - 1] = input.dim[d];
  return xnn_status_success;
}

// The input, aligned to the right of new_shape, has at most num_dims dimensions, each 1 or the output's; a 0 in
// new_shape keeps the input's dimension (1 left of the input).
xnn_status xnn_static_broadcast_output_shape(const xnn_node& node, const xnn_shape& input, const char* what,
                                             xnn_shape* output) {
  const auto& new_shape = node.params.shape;
  if (input.num_dims > new_shape.num_dims) {
    xnn_log_error("%s: the input has %zu dimensions; new_shape has %zu (expected at least as many)", what,
                  input.num_dims, new_shape.num_dims);
    return xnn_status_invalid_parameter;
  }
  const size_t offset = new_shape.num_dims - input.num_dims;
  output->num_dims = new_shape.num_dims;
  for (size_t d = 0; d < new_shape.num_dims; d++) {
    const size_t in = d >= offset ? input.dim[d - offset] : 1;
    output->dim[d] = new_shape.values[d] != 0 ? new_shape.values[d] : in;
    if (in != 1 && in != output->dim[d]) {
      xnn_log_error("%s: input dimension %zu is %zu; it broadcasts to new_shape[%zu] = %zu only from 1", what,
                    d - offset, in, d, output->dim[d]);
      return xnn_status_invalid_parameter;
    }
  }
  return xnn_status_success;
}

xnn_status xnn_static_expand_dims_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  return xnn_check_output_shape_rule(subgraph, node, what, xnn_expand_dims_output_shape);
}

xnn_status xnn_fuse_dims_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  return xnn_check_output_shape_rule(subgraph, node, what, xnn_fuse_dims_output_shape);
}

xnn_status xnn_split_dims_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  return xnn_check_output_shape_rule(subgraph, node, what, xnn_split_dims_output_shape);
}

xnn_status xnn_static_broadcast_shapes_rule(const xnn_subgraph* subgraph, xnn_node& node, const char* what) {
  return xnn_check_output_shape_rule(subgraph, node, what, xnn_static_broadcast_output_shape);
}

extern "C" xnn_status xnn_define_static_expand_dims(xnn_subgraph_t subgraph, size_t num_new_axes,
                                                    const size_t* new_axes, uint32_t input_id, uint32_t output_id,
                                                    uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::static_expand_dims, flags,
                                               {num_new_axes, new_axes}));
  if (num_new_axes != 0 && new_axes == nullptr) {
    xnn_log_error("define static expand dims: new_axes is NULL with num_new_axes %zu", num_new_axes);
    return xnn_status_invalid_parameter;
  }
  xnn_node node = one_to_one(xnn_node_type::static_expand_dims, input_id, output_id, flags);
  node.params.shape.num_dims = num_new_axes;
  for (size_t i = 0; i < num_new_axes; i++) node.params.shape.values[i] = new_axes[i];
  return xnn_define_node(subgraph, node);
}

extern "C" xnn_status xnn_define_fuse_dims(xnn_subgraph_t subgraph, size_t axis, size_t axes_count,
                                           uint32_t input_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(xnn_check_node_arguments(subgraph, xnn_node_type::fuse_dims, flags, {axis, axes_count}));
  if (axis > XNN_MAX_TENSOR_DIMS || axes_count > XNN_MAX_TENSOR_DIMS || axis + axes_count > XNN_MAX_TENSOR_DIMS) {
    xnn_log_error("define fuse dims: axis %zu + axes_count %zu exceeds %d dimensions", axis, axes_count,
                  XNN_MAX_TENSOR_DIMS);
    return xnn_status_unsupported_parameter;
  }
  xnn_node node = one_to_one(xnn_node_type::fuse_dims, input_id, output_id, flags);
  node.params.dims.axis = axis;
  node.params.dims.count = axes_count;
  return xnn_define_node(subgraph, node);
}

extern "C" xnn_status xnn_define_split_dim(xnn_subgraph_t subgraph, size_t axis, size_t num_splits,
                                           const size_t* splits, uint32_t input_id, uint32_t output_id,
                                           uint32_t flags) {
  XNN_RETURN_IF_ERROR(
      xnn_check_node_arguments(subgraph, xnn_node_type::split_dims, flags, {axis, num_splits, splits}));
  if (axis > XNN_MAX_TENSOR_DIMS || num_splits > XNN_MAX_TENSOR_DIMS || axis + num_splits > XNN_MAX_TENSOR_DIMS) {
    xnn_log_error("define split dim: axis %zu + num_splits %zu exceeds %d dimensions", axis, num_splits,
                  XNN_MAX_TENSOR_DIMS);
    return xnn_status_unsupported_parameter;
  }
  xnn_node node = one_to_one(xnn_node_type::split_dims, input_id, output_id, flags);
  node.params.dims.axis = axis;
  node.params.dims.count = num_splits;
  for (size_t i = 0; i < num_splits; i++) node.params.dims.splits[i] = splits[i];
  return xnn_define_node(subgraph, node);
}

extern "C" xnn_status xnn_define_static_broadcast(xnn_subgraph_t subgraph, size_t num_dims, const size_t* new_shape,
                                                  uint32_t input_id, uint32_t output_id, uint32_t flags) {
  XNN_RETURN_IF_ERROR(
      xnn_check_node_arguments(subgraph, xnn_node_type::static_broadcast, flags, {num_dims, new_shape}));
  if (num_dims != 0 && new_shape == nullptr) {
    xnn_log_error("define static broadcast: new_shape is NULL with num_dims %zu", num_dims);
    return xnn_status_invalid_parameter;
  }
  xnn_node node = one_to_one(xnn_node_type::static_broadcast, input_id, output_id, flags);
  node.params.shape.num_dims = num_dims;
  for (size_t i = 0; i < num_dims; i++) node.params.shape.values[i] = new_shape[i];
  return xnn_define_node(subgraph, node);
}
