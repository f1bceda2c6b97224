// xnn-run --check: whether every node of a loaded model can run here, read from the node catalog before anything is
// built (no subgraph, no operator, no packed weights).
#pragma once

#include <xnn-model.h>

// Prints one line per node that cannot run, with the rule it breaks, then a summary; returns the number of such
// nodes.
size_t check_model_nodes(xnn_model_t model);
