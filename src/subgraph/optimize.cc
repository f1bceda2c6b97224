// Graph rewrites done once at runtime creation.
#include <algorithm>
#include "configs/qdu8-f32-qb4w-gemm-config.h"
#include "configs/qdu8-f32-qc4w-gemm-config.h"
#include "configs/qdu8-f32-qc8w-gemm-config.h"
#include "log.h"
#include "subgraph/runtime.h"

namespace {

// Node types whose operators clamp their output for free.
bool clamps_output(xnn_node_type type) {
  switch (type) {
    case xnn_node_type::fully_connected:
    case xnn_node_type::convolution_2d:
    case xnn_node_type::depthwise_convolution_2d:
    case xnn_node_type::deconvolution_2d:
    case xnn_node_type::binary:
    case xnn_node_type::max_pooling_2d:
    case xnn_node_type::average_pooling_2d:
    case xnn_node_type::global_average_pooling_2d:
      return true;
    default:
      return false;
  }
}

// A clamp can disappear into its producer only if the producer can write the clamp's output as it is: the same
// datatype and, for 8-bit values, the same scale and zero point (the producer then clamps in that domain). int32
// producers have no clamp.
bool same_encoding(const xnn_value& a, const xnn_value& b) {
  if (a.datatype != b.datatype || a.datatype == xnn_datatype_int32) return false;
  if (a.datatype == xnn_datatype_fp32 || a.datatype == xnn_datatype_fp16) return true;
  return a.quantization.scale == b.quantization.scale && a.quantization.zero_point == b.quantization.zero_point;
}

// Whether `node` may read its input `value` as qduint8: a fully connected node taking it as input whose weights
// (qcint8, qcint4 or qbint4) have qdu8 kernels of their qd8 kernels' tile on this CPU (x86 VNNI), or a convolution or
// deconvolution with qcint8 weights where the qdu8 IGEMM has that tile; fp32 output only (the fp16-output kernels have
// no qdu8 twins).
bool reads_as_qdu8(const std::vector<xnn_value>& values, const xnn_node& node, uint32_t value) {
  if (node.inputs[0] != value || values[node.outputs[0]].datatype != xnn_datatype_fp32) return false;
  if (node.type == xnn_node_type::convolution_2d || node.type == xnn_node_type::deconvolution_2d) {
    return values[node.inputs[1]].datatype == xnn_datatype_qcint8 && xnn_qdu8_f32_qc8w_gemm_config_for_qd8() != nullptr;
  }
  if (node.type != xnn_node_type::fully_connected) return false;
  switch (values[node.inputs[1]].datatype) {
    case xnn_datatype_qcint8: return xnn_qdu8_f32_qc8w_gemm_config_for_qd8() != nullptr;
    case xnn_datatype_qcint4: return xnn_qdu8_f32_qc4w_gemm_config_for_qd8() != nullptr;
    case xnn_datatype_qbint4: return xnn_qdu8_f32_qb4w_gemm_config_for_qd8() != nullptr;
    default: return false;
  }
}

// Whether `value` has readers and every one may read it as qduint8 (and reads it once).
bool only_qdu8_readers(const std::vector<xnn_value>& values, const std::vector<xnn_node>& nodes, uint32_t value) {
  size_t readers = 0;
  for (const xnn_node& node : nodes) {
    for (uint32_t i = 0; i < node.num_inputs; i++) {
      if (node.inputs[i] != value) continue;
      if (i != 0 || !reads_as_qdu8(values, node, value)) return false;
      readers++;
    }
  }
  return readers != 0;
}

}  // namespace

