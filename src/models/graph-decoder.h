// Decoding XNNPACK-delegate blobs (XN00 / XN01 flatbuffers, optionally behind the XH00 header) into an xnn_model_graph.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "models/flatbuffer.h"
#include "models/graph.h"

// One entry of a program's named data: a key and the bytes of its segment.
struct xnn_named_data {
  std::string_view key;
  xnn_model_bytes bytes;
};

// Decodes the delegate blob at [data, data + size). `named_data` resolves constants stored by key (a program's
// named data); pass nullptr for a blob that stands alone. `prefix` starts every message ("model"). On failure
// returns false with `problem` set; `graph` is then unspecified.
bool xnn_decode_delegate_blob(const uint8_t* data, size_t size, const std::vector<xnn_named_data>* named_data,
                              const std::string& prefix, xnn_model_graph* graph, xnn_model_problem* problem);

// Internal steps, shared by the blob decoder's files.

// Where a graph's constants live: the bare blob's constant_buffer, or the header's constant region plus named data.
struct xnn_constant_source {
  bool has_header = false;
  xnn_model_bytes region;  // the constant region of a blob with the XH00 header
  const std::vector<xnn_named_data>* named_data = nullptr;
  xnn_flatbuffer_vector constant_buffer;  // XNNGraph.constant_buffer (bare blobs)
  xnn_flatbuffer_vector constant_data;    // XNNGraph.constant_data (blobs with a header)
};

// Resolves constant index `index` (non-zero) named by `field` of `table`; returns false after reporting a problem.
bool xnn_resolve_constant(xnn_flatbuffer_reader& reader, const xnn_constant_source& source,
                          const xnn_flatbuffer_table& table, const char* field, uint32_t index, xnn_model_bytes* bytes);

// A value-id field of a node's schema table: its vtable slot, name, and whether it is an output or may be absent
// (XNN_INVALID_VALUE_ID).
struct xnn_node_id_field {
  int slot;
  const char* name;
  bool output;
  bool optional;
};

// Where a node type's value ids (in define-call order) and flags sit in its schema table. The subgraph writer
// (src/models/writer/subgraph-writer.h) writes the same slots.
struct xnn_node_id_slots {
  xnn_node_id_field ids[7];
  int num_ids;
  int flags_slot;
};
xnn_node_id_slots xnn_get_node_id_slots(xnn_graph_node_type type);

// The schema's XNNDatatype number of a datatype (the writer's direction of the decoder's table), or 0 (invalid) for
// one the schema cannot express.
int16_t xnn_schema_datatype(xnn_datatype datatype);

// Decodes node `index` of XNNGraph.xnodes; value ids are checked against `num_values`.
bool xnn_decode_node(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& xnode, size_t num_values,
                     xnn_graph_node* node);
