// Decoding a delegate blob: the XH00 header, the XNNGraph table, its values (with constants and quantization
// parameters) and its nodes (node-decoder.cc).
#include "models/graph-decoder.h"

#include <algorithm>
#include <cmath>

#include "models/sizes.h"

namespace {

// The XH00 header: bytes 0..4 zero, 4..8 "XH00", then u16 header length, u32 flatbuffer offset, u32 flatbuffer size,
// u32 constant-data offset, u64 constant-data size (all little-endian).
constexpr size_t kHeaderSize = 30;

template <typename T>
T load(const uint8_t* bytes) {
  T value;
  std::memcpy(&value, bytes, sizeof(T));
  return value;
}

// Schema datatype (XNNDatatype) -> xnn_datatype. The schema numbers its later types differently from xnnpack.h.
constexpr xnn_datatype kDatatypes[] = {
    xnn_datatype_invalid, xnn_datatype_fp32,  xnn_datatype_fp16,   xnn_datatype_qint8, xnn_datatype_quint8,
    xnn_datatype_qint32,  xnn_datatype_qcint8, xnn_datatype_qcint32, xnn_datatype_qcint4, xnn_datatype_qdint8,
    xnn_datatype_qbint4,  xnn_datatype_qpint8, xnn_datatype_int32,  xnn_datatype_pfp32, xnn_datatype_bf16,
};
constexpr int kMaxSchemaDatatype = 14;

// What each schema datatype is: its name, bits per element and the quantization parameters it needs.
struct datatype_info {
  const char* name;
  uint32_t bits;
  xnn_graph_quant_kind quantization;
};
constexpr datatype_info kDatatypeInfo[kMaxSchemaDatatype + 1] = {
    {"invalid", 0, xnn_graph_quant_kind::none},
    {"fp32", 32, xnn_graph_quant_kind::none},
    {"fp16", 16, xnn_graph_quant_kind::none},
    {"qint8", 8, xnn_graph_quant_kind::per_tensor},
    {"quint8", 8, xnn_graph_quant_kind::per_tensor},
    {"qint32", 32, xnn_graph_quant_kind::per_tensor},
    {"qcint8", 8, xnn_graph_quant_kind::per_channel},
    {"qcint32", 32, xnn_graph_quant_kind::per_channel},
    {"qcint4", 4, xnn_graph_quant_kind::per_channel},
    {"qdint8", 8, xnn_graph_quant_kind::per_token_dynamic},
    {"qbint4", 4, xnn_graph_quant_kind::per_channel_group},
    {"qpint8", 8, xnn_graph_quant_kind::per_token_dynamic},
    {"int32", 32, xnn_graph_quant_kind::none},
    {"pfp32", 32, xnn_graph_quant_kind::none},
    {"bf16", 16, xnn_graph_quant_kind::none},
};

const char* const kValueUnionNames[] = {"NONE", "XNNTensorValue", "XNNQuantizedTensorValue"};
const char* const kQuantUnionNames[] = {"NONE", "PerChannelQuant", "PerTensorQuant", "PerTokenDynamicQuant",
                                        "PerChannelGroupQuant"};
constexpr uint8_t kPerChannelQuant = 1, kPerTensorQuant = 2, kPerTokenDynamicQuant = 3, kPerChannelGroupQuant = 4;

}  // namespace

int16_t xnn_schema_datatype(xnn_datatype datatype) {
  for (int16_t i = 1; i <= kMaxSchemaDatatype; i++) {
    if (kDatatypes[i] == datatype) return i;
  }
  return 0;
}

