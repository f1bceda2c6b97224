#include "subgraph/validate.h"

#include <cstdio>
#include <new>

#include "init.h"
#include "alloc-failure.h"
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

xnn_status xnn_check_datatype(const xnn_subgraph* subgraph, const char* node, const char* role, uint32_t id) {
  const xnn_datatype datatype = subgraph->values[id].datatype;
  if (datatype != xnn_datatype_fp32) {
    xnn_log_error("%s: %s (value id %u) has datatype %d; only fp32 (1) is supported so far", node, role, id,
                  int(datatype));
    return xnn_status_unsupported_parameter;
  }
  return xnn_status_success;
}

xnn_status xnn_check_num_dims(const xnn_subgraph* subgraph, const char* node, const char* role, uint32_t id,
                              size_t num_dims) {
  const size_t actual = subgraph->values[id].shape.num_dims;
  if (actual != num_dims) {
    xnn_log_error("%s: %s (value id %u) has %zu dimensions; expected %zu", node, role, id, actual, num_dims);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

xnn_status xnn_add_node(xnn_subgraph* subgraph, const xnn_node& node) {
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
  size_t d[XNN_MAX_TENSOR_DIMS];
  for (size_t i = 0; i < XNN_MAX_TENSOR_DIMS; i++) d[i] = i < shape.num_dims ? shape.dim[i] : 1;
  char op[320];
  std::snprintf(op, sizeof(op), "%s: value %u of shape %s with %zu-byte elements", what, id,
                xnn_shape_text(shape).text, element_size);
  return xnn_checked_product(op, {d[0], d[1], d[2], d[3], d[4], d[5], element_size}, bytes);
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
