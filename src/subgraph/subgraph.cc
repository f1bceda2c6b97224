// Creating and deleting subgraphs (tensor values: define-tensor.cc).
#include "subgraph/subgraph.h"

#include <new>

#include "init.h"
#include "alloc-failure.h"
#include "log.h"
#include "subgraph/validate.h"

const char* xnn_node_type_name(xnn_node_type type) {
  switch (type) {
#define XNN_NODE_TYPE_NAME(type, name) \
  case xnn_node_type::type:            \
    return name;
    XNN_FOREACH_NODE_TYPE(XNN_NODE_TYPE_NAME)
#undef XNN_NODE_TYPE_NAME
  }
  return "?";
}

extern "C" xnn_status xnn_create_subgraph(uint32_t external_value_ids, uint32_t flags, xnn_subgraph_t* subgraph_out) {
  if (!xnn_is_initialized()) {
    xnn_log_error("create subgraph: xnn_initialize has not succeeded");
    return xnn_status_uninitialized;
  }
  if (subgraph_out == nullptr) {
    xnn_log_error("create subgraph: subgraph_out is NULL");
    return xnn_status_invalid_parameter;
  }
  if (flags != 0) {
    xnn_log_error("create subgraph: flags is 0x%x; no subgraph flags are defined", flags);
    return xnn_status_invalid_parameter;
  }
  if (external_value_ids == XNN_INVALID_VALUE_ID) {
    xnn_log_error("create subgraph: external_value_ids is XNN_INVALID_VALUE_ID");
    return xnn_status_invalid_parameter;
  }
  xnn_subgraph* subgraph = new (std::nothrow) xnn_subgraph();
  if (subgraph == nullptr) return xnn_status_out_of_memory;
  XNN_TRY_ALLOC {
    subgraph->values.resize(external_value_ids);
  } XNN_ON_ALLOC_FAILURE {
    delete subgraph;
    xnn_log_error("create subgraph: out of memory reserving %u external value ids", external_value_ids);
    return xnn_status_out_of_memory;
  }
  for (uint32_t i = 0; i < external_value_ids; i++) subgraph->values[i].id = i;
  subgraph->external_value_ids = external_value_ids;
  *subgraph_out = subgraph;
  return xnn_status_success;
}

// NULL is accepted, as XNNPACK does (a no-op, like free).
extern "C" xnn_status xnn_delete_subgraph(xnn_subgraph_t subgraph) {
  delete subgraph;
  return xnn_status_success;
}