namespace {

struct graph_context {
  xnn_flatbuffer_reader& reader;
  xnn_constant_source constants;
  xnn_model_graph* graph;
};

// Reads a datatype field; returns its schema number (1..14), or 0 (absent) only when `allow_invalid`.
int read_datatype(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& table, int slot, const char* field,
                  bool allow_invalid) {
  const int16_t datatype = reader.i16(table, slot, field);
  if (!reader.ok()) return 0;
  if (datatype < (allow_invalid ? 0 : 1) || datatype > kMaxSchemaDatatype) {
    reader.fail(datatype == 0 ? xnn_status_invalid_parameter : xnn_status_unsupported_parameter,
                "%s.%s is %d; expected 1..%d", table.path.c_str(), field, datatype, kMaxSchemaDatatype);
    return 0;
  }
  return datatype;
}

bool read_tensor(graph_context& context, const xnn_flatbuffer_table& tensor, xnn_graph_value* value, uint32_t* id,
                 int* schema_datatype) {
  xnn_flatbuffer_reader& reader = context.reader;
  *schema_datatype = read_datatype(reader, tensor, 0, "datatype", false);
  if (!reader.ok()) return false;
  value->datatype = kDatatypes[*schema_datatype];
  const xnn_flatbuffer_vector dims = reader.vector(tensor, 2, "dims", 4, false);
  const uint32_t num_dims = reader.present(tensor, 1) ? reader.u32(tensor, 1, "num_dims") : dims.count;
  if (!reader.ok()) return false;
  if (dims.count > XNN_MAX_TENSOR_DIMS) {
    return reader.fail(xnn_status_unsupported_parameter, "%s.dims has %u entries; at most %d are supported",
                       tensor.path.c_str(), dims.count, XNN_MAX_TENSOR_DIMS);
  }
  if (num_dims != dims.count) {
    return reader.fail(xnn_status_invalid_parameter, "%s.num_dims is %u; dims has %u entries", tensor.path.c_str(),
                       num_dims, dims.count);
  }
  value->num_dims = num_dims;
  for (uint32_t d = 0; d < num_dims; d++) value->dims[d] = reader.element<uint32_t>(dims, d);

  value->external_id = reader.u32(tensor, 4, "external_id");
  value->flags = reader.u32(tensor, 5, "flags");
  *id = reader.u32(tensor, 6, "id_out");
  const int dq_datatype = read_datatype(reader, tensor, 7, "dq_datatype", true);
  if (!reader.ok()) return false;
  value->dq_datatype = kDatatypes[dq_datatype];
  const uint32_t known_flags = XNN_VALUE_FLAG_EXTERNAL_INPUT | XNN_VALUE_FLAG_EXTERNAL_OUTPUT;
  if ((value->flags & ~known_flags) != 0) {
    return reader.fail(xnn_status_unsupported_parameter,
                       "%s.flags is 0x%x; only 0x1 (input) and 0x2 (output) are known", tensor.path.c_str(),
                       value->flags);
  }
  // A value without flags may still name an external id (XNNPACK then treats it as external): check it too.
  const bool external = value->flags != 0 || value->external_id != XNN_INVALID_VALUE_ID;
  if (external && value->external_id >= context.graph->num_externs) {
    return reader.fail(xnn_status_invalid_parameter, "%s.external_id is %u; the graph has %u external ids",
                       tensor.path.c_str(), value->external_id, context.graph->num_externs);
  }
  const uint32_t constant_index = reader.u32(tensor, 3, "constant_buffer_idx");
  if (!reader.ok()) return false;
  if (constant_index == 0) return true;
  if (value->flags != 0) {
    return reader.fail(xnn_status_invalid_parameter, "%s is an external value with constant_buffer_idx %u",
                       tensor.path.c_str(), constant_index);
  }
  if (!xnn_resolve_constant(reader, context.constants, tensor, "constant_buffer_idx", constant_index,
                            &value->constant)) {
    return false;
  }
  const datatype_info& info = kDatatypeInfo[*schema_datatype];
  const std::string shape = xnn_dims_text(value->dims, value->num_dims);
  // Sub-byte elements are packed per row of the last dimension (XNNPACK's 4-bit layout: each row starts on a byte).
  const size_t last = value->num_dims == 0 ? 1 : value->dims[value->num_dims - 1];
  const size_t leading = value->num_dims == 0 ? 0 : value->num_dims - 1;
  size_t bytes = 0;
  if (last > SIZE_MAX / info.bits ||
      !xnn_checked_count(value->dims, leading, last * info.bits / 8 + (last * info.bits % 8 != 0), &bytes)) {
    return reader.fail(xnn_status_invalid_parameter,
                       "%s has a constant of shape %s with %u-bit elements (%s): more bytes than fit in size_t",
                       tensor.path.c_str(), shape.c_str(), info.bits, info.name);
  }
  if (bytes > value->constant.size) {
    return reader.fail(xnn_status_invalid_parameter, "%s constant has %zu bytes; its %s shape %s needs %zu",
                       tensor.path.c_str(), value->constant.size, info.name, shape.c_str(), bytes);
  }
  return true;
}

bool check_scales(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& table,
                  const xnn_model_float_array& scales) {
  for (size_t i = 0; i < scales.count; i++) {
    const float scale = scales[i];
    if (!std::isfinite(scale) || scale <= 0.0f) {
      return reader.fail(xnn_status_invalid_parameter, "%s scale[%zu] is %g; expected a finite value > 0",
                         table.path.c_str(), i, scale);
    }
  }
  return true;
}

// Scales of per-channel quantization: an fp32 vector in the graph (slot 0) or constant data (scale_buffer_idx).
bool read_channel_scales(graph_context& context, const xnn_flatbuffer_table& table, int buffer_slot, size_t expected,
                         uint32_t bytes_per_scale, xnn_graph_quantization* q) {
  xnn_flatbuffer_reader& reader = context.reader;
  const uint32_t buffer_index = reader.u32(table, buffer_slot, "scale_buffer_idx");
  if (!reader.ok()) return false;
  if (buffer_index != 0) {
    const uint32_t num_scales = reader.u32(table, buffer_slot + 1, "num_scales");
    if (!xnn_resolve_constant(reader, context.constants, table, "scale_buffer_idx", buffer_index, &q->scale_data)) {
      return false;
    }
    if (num_scales != expected || q->scale_data.size / bytes_per_scale < expected) {
      return reader.fail(xnn_status_invalid_parameter, "%s.num_scales is %u with %zu bytes of scales; expected %zu",
                         table.path.c_str(), num_scales, q->scale_data.size, expected);
    }
    q->num_scales = expected;
    return bytes_per_scale != 4 || check_scales(reader, table, xnn_model_float_array{q->scale_data.data, expected});
  }
  const xnn_flatbuffer_vector scales = reader.vector(table, 0, "scale", 4, true);
  if (!reader.ok()) return false;
  if (scales.count != expected) {
    return reader.fail(xnn_status_invalid_parameter, "%s.scale has %u entries; expected %zu", table.path.c_str(),
                       scales.count, expected);
  }
  q->scales = xnn_model_float_array{reader.bytes(scales), scales.count};
  q->num_scales = expected;
  return check_scales(reader, table, q->scales);
}

bool read_quantization(graph_context& context, const xnn_flatbuffer_table& qtensor, int schema_datatype,
                       xnn_graph_value* value) {
  xnn_flatbuffer_reader& reader = context.reader;
  uint8_t type = 0;
  const xnn_flatbuffer_table params = reader.union_member(qtensor, 1, "quant_params", 4, kQuantUnionNames, &type);
  if (!reader.ok()) return false;
  xnn_graph_quantization& q = value->quantization;
  const xnn_graph_quant_kind kinds[] = {xnn_graph_quant_kind::none, xnn_graph_quant_kind::per_channel,
                                        xnn_graph_quant_kind::per_tensor, xnn_graph_quant_kind::per_token_dynamic,
                                        xnn_graph_quant_kind::per_channel_group};
  q.kind = kinds[type];
  const datatype_info& info = kDatatypeInfo[schema_datatype];
  if (q.kind != info.quantization) {
    return reader.fail(xnn_status_invalid_parameter, "%s has datatype %s with %s parameters", qtensor.path.c_str(),
                       info.name, kQuantUnionNames[type]);
  }
  switch (type) {
    case kPerTensorQuant: {
      q.scale = reader.f32(params, 0, "scale");
      q.zero_point = reader.i32(params, 1, "zero_point");
      if (!reader.ok() ||
          !check_scales(reader, params, xnn_model_float_array{reinterpret_cast<const uint8_t*>(&q.scale), 1})) {
        return false;
      }
      // The zero points each per-tensor datatype can hold; qint32 (biases) has none.
      int32_t low = 0, high = 0;
      if (value->datatype == xnn_datatype_qint8) {
        low = -128;
        high = 127;
      } else if (value->datatype == xnn_datatype_quint8) {
        high = 255;
      }
      if (q.zero_point < low || q.zero_point > high) {
        return reader.fail(xnn_status_invalid_parameter, "%s.zero_point is %d; %s needs %d..%d", params.path.c_str(),
                           q.zero_point, info.name, low, high);
      }
      return true;
    }
    case kPerChannelQuant: {
      const int32_t channel_dim = reader.i32(params, 1, "channel_dim");
      if (!reader.ok()) return false;
      if (channel_dim < 0 || size_t(channel_dim) >= value->num_dims) {
        return reader.fail(xnn_status_invalid_parameter, "%s.channel_dim is %d; the value has %zu dims",
                           params.path.c_str(), channel_dim, value->num_dims);
      }
      q.channel_dim = uint32_t(channel_dim);
      return read_channel_scales(context, params, 2, value->dims[channel_dim], 4, &q);
    }
    case kPerTokenDynamicQuant: {
      const int32_t nonbatch = reader.i32(params, 0, "num_nonbatch_dims");
      if (!reader.ok()) return false;
      if (nonbatch < 0 || size_t(nonbatch) > value->num_dims) {
        return reader.fail(xnn_status_invalid_parameter, "%s.num_nonbatch_dims is %d; the value has %zu dims",
                           params.path.c_str(), nonbatch, value->num_dims);
      }
      if (value->constant.data != nullptr) {
        return reader.fail(xnn_status_invalid_parameter, "%s is dynamically quantized but has constant data",
                           qtensor.path.c_str());
      }
      q.num_nonbatch_dims = uint32_t(nonbatch);
      return true;
    }
    case kPerChannelGroupQuant: {
      const int32_t channel_dim = reader.i32(params, 1, "channel_dim");
      const int32_t group_size = reader.i32(params, 2, "group_size");
      if (!reader.ok()) return false;
      if (value->num_dims != 2 || channel_dim < 0 || channel_dim > 1 || group_size <= 0 ||
          value->dims[1] % uint32_t(group_size) != 0) {
        return reader.fail(xnn_status_invalid_parameter,
                           "%s has channel_dim %d and group_size %d for a %zu-dim value; expected 2 dims whose "
                           "input channels are a multiple of group_size",
                           params.path.c_str(), channel_dim, group_size, value->num_dims);
      }
      q.channel_dim = uint32_t(channel_dim);
      q.group_size = uint32_t(group_size);
      // Block scales are bf16 when held as constant data, fp32 when held in the graph.
      const size_t blocks[2] = {value->dims[0], value->dims[1] / uint32_t(group_size)};
      size_t expected = 0;
      if (!xnn_checked_count(blocks, 2, 1, &expected)) {
        return reader.fail(xnn_status_invalid_parameter, "%s has %zu x %zu blocks: more scales than fit in size_t",
                           params.path.c_str(), blocks[0], blocks[1]);
      }
      return read_channel_scales(context, params, 4, expected, 2, &q);
    }
  }
  return false;
}

bool read_value(graph_context& context, const xnn_flatbuffer_table& xvalue, std::vector<bool>& defined) {
  xnn_flatbuffer_reader& reader = context.reader;
  uint8_t type = 0;
  const xnn_flatbuffer_table member = reader.union_member(xvalue, 0, "xvalue_union", 2, kValueUnionNames, &type);
  if (!reader.ok()) return false;
  const bool quantized = type == 2;
  const xnn_flatbuffer_table tensor = quantized ? reader.table(member, 0, "tensor_value", true) : member;
  if (!reader.ok()) return false;
  xnn_graph_value value;
  uint32_t id = 0;
  int schema_datatype = 0;
  if (!read_tensor(context, tensor, &value, &id, &schema_datatype)) return false;
  const size_t num_values = context.graph->values.size();
  if (id >= num_values) {
    return reader.fail(xnn_status_invalid_parameter, "%s.id_out is %u; the graph has %zu values", tensor.path.c_str(),
                       id, num_values);
  }
  if (defined[id]) {
    return reader.fail(xnn_status_invalid_parameter, "%s.id_out is %u; another value already has that id",
                       tensor.path.c_str(), id);
  }
  if (quantized) {
    if (!read_quantization(context, member, schema_datatype, &value)) return false;
  } else if (kDatatypeInfo[schema_datatype].quantization != xnn_graph_quant_kind::none) {
    return reader.fail(xnn_status_invalid_parameter, "%s has datatype %s but no quantization parameters",
                       tensor.path.c_str(), kDatatypeInfo[schema_datatype].name);
  }
  defined[id] = true;
  context.graph->values[id] = value;
  return true;
}

// The external inputs and outputs, in external-id order; external ids must be unique.
bool collect_externals(xnn_flatbuffer_reader& reader, xnn_model_graph* graph) {
  std::vector<uint32_t> owner(graph->num_externs, XNN_INVALID_VALUE_ID);
  for (uint32_t id = 0; id < graph->values.size(); id++) {
    const xnn_graph_value& value = graph->values[id];
    if (value.external_id == XNN_INVALID_VALUE_ID) continue;
    if (owner[value.external_id] != XNN_INVALID_VALUE_ID) {
      return reader.fail(xnn_status_invalid_parameter, "values %u and %u share external id %u",
                         owner[value.external_id], id, value.external_id);
    }
    owner[value.external_id] = id;
  }
  for (uint32_t id : owner) {
    if (id == XNN_INVALID_VALUE_ID) continue;
    if (graph->values[id].flags & XNN_VALUE_FLAG_EXTERNAL_INPUT) graph->inputs.push_back(id);
    if (graph->values[id].flags & XNN_VALUE_FLAG_EXTERNAL_OUTPUT) graph->outputs.push_back(id);
  }
  return true;
}

// XNNGraph.input_ids / output_ids name value ids: check they exist.
bool check_id_list(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& root, int slot, const char* field,
                   size_t num_values) {
  const xnn_flatbuffer_vector ids = reader.vector(root, slot, field, 4, false);
  for (uint32_t i = 0; i < ids.count && reader.ok(); i++) {
    const uint32_t id = reader.element<uint32_t>(ids, i);
    if (id >= num_values) {
      return reader.fail(xnn_status_invalid_parameter, "XNNGraph.%s[%u] is value id %u; the graph has %zu values",
                         field, i, id, num_values);
    }
  }
  return reader.ok();
}

// Older files mark an fp32 external input with dq_datatype = qint8 instead of writing its convert; ExecuTorch's
// runtime then quantizes the input per row (num_nonbatch_dims 1) into an internal qdint8 value that every node reading
// the input reads instead. The same expansion here: a qdint8 value after the others and a Convert node first.
bool expand_dynamic_quantization(xnn_flatbuffer_reader& reader, xnn_model_graph* graph) {
  const uint32_t num_values = uint32_t(graph->values.size());
  for (uint32_t id = 0; id < num_values; id++) {
    const xnn_graph_value input = graph->values[id];
    if (input.dq_datatype == xnn_datatype_invalid) continue;
    if (input.dq_datatype != xnn_datatype_qint8 || input.datatype != xnn_datatype_fp32 ||
        (input.flags & XNN_VALUE_FLAG_EXTERNAL_INPUT) == 0 || input.constant.data != nullptr) {
      return reader.fail(xnn_status_unsupported_parameter,
                         "value %u has a dq_datatype; only an fp32 external input may name one, and only qint8 (it "
                         "is then quantized per row to qdint8)", id);
    }
    graph->values[id].dq_datatype = xnn_datatype_invalid;
    xnn_graph_value quantized;
    quantized.datatype = xnn_datatype_qdint8;
    quantized.num_dims = input.num_dims;
    std::copy(input.dims, input.dims + input.num_dims, quantized.dims);
    quantized.quantization.kind = xnn_graph_quant_kind::per_token_dynamic;
    quantized.quantization.num_nonbatch_dims = 1;
    const uint32_t quantized_id = uint32_t(graph->values.size());
    graph->values.push_back(quantized);
    for (xnn_graph_node& node : graph->nodes) {
      for (uint32_t i = 0; i < node.num_inputs; i++) {
        if (node.inputs[i] == id) node.inputs[i] = quantized_id;
      }
    }
    xnn_graph_node convert;
    convert.type = xnn_graph_node_type::convert;
    convert.num_inputs = 1;
    convert.inputs[0] = id;
    convert.num_outputs = 1;
    convert.outputs[0] = quantized_id;
    graph->nodes.insert(graph->nodes.begin(), convert);
  }
  return true;
}

bool decode_graph(xnn_flatbuffer_reader& reader, xnn_constant_source constants, xnn_model_graph* graph) {
  if (!reader.has_identifier("XN00") && !reader.has_identifier("XN01")) {
    char shown[4] = {};
    if (reader.size() >= 8) std::memcpy(shown, reader.data() + 4, 4);
    for (char& c : shown) c = (c >= 0x20 && c < 0x7F) ? c : '?';
    return reader.fail(xnn_status_invalid_parameter, "graph identifier is '%.4s'; expected XN00 or XN01", shown);
  }
  const xnn_flatbuffer_table root = reader.root("XNNGraph");
  graph->version = std::string(reader.string(root, 0, "version", false));
  const xnn_flatbuffer_vector xnodes = reader.vector(root, 1, "xnodes", 4, true);
  const xnn_flatbuffer_vector xvalues = reader.vector(root, 2, "xvalues", 4, true);
  graph->num_externs = reader.u32(root, 3, "num_externs");
  constants.constant_buffer = reader.vector(root, 6, "constant_buffer", 4, false);
  constants.constant_data = reader.vector(root, 8, "constant_data", 4, false);
  if (!reader.ok()) return false;
  if (graph->num_externs > xvalues.count) {
    return reader.fail(xnn_status_invalid_parameter, "XNNGraph.num_externs is %u; the graph has %u values",
                       graph->num_externs, xvalues.count);
  }
  graph_context context{reader, constants, graph};
  graph->values.assign(xvalues.count, xnn_graph_value{});
  std::vector<bool> defined(xvalues.count, false);
  for (uint32_t i = 0; i < xvalues.count; i++) {
    if (!read_value(context, reader.table_at(xvalues, i), defined)) return false;
  }
  if (!check_id_list(reader, root, 4, "input_ids", xvalues.count) ||
      !check_id_list(reader, root, 5, "output_ids", xvalues.count) || !collect_externals(reader, graph)) {
    return false;
  }
  graph->nodes.assign(xnodes.count, xnn_graph_node{});
  for (uint32_t i = 0; i < xnodes.count; i++) {
    if (!xnn_decode_node(reader, reader.table_at(xnodes, i), xvalues.count, &graph->nodes[i])) return false;
  }
  return expand_dynamic_quantization(reader, graph);
}

}  // namespace

