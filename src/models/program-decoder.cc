// Decoding an ExecuTorch program: the optional eh00 extended header, segments, named data, one method's values,
// its XnnpackBackend delegates and its chain of DelegateCalls.
#include "models/program.h"

#include <algorithm>

#include "models/graph-decoder.h"
#include "models/portable/registry.h"
#include "models/sizes.h"

namespace {

// Table slots of program.fbs.
namespace slot {
constexpr int kProgramPlans = 1, kProgramConstantBuffer = 2, kProgramDelegateData = 3, kProgramSegments = 4,
              kProgramConstantSegment = 5, kProgramMutableDataSegments = 6, kProgramNamedData = 7;
constexpr int kPlanName = 0, kPlanValues = 2, kPlanInputs = 3, kPlanOutputs = 4, kPlanChains = 5,
              kPlanOperators = 6, kPlanDelegates = 7, kPlanBufferSizes = 8;
}  // namespace slot

constexpr uint8_t kExternalLocation = 1;  // TensorDataLocation.EXTERNAL
const char* const kInstructionNames[] = {"NONE", "KernelCall", "DelegateCall", "MoveCall", "JumpFalseCall",
                                         "FreeCall"};
const char* const kValueNames[] = {"NONE",   "Null",       "Int",      "Bool",       "Double",
                                   "Tensor", "String",     "IntList",  "DoubleList", "BoolList",
                                   "TensorList", "OptionalTensorList"};
const char* const kXnnpackBackend = "XnnpackBackend";

template <typename T>
T load(const uint8_t* bytes) {
  T value;
  std::memcpy(&value, bytes, sizeof(T));
  return value;
}

struct program_context {
  xnn_flatbuffer_reader& reader;
  xnn_flatbuffer_table program;
  xnn_model_bytes segment_region;  // the bytes after segment_base_offset
  xnn_flatbuffer_vector segments;
  xnn_model_problem* problem;
  const std::vector<xnn_named_data>* external;  // a .ptd file's named data; nullptr without one
  const std::vector<int64_t>* buffer_sizes = nullptr;  // the plan's non_const_buffer_sizes
};

// Segment `index` of Program.segments, checked against the segment region.
bool segment_bytes(program_context& context, uint32_t index, const std::string& user, xnn_model_bytes* bytes) {
  xnn_flatbuffer_reader& reader = context.reader;
  if (index >= context.segments.count) {
    return reader.fail(xnn_status_invalid_parameter, "%s names segment %u; the program has %u segments",
                       user.c_str(), index, context.segments.count);
  }
  const xnn_flatbuffer_table segment = reader.table_at(context.segments, index);
  const uint64_t offset = reader.u64(segment, 0, "offset");
  const uint64_t size = reader.u64(segment, 1, "size");
  if (!reader.ok()) return false;
  if (offset > context.segment_region.size || size > context.segment_region.size - offset) {
    return reader.fail(xnn_status_invalid_parameter, "%s is %llu bytes at offset %llu; the segment data has %zu bytes",
                       segment.path.c_str(), static_cast<unsigned long long>(size),
                       static_cast<unsigned long long>(offset), context.segment_region.size);
  }
  *bytes = xnn_model_bytes{context.segment_region.data + offset, size_t(size)};
  return true;
}

bool read_named_data(program_context& context, std::vector<xnn_named_data>* named) {
  xnn_flatbuffer_reader& reader = context.reader;
  const xnn_flatbuffer_vector entries = reader.vector(context.program, slot::kProgramNamedData, "named_data", 4, false);
  for (uint32_t i = 0; i < entries.count && reader.ok(); i++) {
    const xnn_flatbuffer_table entry = reader.table_at(entries, i);
    xnn_named_data data;
    data.key = reader.string(entry, 0, "key", true);
    const uint32_t segment = reader.u32(entry, 1, "segment_index");
    if (!reader.ok() || !segment_bytes(context, segment, entry.path + ".segment_index", &data.bytes)) return false;
    named->push_back(data);
  }
  if (!reader.ok() || context.external == nullptr) return reader.ok();
  // Delegates look keys up in both; a key in both would be ambiguous.
  for (const xnn_named_data& external : *context.external) {
    for (const xnn_named_data& own : *named) {
      if (own.key == external.key) {
        return reader.fail(xnn_status_invalid_parameter,
                           "named data key '%s' is both in the program and in the external data",
                           xnn_printable_text(own.key).c_str());
      }
    }
  }
  named->insert(named->end(), context.external->begin(), context.external->end());
  return true;
}

// Data of a tensor stored outside the program (ExtraTensorInfo.location = EXTERNAL), by its fully qualified name.
bool external_constant(program_context& context, const xnn_flatbuffer_table& info, size_t bytes_needed,
                       xnn_model_bytes* constant) {
  xnn_flatbuffer_reader& reader = context.reader;
  const std::string_view name = reader.string(info, 1, "fully_qualified_name", true);
  if (!reader.ok()) return false;
  const std::string printable = xnn_printable_text(name);
  if (context.external == nullptr) {
    return reader.fail(xnn_status_invalid_parameter,
                       "%s keeps its data in external data under key '%s'; no external data file (.ptd) was given",
                       info.path.c_str(), printable.c_str());
  }
  for (const xnn_named_data& named : *context.external) {
    if (named.key != name) continue;
    if (named.bytes.size < bytes_needed) {
      return reader.fail(xnn_status_invalid_parameter,
                         "%s: external data '%s' has %zu bytes; the tensor's shape needs %zu", info.path.c_str(),
                         printable.c_str(), named.bytes.size, bytes_needed);
    }
    *constant = xnn_model_bytes{named.bytes.data, bytes_needed};
    return true;
  }
  return reader.fail(xnn_status_invalid_parameter, "%s names external data '%s', which the external data file lacks",
                     info.path.c_str(), printable.c_str());
}

// Data `buffer_index` of a SubsegmentOffsets table `what` (constant_segment, mutable_data_segments[0]): from its
// offset to the end of its segment.
bool subsegment_data(program_context& context, const xnn_flatbuffer_table& subsegment, const char* what,
                     const xnn_flatbuffer_table& tensor, uint32_t buffer_index, xnn_model_bytes* data) {
  xnn_flatbuffer_reader& reader = context.reader;
  const uint32_t segment = reader.u32(subsegment, 0, "segment_index");
  const xnn_flatbuffer_vector offsets = reader.vector(subsegment, 1, "offsets", 8, true);
  xnn_model_bytes bytes;
  if (!reader.ok() || !segment_bytes(context, segment, subsegment.path, &bytes)) return false;
  if (buffer_index >= offsets.count) {
    return reader.fail(xnn_status_invalid_parameter, "%s.data_buffer_idx is %u; %s has %u offsets",
                       tensor.path.c_str(), buffer_index, what, offsets.count);
  }
  const uint64_t offset = reader.element<uint64_t>(offsets, buffer_index);
  if (offset > bytes.size) {
    return reader.fail(xnn_status_invalid_parameter, "%s data is at offset %llu; its segment has %zu bytes",
                       tensor.path.c_str(), static_cast<unsigned long long>(offset), bytes.size);
  }
  *data = xnn_model_bytes{bytes.data + offset, bytes.size - size_t(offset)};
  return true;
}

// `data` holds at least the `bytes_needed` of the tensor's shape, and is cut to them.
bool enough_data(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& tensor, size_t bytes_needed,
                 xnn_model_bytes* data) {
  if (data->size < bytes_needed) {
    return reader.fail(xnn_status_invalid_parameter, "%s has %zu bytes of data; its shape needs %zu",
                       tensor.path.c_str(), data->size, bytes_needed);
  }
  data->size = bytes_needed;
  return true;
}

// Constant data of tensor `index` of a method (data_buffer_idx > 0, no allocation_info).
bool tensor_constant(program_context& context, const xnn_flatbuffer_table& tensor, uint32_t buffer_index,
                     size_t bytes_needed, xnn_model_bytes* constant) {
  xnn_flatbuffer_reader& reader = context.reader;
  const xnn_flatbuffer_vector buffers =
      reader.vector(context.program, slot::kProgramConstantBuffer, "constant_buffer", 4, false);
  if (!reader.ok()) return false;
  if (buffers.count != 0) {
    if (buffer_index >= buffers.count) {
      return reader.fail(xnn_status_invalid_parameter, "%s.data_buffer_idx is %u; constant_buffer has %u entries",
                         tensor.path.c_str(), buffer_index, buffers.count);
    }
    const xnn_flatbuffer_vector storage = reader.vector(reader.table_at(buffers, buffer_index), 0, "storage", 1, true);
    *constant = xnn_model_bytes{reader.bytes(storage), storage.count};
  } else {
    const xnn_flatbuffer_table subsegment =
        reader.table(context.program, slot::kProgramConstantSegment, "constant_segment", true);
    if (!subsegment_data(context, subsegment, "constant_segment", tensor, buffer_index, constant)) return false;
  }
  return enough_data(reader, tensor, bytes_needed, constant);
}

// Initial state of a planned tensor (data_buffer_idx > 0 with allocation_info): in mutable_data_segments[0], the
// one ExecuTorch reads.
bool mutable_initial_state(program_context& context, const xnn_flatbuffer_table& tensor, uint32_t buffer_index,
                           size_t bytes_needed, xnn_model_bytes* initial) {
  xnn_flatbuffer_reader& reader = context.reader;
  const xnn_flatbuffer_vector lists =
      reader.vector(context.program, slot::kProgramMutableDataSegments, "mutable_data_segments", 4, false);
  if (!reader.ok()) return false;
  if (lists.count == 0) {
    return reader.fail(xnn_status_invalid_parameter,
                       "%s.data_buffer_idx is %u with allocation_info (an initial state); the program has no "
                       "mutable_data_segments", tensor.path.c_str(), buffer_index);
  }
  return subsegment_data(context, reader.table_at(lists, 0), "mutable_data_segments[0]", tensor, buffer_index,
                         initial) &&
         enough_data(reader, tensor, bytes_needed, initial);
}

// A planned tensor lies inside its buffer: memory_id indexes non_const_buffer_sizes, and offset + bytes fit.
bool check_allocation(program_context& context, const xnn_flatbuffer_table& tensor, const xnn_method_value& value) {
  xnn_flatbuffer_reader& reader = context.reader;
  if (value.memory_id >= context.buffer_sizes->size()) {
    return reader.fail(xnn_status_invalid_parameter,
                       "%s.allocation_info.memory_id is %u; non_const_buffer_sizes has %zu entries",
                       tensor.path.c_str(), value.memory_id, context.buffer_sizes->size());
  }
  const uint64_t buffer = uint64_t((*context.buffer_sizes)[value.memory_id]);
  if (value.memory_offset > buffer || value.nbytes > buffer - value.memory_offset) {
    return reader.fail(xnn_status_invalid_parameter,
                       "%s is %zu bytes at offset %llu of planned buffer %u; the buffer has %llu bytes",
                       tensor.path.c_str(), value.nbytes, static_cast<unsigned long long>(value.memory_offset),
                       value.memory_id, static_cast<unsigned long long>(buffer));
  }
  return true;
}

bool read_tensor(program_context& context, const xnn_flatbuffer_table& tensor, xnn_method_value* value) {
  xnn_flatbuffer_reader& reader = context.reader;
  value->scalar_type = static_cast<int8_t>(reader.u8(tensor, 0, "scalar_type"));
  const xnn_flatbuffer_vector sizes = reader.vector(tensor, 2, "sizes", 4, false);
  const xnn_flatbuffer_vector dim_order = reader.vector(tensor, 3, "dim_order", 1, false);
  const uint32_t buffer_index = reader.u32(tensor, 5, "data_buffer_idx");
  const xnn_flatbuffer_table allocation = reader.table(tensor, 6, "allocation_info", false);
  const bool allocated = allocation.present();
  if (allocated) {
    value->planned = true;
    value->memory_id = reader.u32(allocation, 0, "memory_id");
    value->memory_offset = uint64_t{reader.u32(allocation, 2, "memory_offset_high")} << 32 |
                           reader.u32(allocation, 1, "memory_offset_low");
  }
  value->shape_dynamism = reader.u8(tensor, 8, "shape_dynamism");
  const xnn_flatbuffer_table extra = reader.table(tensor, 9, "extra_tensor_info", false);
  const bool external = extra.present() && reader.u8(extra, 2, "location") == kExternalLocation;
  if (!reader.ok()) return false;
  if (sizes.count > 16) {
    return reader.fail(xnn_status_unsupported_parameter, "%s.sizes has %u entries; at most 16 are supported",
                       tensor.path.c_str(), sizes.count);
  }
  value->num_dims = sizes.count;
  for (uint32_t d = 0; d < sizes.count; d++) {
    const int32_t size = reader.element<int32_t>(sizes, d);
    if (size < 0) {
      return reader.fail(xnn_status_invalid_parameter, "%s.sizes[%u] is %d; expected >= 0", tensor.path.c_str(), d,
                         size);
    }
    value->sizes[d] = size;
  }
  if (dim_order.count != 0) {
    if (dim_order.count != sizes.count) {
      return reader.fail(xnn_status_invalid_parameter, "%s.dim_order has %u entries; the tensor has %u dims",
                         tensor.path.c_str(), dim_order.count, sizes.count);
    }
    bool channels_last = dim_order.count == 4 || dim_order.count == 5;
    for (uint32_t d = 0; d < dim_order.count; d++) {
      const uint8_t order = reader.element<uint8_t>(dim_order, d);
      if (order != d) value->contiguous = false;
      const uint32_t channels_last_order = d == 0 ? 0 : d == dim_order.count - 1 ? 1 : d + 1;
      if (order != channels_last_order) channels_last = false;
    }
    value->channels_last = channels_last;
  }
  const std::string shape = xnn_dims_text(value->sizes, value->num_dims);
  size_t elements = 0;
  if (!xnn_checked_count(value->sizes, value->num_dims, 1, &elements)) {
    return reader.fail(xnn_status_invalid_parameter, "%s.sizes %s have more elements than fit in size_t",
                       tensor.path.c_str(), shape.c_str());
  }
  const size_t element_size = xnn_scalar_type_size(value->scalar_type);
  size_t bytes = 0;
  if (!xnn_multiply_sizes({elements, element_size}, &bytes)) {
    return reader.fail(xnn_status_invalid_parameter,
                       "%s is a tensor of shape %s with %zu-byte elements: more bytes than fit in size_t",
                       tensor.path.c_str(), shape.c_str(), element_size);
  }
  value->nbytes = bytes;
  if (allocated) {
    if (!check_allocation(context, tensor, *value)) return false;
    if (external) return external_constant(context, extra, bytes, &value->initial);
    if (buffer_index == 0 || element_size == 0) return true;
    return mutable_initial_state(context, tensor, buffer_index, bytes, &value->initial);
  }
  if ((buffer_index == 0 && !external) || element_size == 0) return true;
  if (external) return external_constant(context, extra, bytes, &value->constant);
  return tensor_constant(context, tensor, buffer_index, bytes, &value->constant);
}

// The items of a list of value indices, each in range (-1 too when `optional`); their kinds are checked later.
bool read_value_items(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& list, size_t element_size,
                      uint32_t num_values, bool optional, xnn_method_value* value) {
  const xnn_flatbuffer_vector items = reader.vector(list, 0, "items", uint32_t(element_size), true);
  if (!reader.ok()) return false;
  value->items.reserve(items.count);
  for (uint32_t j = 0; j < items.count; j++) {
    const int64_t index =
        element_size == 8 ? reader.element<int64_t>(items, j) : int64_t{reader.element<int32_t>(items, j)};
    if ((index < 0 || index >= int64_t{num_values}) && !(optional && index == -1)) {
      return reader.fail(xnn_status_invalid_parameter, "%s[%u] is value %lld; the method has %u values%s",
                         items.path.c_str(), j, static_cast<long long>(index), num_values,
                         optional ? " (-1: none)" : "");
    }
    value->items.push_back(index);
  }
  return true;
}

bool read_values(program_context& context, const xnn_flatbuffer_table& plan, xnn_program_method* method) {
  xnn_flatbuffer_reader& reader = context.reader;
  const xnn_flatbuffer_vector values = reader.vector(plan, slot::kPlanValues, "values", 4, true);
  method->values.assign(values.count, xnn_method_value{});
  std::vector<xnn_flatbuffer_table> lists(values.count);
  for (uint32_t i = 0; i < values.count && reader.ok(); i++) {
    const xnn_flatbuffer_table evalue = reader.table_at(values, i);
    uint8_t type = 0;
    const xnn_flatbuffer_table member = reader.union_member(evalue, 0, "val", 11, kValueNames, &type);
    xnn_method_value& value = method->values[i];
    value.type = type;
    switch (type) {
      case xnn_value_int: value.int_value = reader.i64(member, 0, "int_val"); break;
      case xnn_value_bool: value.bool_value = reader.u8(member, 0, "bool_val") != 0; break;
      case xnn_value_double: value.double_value = reader.f64(member, 0, "double_val"); break;
      case xnn_value_string: value.string_value = reader.string(member, 0, "string_val", true); break;
      case xnn_value_tensor:
        if (!read_tensor(context, member, &value)) return false;
        break;
      case xnn_value_double_list: {
        const xnn_flatbuffer_vector items = reader.vector(member, 0, "items", 8, true);
        for (uint32_t j = 0; j < items.count && reader.ok(); j++) {
          value.doubles.push_back(reader.element<double>(items, j));
        }
        break;
      }
      case xnn_value_bool_list: {
        const xnn_flatbuffer_vector items = reader.vector(member, 0, "items", 1, true);
        for (uint32_t j = 0; j < items.count && reader.ok(); j++) {
          value.bools.push_back(reader.element<uint8_t>(items, j) != 0);
        }
        break;
      }
      case xnn_value_int_list:
      case xnn_value_tensor_list:
      case xnn_value_optional_tensor_list:
        if (!read_value_items(reader, member, type == xnn_value_int_list ? 8 : 4, values.count,
                              type == xnn_value_optional_tensor_list, &value)) {
          return false;
        }
        lists[i] = member;
        break;
      default: break;
    }
  }
  if (!reader.ok()) return false;
  // List items name values of one kind: an IntList's are Ints, a TensorList's Tensors, an optional one's Tensors
  // or none. (Checked once every value's kind is known: items may name later values.)
  for (uint32_t i = 0; i < values.count; i++) {
    const xnn_method_value& value = method->values[i];
    const uint8_t expected = value.type == xnn_value_int_list ? xnn_value_int : xnn_value_tensor;
    for (size_t j = 0; lists[i].present() && j < value.items.size(); j++) {
      if (value.items[j] == -1) continue;
      const uint8_t kind = method->values[size_t(value.items[j])].type;
      if (kind != expected && !(value.type == xnn_value_optional_tensor_list && kind == xnn_value_null)) {
        return reader.fail(xnn_status_invalid_parameter, "%s.items[%zu] is value %lld, a %s; a %s holds %ss",
                           lists[i].path.c_str(), j, static_cast<long long>(value.items[j]),
                           xnn_value_kind_name(kind), xnn_value_kind_name(value.type), xnn_value_kind_name(expected));
      }
    }
  }
  return true;
}

// Method inputs and outputs: indices of tensor values this library can describe.
bool read_io(program_context& context, const xnn_flatbuffer_table& plan, int slot, const char* field,
             xnn_program_method* method, std::vector<uint32_t>* list) {
  xnn_flatbuffer_reader& reader = context.reader;
  const xnn_flatbuffer_vector indices = reader.vector(plan, slot, field, 4, false);
  for (uint32_t i = 0; i < indices.count && reader.ok(); i++) {
    const int32_t index = reader.element<int32_t>(indices, i);
    if (index < 0 || size_t(index) >= method->values.size()) {
      return reader.fail(xnn_status_invalid_parameter, "%s[%u] is value %d; the method has %zu values",
                         indices.path.c_str(), i, index, method->values.size());
    }
    const xnn_method_value& value = method->values[index];
    if (!value.is_tensor() || xnn_scalar_type_size(value.scalar_type) == 0 || value.num_dims > XNN_MAX_TENSOR_DIMS) {
      return reader.fail(xnn_status_unsupported_parameter,
                         "%s[%u] is value %d, a %s of scalar type %d with %zu dims; expected a tensor of a supported "
                         "type with at most %d dims",
                         indices.path.c_str(), i, index, kValueNames[value.type], value.scalar_type, value.num_dims,
                         XNN_MAX_TENSOR_DIMS);
    }
    list->push_back(uint32_t(index));
  }
  return reader.ok();
}

bool read_delegates(program_context& context, const xnn_flatbuffer_table& plan,
                    const std::vector<xnn_named_data>& named, xnn_program_method* method) {
  xnn_flatbuffer_reader& reader = context.reader;
  const xnn_flatbuffer_vector delegates = reader.vector(plan, slot::kPlanDelegates, "delegates", 4, false);
  method->delegates.assign(delegates.count, xnn_model_graph{});
  for (uint32_t i = 0; i < delegates.count && reader.ok(); i++) {
    const xnn_flatbuffer_table delegate = reader.table_at(delegates, i);
    if (reader.string(delegate, 0, "id", true) != kXnnpackBackend) continue;
    const xnn_flatbuffer_table processed = reader.table(delegate, 1, "processed", true);
    const uint8_t location = reader.u8(processed, 0, "location");
    const uint32_t index = reader.u32(processed, 1, "index");
    if (!reader.ok()) return false;
    xnn_model_bytes blob;
    if (location == 0) {
      const xnn_flatbuffer_vector inline_data =
          reader.vector(context.program, slot::kProgramDelegateData, "backend_delegate_data", 4, false);
      if (!reader.ok()) return false;
      if (index >= inline_data.count) {
        return reader.fail(xnn_status_invalid_parameter, "%s.index is %u; backend_delegate_data has %u entries",
                           processed.path.c_str(), index, inline_data.count);
      }
      const xnn_flatbuffer_vector data = reader.vector(reader.table_at(inline_data, index), 0, "data", 1, true);
      blob = xnn_model_bytes{reader.bytes(data), data.count};
    } else if (location == 1) {
      if (!segment_bytes(context, index, processed.path + ".index", &blob)) return false;
    } else {
      return reader.fail(xnn_status_invalid_parameter, "%s.location is %u; expected 0 (inline) or 1 (segment)",
                         processed.path.c_str(), location);
    }
    if (!reader.ok()) return false;
    // The blob is decoded by its own reader, which reports into the same problem.
    if (!xnn_decode_delegate_blob(blob.data, blob.size, &named, "model: " + delegate.path, &method->delegates[i],
                                  context.problem)) {
      return false;
    }
  }
  return reader.ok();
}

// A value index of an instruction, in range.
bool check_value_index(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& call, const char* field,
                       int32_t index, const xnn_program_method& method) {
  if (index >= 0 && size_t(index) < method.values.size()) return true;
  return reader.fail(xnn_status_invalid_parameter, "%s.%s is value %d; the method has %zu values", call.path.c_str(),
                     field, index, method.values.size());
}

bool read_operators(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& plan, xnn_program_method* method) {
  const xnn_flatbuffer_vector operators = reader.vector(plan, slot::kPlanOperators, "operators", 4, false);
  for (uint32_t i = 0; i < operators.count && reader.ok(); i++) {
    const xnn_flatbuffer_table op = reader.table_at(operators, i);
    const std::string_view name = reader.string(op, 0, "name", true);
    const std::string_view overload = reader.string(op, 1, "overload", false);
    std::string full(name);
    if (!overload.empty()) full += "." + std::string(overload);
    method->operators.push_back(std::move(full));
  }
  return reader.ok();
}

bool read_delegate_call(program_context& context, const xnn_flatbuffer_table& call, uint32_t chain, uint32_t i,
                        const xnn_flatbuffer_vector& delegates, xnn_program_method* method,
                        xnn_program_instruction* instruction) {
  xnn_flatbuffer_reader& reader = context.reader;
  const int32_t index = reader.i32(call, 0, "delegate_index");
  if (!reader.ok()) return false;
  if (index < 0 || uint32_t(index) >= delegates.count) {
    return reader.fail(xnn_status_invalid_parameter, "%s.delegate_index is %d; the method has %u delegates",
                       call.path.c_str(), index, delegates.count);
  }
  const std::string_view backend = reader.string(reader.table_at(delegates, uint32_t(index)), 0, "id", true);
  if (!reader.ok()) return false;
  if (backend != kXnnpackBackend) {
    return reader.fail(xnn_status_unsupported_parameter,
                       "method '%s' chain %u instruction %u is a DelegateCall to backend '%s'; only XnnpackBackend "
                       "can run",
                       xnn_printable_text(method->name).c_str(), chain, i, xnn_printable_text(backend).c_str());
  }
  xnn_delegate_call decoded;
  decoded.chain = chain;
  decoded.instruction = i;
  decoded.delegate = uint32_t(index);
  const xnn_flatbuffer_vector args = reader.vector(call, 1, "args", 4, true);
  for (uint32_t a = 0; a < args.count && reader.ok(); a++) {
    decoded.args.push_back(uint32_t(reader.element<int32_t>(args, a)));
  }
  instruction->index = uint32_t(method->calls.size());
  method->calls.push_back(std::move(decoded));
  return reader.ok();
}

bool read_instruction(program_context& context, const xnn_flatbuffer_table& table, uint32_t chain, uint32_t i,
                      uint32_t num_instructions, const xnn_flatbuffer_vector& delegates, xnn_program_method* method,
                      xnn_program_instruction* instruction) {
  xnn_flatbuffer_reader& reader = context.reader;
  uint8_t type = 0;
  const xnn_flatbuffer_table call = reader.union_member(table, 0, "instr_args", 5, kInstructionNames, &type);
  if (!reader.ok()) return false;
  instruction->kind = static_cast<xnn_instruction_kind>(type);
  switch (instruction->kind) {
    case xnn_instruction_kind::delegate_call:
      return read_delegate_call(context, call, chain, i, delegates, method, instruction);
    case xnn_instruction_kind::kernel_call: {
      const int32_t op = reader.i32(call, 0, "op_index");
      const xnn_flatbuffer_vector args = reader.vector(call, 1, "args", 4, true);
      if (!reader.ok()) return false;
      if (op < 0 || size_t(op) >= method->operators.size()) {
        return reader.fail(xnn_status_invalid_parameter, "%s.op_index is %d; the method has %zu operators",
                           call.path.c_str(), op, method->operators.size());
      }
      instruction->index = uint32_t(op);
      for (uint32_t a = 0; a < args.count; a++) {
        const int32_t arg = reader.element<int32_t>(args, a);
        if (!check_value_index(reader, call, ("args[" + std::to_string(a) + "]").c_str(), arg, *method)) return false;
        instruction->args.push_back(uint32_t(arg));
      }
      return true;
    }
    case xnn_instruction_kind::move_call: {
      const int32_t from = reader.i32(call, 0, "move_from"), to = reader.i32(call, 1, "move_to");
      if (!reader.ok() || !check_value_index(reader, call, "move_from", from, *method) ||
          !check_value_index(reader, call, "move_to", to, *method)) {
        return false;
      }
      const xnn_method_value& source = method->values[size_t(from)];
      const xnn_method_value& target = method->values[size_t(to)];
      const uint8_t from_kind = source.type, to_kind = target.type;
      if (from_kind != to_kind || (source.is_tensor() && source.scalar_type != target.scalar_type)) {
        return reader.fail(xnn_status_invalid_parameter,
                           "%s moves value %d, a %s, into value %d, a %s; expected one kind (and one scalar type)",
                           call.path.c_str(), from, xnn_value_kind_name(from_kind), to, xnn_value_kind_name(to_kind));
      }
      // Operators read a tensor's layout from the value that owns it; a move must not change it.
      const bool same_layout =
          source.contiguous == target.contiguous && source.channels_last == target.channels_last;
      if (source.is_tensor() && !same_layout) {
        return reader.fail(xnn_status_invalid_parameter,
                           "%s moves value %d into value %d, a tensor of another dim_order", call.path.c_str(), from,
                           to);
      }
      instruction->args = {uint32_t(from), uint32_t(to)};
      return true;
    }
    case xnn_instruction_kind::jump_false: {
      const int32_t condition = reader.i32(call, 0, "cond_value_index");
      const int32_t destination = reader.i32(call, 1, "destination_instruction");
      if (!reader.ok() || !check_value_index(reader, call, "cond_value_index", condition, *method)) return false;
      const xnn_method_value& value = method->values[size_t(condition)];
      if (value.type != xnn_value_bool && !(value.is_tensor() && value.scalar_type == 11)) {
        return reader.fail(xnn_status_invalid_parameter,
                           "%s.cond_value_index is value %d, a %s; expected a Bool or a bool Tensor", call.path.c_str(),
                           condition, xnn_value_kind_name(value.type));
      }
      // The chain's end (num_instructions) is a destination too: it finishes the chain.
      if (destination < 0 || uint32_t(destination) > num_instructions) {
        return reader.fail(xnn_status_invalid_parameter,
                           "%s.destination_instruction is %d; the chain has %u instructions", call.path.c_str(),
                           destination, num_instructions);
      }
      instruction->index = uint32_t(destination);
      instruction->args = {uint32_t(condition)};
      return true;
    }
    case xnn_instruction_kind::free_call: {
      const int32_t value = reader.i32(call, 0, "value_index");
      if (!reader.ok() || !check_value_index(reader, call, "value_index", value, *method)) return false;
      if (!method->values[size_t(value)].is_tensor()) {
        return reader.fail(xnn_status_invalid_parameter, "%s.value_index is value %d, a %s; expected a Tensor",
                           call.path.c_str(), value, xnn_value_kind_name(method->values[size_t(value)].type));
      }
      instruction->args = {uint32_t(value)};
      return true;
    }
  }
  return true;
}

bool read_chains(program_context& context, const xnn_flatbuffer_table& plan, xnn_program_method* method) {
  xnn_flatbuffer_reader& reader = context.reader;
  const xnn_flatbuffer_vector chains = reader.vector(plan, slot::kPlanChains, "chains", 4, true);
  const xnn_flatbuffer_vector delegates = reader.vector(plan, slot::kPlanDelegates, "delegates", 4, false);
  if (!reader.ok() || !read_operators(reader, plan, method)) return false;
  method->chains.resize(chains.count);
  for (uint32_t c = 0; c < chains.count; c++) {
    const xnn_flatbuffer_vector instructions = reader.vector(reader.table_at(chains, c), 2, "instructions", 4, true);
    if (!reader.ok()) return false;
    method->chains[c].resize(instructions.count);
    for (uint32_t i = 0; i < instructions.count; i++) {
      if (!read_instruction(context, reader.table_at(instructions, i), c, i, instructions.count, delegates, method,
                            &method->chains[c][i])) {
        return false;
      }
    }
  }
  return reader.ok();
}

// A call's arguments are indexed by external id, as ExecuTorch's XNNPACK delegate reads them: one per external id of
// the graph; the ones the graph has a value for are tensors matching it. (ExecuTorch numbers a delegate's inputs
// before its outputs, but an id no graph value takes, such as a symbolic size, still has its argument.)
bool check_call(xnn_flatbuffer_reader& reader, const xnn_program_method& method, size_t call_index) {
  const xnn_delegate_call& call = method.calls[call_index];
  const size_t instruction = call.instruction;
  const xnn_model_graph& graph = method.delegates[call.delegate];
  if (call.args.size() != graph.num_externs) {
    return reader.fail(xnn_status_invalid_parameter,
                       "instruction %zu passes %zu args; delegate %u has %u external ids (%zu inputs, %zu outputs)",
                       instruction, call.args.size(), call.delegate, graph.num_externs, graph.inputs.size(),
                       graph.outputs.size());
  }
  for (size_t a = 0; a < call.args.size(); a++) {
    if (call.args[a] >= method.values.size()) {
      return reader.fail(xnn_status_invalid_parameter, "instruction %zu arg %zu is value %d; the method has %zu values",
                         instruction, a, int32_t(call.args[a]), method.values.size());
    }
  }
  const size_t num_externals = graph.inputs.size() + graph.outputs.size();
  for (size_t e = 0; e < num_externals; e++) {
    const bool is_input = e < graph.inputs.size();
    const uint32_t id = is_input ? graph.inputs[e] : graph.outputs[e - graph.inputs.size()];
    const xnn_graph_value& external = graph.values[id];
    const size_t a = external.external_id;
    const uint32_t index = call.args[a];
    const xnn_method_value& value = method.values[index];
    const xnn_datatype datatype = xnn_scalar_type_datatype(value.scalar_type);
    const bool compatible = datatype == external.datatype ||
                            (datatype == xnn_datatype_int32 && external.datatype == xnn_datatype_qint32);
    if (!value.is_tensor() || !compatible) {
      return reader.fail(xnn_status_unsupported_parameter,
                         "instruction %zu arg %zu is value %u (a %s of scalar type %d); delegate %u expects "
                         "datatype %d",
                         instruction, a, index, kValueNames[value.type], value.scalar_type, call.delegate,
                         int(external.datatype));
    }
    if (value.num_dims > XNN_MAX_TENSOR_DIMS) {
      return reader.fail(xnn_status_unsupported_parameter,
                         "instruction %zu arg %zu is value %u with %zu dims; at most %d are supported", instruction, a,
                         index, value.num_dims, XNN_MAX_TENSOR_DIMS);
    }
    // A delegate reads and writes its externals row-major, as ExecuTorch's XNNPACK runtime expects them.
    if (!value.contiguous) {
      return reader.fail(xnn_status_unsupported_parameter,
                         "instruction %zu arg %zu is value %u, a tensor with a non-contiguous dim_order; delegates "
                         "take contiguous tensors", instruction, a, index);
    }
    if (!is_input && value.constant.data != nullptr) {
      return reader.fail(xnn_status_invalid_parameter,
                         "instruction %zu arg %zu is an output but value %u is a constant of the program", instruction,
                         a, index);
    }
    // An unplanned input is the caller's memory, which runs read and never write.
    if (!is_input && !value.planned &&
        std::find(method.inputs.begin(), method.inputs.end(), index) != method.inputs.end()) {
      return reader.fail(xnn_status_invalid_parameter,
                         "instruction %zu arg %zu is an output but value %u is a method input without planned memory",
                         instruction, a, index);
    }
    if (value.shape_dynamism != 0) continue;
    // read_tensor made sure the method value's count fits; a graph value's count that does not cannot match it.
    size_t elements = 0, graph_elements = 0;
    xnn_checked_count(value.sizes, value.num_dims, 1, &elements);
    if (!xnn_checked_count(external.dims, external.num_dims, 1, &graph_elements)) {
      return reader.fail(xnn_status_invalid_parameter,
                         "instruction %zu arg %zu is value %u of sizes %s; delegate %u's value %u has dims %s, more "
                         "elements than fit in size_t",
                         instruction, a, index, xnn_dims_text(value.sizes, value.num_dims).c_str(), call.delegate, id,
                         xnn_dims_text(external.dims, external.num_dims).c_str());
    }
    if (elements != graph_elements) {
      return reader.fail(xnn_status_invalid_parameter,
                         "instruction %zu arg %zu is value %u with %zu elements; delegate %u's value %u has %zu",
                         instruction, a, index, elements, call.delegate, id, graph_elements);
    }
  }
  return true;
}

// Every value a delegate call reads is a method input, a program constant, a planned tensor, or written by an
// earlier instruction (in chain order; kernel calls may write any tensor they are passed).
bool check_dataflow(xnn_flatbuffer_reader& reader, const xnn_program_method& method) {
  std::vector<bool> has_data(method.values.size(), false);
  for (uint32_t index : method.inputs) has_data[index] = true;
  for (size_t i = 0; i < method.values.size(); i++) {
    const xnn_method_value& value = method.values[i];
    if (value.constant.data != nullptr || value.planned || !value.is_tensor()) has_data[i] = true;
  }
  for (const std::vector<xnn_program_instruction>& chain : method.chains) {
    for (const xnn_program_instruction& instruction : chain) {
      switch (instruction.kind) {
        case xnn_instruction_kind::kernel_call:
          for (uint32_t arg : instruction.args) {
            has_data[arg] = true;
            for (int64_t item : method.values[arg].items) {
              if (item >= 0) has_data[size_t(item)] = true;
            }
          }
          break;
        case xnn_instruction_kind::move_call:
          if (has_data[instruction.args[0]]) has_data[instruction.args[1]] = true;
          break;
        case xnn_instruction_kind::delegate_call: {
          const xnn_delegate_call& call = method.calls[instruction.index];
          const xnn_model_graph& graph = method.delegates[call.delegate];
          for (uint32_t id : graph.inputs) {
            const uint32_t external_id = graph.values[id].external_id;
            const uint32_t index = call.args[external_id];
            if (!has_data[index]) {
              return reader.fail(xnn_status_invalid_parameter,
                                 "instruction %u arg %u (an input of delegate %u) is value %u, which is not a method "
                                 "input, a constant or an output of an earlier instruction",
                                 call.instruction, external_id, call.delegate, index);
            }
          }
          for (uint32_t id : graph.outputs) has_data[call.args[graph.values[id].external_id]] = true;
          break;
        }
        default: break;
      }
    }
  }
  return true;
}

bool read_buffer_sizes(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& plan, xnn_program_method* method) {
  const xnn_flatbuffer_vector sizes = reader.vector(plan, slot::kPlanBufferSizes, "non_const_buffer_sizes", 8, false);
  for (uint32_t i = 0; i < sizes.count && reader.ok(); i++) {
    const int64_t size = reader.element<int64_t>(sizes, i);
    if (size < 0) {
      return reader.fail(xnn_status_invalid_parameter, "%s[%u] is %lld; expected >= 0", sizes.path.c_str(), i,
                         static_cast<long long>(size));
    }
    method->buffer_sizes.push_back(size);
  }
  return reader.ok();
}

// Finds the plan named `name`; lists the available names when there is none.
xnn_flatbuffer_table find_plan(xnn_flatbuffer_reader& reader, const xnn_flatbuffer_table& program,
                               std::string_view name) {
  const xnn_flatbuffer_vector plans = reader.vector(program, slot::kProgramPlans, "execution_plan", 4, true);
  constexpr uint32_t kMaxListed = 8;
  std::string names;
  for (uint32_t i = 0; i < plans.count && reader.ok(); i++) {
    xnn_flatbuffer_table plan = reader.table_at(plans, i);
    const std::string_view plan_name = reader.string(plan, slot::kPlanName, "name", true);
    if (plan_name == name && reader.ok()) return plan;
    if (i < kMaxListed) names += (names.empty() ? "" : ", ") + xnn_printable_text(plan_name);
    if (i == kMaxListed) names += ", ...";
  }
  if (reader.ok()) {
    reader.fail(xnn_status_invalid_parameter, "the program has no method '%s' (it has: %s)",
                xnn_printable_text(name).c_str(), names.c_str());
  }
  return xnn_flatbuffer_table{};
}

}  // namespace

