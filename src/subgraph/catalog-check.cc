// The generic define-time checker: every define function's arguments and node against its catalog entry.
#include <cmath>
#include <cstdio>
#include <string>

#include "log.h"
#include "subgraph/catalog.h"
#include "subgraph/define-helpers.h"

namespace {

std::string accepted_flags(const xnn_node_entry& entry) {
  if (entry.num_flags == 0) return "none";
  std::string text;
  for (size_t i = 0; i < entry.num_flags; i++) text += (i != 0 ? " | " : "") + std::string(entry.flags[i].name);
  return text;
}

xnn_status check_flags(const xnn_node_entry& entry, uint32_t flags) {
  uint32_t allowed = 0;
  for (size_t i = 0; i < entry.num_flags; i++) allowed |= entry.flags[i].bit;
  if ((flags & ~allowed) == 0) return xnn_status_success;
  xnn_log_error("%s: flags 0x%x include unsupported bits 0x%x; accepted: %s", entry.define, flags, flags & ~allowed,
                accepted_flags(entry).c_str());
  return xnn_status_invalid_parameter;
}

const xnn_param_value* find_param(const xnn_node_entry& entry, std::initializer_list<xnn_param_value> values,
                                  const char* name) {
  for (size_t i = 0; i < entry.num_params; i++) {
    if (std::string(entry.params[i].name) == name) return values.begin() + i;
  }
  return nullptr;
}

xnn_status check_param(const xnn_node_entry& entry, std::initializer_list<xnn_param_value> values, size_t index) {
  const xnn_param_rule& rule = entry.params[index];
  const xnn_param_value& value = values.begin()[index];
  const char* what = entry.define;
  switch (rule.check) {
    case xnn_param_check::documented:
    case xnn_param_check::range_max:
      return xnn_status_success;
    case xnn_param_check::positive:
      return xnn_check_positive(what, rule.name, value.integer);
    case xnn_param_check::rank:
      if (value.integer == 0 || value.integer > XNN_MAX_TENSOR_DIMS) {
        xnn_log_error("%s: %s is %llu; expected 1 to %d", what, rule.name, (unsigned long long) value.integer,
                      XNN_MAX_TENSOR_DIMS);
        return xnn_status_invalid_parameter;
      }
      return xnn_status_success;
    case xnn_param_check::at_most_rank:
      if (value.integer > XNN_MAX_TENSOR_DIMS) {
        xnn_log_error("%s: %s is %llu; expected at most %d", what, rule.name, (unsigned long long) value.integer,
                      XNN_MAX_TENSOR_DIMS);
        return xnn_status_unsupported_parameter;
      }
      return xnn_status_success;
    case xnn_param_check::dimension:
      if (value.integer >= XNN_MAX_TENSOR_DIMS) {
        xnn_log_error("%s: %s is %llu; expected below %d", what, rule.name, (unsigned long long) value.integer,
                      XNN_MAX_TENSOR_DIMS);
        return xnn_status_invalid_parameter;
      }
      return xnn_status_success;
    case xnn_param_check::fits_uint32:
      XNN_RETURN_IF_ERROR(xnn_check_positive(what, rule.name, value.integer));
      if (value.integer > UINT32_MAX) {
        xnn_log_error("%s: %s is %llu; expected at most %u", what, rule.name, (unsigned long long) value.integer,
                      UINT32_MAX);
        return xnn_status_invalid_parameter;
      }
      return xnn_status_success;
    case xnn_param_check::resize_side: {
      XNN_RETURN_IF_ERROR(xnn_check_positive(what, rule.name, value.integer));
      constexpr uint64_t kMaxSide = uint64_t(1) << 24;  // the resize operator's limit, refused here as XNNPACK does
      if (value.integer >= kMaxSide) {
        xnn_log_error("%s: %s is %llu; expected below 2^24", what, rule.name, (unsigned long long) value.integer);
        return xnn_status_unsupported_parameter;
      }
      return xnn_status_success;
    }
    case xnn_param_check::not_null:
      return xnn_check_not_null(what, rule.name, value.pointer);
    case xnn_param_check::below: {
      const xnn_param_value* other = find_param(entry, values, rule.other);
      if (value.integer >= other->integer) {
        xnn_log_error("%s: %s is %llu; expected below %s (%llu)", what, rule.name, (unsigned long long) value.integer,
                      rule.other, (unsigned long long) other->integer);
        return xnn_status_invalid_parameter;
      }
      return xnn_status_success;
    }
    case xnn_param_check::range_min:
      return xnn_check_output_range(what, float(value.number), float(values.begin()[index + 1].number));
  }
  return xnn_status_success;
}

size_t rule_index(const xnn_node_entry& entry, const xnn_tensor_rule& rule) { return size_t(&rule - entry.tensors); }

xnn_status check_repeat(const xnn_node_entry& entry, xnn_tensor_role role, uint32_t count) {
  size_t rules = 0, max = 0;
  for (size_t i = 0; i < entry.num_tensors; i++) {
    if (entry.tensors[i].role == role) rules++, max += entry.tensors[i].max_repeat;
  }
  if (count >= rules && count <= max) return xnn_status_success;
  xnn_log_error("%s: %u %ss; expected %zu to %zu", entry.define, count,
                role == xnn_tensor_role::input ? "input" : "output", rules, max);
  return xnn_status_invalid_parameter;
}

xnn_status check_tensor(const xnn_subgraph* subgraph, const xnn_node_entry& entry, const xnn_tensor_rule& rule,
                        uint32_t id) {
  const char* what = entry.define;
  if (rule.role == xnn_tensor_role::input) {
    XNN_RETURN_IF_ERROR(xnn_check_input(subgraph, what, rule.name, id));
  } else {
    XNN_RETURN_IF_ERROR(xnn_check_output(subgraph, what, id));
  }
  const xnn_value& value = subgraph->values[id];
  const size_t rank = value.shape.num_dims;
  switch (xnn_tensor_fits(entry, rule, value.datatype, rank, value.is_static())) {
    case xnn_tensor_fit::fits:
      return xnn_status_success;
    case xnn_tensor_fit::datatype:
      xnn_log_error("%s: %s (value id %u) has datatype %s (%d); this node's %s can be %s", what, rule.name, id,
                    xnn_datatype_text(value.datatype), int(value.datatype), rule.name,
                    xnn_rule_datatypes_text(entry, rule).c_str());
      return xnn_status_unsupported_parameter;
    case xnn_tensor_fit::not_constant:
      xnn_log_error("%s: %s (value id %u) has no data; only constant %ss are supported", what, rule.name, id,
                    rule.name);
      return xnn_status_unsupported_parameter;
    case xnn_tensor_fit::rank:
      if (rule.min_rank == rule.max_rank) {
        xnn_log_error("%s: %s (value id %u) has %zu dimensions; expected %u%s", what, rule.name, id, rank,
                      rule.min_rank, rule.layout == xnn_layout::nhwc ? " (NHWC)" : "");
      } else {
        xnn_log_error("%s: %s (value id %u) has %zu dimensions; expected %u to %u", what, rule.name, id, rank,
                      rule.min_rank, rule.max_rank);
      }
      return xnn_status_invalid_parameter;
  }
  return xnn_status_success;
}

// The tensors' datatypes together form one of the entry's rows (each alone already fits some row).
xnn_status check_combination(const xnn_subgraph* subgraph, const xnn_node_entry& entry, const xnn_node& node) {
  std::vector<xnn_datatype> inputs, outputs;
  for (uint32_t k = 0; k < node.num_inputs; k++) {
    inputs.push_back(node.inputs[k] == XNN_INVALID_VALUE_ID ? kXnnAnyDatatype
                                                              : subgraph->values[node.inputs[k]].datatype);
  }
  for (uint32_t k = 0; k < node.num_outputs; k++) {
    outputs.push_back(node.outputs[k] == XNN_INVALID_VALUE_ID ? kXnnAnyDatatype
                                                                : subgraph->values[node.outputs[k]].datatype);
  }
  const std::string problem = xnn_combination_problem(entry, inputs, outputs);
  if (problem.empty()) return xnn_status_success;
  xnn_log_error("%s: %s", entry.define, problem.c_str());
  return xnn_status_unsupported_parameter;
}

// A node that only moves values keeps their quantization: each quantized output has the first input's scale and
// zero point (and every input the same as the first).
xnn_status check_same_quantization(const xnn_subgraph* subgraph, const xnn_node_entry& entry, const xnn_node& node) {
  const xnn_value& first = subgraph->values[node.inputs[0]];
  if (first.datatype == xnn_datatype_fp32) return xnn_status_success;
  for (uint32_t k = 0; k < node.num_inputs + node.num_outputs; k++) {
    const uint32_t id = k < node.num_inputs ? node.inputs[k] : node.outputs[k - node.num_inputs];
    if (id == XNN_INVALID_VALUE_ID) continue;
    const xnn_quantization& q = subgraph->values[id].quantization;
    if (q.zero_point != first.quantization.zero_point || q.scale != first.quantization.scale) {
      xnn_log_error("%s: value id %u has scale %.7g and zero point %d; input (value id %u) has %.7g and %d: this "
                    "node moves values and cannot requantize them", entry.define, id, q.scale, q.zero_point,
                    first.id, first.quantization.scale, first.quantization.zero_point);
      return xnn_status_invalid_parameter;
    }
  }
  return xnn_status_success;
}

}  // namespace