bool xnn_resolve_constant(xnn_flatbuffer_reader& reader, const xnn_constant_source& source,
                          const xnn_flatbuffer_table& table, const char* field, uint32_t index,
                          xnn_model_bytes* bytes) {
  if (!source.has_header) {
    if (index >= source.constant_buffer.count) {
      return reader.fail(xnn_status_invalid_parameter, "%s.%s is %u; constant_buffer has %u entries",
                         table.path.c_str(), field, index, source.constant_buffer.count);
    }
    const xnn_flatbuffer_vector storage =
        reader.vector(reader.table_at(source.constant_buffer, index), 0, "storage", 1, true);
    *bytes = xnn_model_bytes{reader.bytes(storage), storage.count};
    return reader.ok();
  }
  if (index >= source.constant_data.count) {
    return reader.fail(xnn_status_invalid_parameter, "%s.%s is %u; constant_data has %u entries", table.path.c_str(),
                       field, index, source.constant_data.count);
  }
  const xnn_flatbuffer_table entry = reader.table_at(source.constant_data, index);
  const uint64_t offset = reader.u64(entry, 0, "offset");
  const uint64_t size = reader.u64(entry, 1, "size");
  const std::string_view key = reader.string(entry, 2, "named_key", false);
  if (!reader.ok()) return false;
  if (!key.empty()) {
    if (source.named_data == nullptr) {
      return reader.fail(xnn_status_unsupported_parameter,
                         "%s.named_key is '%s'; a blob outside a program has no named data", entry.path.c_str(),
                         xnn_printable_text(key).c_str());
    }
    for (const xnn_named_data& named : *source.named_data) {
      if (named.key == key) {
        *bytes = named.bytes;
        return true;
      }
    }
    return reader.fail(xnn_status_invalid_parameter,
                       "%s.named_key '%s' is not in the program's named_data nor in the external data",
                       entry.path.c_str(), xnn_printable_text(key).c_str());
  }
  if (offset > source.region.size || size > source.region.size - offset) {
    return reader.fail(xnn_status_invalid_parameter,
                       "%s is %llu bytes at offset %llu; the constant region has %zu bytes", entry.path.c_str(),
                       static_cast<unsigned long long>(size), static_cast<unsigned long long>(offset),
                       source.region.size);
  }
  *bytes = xnn_model_bytes{source.region.data + offset, size_t(size)};
  return true;
}