void xnn_optimize_nodes(std::vector<xnn_value>& values, std::vector<xnn_node>& nodes, bool fuse) {
  // A convert from fp32 to fp32 (or fp16 to fp16) moves bits unchanged (NaN payloads included), so it runs as a copy
  // (and may become an alias, see xnn_find_aliases). Converts to or from quantized values quantize, dequantize or
  // requantize.
  for (xnn_node& node : nodes) {
    const xnn_datatype input = values[node.inputs[0]].datatype;
    if (node.type == xnn_node_type::unary && node.params.unary.op == xnn_unary_convert &&
        (input == xnn_datatype_fp32 || input == xnn_datatype_fp16) && values[node.outputs[0]].datatype == input) {
      node.type = xnn_node_type::copy;
    }
  }
  // Where the x86 VNNI kernels run the qd8 fully connected and convolution tiles, they want unsigned input (XNNPACK
  // HEAD makes the same choice): an fp32 -> qdint8 convert read only by fully connected or (de)convolution nodes with
  // such kernels writes qduint8 (the same rows + 128), which those nodes read without the copy of A + 128 their qd8
  // kernels would make. Results are the same.
  for (const xnn_node& node : nodes) {
    if (node.type != xnn_node_type::unary || node.params.unary.op != xnn_unary_convert) continue;
    xnn_value& output = values[node.outputs[0]];
    if (values[node.inputs[0]].datatype != xnn_datatype_fp32 || output.datatype != xnn_datatype_qdint8) continue;
    if (!only_qdu8_readers(values, nodes, output.id)) continue;
    output.datatype = xnn_datatype_qduint8;
    xnn_log_debug("runtime: convert node #%u writes value %u as qduint8 for its readers", node.id,
                  output.id);
  }
  // A clamp whose input comes from a clamping producer with no other consumer becomes part of that producer: the
  // producer writes the clamp's output directly, with the intersection of both ranges (quantized producers quantize
  // the range in their output's domain).
  if (!fuse) return;
  std::vector<bool> removed(nodes.size(), false);
  for (xnn_node& clamp : nodes) {
    if (clamp.type != xnn_node_type::unary || clamp.params.unary.op != xnn_unary_clamp) continue;
    xnn_value& middle = values[clamp.inputs[0]];
    if (middle.producer == XNN_INVALID_NODE_ID || middle.num_consumers != 1 || middle.is_external_output()) continue;
    xnn_node& producer = nodes[middle.producer];
    if (!clamps_output(producer.type) || producer.outputs[0] != middle.id) continue;
    if (!same_encoding(middle, values[clamp.outputs[0]])) continue;
    producer.output_min = std::max(producer.output_min, clamp.output_min);
    producer.output_max = std::min(producer.output_max, clamp.output_max);
    producer.outputs[0] = clamp.outputs[0];
    values[clamp.outputs[0]].producer = producer.id;
    middle.producer = XNN_INVALID_NODE_ID;
    middle.num_consumers = 0;
    removed[clamp.id] = true;
    xnn_log_debug("runtime: clamp node #%u folded into node #%u (%s)", clamp.id, producer.id,
                  xnn_node_type_name(producer.type));
  }
  std::vector<xnn_node> kept;
  for (const xnn_node& node : nodes) {
    if (!removed[node.id]) kept.push_back(node);
  }
  nodes.swap(kept);
}

bool xnn_is_internal(const xnn_value& v) {
  return v.defined && !v.is_static() && !v.is_external_input() && !v.is_external_output();
}

namespace {

// The input an elementwise node can overwrite with its output, or XNN_INVALID_VALUE_ID: internal, of the output's
// size and type (at the current shapes), and read by nothing else: it and every value sharing its bytes have a single
// consumer each (a chain of aliases ending at this node; `single_readers[root]` says so for the values seen so far).
uint32_t in_place_input(const std::vector<xnn_value>& values, const std::vector<uint32_t>& alias_of,
                        const std::vector<bool>& single_readers, const xnn_node& node) {
  const xnn_value& output = values[node.outputs[0]];
  for (uint32_t k = 0; k < node.num_inputs; k++) {
    const xnn_value& input = values[node.inputs[k]];
    const uint32_t root = alias_of[input.id] != XNN_INVALID_VALUE_ID ? alias_of[input.id] : input.id;
    if (xnn_is_internal(input) && input.datatype == output.datatype &&
        input.shape.elements() == output.shape.elements() && single_readers[root]) {
      return input.id;
    }
  }
  return XNN_INVALID_VALUE_ID;
}

}  // namespace

std::vector<uint32_t> xnn_find_aliases(const std::vector<xnn_value>& values,
                                       const std::vector<xnn_runtime_node>& nodes) {
  std::vector<uint32_t> alias_of(values.size(), XNN_INVALID_VALUE_ID);
  std::vector<bool> single_readers(values.size());  // per root: every value sharing its bytes has one consumer
  for (size_t id = 0; id < values.size(); id++) single_readers[id] = values[id].num_consumers == 1;
  for (const xnn_runtime_node& n : nodes) {
    const xnn_node& node = n.node;
    const uint32_t output = node.outputs[0];
    // An even split's first output may be skipped (XNN_INVALID_VALUE_ID).
    if (output == XNN_INVALID_VALUE_ID || !xnn_is_internal(values[output])) continue;
    uint32_t input = XNN_INVALID_VALUE_ID;
    switch (node.type) {
      case xnn_node_type::copy:
      case xnn_node_type::static_reshape:
      case xnn_node_type::static_expand_dims:
      case xnn_node_type::fuse_dims:
      case xnn_node_type::split_dims:
        if (xnn_is_internal(values[node.inputs[0]])) input = node.inputs[0];
        break;
      case xnn_node_type::unary:
      case xnn_node_type::binary:
        input = in_place_input(values, alias_of, single_readers, node);
        break;
      default:
        break;
    }
    if (input == XNN_INVALID_VALUE_ID) continue;
    const uint32_t root = alias_of[input] != XNN_INVALID_VALUE_ID ? alias_of[input] : input;
    alias_of[output] = root;
    single_readers[root] = single_readers[root] && values[output].num_consumers == 1;
    xnn_log_debug("runtime: value %u (output of node #%u, %s) shares the bytes of value %u", output, node.id,
                  xnn_node_type_name(node.type), root);
  }
  return alias_of;
}