const xnn_tensor_rule& xnn_tensor_rule_of(const xnn_node_entry& entry, xnn_tensor_role role, uint32_t k) {
  size_t first = 0;
  while (entry.tensors[first].role != role) first++;
  size_t index = first + k;
  while (index >= entry.num_tensors || entry.tensors[index].role != role) index--;
  return entry.tensors[index];
}

xnn_tensor_fit xnn_tensor_fits(const xnn_node_entry& entry, const xnn_tensor_rule& rule, xnn_datatype datatype,
                               size_t rank, bool constant) {
  const size_t slot = rule_index(entry, rule);
  bool allowed = false;
  for (size_t r = 0; r < entry.num_datatypes; r++) {
    const xnn_datatype d = entry.datatypes[r].datatypes[slot];
    allowed |= d == kXnnAnyDatatype || d == datatype;
  }
  if (!allowed) return xnn_tensor_fit::datatype;
  if (rule.constant && !constant) return xnn_tensor_fit::not_constant;
  if (rank < rule.min_rank || rank > rule.max_rank) return xnn_tensor_fit::rank;
  return xnn_tensor_fit::fits;
}

std::string xnn_rule_datatypes_text(const xnn_node_entry& entry, const xnn_tensor_rule& rule) {
  const size_t slot = rule_index(entry, rule);
  std::string text;
  for (size_t r = 0; r < entry.num_datatypes; r++) {
    const char* name = xnn_datatype_text(entry.datatypes[r].datatypes[slot]);
    if ((", " + text + ", ").find(", " + std::string(name) + ", ") == std::string::npos) {
      text += (text.empty() ? "" : ", ") + std::string(name);
    }
  }
  return text;
}