const char* xnn_value_kind_name(uint8_t kind) { return kind < 12 ? kValueNames[kind] : kValueNames[0]; }

size_t xnn_scalar_type_size(int8_t type) {
  switch (type) {
    case 0: case 1: case 11: case 12: case 13: return 1;  // Byte, Char, Bool, QInt8, QUInt8
    case 2: case 5: case 15: return 2;                    // Short, Half, BFloat16
    case 3: case 6: case 14: return 4;                    // Int, Float, QInt32
    case 4: case 7: return 8;                             // Long, Double
    default: return 0;
  }
}

xnn_datatype xnn_scalar_type_datatype(int8_t scalar_type) {
  switch (static_cast<xnn_program_scalar_type>(scalar_type)) {
    case xnn_program_scalar_type::float_: return xnn_datatype_fp32;
    case xnn_program_scalar_type::half: return xnn_datatype_fp16;
    case xnn_program_scalar_type::bfloat16: return xnn_datatype_bf16;
    case xnn_program_scalar_type::int_: return xnn_datatype_int32;
    case xnn_program_scalar_type::char_:
    case xnn_program_scalar_type::qint8: return xnn_datatype_qint8;
    case xnn_program_scalar_type::byte:
    case xnn_program_scalar_type::quint8: return xnn_datatype_quint8;
    case xnn_program_scalar_type::qint32: return xnn_datatype_qint32;
    default: return xnn_datatype_invalid;
  }
}

