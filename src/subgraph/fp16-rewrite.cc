// The fp16 rewrite of a runtime's values and nodes (fp16-rewrite.h).
#include "subgraph/fp16-rewrite.h"

#include <algorithm>

#include "configs/hardware-config.h"
#include "log.h"
#include "subgraph/catalog.h"
#include "subgraph/define-helpers.h"
#include "subgraph/runtime.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

// How a rewritten node takes its fp32 constants: as they are (its operator converts them while packing) or as fp16
// copies.
enum class constants_as : uint8_t { fp32, fp16 };

// The datatypes of `count` tensors after the rewrite: fp32 becomes fp16 except constants kept as fp32;
// kXnnAnyDatatype for an absent optional tensor.
std::vector<xnn_datatype> rewritten_datatypes(const std::vector<xnn_value>& values, const uint32_t* ids,
                                              uint32_t count, constants_as constants) {
  std::vector<xnn_datatype> datatypes;
  for (uint32_t k = 0; k < count; k++) {
    if (ids[k] == XNN_INVALID_VALUE_ID) {
      datatypes.push_back(kXnnAnyDatatype);
      continue;
    }
    const xnn_value& v = values[ids[k]];
    const bool kept = v.datatype != xnn_datatype_fp32 || (v.is_static() && constants == constants_as::fp32);
    datatypes.push_back(kept ? v.datatype : xnn_datatype_fp16);
  }
  return datatypes;
}

bool reads_fp32_constant(const std::vector<xnn_value>& values, const xnn_node& node) {
  for (uint32_t k = 0; k < node.num_inputs; k++) {
    const uint32_t id = node.inputs[k];
    if (id != XNN_INVALID_VALUE_ID && values[id].is_static() && values[id].datatype == xnn_datatype_fp32) return true;
  }
  return false;
}

// Why the catalog has no row for `node` with `constants`, or "".
std::string row_problem(const std::vector<xnn_value>& values, const xnn_node& node, constants_as constants) {
  return xnn_combination_problem(xnn_catalog_entry(node.type),
                                 rewritten_datatypes(values, node.inputs, node.num_inputs, constants),
                                 rewritten_datatypes(values, node.outputs, node.num_outputs, constants));
}

std::string convert_problem(xnn_datatype from, xnn_datatype to) {
  const std::string problem = xnn_combination_problem(xnn_catalog_entry(xnn_node_type::unary), {from}, {to});
  if (problem.empty()) return problem;
  return std::string("the convert node between external values and fp16 cannot run: ") + problem;
}

xnn_node convert_node(uint32_t id, uint32_t input, uint32_t output) {
  xnn_node node = xnn_make_node(xnn_node_type::unary, 0, kXnnNoMin, kXnnNoMax, {input}, {output});
  node.id = id;
  node.params.unary.op = xnn_unary_convert;
  node.params.unary.params = {};
  return node;
}

// XNNPACK defines every global average pooling as a mean over H and W, followed by a clamp node when the range
// clamps anything; where the catalog has no fp16 row for global average pooling 2D, its fp32 nodes take that form
// (`values` grows by the value between mean and clamp, new nodes take ids from `next_node_id`).
std::vector<xnn_node> lowered_for_fp16(std::vector<xnn_value>& values, const std::vector<xnn_node>& nodes,
                                       uint32_t& next_node_id) {
  std::vector<xnn_node> out;
  for (const xnn_node& node : nodes) {
    if (node.type != xnn_node_type::global_average_pooling_2d || row_problem(values, node, constants_as::fp16).empty()) {
      out.push_back(node);
      continue;
    }
    const bool clamps = node.output_min != kXnnNoMin || node.output_max != kXnnNoMax;
    uint32_t mean_output = node.outputs[0];
    if (clamps) {
      xnn_value between = values[node.outputs[0]];
      between.id = uint32_t(values.size());
      between.flags = 0;
      between.producer = node.id;
      between.num_consumers = 1;
      values.push_back(between);
      mean_output = between.id;
    }
    xnn_node mean = xnn_make_node(xnn_node_type::static_reduce, node.flags, kXnnNoMin, kXnnNoMax, {node.inputs[0]},
                                  {mean_output});
    mean.id = node.id;
    mean.params.reduce.op = xnn_reduce_mean;
    mean.params.reduce.num_axes = 2;
    mean.params.reduce.axes[0] = -3;  // H and W of [..., H, W, C]
    mean.params.reduce.axes[1] = -2;
    out.push_back(mean);
    if (clamps) {
      xnn_node clamp = xnn_make_node(xnn_node_type::unary, 0, node.output_min, node.output_max, {mean_output},
                                     {node.outputs[0]});
      clamp.id = next_node_id++;
      clamp.params.unary.op = xnn_unary_clamp;
      clamp.params.unary.params.clamp.min = node.output_min;
      clamp.params.unary.params.clamp.max = node.output_max;
      values[node.outputs[0]].producer = clamp.id;
      out.push_back(clamp);
    }
  }
  return out;
}

