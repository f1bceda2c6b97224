// Turns a decoded Graph into an xnn_subgraph through the public define API only: one pass over the values
// (xnn_define_tensor_value), one over the nodes (the xnn_define_* call of each NodeType). Value ids are kept: value
// i of the graph is subgraph value i, so a graph's input and output ids are the runtime's external ids.
#pragma once

#include <vector>

#include <xnnpack.h>

#include "models/flatbuffer.h"
#include "models/graph.h"

namespace xnn::models {

// A built subgraph and the constant data it points to (copied out of the model into aligned, padded memory).
class BuiltSubgraph {
 public:
  BuiltSubgraph() = default;
  BuiltSubgraph(const BuiltSubgraph&) = delete;
  BuiltSubgraph& operator=(const BuiltSubgraph&) = delete;
  BuiltSubgraph(BuiltSubgraph&& other) noexcept;
  BuiltSubgraph& operator=(BuiltSubgraph&& other) noexcept;
  ~BuiltSubgraph();

  xnn_subgraph_t subgraph = nullptr;
  // Must outlive every runtime created from `subgraph`.
  std::vector<void*> constants;
};

// Defines `graph` in a new subgraph. On failure returns false with `problem` set: a quantized or otherwise
// unsupported datatype and a node the define API refuses are named by node index, type and datatype.
bool build_subgraph(const Graph& graph, BuiltSubgraph* built, Problem* problem);

}  // namespace xnn::models