bool xnn_decode_program(const uint8_t* data, size_t size, std::string_view method_name,
                        const std::vector<xnn_named_data>* external, xnn_program_method* method,
                        xnn_model_problem* problem) {
  xnn_flatbuffer_reader whole(data, size, "model", problem);
  if (!whole.has_identifier("ET12")) {
    return whole.fail(xnn_status_invalid_parameter, "program identifier is not ET12");
  }
  size_t program_size = size;
  xnn_model_bytes segment_region{data + size, 0};
  // The eh00 extended header at byte 8: magic, u32 length (>= 24), u64 program size, u64 segment base offset,
  // and (length >= 32) u64 segment data size.
  if (size >= 12 && std::memcmp(data + 8, "eh00", 4) == 0) {
    const uint32_t length = size >= 16 ? load<uint32_t>(data + 12) : 0;
    if (length < 24 || length > size - 8) {
      return whole.fail(xnn_status_invalid_parameter, "eh00 header length is %u; expected >= 24 within %zu bytes",
                        length, size);
    }
    const uint64_t program = load<uint64_t>(data + 16), base = load<uint64_t>(data + 24);
    const uint64_t segment_size = length >= 32 ? load<uint64_t>(data + 32) : size - std::min<uint64_t>(base, size);
    if (program < 8 + uint64_t{length} || program > size || base < program || base > size ||
        segment_size > size - base) {
      return whole.fail(xnn_status_invalid_parameter,
                        "eh00 header says program %llu bytes, segments %llu bytes at %llu; the file has %zu bytes",
                        static_cast<unsigned long long>(program), static_cast<unsigned long long>(segment_size),
                        static_cast<unsigned long long>(base), size);
    }
    program_size = size_t(program);
    segment_region = xnn_model_bytes{data + base, size_t(segment_size)};
  }
  xnn_flatbuffer_reader reader(data, program_size, "model", problem);
  program_context context{reader, reader.root("Program"), segment_region, xnn_flatbuffer_vector{}, problem,
                          external};
  context.segments = reader.vector(context.program, slot::kProgramSegments, "segments", 4, false);
  const xnn_flatbuffer_table plan = find_plan(reader, context.program, method_name);
  if (!reader.ok()) return false;
  method->name = std::string(method_name);
  std::vector<xnn_named_data> named;
  context.buffer_sizes = &method->buffer_sizes;
  if (!read_buffer_sizes(reader, plan, method) || !read_named_data(context, &named) ||
      !read_values(context, plan, method) ||
      !read_io(context, plan, slot::kPlanInputs, "inputs", method, &method->inputs) ||
      !read_io(context, plan, slot::kPlanOutputs, "outputs", method, &method->outputs) ||
      !read_chains(context, plan, method) || !read_delegates(context, plan, named, method)) {
    return false;
  }
  for (size_t i = 0; i < method->calls.size(); i++) {
    if (!check_call(reader, *method, i)) return false;
  }
  return check_dataflow(reader, *method) && xnn_check_kernel_calls(*method, problem);
}