// Builds the rewritten node list; `values` grows by the fp16 twins of external values and copied constants.
class rewriter {
 public:
  rewriter(std::vector<xnn_value>& values, std::vector<std::vector<uint16_t>>& constants, uint32_t first_node_id)
      : values_(values), constants_(constants), twin_(values.size(), XNN_INVALID_VALUE_ID),
        next_node_id_(first_node_id) {}

  std::vector<xnn_node> run(const std::vector<xnn_node>& nodes, const std::vector<constants_as>& forms) {
    const size_t original_values = values_.size();
    std::vector<xnn_node> out;
    // Every fp32 external input is converted once, before any node reads it.
    for (uint32_t id = 0; id < original_values; id++) {
      const uint32_t consumers = values_[id].num_consumers;
      if (values_[id].datatype == xnn_datatype_fp32 && values_[id].is_external_input() && consumers != 0) {
        const uint32_t twin = twin_of(id);  // may move values_
        values_[twin].producer = next_node_id_;
        values_[twin].num_consumers = consumers;
        values_[id].num_consumers = 1;
        out.push_back(convert_node(next_node_id_++, id, twin));
      }
    }
    for (size_t i = 0; i < nodes.size(); i++) {
      xnn_node node = nodes[i];
      std::vector<uint32_t> outputs_back;
      for (uint32_t k = 0; k < node.num_inputs; k++) {
        uint32_t& id = node.inputs[k];
        if (id == XNN_INVALID_VALUE_ID || values_[id].datatype != xnn_datatype_fp32) continue;
        const xnn_value& v = values_[id];
        if (v.is_external_input() || v.is_external_output()) {
          id = twin_[id];  // made by its input convert or its producer
        } else if (v.is_static() && forms[i] == constants_as::fp16) {
          const uint32_t twin = twin_of(id);  // may move values_: `v` is not used below
          values_[id].num_consumers--;
          values_[twin].num_consumers++;
          id = twin;
        }
      }
      for (uint32_t k = 0; k < node.num_outputs; k++) {
        uint32_t& id = node.outputs[k];
        if (id == XNN_INVALID_VALUE_ID || values_[id].datatype != xnn_datatype_fp32) continue;
        if (!values_[id].is_external_output() || values_[id].is_external_input()) continue;
        const uint32_t twin = twin_of(id);
        values_[twin].producer = node.id;
        values_[twin].num_consumers = values_[id].num_consumers + 1;
        values_[id].num_consumers = 0;
        outputs_back.push_back(id);
        id = twin;
      }
      out.push_back(node);
      // Converted back right after the producer: the fp16 twin need not live longer than its readers.
      for (uint32_t id : outputs_back) {
        values_[id].producer = next_node_id_;
        out.push_back(convert_node(next_node_id_++, twin_[id], id));
      }
    }
    for (uint32_t id = 0; id < original_values; id++) {
      if (values_[id].datatype == xnn_datatype_fp32 && xnn_is_internal(values_[id])) {
        values_[id].datatype = xnn_datatype_fp16;
      }
    }
    return out;
  }

