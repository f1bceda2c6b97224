// xnn_subgraph -> XN00 bytes with xnn_graph_file_builder. Node value ids go to the slots the decoder reads
// (xnn_get_node_id_slots); parameters to their schema slots, listed here once per layout.
#include "subgraph-writer.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "graph-builder.h"
#include "models/graph-decoder.h"
#include "subgraph/catalog.h"
#include "subgraph/node-rules.h"
#include "subgraph/validate.h"

namespace {

// The schema node type of a subgraph node (the catalog's mapping); 0 when the format has none.
xnn_graph_node_type schema_type(const xnn_node& node) {
  const char* name = xnn_catalog_schema_node(node.type, xnn_node_variant(node));
  return name != nullptr ? xnn_graph_node_type_from_name(name) : xnn_graph_node_type(0);
}

std::vector<uint32_t> sizes(const size_t* values, size_t count) { return std::vector<uint32_t>(values, values + count); }

// A size vector at `slot`, and its length at slot 0 (transpose, reshape, slice).
void write_shape(xnn_graph_file_builder& g, xnn_flatbuffer_ref member, int slot, const size_t* values, size_t count) {
  g.w.scalar<uint32_t>(member, 0, uint32_t(count));
  g.w.offset(member, slot, g.w.vector(sizes(values, count)));
}

// The parameters of `node` in its member table (value ids and flags are written by the caller).
void write_params(xnn_graph_file_builder& g, const xnn_subgraph& subgraph, const xnn_node& node,
                  xnn_flatbuffer_ref member) {
  switch (node.type) {
    case xnn_node_type::unary:
      if (node.params.unary.op == xnn_unary_leaky_relu) {
        g.w.scalar<float>(member, 0, node.params.unary.params.leaky_relu.negative_slope);
      } else if (node.params.unary.op == xnn_unary_elu) {
        g.w.scalar<float>(member, 0, node.params.unary.params.elu.alpha);
      }
      break;
    case xnn_node_type::convolution_2d:
    case xnn_node_type::depthwise_convolution_2d:
    case xnn_node_type::deconvolution_2d: {
      // _XNNNodeConv slots 0..14. A depthwise convolution is stored as groups = channels of one input channel each.
      const auto& c = node.params.convolution;
      const xnn_window_2d& w = c.window;
      const uint32_t fields[15] = {w.padding_top, w.padding_right, w.padding_bottom, w.padding_left,
                                   w.kernel_height, w.kernel_width, w.stride_height, w.stride_width,
                                   w.dilation_height, w.dilation_width, uint32_t(c.group_input_channels),
                                   uint32_t(c.group_output_channels), c.groups, w.adjustment_height,
                                   w.adjustment_width};
      for (int slot = 0; slot < 15; slot++) g.w.scalar<uint32_t>(member, slot, fields[slot]);
      break;
    }
    case xnn_node_type::average_pooling_2d:
    case xnn_node_type::max_pooling_2d:
    case xnn_node_type::argmax_pooling_2d: {
      // _XNNPooling2D slots 0..9; XNNArgMaxPooling2d has the first six (its stride is its size).
      const xnn_window_2d& w = node.params.pooling.window;
      const uint32_t fields[10] = {w.padding_top, w.padding_right, w.padding_bottom, w.padding_left,
                                   w.kernel_height, w.kernel_width, w.stride_height, w.stride_width,
                                   w.dilation_height, w.dilation_width};
      const int count = node.type == xnn_node_type::argmax_pooling_2d ? 6 : 10;
      for (int slot = 0; slot < count; slot++) g.w.scalar<uint32_t>(member, slot, fields[slot]);
      break;
    }
    case xnn_node_type::static_reshape:
    case xnn_node_type::static_transpose:
      write_shape(g, member, 1, node.params.shape.values, node.params.shape.num_dims);
      break;
    case xnn_node_type::static_slice: {
      // The schema has offsets and sizes: begins and ends from the end (_v2, _v3) resolve against the input's shape,
      // which the define function checked them with.
      size_t offsets[XNN_MAX_TENSOR_DIMS], extents[XNN_MAX_TENSOR_DIMS];
      xnn_static_slice_window(node, subgraph.values[node.inputs[0]].shape, "write static slice", offsets, extents);
      write_shape(g, member, 1, offsets, node.params.slice.num_dims);
      g.w.offset(member, 2, g.w.vector(sizes(extents, node.params.slice.num_dims)));
      break;
    }
    case xnn_node_type::static_constant_pad: {
      const size_t num_dims = subgraph.values[node.inputs[0]].shape.num_dims;
      g.w.offset(member, 0, g.w.vector(sizes(node.params.pad.pre, num_dims)));
      g.w.offset(member, 1, g.w.vector(sizes(node.params.pad.post, num_dims)));
      g.w.scalar<float>(member, 2, node.params.pad.value);
      break;
    }
    case xnn_node_type::static_resize_bilinear_2d:
      g.w.scalar<uint32_t>(member, 0, uint32_t(node.params.resize.height));
      g.w.scalar<uint32_t>(member, 1, uint32_t(node.params.resize.width));
      break;
    case xnn_node_type::concatenate:
      g.w.scalar<uint32_t>(member, 0, uint32_t(node.params.axis.axis));
      break;
    default:
      break;
  }
}

bool write_node(xnn_graph_file_builder& g, const xnn_subgraph& subgraph, const xnn_node& node, std::string* problem) {
  const xnn_graph_node_type type = schema_type(node);
  if (type == xnn_graph_node_type(0)) {
    *problem = "subgraph writer: node #" + std::to_string(node.id) + " (" + xnn_node_type_name(node.type) +
               ") has no node type in the XNNPACK delegate schema";
    return false;
  }
  const xnn_flatbuffer_ref member = g.w.table();
  const xnn_node_id_slots slots = xnn_get_node_id_slots(type);
  uint32_t next_input = 0, next_output = 0;
  for (int i = 0; i < slots.num_ids; i++) {
    const xnn_node_id_field& field = slots.ids[i];
    uint32_t& next = field.output ? next_output : next_input;
    const uint32_t count = field.output ? node.num_outputs : node.num_inputs;
    if (next < count) g.w.scalar<uint32_t>(member, field.slot, field.output ? node.outputs[next] : node.inputs[next]);
    next++;
  }
  g.w.scalar<uint32_t>(member, slots.flags_slot, node.flags);
  write_params(g, subgraph, node, member);
  const xnn_flatbuffer_ref xnode = g.node(uint8_t(type), member);
  if (node.output_min != -INFINITY || node.output_max != INFINITY) {
    g.output_range(xnode, node.output_min, node.output_max);
  }
  return true;
}

// Datatypes whose values the writer can express: whole bytes per element, quantized ahead of time or per row at
// run time (qdint8), and 4-bit weights (qcint4, qbint4) packed two per byte.
bool writable(xnn_datatype datatype) {
  switch (datatype) {
    case xnn_datatype_fp32:
    case xnn_datatype_fp16:
    case xnn_datatype_bf16:
    case xnn_datatype_int32:
    case xnn_datatype_qint8:
    case xnn_datatype_quint8:
    case xnn_datatype_qint32:
    case xnn_datatype_qcint8:
    case xnn_datatype_qcint32:
    case xnn_datatype_qdint8:
    case xnn_datatype_qcint4:
    case xnn_datatype_qbint4:
      return true;
    default:
      return false;
  }
}

bool four_bit(xnn_datatype datatype) { return datatype == xnn_datatype_qcint4 || datatype == xnn_datatype_qbint4; }

// Bytes of a constant: 4-bit elements two per byte, each row of the last dimension starting on a byte.
size_t constant_bytes(const xnn_value& value) {
  if (!four_bit(value.datatype)) return value.shape.elements() * xnn_datatype_size(value.datatype);
  const size_t last = value.shape.num_dims == 0 ? 1 : value.shape.dim[value.shape.num_dims - 1];
  return value.shape.elements() / std::max<size_t>(last, 1) * ((last + 1) / 2);
}

bool quantized(xnn_datatype datatype) {
  return datatype != xnn_datatype_fp32 && datatype != xnn_datatype_fp16 && datatype != xnn_datatype_bf16 &&
         datatype != xnn_datatype_int32;
}

// XNNQuantParams union members.
constexpr uint8_t kPerChannelQuant = 1, kPerTensorQuant = 2, kPerTokenDynamicQuant = 3, kPerChannelGroupQuant = 4;

}  // namespace

