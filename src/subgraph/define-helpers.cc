#include "subgraph/define-helpers.h"

xnn_node xnn_make_node(xnn_node_type type, uint32_t flags, float output_min, float output_max,
                       std::initializer_list<uint32_t> inputs, std::initializer_list<uint32_t> outputs) {
  xnn_node node{};
  node.type = type;
  node.flags = flags;
  node.output_min = output_min;
  node.output_max = output_max;
  for (uint32_t id : inputs) node.inputs[node.num_inputs++] = id;
  for (uint32_t id : outputs) node.outputs[node.num_outputs++] = id;
  return node;
}