bool xnn_decode_delegate_blob(const uint8_t* data, size_t size, const std::vector<xnn_named_data>* named_data,
                              const std::string& prefix, xnn_model_graph* graph, xnn_model_problem* problem) {
  xnn_constant_source constants;
  constants.named_data = named_data;
  const uint8_t* flatbuffer = data;
  size_t flatbuffer_size = size;
  if (size >= 8 && std::memcmp(data + 4, "XH00", 4) == 0) {
    xnn_flatbuffer_reader header(data, size, prefix.c_str(), problem);
    if (size < kHeaderSize) {
      return header.fail(xnn_status_invalid_parameter, "XH00 header is cut off: the blob has %zu bytes", size);
    }
    const uint16_t header_size = load<uint16_t>(data + 8);
    const uint64_t fb_offset = load<uint32_t>(data + 10), fb_size = load<uint32_t>(data + 14);
    const uint64_t constant_offset = load<uint32_t>(data + 18), constant_size = load<uint64_t>(data + 22);
    if (header_size < kHeaderSize || header_size > size) {
      return header.fail(xnn_status_invalid_parameter, "XH00 header length is %u; expected %zu..%zu", header_size,
                         kHeaderSize, size);
    }
    if (fb_offset < header_size || fb_offset > size || fb_size > size - fb_offset) {
      return header.fail(xnn_status_invalid_parameter,
                         "XH00 flatbuffer is %llu bytes at offset %llu; the blob has %zu bytes",
                         static_cast<unsigned long long>(fb_size), static_cast<unsigned long long>(fb_offset), size);
    }
    if (constant_offset < header_size || constant_offset > size || constant_size > size - constant_offset) {
      return header.fail(xnn_status_invalid_parameter,
                         "XH00 constant data is %llu bytes at offset %llu; the blob has %zu bytes",
                         static_cast<unsigned long long>(constant_size),
                         static_cast<unsigned long long>(constant_offset), size);
    }
    flatbuffer = data + fb_offset;
    flatbuffer_size = size_t(fb_size);
    constants.has_header = true;
    constants.region = xnn_model_bytes{data + constant_offset, size_t(constant_size)};
  }
  xnn_flatbuffer_reader reader(flatbuffer, flatbuffer_size, prefix.c_str(), problem);
  return decode_graph(reader, constants, graph);
}