xnn_status xnn_check_node_arguments(const xnn_subgraph* subgraph, xnn_node_type type, uint32_t flags,
                                    std::initializer_list<xnn_param_value> params) {
  const xnn_node_entry& entry = xnn_catalog_entry(type);
  XNN_RETURN_IF_ERROR(xnn_check_subgraph(subgraph, entry.define));
  XNN_RETURN_IF_ERROR(check_flags(entry, flags));
  if (params.size() != entry.num_params) {
    xnn_log_error("%s: %zu parameters given; the catalog entry lists %zu", entry.define, params.size(),
                  entry.num_params);
    return xnn_status_invalid_state;
  }
  for (size_t i = 0; i < entry.num_params; i++) XNN_RETURN_IF_ERROR(check_param(entry, params, i));
  return xnn_status_success;
}

xnn_status xnn_define_node(xnn_subgraph* subgraph, xnn_node node) {
  const xnn_node_entry& entry = xnn_catalog_entry(node.type);
  const char* what = entry.define;
  if (entry.check_params != nullptr) XNN_RETURN_IF_ERROR(entry.check_params(node, what));
  XNN_RETURN_IF_ERROR(check_repeat(entry, xnn_tensor_role::input, node.num_inputs));
  XNN_RETURN_IF_ERROR(check_repeat(entry, xnn_tensor_role::output, node.num_outputs));
  for (uint32_t k = 0; k < node.num_inputs; k++) {
    const xnn_tensor_rule& rule = xnn_tensor_rule_of(entry, xnn_tensor_role::input, k);
    if (rule.optional && node.inputs[k] == XNN_INVALID_VALUE_ID) continue;
    XNN_RETURN_IF_ERROR(check_tensor(subgraph, entry, rule, node.inputs[k]));
  }
  for (uint32_t k = 0; k < node.num_outputs; k++) {
    const xnn_tensor_rule& rule = xnn_tensor_rule_of(entry, xnn_tensor_role::output, k);
    if (rule.optional && node.outputs[k] == XNN_INVALID_VALUE_ID) continue;
    XNN_RETURN_IF_ERROR(check_tensor(subgraph, entry, rule, node.outputs[k]));
  }
  XNN_RETURN_IF_ERROR(check_combination(subgraph, entry, node));
  if (entry.same_quantization) XNN_RETURN_IF_ERROR(check_same_quantization(subgraph, entry, node));
  if (entry.check_shapes != nullptr) XNN_RETURN_IF_ERROR(entry.check_shapes(subgraph, node, what));
  return xnn_add_node(subgraph, node);
}

