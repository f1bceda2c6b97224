#include "models/node-check.h"

#include <vector>

#include "subgraph/catalog.h"

namespace {

// The catalog entries a delegate node becomes: one, or for scaled dot-product attention the nodes it expands to
// (src/models/subgraph-builder.cc).
std::vector<const xnn_node_entry*> entries_of(xnn_graph_node_type type) {
  if (type == xnn_graph_node_type::scaled_dot_product_attention) {
    return {&xnn_catalog_entry(xnn_node_type::binary), &xnn_catalog_entry(xnn_node_type::batch_matrix_multiply),
            &xnn_catalog_entry(xnn_node_type::softmax)};
  }
  const xnn_node_entry* entry = xnn_catalog_entry_for_schema(xnn_graph_node_type_name(type));
  if (entry == nullptr) return {};
  return {entry};
}

// Why value `id` cannot be the node's k-th input (or output) of `entry`; "" when it can.
std::string tensor_problem(const xnn_model_graph& graph, const xnn_node_entry& entry, xnn_tensor_role role, uint32_t k,
                           uint32_t id, bool datatype_only) {
  const xnn_tensor_rule& rule = xnn_tensor_rule_of(entry, role, k);
  const xnn_graph_value& value = graph.values[id];
  const std::string where = std::string(rule.name) + " (value " + std::to_string(id) + ")";
  if (value.dq_datatype != xnn_datatype_invalid) {
    return where + " is quantized dynamically to " + xnn_datatype_text(value.dq_datatype) + "; " +
           xnn_node_type_name(entry.type) + "'s " + rule.name + " can be " + xnn_rule_datatypes_text(entry, rule);
  }
  xnn_tensor_fit fit = xnn_tensor_fits(entry, rule, value.datatype, value.num_dims, value.constant.data != nullptr);
  if (datatype_only && fit != xnn_tensor_fit::datatype) fit = xnn_tensor_fit::fits;
  switch (fit) {
    case xnn_tensor_fit::fits:
      return "";
    case xnn_tensor_fit::datatype:
      return where + " is " + xnn_datatype_text(value.datatype) + "; " + xnn_node_type_name(entry.type) + "'s " +
             rule.name + " can be " + xnn_rule_datatypes_text(entry, rule);
    case xnn_tensor_fit::not_constant:
      return where + " has no data; " + xnn_node_type_name(entry.type) + " needs a constant " + rule.name;
    case xnn_tensor_fit::rank:
      return where + " has " + std::to_string(value.num_dims) + " dimensions; " + xnn_node_type_name(entry.type) +
             "'s " + rule.name + " takes " + std::to_string(rule.min_rank) + " to " + std::to_string(rule.max_rank);
  }
  return "";
}

}  // namespace

std::string xnn_graph_node_problems(const xnn_model_graph& graph, const xnn_graph_node& node) {
  const std::vector<const xnn_node_entry*> entries = entries_of(node.type);
  if (entries.empty()) return "no node type of the catalog runs it";
  std::string problems;
  const auto add = [&](const std::string& problem) {
    if (!problem.empty() && problems.find(problem) == std::string::npos) {
      problems += (problems.empty() ? "" : "; ") + problem;
    }
  };
  // A composite node's tensors are checked as the first input and output of each node it becomes, for their
  // datatypes only: its shapes are the composite's (the builder checks them as it expands it).
  const bool composite = entries.size() > 1;
  for (const xnn_node_entry* entry : entries) {
    for (uint32_t k = 0; k < node.num_inputs; k++) {
      if (node.inputs[k] == XNN_INVALID_VALUE_ID) continue;
      add(tensor_problem(graph, *entry, xnn_tensor_role::input, composite ? 0 : k, node.inputs[k], composite));
    }
    for (uint32_t k = 0; k < node.num_outputs; k++) {
      if (node.outputs[k] == XNN_INVALID_VALUE_ID) continue;
      add(tensor_problem(graph, *entry, xnn_tensor_role::output, composite ? 0 : k, node.outputs[k], composite));
    }
  }
  // Each tensor's datatype can fit the node while their combination does not (a convert from fp32 to int32).
  if (problems.empty() && !composite) {
    const auto datatypes = [&](const uint32_t* ids, uint32_t count) {
      std::vector<xnn_datatype> result;
      for (uint32_t k = 0; k < count; k++) {
        result.push_back(ids[k] == XNN_INVALID_VALUE_ID ? kXnnAnyDatatype : graph.values[ids[k]].datatype);
      }
      return result;
    };
    add(xnn_combination_problem(*entries[0], datatypes(node.inputs, node.num_inputs),
                                datatypes(node.outputs, node.num_outputs)));
  }
  return problems;
}
