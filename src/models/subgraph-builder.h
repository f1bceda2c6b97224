// Turns a decoded xnn_model_graph into an xnn_subgraph through the public define API only: one pass over the values
// (xnn_define_tensor_value), one over the nodes (the xnn_define_* call of the catalog node type each schema node
// type decodes to). Value ids are kept: value i of the graph is subgraph value i, so a graph's input and output ids
// are the runtime's external ids.
#pragma once

#include <vector>

#include <xnnpack.h>

#include "models/flatbuffer.h"
#include "models/graph.h"

// A built subgraph and the constant data it points to (copied out of the model into aligned, padded memory).
class xnn_built_subgraph {
 public:
  xnn_built_subgraph() = default;
  xnn_built_subgraph(const xnn_built_subgraph&) = delete;
  xnn_built_subgraph& operator=(const xnn_built_subgraph&) = delete;
  xnn_built_subgraph(xnn_built_subgraph&& other) noexcept;
  xnn_built_subgraph& operator=(xnn_built_subgraph&& other) noexcept;
  ~xnn_built_subgraph();

  xnn_subgraph_t subgraph = nullptr;
  // Must outlive every runtime created from `subgraph`.
  std::vector<void*> constants;
  // Constants handed to the define API as the model's own bytes, and how many node inputs (all of packing nodes)
  // read each.
  struct file_constant {
    const void* data;
    size_t size;
    uint32_t packers;
  };
  std::vector<file_constant> file_constants;
};

// Defines `graph` in a new subgraph. On failure returns false with `problem` set: a quantized or otherwise
// unsupported datatype and a node the define API refuses are named by node index, type and datatype.
bool xnn_build_subgraph(const xnn_model_graph& graph, xnn_built_subgraph* built, xnn_model_problem* problem);
