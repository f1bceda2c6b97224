#include "subgraph/define-helpers.h"

#include "log.h"

xnn_status xnn_check_node_flags(const char* node, uint32_t flags, uint32_t allowed) {
  if ((flags & ~allowed) != 0) {
    xnn_log_error("%s: flags 0x%x include unsupported bits 0x%x", node, flags, flags & ~allowed);
    return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

xnn_status xnn_check_fp32_input(const xnn_subgraph* subgraph, const char* node, const char* role, uint32_t id,
                                bool must_be_static, size_t num_dims) {
  XNN_RETURN_IF_ERROR(xnn_check_input(subgraph, node, role, id));
  XNN_RETURN_IF_ERROR(xnn_check_datatype(subgraph, node, role, id));
  if (must_be_static && !subgraph->values[id].is_static()) {
    xnn_log_error("%s: %s (value id %u) has no data; only constant %ss are supported", node, role, id, role);
    return xnn_status_unsupported_parameter;
  }
  if (num_dims != 0) XNN_RETURN_IF_ERROR(xnn_check_num_dims(subgraph, node, role, id, num_dims));
  return xnn_status_success;
}

xnn_status xnn_check_fp32_output(const xnn_subgraph* subgraph, const char* node, uint32_t id, size_t num_dims) {
  XNN_RETURN_IF_ERROR(xnn_check_output(subgraph, node, id));
  XNN_RETURN_IF_ERROR(xnn_check_datatype(subgraph, node, "output", id));
  if (num_dims != 0) XNN_RETURN_IF_ERROR(xnn_check_num_dims(subgraph, node, "output", id, num_dims));
  return xnn_status_success;
}

xnn_node xnn_make_node(xnn_node_type type, uint32_t flags, float output_min, float output_max,
                       std::initializer_list<uint32_t> inputs, std::initializer_list<uint32_t> outputs) {
  xnn_node node{};
  node.type = type;
  node.flags = flags;
  node.output_min = output_min;
  node.output_max = output_max;
  for (uint32_t id : inputs) node.inputs[node.num_inputs++] = id;
  for (uint32_t id : outputs) node.outputs[node.num_outputs++] = id;
  return node;
}
