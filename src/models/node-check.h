// Whether a decoded delegate node can run here, read from the node catalog (its datatype rows, ranks and constants)
// before anything is built: used by xnn-run --check and by the subgraph builder, which refuses a model with the
// first such sentence.
#pragma once

#include <string>

#include "models/graph.h"

// Every rule the node breaks, "; "-separated ("input (value 1) is qint8; Unary's input can be fp32"); "" when it
// can run.
std::string xnn_graph_node_problems(const xnn_model_graph& graph, const xnn_graph_node& node);