std::string xnn_combination_problem(const xnn_node_entry& entry, const std::vector<xnn_datatype>& inputs,
                                    const std::vector<xnn_datatype>& outputs) {
  xnn_datatype actual[kXnnMaxTensorRules] = {};
  bool present[kXnnMaxTensorRules] = {};
  for (size_t k = 0; k < inputs.size() + outputs.size(); k++) {
    const bool input = k < inputs.size();
    const xnn_datatype datatype = input ? inputs[k] : outputs[k - inputs.size()];
    if (datatype == kXnnAnyDatatype) continue;
    const xnn_tensor_role role = input ? xnn_tensor_role::input : xnn_tensor_role::output;
    const size_t slot = size_t(&xnn_tensor_rule_of(entry, role, uint32_t(input ? k : k - inputs.size())) -
                               entry.tensors);
    if (present[slot] && actual[slot] != datatype) {
      return std::string("the ") + entry.tensors[slot].name + "s have datatypes " + xnn_datatype_text(actual[slot]) +
             " and " + xnn_datatype_text(datatype) + "; expected one datatype";
    }
    actual[slot] = datatype;
    present[slot] = true;
  }
  for (size_t r = 0; r < entry.num_datatypes; r++) {
    bool match = true;
    for (size_t slot = 0; slot < entry.num_tensors; slot++) {
      const xnn_datatype d = entry.datatypes[r].datatypes[slot];
      match &= !present[slot] || d == kXnnAnyDatatype || d == actual[slot];
    }
    if (match) return "";
  }
  std::string given;
  for (size_t slot = 0; slot < entry.num_tensors; slot++) {
    given += std::string(slot != 0 ? ", " : "") + entry.tensors[slot].name + " " +
             (present[slot] ? xnn_datatype_text(actual[slot]) : "none");
  }
  return "datatypes (" + given + ") are not one of the node's " + std::to_string(entry.num_datatypes) +
         " supported combinations (docs/operators.md)";
}
