// Depth-first blocks in the runtime (docs/fused-execution.md): chains [1x1 expand] -> depthwise -> [1x1 project]
// [-> add] of fp32 nodes are found once at creation; every plan decides for the current shapes and thread count
// whether each runs as a depth-first block (src/operators/depth-first-block.h). An active block runs at its head
// node; its other members are neither set up nor run, and its intermediates get no arena bytes. The outputs are
// bitwise those of XNN_FLAG_NO_OPERATOR_FUSION, which turns the blocks off.
#pragma once

#include <xnnpack.h>

#include "subgraph/runtime.h"

// At creation, after the operators: finds the chains (greedy, longest first, in node order) and creates their block
// operators. Nothing with fusion off.
xnn_status xnn_find_depth_first_chains(xnn_runtime* rt);

// At every plan, first: reshapes each chain's block after its nodes' reshape and marks the active ones (the head's
// workspace_size becomes the block's scratch, the members' 0).
void xnn_plan_depth_first(xnn_runtime* rt);

// Setup of the active block `chain` heads, in place of its nodes' setup: the chain's input and output tensors, the
// add's operand (through the project's output stage) and the scratch at the head's workspace offset.
xnn_status xnn_setup_depth_first(xnn_runtime* rt, const xnn_depth_first_chain& chain);