bool xnn_write_subgraph(const xnn_subgraph& subgraph, std::vector<uint8_t>* bytes, std::string* problem) {
  xnn_graph_file_builder g;
  uint32_t num_externs = 0;
  for (uint32_t id = 0; id < subgraph.values.size(); id++) {
    const xnn_value& value = subgraph.values[id];
    // A reserved external id that was never defined is written as an unused fp32 scalar: every id needs a value.
    const xnn_datatype datatype = value.defined ? value.datatype : xnn_datatype_fp32;
    if (!writable(datatype)) {
      *problem = "subgraph writer: value " + std::to_string(id) + " has datatype " + std::to_string(int(datatype)) +
                 "; only fp32, fp16, bf16, int32, 8-bit or 32-bit quantized, qdint8, qcint4 and qbint4 values "
                 "can be written";
      return false;
    }
    if (four_bit(datatype) && value.quantization.zero_point != 8) {
      *problem = "subgraph writer: value " + std::to_string(id) + " is 4-bit with zero point " +
                 std::to_string(value.quantization.zero_point) + "; the format implies 8 (ExecuTorch's encoding)";
      return false;
    }
    uint32_t buffer = 0;
    if (value.is_static()) {
      const uint8_t* data = static_cast<const uint8_t*>(value.data);
      buffer = g.constant(std::vector<uint8_t>(data, data + constant_bytes(value)));
    }
    const bool external = value.flags != 0;
    if (external) num_externs = id + 1;
    const std::vector<uint32_t> dims = sizes(value.shape.dim, value.shape.num_dims);
    const xnn_flatbuffer_ref tensor = g.tensor(xnn_schema_datatype(datatype), dims, id,
                                               external ? id : XNN_INVALID_VALUE_ID, value.flags, buffer);
    if (!quantized(datatype)) {
      g.value(tensor);
    } else if (datatype == xnn_datatype_qbint4) {
      const xnn_quantization& q = value.quantization;
      const size_t num_scales = value.shape.elements() / q.block_size;
      const uint8_t* scales = reinterpret_cast<const uint8_t*>(q.block_scales);
      const uint32_t scale_buffer = g.constant(std::vector<uint8_t>(scales, scales + num_scales * sizeof(uint16_t)));
      g.quantized(tensor, kPerChannelGroupQuant,
                  g.per_channel_group(q.channel_dim, q.block_size, scale_buffer, num_scales));
    } else if (value.is_dynamically_quantized()) {
      g.quantized(tensor, kPerTokenDynamicQuant, g.per_token_dynamic(value.quantization.num_nonbatch_dims));
    } else if (value.quantization.channelwise()) {
      const xnn_quantization& q = value.quantization;
      const size_t channels = value.shape.dim[q.channel_dim];
      g.quantized(tensor, kPerChannelQuant,
                  g.per_channel(std::vector<float>(q.channel_scales, q.channel_scales + channels), q.channel_dim));
    } else {
      g.quantized(tensor, kPerTensorQuant, g.per_tensor(value.quantization.scale, value.quantization.zero_point));
    }
  }
  for (const xnn_node& node : subgraph.nodes) {
    if (!write_node(g, subgraph, node, problem)) return false;
  }
  g.num_externs = num_externs;
  *bytes = g.finish("XN00");
  return true;
}
