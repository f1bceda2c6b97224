// Creating and deleting subgraphs, and defining tensor values.
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

namespace {

bool known_datatype(xnn_datatype datatype) { return datatype > xnn_datatype_invalid && datatype <= xnn_datatype_qcint2; }

}  // namespace

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

extern "C" xnn_status xnn_define_tensor_value(xnn_subgraph_t subgraph, xnn_datatype datatype, size_t num_dims,
                                              const size_t* dims, const void* data, uint32_t external_id,
                                              uint32_t flags, uint32_t* id_out) {
  const char* what = "define tensor value";
  if (xnn_status status = xnn_check_subgraph(subgraph, what); status != xnn_status_success) return status;
  if (!known_datatype(datatype)) {
    xnn_log_error("%s: datatype %d is not an xnn_datatype", what, int(datatype));
    return xnn_status_invalid_parameter;
  }
  if (xnn_status status = xnn_check_dims(what, num_dims, dims); status != xnn_status_success) return status;
  if (id_out == nullptr) {
    xnn_log_error("%s: id_out is NULL", what);
    return xnn_status_invalid_parameter;
  }
  const uint32_t external_flags = XNN_VALUE_FLAG_EXTERNAL_INPUT | XNN_VALUE_FLAG_EXTERNAL_OUTPUT;
  if ((flags & ~external_flags) != 0) {
    xnn_log_error("%s: flags 0x%x include unknown bits; expected XNN_VALUE_FLAG_EXTERNAL_INPUT/OUTPUT", what, flags);
    return xnn_status_invalid_parameter;
  }
  if (external_id != XNN_INVALID_VALUE_ID && external_id >= subgraph->external_value_ids) {
    xnn_log_error("%s: external_id %u is not below the subgraph's %u external value ids", what, external_id,
                  subgraph->external_value_ids);
    return xnn_status_invalid_parameter;
  }
  if ((flags & external_flags) != 0 && external_id == XNN_INVALID_VALUE_ID) {
    xnn_log_error("%s: an external input or output needs an external_id", what);
    return xnn_status_invalid_parameter;
  }
  if ((flags & external_flags) != 0 && data != nullptr) {
    xnn_log_error("%s: external_id %u has data; external inputs and outputs cannot be constants", what, external_id);
    return xnn_status_invalid_parameter;
  }
  if (external_id != XNN_INVALID_VALUE_ID && subgraph->values[external_id].defined) {
    xnn_log_error("%s: external_id %u is already defined", what, external_id);
    return xnn_status_invalid_parameter;
  }
  xnn_shape shape;
  shape.num_dims = num_dims;
  for (size_t i = 0; i < num_dims; i++) shape.dim[i] = dims[i];
  size_t bytes;
  if (!xnn_shape_bytes(what, external_id, shape, xnn_datatype_size(datatype), &bytes)) {
    return xnn_status_invalid_parameter;
  }
  uint32_t id = external_id;
  if (id == XNN_INVALID_VALUE_ID) {
    if (subgraph->values.size() >= XNN_INVALID_VALUE_ID) {
      xnn_log_error("%s: the subgraph has no value ids left", what);
      return xnn_status_out_of_memory;
    }
    XNN_TRY_ALLOC {
      subgraph->values.emplace_back();
    } XNN_ON_ALLOC_FAILURE {
      xnn_log_error("%s: out of memory adding a value", what);
      return xnn_status_out_of_memory;
    }
    id = uint32_t(subgraph->values.size() - 1);
  }
  xnn_value& value = subgraph->values[id];
  value = xnn_value();
  value.id = id;
  value.defined = true;
  value.datatype = datatype;
  value.shape = shape;
  value.data = data;
  value.flags = flags;
  *id_out = id;
  return xnn_status_success;
}
