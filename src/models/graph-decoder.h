// Decoding XNNPACK-delegate blobs (XN00 / XN01 flatbuffers, optionally behind the XH00 header) into a Graph.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "models/flatbuffer.h"
#include "models/graph.h"

namespace xnn::models {

// One entry of a program's named data: a key and the bytes of its segment.
struct NamedData {
  std::string_view key;
  Bytes bytes;
};

// Decodes the delegate blob at [data, data + size). `named_data` resolves constants stored by key (a program's
// named data); pass nullptr for a blob that stands alone. `prefix` starts every message ("model"). On failure
// returns false with `problem` set; `graph` is then unspecified.
bool decode_delegate_blob(const uint8_t* data, size_t size, const std::vector<NamedData>* named_data,
                          const std::string& prefix, Graph* graph, Problem* problem);

// Internal steps, shared by the blob decoder's files.

// Where a graph's constants live: the bare blob's constant_buffer, or the header's constant region plus named data.
struct ConstantSource {
  bool has_header = false;
  Bytes region;  // the constant region of a blob with the XH00 header
  const std::vector<NamedData>* named_data = nullptr;
  Vector constant_buffer;  // XNNGraph.constant_buffer (bare blobs)
  Vector constant_data;    // XNNGraph.constant_data (blobs with a header)
};

// Resolves constant index `index` (non-zero) named by `field` of `table`; returns false after reporting a problem.
bool resolve_constant(Reader& reader, const ConstantSource& source, const Table& table, const char* field,
                      uint32_t index, Bytes* bytes);

// A value-id field of a node's schema table: its vtable slot, name, and whether it is an output or may be absent
// (XNN_INVALID_VALUE_ID).
struct NodeIdField {
  int slot;
  const char* name;
  bool output;
  bool optional;
};

// Where a node type's value ids (in define-call order) and flags sit in its schema table. The test writer
// (src/models/writer/subgraph-writer.h) writes the same slots.
struct NodeIdSlots {
  NodeIdField ids[7];
  int num_ids;
  int flags_slot;
};
NodeIdSlots node_id_slots(NodeType type);

// Decodes node `index` of XNNGraph.xnodes; value ids are checked against `num_values`.
bool decode_node(Reader& reader, const Table& xnode, size_t num_values, Node* node);

}  // namespace xnn::models