 private:
  // The fp16 value standing for value `id` inside the graph: internal, or a constant converted once.
  uint32_t twin_of(uint32_t id) {
    if (twin_[id] != XNN_INVALID_VALUE_ID) return twin_[id];
    xnn_value twin = values_[id];
    twin.id = uint32_t(values_.size());
    twin.datatype = xnn_datatype_fp16;
    twin.flags = 0;
    twin.producer = XNN_INVALID_NODE_ID;
    twin.num_consumers = 0;
    twin.quantization = {};
    twin.data = nullptr;
    if (values_[id].is_static()) {
      const size_t n = values_[id].shape.elements();
      const float* source = static_cast<const float*>(values_[id].data);
      // Zeros past the end: kernels reading a constant as a tensor may load up to XNN_EXTRA_BYTES beyond it.
      std::vector<uint16_t> converted(n + XNN_EXTRA_BYTES / sizeof(uint16_t), 0);
      for (size_t i = 0; i < n; i++) converted[i] = xnn_f32_to_f16(source[i]);
      constants_.push_back(std::move(converted));
      twin.data = constants_.back().data();
    }
    values_.push_back(twin);
    twin_[id] = twin.id;
    return twin.id;
  }

  std::vector<xnn_value>& values_;
  std::vector<std::vector<uint16_t>>& constants_;
  std::vector<uint32_t> twin_;  // per original value id: its fp16 twin, or XNN_INVALID_VALUE_ID
  uint32_t next_node_id_;
};

}  // namespace

bool xnn_fp16_rewrite_requested(uint32_t flags) {
  if ((flags & XNN_FLAG_FORCE_FP16_INFERENCE) != 0) return true;
  return (flags & XNN_FLAG_HINT_FP16_INFERENCE) != 0 && xnn_hint_fp16_inference_applies();
}

std::string xnn_rewrite_for_fp16(std::vector<xnn_value>& values, std::vector<xnn_node>& nodes,
                                 std::vector<std::vector<uint16_t>>& constants) {
  // Worked on copies, so that a refusal leaves everything as it was.
  uint32_t next_node_id = 0;
  for (const xnn_node& node : nodes) next_node_id = std::max(next_node_id, node.id + 1);
  std::vector<xnn_value> new_values = values;
  const std::vector<xnn_node> lowered = lowered_for_fp16(new_values, nodes, next_node_id);
  std::vector<constants_as> forms(lowered.size(), constants_as::fp16);
  for (size_t i = 0; i < lowered.size(); i++) {
    const xnn_node& node = lowered[i];
    if (reads_fp32_constant(new_values, node) && row_problem(new_values, node, constants_as::fp32).empty()) {
      forms[i] = constants_as::fp32;
      continue;
    }
    const std::string problem = row_problem(new_values, node, constants_as::fp16);
    if (!problem.empty()) {
      return "node #" + std::to_string(node.id) + " (" + xnn_node_type_name(node.type) + ") cannot run in fp16: " +
             problem;
    }
  }
  bool fp32_inputs = false, fp32_outputs = false;
  for (const xnn_value& v : new_values) {
    if (v.datatype != xnn_datatype_fp32) continue;
    fp32_inputs |= v.is_external_input() && v.num_consumers != 0;
    fp32_outputs |= v.is_external_output() && !v.is_external_input() && v.producer != XNN_INVALID_NODE_ID;
  }
  if (fp32_inputs) {
    if (std::string problem = convert_problem(xnn_datatype_fp32, xnn_datatype_fp16); !problem.empty()) return problem;
  }
  if (fp32_outputs) {
    if (std::string problem = convert_problem(xnn_datatype_fp16, xnn_datatype_fp32); !problem.empty()) return problem;
  }
  nodes = rewriter(new_values, constants, next_node_id).run(lowered, forms);
  values.swap(new_values);
  xnn_log_debug("runtime: rewritten for fp16 (%zu nodes, %zu constants converted)", nodes.size(), constants.size());
  return "";
}
