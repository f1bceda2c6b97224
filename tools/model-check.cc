#include "model-check.h"

#include <cstdio>
#include <string>
#include <vector>

#include "models/model.h"
#include "models/node-check.h"

namespace {

size_t check_graph(const xnn_model_graph& graph, const std::string& label, size_t* nodes) {
  size_t failing = 0;
  for (size_t index = 0; index < graph.nodes.size(); index++) {
    const xnn_graph_node& node = graph.nodes[index];
    const std::string problems = xnn_graph_node_problems(graph, node);
    if (problems.empty()) continue;
    std::printf("%snode #%zu (%s) cannot run: %s\n", label.c_str(), index, xnn_graph_node_type_name(node.type),
                problems.c_str());
    failing++;
  }
  *nodes += graph.nodes.size();
  return failing;
}

}  // namespace

size_t check_model_nodes(xnn_model_t model) {
  const xnn_decoded_model& decoded = model->model;
  size_t nodes = 0, failing = 0;
  if (decoded.is_program) {
    for (size_t d = 0; d < decoded.method.delegates.size(); d++) {
      failing += check_graph(decoded.method.delegates[d], "delegate " + std::to_string(d) + ": ", &nodes);
    }
  } else {
    failing = check_graph(decoded.graph, "", &nodes);
  }
  if (failing == 0) {
    std::printf("check: all %zu nodes can run here\n", nodes);
  } else {
    std::printf("check: %zu of %zu nodes cannot run here (node types and datatypes: docs/operators.md)\n", failing,
                nodes);
  }
  return failing;
}
