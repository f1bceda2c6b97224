#include "subgraph/validate.h"

#include <cstdio>
#include <new>

#include "init.h"
#include "alloc-failure.h"
#include "checked-size.h"
#include "log.h"

xnn_status xnn_check_subgraph(const xnn_subgraph* subgraph, const char* node) {
  if (!xnn_is_initialized()) {
    xnn_log_error("%s: xnn_initialize has not succeeded", node);
    return xnn_status_uninitialized;
  }
  if (subgraph == nullptr) {
    xnn_log_error("%s: subgraph is NULL", node);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

xnn_status xnn_check_input(const xnn_subgraph* subgraph, const char* node, const char* role, uint32_t id) {
  if (id >= subgraph->values.size() || !subgraph->values[id].defined) {
    xnn_log_error("%s: %s is value id %u, which is not defined in the subgraph (%zu ids)", node, role, id,
                  subgraph->values.size());
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

xnn_status xnn_check_output(const xnn_subgraph* subgraph, const char* node, uint32_t id) {
  if (id >= subgraph->values.size() || !subgraph->values[id].defined) {
    xnn_log_error("%s: output is value id %u, which is not defined in the subgraph (%zu ids)", node, id,
                  subgraph->values.size());
    return xnn_status_invalid_parameter;
  }
  const xnn_value& value = subgraph->values[id];
  if (value.is_static()) {
    xnn_log_error("%s: output is value id %u, a constant; expected a tensor without data", node, id);
    return xnn_status_invalid_parameter;
  }
  if (value.is_external_input()) {
    xnn_log_error("%s: output is value id %u, an external input; expected an internal value or external output",
                  node, id);
    return xnn_status_invalid_parameter;
  }
  if (value.producer != XNN_INVALID_NODE_ID) {
    xnn_log_error("%s: output is value id %u, which node #%u already produces", node, id, value.producer);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

bool xnn_shape_is_known(const xnn_value& value) { return value.producer == XNN_INVALID_NODE_ID; }

bool xnn_shape_fits_definition(const xnn_shape& defined, const xnn_shape& computed) {
  size_t d = 0, c = 0;
  for (;; d++, c++) {
    while (d < defined.num_dims && defined.dim[d] == 1) d++;
    while (c < computed.num_dims && computed.dim[c] == 1) c++;
    if (d == defined.num_dims || c == computed.num_dims) return d == defined.num_dims && c == computed.num_dims;
    if (defined.dim[d] != computed.dim[c]) return false;
  }
}

xnn_status xnn_check_computed_shape(const xnn_subgraph* subgraph, xnn_node_type type,
                                    std::initializer_list<uint32_t> inputs, uint32_t output_id,
                                    const xnn_shape& computed) {
  const xnn_value& output = subgraph->values[output_id];
  if (!output.is_external_output() || xnn_shape_fits_definition(output.shape, computed)) return xnn_status_success;
  for (uint32_t id : inputs) {
    if (!xnn_shape_is_known(subgraph->values[id])) return xnn_status_success;
  }
  xnn_log_error("%s node #%zu: output value %u is defined as %s but the node computes %s", xnn_node_type_name(type),
                subgraph->nodes.size(), output_id, xnn_shape_text(output.shape).text, xnn_shape_text(computed).text);
  return xnn_status_invalid_parameter;
}

namespace {

// Each output names its own value, and none is read by the node: a value has one producer, written after its reads.
xnn_status check_node_ids(const xnn_node& node, size_t node_id) {
  for (uint32_t k = 0; k < node.num_outputs; k++) {
    const uint32_t id = node.outputs[k];
    if (id == XNN_INVALID_VALUE_ID) continue;
    for (uint32_t j = 0; j < k; j++) {
      if (node.outputs[j] == id) {
        xnn_log_error("%s node #%zu: outputs %u and %u are both value %u; each output needs its own value",
                      xnn_node_type_name(node.type), node_id, j, k, id);
        return xnn_status_invalid_parameter;
      }
    }
    for (uint32_t i = 0; i < node.num_inputs; i++) {
      if (node.inputs[i] == id) {
        xnn_log_error("%s node #%zu: output %u is value %u, which is also its input %u; a node cannot write a value "
                      "it reads", xnn_node_type_name(node.type), node_id, k, id, i);
        return xnn_status_invalid_parameter;
      }
    }
  }
  return xnn_status_success;
}

}  // namespace

xnn_status xnn_add_node(xnn_subgraph* subgraph, const xnn_node& node) {
  if (xnn_status status = check_node_ids(node, subgraph->nodes.size()); status != xnn_status_success) return status;
  XNN_TRY_ALLOC {
    subgraph->nodes.push_back(node);
  } XNN_ON_ALLOC_FAILURE {
    xnn_log_error("%s: out of memory adding node #%zu", xnn_node_type_name(node.type), subgraph->nodes.size());
    return xnn_status_out_of_memory;
  }
  xnn_node& added = subgraph->nodes.back();
  added.id = uint32_t(subgraph->nodes.size() - 1);
  for (uint32_t i = 0; i < added.num_inputs; i++) {
    if (added.inputs[i] != XNN_INVALID_VALUE_ID) subgraph->values[added.inputs[i]].num_consumers++;
  }
  for (uint32_t i = 0; i < added.num_outputs; i++) {
    if (added.outputs[i] != XNN_INVALID_VALUE_ID) subgraph->values[added.outputs[i]].producer = added.id;
  }
  return xnn_status_success;
}

size_t xnn_datatype_size(xnn_datatype datatype) {
  switch (datatype) {
    case xnn_datatype_fp32:
    case xnn_datatype_int32:
    case xnn_datatype_qint32:
    case xnn_datatype_qcint32:
      return 4;
    case xnn_datatype_fp16:
    case xnn_datatype_bf16:
      return 2;
    default:
      return 1;
  }
}

bool xnn_shape_bytes(const char* what, uint32_t id, const xnn_shape& shape, size_t element_size, size_t* bytes) {
  static_assert(XNN_MAX_TENSOR_DIMS == 6, "one factor per dimension below");
  // Zero dimensions count as 1: a product over any subset of the dimensions (a batch, a row) must fit too.
  size_t d[XNN_MAX_TENSOR_DIMS];
  bool empty = false;
  for (size_t i = 0; i < XNN_MAX_TENSOR_DIMS; i++) {
    d[i] = i < shape.num_dims && shape.dim[i] != 0 ? shape.dim[i] : 1;
    empty |= i < shape.num_dims && shape.dim[i] == 0;
  }
  // The sentence is formatted only on overflow: runners reshape on every run, and formatting it cost 10% of a
  // small portable operator's run.
  if (xnn_multiply_sizes({d[0], d[1], d[2], d[3], d[4], d[5], element_size}, bytes)) {
    if (empty) *bytes = 0;
    return true;
  }
  char value[32] = "a value";
  if (id != XNN_INVALID_VALUE_ID) std::snprintf(value, sizeof(value), "value %u", id);
  char op[320];
  std::snprintf(op, sizeof(op), "%s: %s of shape %s with %zu-byte elements", what, value, xnn_shape_text(shape).text,
                element_size);
  if (!xnn_checked_product(op, {d[0], d[1], d[2], d[3], d[4], d[5], element_size}, bytes)) return false;
  if (empty) *bytes = 0;
  return true;
}

xnn_shape_text_buffer xnn_shape_text(const xnn_shape& shape) {
  xnn_shape_text_buffer out{};
  size_t used = std::snprintf(out.text, sizeof(out.text), "[");
  for (size_t i = 0; i < shape.num_dims && i < XNN_MAX_TENSOR_DIMS; i++) {
    used += std::snprintf(out.text + used, sizeof(out.text) - used, i == 0 ? "%zu" : ", %zu", shape.dim[i]);
  }
  std::snprintf(out.text + used, sizeof(out.text) - used, "]");
  return out;
}

xnn_status xnn_check_dims(const char* what, size_t num_dims, const size_t* dims) {
  if (num_dims > XNN_MAX_TENSOR_DIMS) {
    xnn_log_error("%s: num_dims is %zu; expected at most %d", what, num_dims, XNN_MAX_TENSOR_DIMS);
    return xnn_status_unsupported_parameter;
  }
  if (num_dims != 0 && dims == nullptr) {
    xnn_log_error("%s: dims is NULL with num_dims %zu", what, num_dims);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}
