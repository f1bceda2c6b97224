// Builds XN00 graphs and ET12 programs with xnn_flatbuffer_writer, using the schemas' slot numbers
// (runtime_schema.fbs, program.fbs), so tests can make valid files and then break exactly one thing.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include <xnn-model.h>

#include "flatbuffer-writer.h"

struct xnn_graph_file_builder {
  xnn_flatbuffer_writer w;
  std::vector<xnn_flatbuffer_ref> xvalues;
  std::vector<xnn_flatbuffer_ref> xnodes;
  std::vector<xnn_flatbuffer_ref> buffers;  // constant_buffer; entry 0 is the reserved empty buffer
  uint32_t num_externs = 0;
  xnn_flatbuffer_ref root = -1;

  xnn_graph_file_builder() { buffers.push_back(w.table()); }

  // An XNNTensorValue table (not yet a value: pass it to value() or quantized()).
  xnn_flatbuffer_ref tensor(int16_t datatype, const std::vector<uint32_t>& dims, uint32_t id,
                            uint32_t external_id = XNN_INVALID_VALUE_ID, uint32_t flags = 0, uint32_t constant = 0) {
    const xnn_flatbuffer_ref t = w.table();
    w.scalar<int16_t>(t, 0, datatype);
    w.scalar<uint32_t>(t, 1, uint32_t(dims.size()));
    w.offset(t, 2, w.vector(dims));
    w.scalar<uint32_t>(t, 3, constant);
    w.scalar<uint32_t>(t, 4, external_id);
    w.scalar<uint32_t>(t, 5, flags);
    w.scalar<uint32_t>(t, 6, id);
    if (flags != 0) num_externs++;
    return t;
  }
  // Adds an XValue whose union member is `member` of union type `type` (1 tensor, 2 quantized tensor).
  xnn_flatbuffer_ref value(xnn_flatbuffer_ref member, uint8_t type = 1) {
    const xnn_flatbuffer_ref v = w.table();
    w.member(v, 0, type, member);
    xvalues.push_back(v);
    return v;
  }
  // An fp32 value with id = its index; externals use the id as external id.
  xnn_flatbuffer_ref fp32(const std::vector<uint32_t>& dims, uint32_t flags = 0, uint32_t constant = 0) {
    const uint32_t id = uint32_t(xvalues.size());
    return value(tensor(1, dims, id, flags ? id : XNN_INVALID_VALUE_ID, flags, constant));
  }
  // Adds an XNNQuantizedTensorValue of `tensor_table` with quantization union member `params` of type `quant_type`.
  xnn_flatbuffer_ref quantized(xnn_flatbuffer_ref tensor_table, uint8_t quant_type, xnn_flatbuffer_ref params) {
    const xnn_flatbuffer_ref q = w.table();
    w.offset(q, 0, tensor_table);
    w.member(q, 1, quant_type, params);
    return value(q, 2);
  }
  xnn_flatbuffer_ref per_tensor(float scale, int32_t zero_point) {
    const xnn_flatbuffer_ref p = w.table();
    w.scalar<float>(p, 0, scale);
    w.scalar<int32_t>(p, 1, zero_point);
    return p;
  }
  xnn_flatbuffer_ref per_channel(const std::vector<float>& scales, size_t channel_dim) {
    const xnn_flatbuffer_ref p = w.table();
    w.offset(p, 0, w.vector(scales));
    w.scalar<int32_t>(p, 1, int32_t(channel_dim));
    return p;
  }
  // PerChannelGroupQuant (blockwise, qbint4): num_scales bf16 block scales in constant_buffer[scale_buffer], or fp32
  // `scales` held in the graph when scale_buffer is 0.
  xnn_flatbuffer_ref per_channel_group(size_t channel_dim, size_t group_size, uint32_t scale_buffer,
                                       size_t num_scales, const std::vector<float>& scales = {}) {
    const xnn_flatbuffer_ref p = w.table();
    if (scale_buffer == 0) w.offset(p, 0, w.vector(scales));
    w.scalar<int32_t>(p, 1, int32_t(channel_dim));
    w.scalar<int32_t>(p, 2, int32_t(group_size));
    if (scale_buffer != 0) {
      w.scalar<uint32_t>(p, 4, scale_buffer);
      w.scalar<uint32_t>(p, 5, uint32_t(num_scales));
    }
    return p;
  }
  xnn_flatbuffer_ref per_token_dynamic(size_t num_nonbatch_dims) {
    const xnn_flatbuffer_ref p = w.table();
    w.scalar<int32_t>(p, 0, int32_t(num_nonbatch_dims));
    return p;
  }
  // Adds constant_buffer[i] with these bytes; returns i.
  uint32_t constant(const std::vector<uint8_t>& bytes) {
    const xnn_flatbuffer_ref b = w.table();
    w.offset(b, 0, w.vector(bytes));
    buffers.push_back(b);
    return uint32_t(buffers.size() - 1);
  }
  // Adds an XNode of union type `type` with member table `member`.
  xnn_flatbuffer_ref node(uint8_t type, xnn_flatbuffer_ref member) {
    const xnn_flatbuffer_ref n = w.table();
    w.member(n, 0, type, member);
    xnodes.push_back(n);
    return n;
  }
  // A member table with u32 fields at the given slots.
  xnn_flatbuffer_ref fields(const std::vector<std::pair<int, uint32_t>>& slots_and_values) {
    const xnn_flatbuffer_ref t = w.table();
    for (const auto& [slot, value] : slots_and_values) w.scalar<uint32_t>(t, slot, value);
    return t;
  }
  xnn_flatbuffer_ref unary(uint8_t type, uint32_t input, uint32_t output) {
    return node(type, fields({{0, input}, {1, output}}));
  }
  xnn_flatbuffer_ref binary(uint8_t type, uint32_t a, uint32_t b, uint32_t output) {
    return node(type, fields({{0, a}, {1, b}, {2, output}}));
  }
  // Adds output_min_max to an XNode.
  void output_range(xnn_flatbuffer_ref xnode, float min, float max) {
    const xnn_flatbuffer_ref range = w.table();
    w.scalar<float>(range, 0, min);
    w.scalar<float>(range, 1, max);
    w.offset(xnode, 3, range);
  }

  // The XNNGraph root table; call before finish() to add or change fields.
  xnn_flatbuffer_ref graph_table() {
    if (root >= 0) return root;
    root = w.table();
    w.offset(root, 0, w.string("0"));
    w.offset(root, 1, w.vector_of_tables(xnodes));
    w.offset(root, 2, w.vector_of_tables(xvalues));
    w.scalar<uint32_t>(root, 3, num_externs);
    if (buffers.size() > 1) w.offset(root, 6, w.vector_of_tables(buffers));
    return root;
  }
  std::vector<uint8_t> finish(const char* identifier = "XN00") { return w.finish(graph_table(), identifier); }
};

// An ET12 program with one method "forward": values of every EValue kind, XnnpackBackend (or other) delegates held
// inline, operators, and chains of instructions of every kind (chain 0 unless `chain` is changed).
struct xnn_program_file_builder {
  xnn_flatbuffer_writer w;
  std::vector<xnn_flatbuffer_ref> values;
  std::vector<xnn_flatbuffer_ref> tensors;  // the Tensor table of each tensor value (-1 for other values)
  std::vector<std::vector<xnn_flatbuffer_ref>> chains{1};
  size_t chain = 0;                            // the chain instructions are added to
  std::vector<xnn_flatbuffer_ref> delegates;
  std::vector<xnn_flatbuffer_ref> operators;
  std::vector<std::string> operator_names;
  std::vector<xnn_flatbuffer_ref> inline_data;
  std::vector<int32_t> inputs, outputs;
  std::vector<int64_t> buffer_sizes;  // non_const_buffer_sizes (written when not empty)
  // Initial state of planned tensors: one segment after the flatbuffer (behind an eh00 header), described by
  // mutable_data_segments[0]; offset 0 is the placeholder of data_buffer_idx 0 ("no data"), as ExecuTorch writes it.
  std::vector<uint8_t> mutable_data;
  std::vector<uint64_t> mutable_offsets{0};

  // Adds a tensor EValue of ExecuTorch ScalarType `scalar_type` (6 Float, 4 Long, 3 Int, 1 Char, 0 Byte, 11 Bool)
  // and these sizes (shape_dynamism: 0 static, 1 bounded, 2 unbounded); returns its index.
  int32_t tensor(int8_t scalar_type, const std::vector<int32_t>& sizes, uint8_t shape_dynamism = 0) {
    const xnn_flatbuffer_ref t = w.table();
    w.scalar<int8_t>(t, 0, scalar_type);
    w.offset(t, 2, w.vector(sizes));
    if (shape_dynamism != 0) w.scalar<uint8_t>(t, 8, shape_dynamism);
    const int32_t index = add_value(5, t);
    tensors.back() = t;
    return index;
  }
  int32_t float_tensor(const std::vector<int32_t>& sizes, uint8_t shape_dynamism = 0) {
    return tensor(6, sizes, shape_dynamism);
  }
  // Makes tensor value `index` a constant stored in constant_buffer[buffer] (data_buffer_idx).
  void set_data_buffer(int32_t index, uint32_t buffer) { w.scalar<uint32_t>(tensors[size_t(index)], 5, buffer); }
  // Makes tensor value `index` a constant kept in external data (a .ptd file) under `name`.
  void set_external(int32_t index, const std::string& name) {
    const xnn_flatbuffer_ref info = w.table();
    w.offset(info, 1, w.string(name));
    w.scalar<uint8_t>(info, 2, 1);
    w.offset(tensors[size_t(index)], 9, info);
  }
  // Plans tensor value `index` at `offset` of planned buffer `memory_id` (allocation_info).
  void plan(int32_t index, uint32_t memory_id, uint64_t offset) {
    const xnn_flatbuffer_ref info = w.table();
    w.scalar<uint32_t>(info, 0, memory_id);
    w.scalar<uint32_t>(info, 1, uint32_t(offset));
    if (offset >> 32) w.scalar<uint32_t>(info, 2, uint32_t(offset >> 32));
    w.offset(tensors[size_t(index)], 6, info);
  }
  // Gives planned tensor value `index` this initial state (data_buffer_idx into mutable_data_segments[0]).
  void set_initial_state(int32_t index, const std::vector<uint8_t>& bytes) {
    mutable_data.resize((mutable_data.size() + 15) / 16 * 16);
    mutable_offsets.push_back(mutable_data.size());
    mutable_data.insert(mutable_data.end(), bytes.begin(), bytes.end());
    w.scalar<uint32_t>(tensors[size_t(index)], 5, uint32_t(mutable_offsets.size() - 1));
  }
  // Gives tensor value `index` this dim_order.
  void set_dim_order(int32_t index, const std::vector<uint8_t>& order) {
    w.offset(tensors[size_t(index)], 3, w.vector(order));
  }
  int32_t null_value() { return add_value(1, w.table()); }
  int32_t int_value(int64_t value) { return scalar_value<int64_t>(2, value); }
  int32_t bool_value(bool value) { return scalar_value<uint8_t>(3, value ? 1 : 0); }
  int32_t double_value(double value) { return scalar_value<double>(4, value); }
  int32_t string_value(const std::string& text) {
    const xnn_flatbuffer_ref s = w.table();
    w.offset(s, 0, w.string(text));
    return add_value(6, s);
  }
  // An IntList of value indices (each an Int value, as ExecuTorch writes them).
  int32_t int_list(const std::vector<int64_t>& items) { return list_value<int64_t>(7, items); }
  // An IntList whose items are new Int values holding `ints`.
  int32_t ints(const std::vector<int64_t>& ints) {
    std::vector<int64_t> items;
    for (int64_t value : ints) items.push_back(int_value(value));
    return int_list(items);
  }
  int32_t double_list(const std::vector<double>& items) { return list_value<double>(8, items); }
  int32_t bool_list(const std::vector<uint8_t>& items) { return list_value<uint8_t>(9, items); }
  int32_t tensor_list(const std::vector<int32_t>& items) { return list_value<int32_t>(10, items); }
  int32_t optional_tensor_list(const std::vector<int32_t>& items) { return list_value<int32_t>(11, items); }

  // Adds a delegate with this backend id whose blob is inline data; returns its index.
  int32_t delegate(const std::string& id, const std::vector<uint8_t>& blob) {
    const xnn_flatbuffer_ref data = w.table();
    w.offset(data, 0, w.vector(blob));
    inline_data.push_back(data);
    const xnn_flatbuffer_ref reference = w.table();
    w.scalar<uint8_t>(reference, 0, 0);
    w.scalar<uint32_t>(reference, 1, uint32_t(inline_data.size() - 1));
    const xnn_flatbuffer_ref d = w.table();
    w.offset(d, 0, w.string(id));
    w.offset(d, 1, reference);
    delegates.push_back(d);
    return int32_t(delegates.size() - 1);
  }
  void delegate_call(int32_t delegate, const std::vector<int32_t>& args) {
    const xnn_flatbuffer_ref call = w.table();
    w.scalar<int32_t>(call, 0, delegate);
    w.offset(call, 1, w.vector(args));
    instruction(2, call);
  }
  // The index of operator name.overload, added on first use.
  int32_t operator_index(const std::string& name, const std::string& overload) {
    const std::string full = name + "." + overload;
    for (size_t i = 0; i < operator_names.size(); i++) {
      if (operator_names[i] == full) return int32_t(i);
    }
    const xnn_flatbuffer_ref op = w.table();
    w.offset(op, 0, w.string(name));
    w.offset(op, 1, w.string(overload));
    operators.push_back(op);
    operator_names.push_back(full);
    return int32_t(operators.size() - 1);
  }
  // A KernelCall: args are the operator's arguments then its returns (an out-variant's out tensor twice).
  void kernel_call(const std::string& name, const std::string& overload, const std::vector<int32_t>& args = {}) {
    const xnn_flatbuffer_ref call = w.table();
    w.scalar<int32_t>(call, 0, operator_index(name, overload));
    w.offset(call, 1, w.vector(args));
    instruction(1, call);
  }
  void move_call(int32_t from, int32_t to) { instruction(3, ints_table({{0, from}, {1, to}})); }
  void jump_false(int32_t condition, int32_t destination) {
    instruction(4, ints_table({{0, condition}, {1, destination}}));
  }
  void free_call(int32_t value) { instruction(5, ints_table({{0, value}})); }
  void instruction(uint8_t type, xnn_flatbuffer_ref member) {
    const xnn_flatbuffer_ref i = w.table();
    w.member(i, 0, type, member);
    if (chains.size() <= chain) chains.resize(chain + 1);
    chains[chain].push_back(i);
  }
  std::vector<uint8_t> finish() {
    std::vector<xnn_flatbuffer_ref> chain_tables;
    for (const std::vector<xnn_flatbuffer_ref>& list : chains) {
      const xnn_flatbuffer_ref c = w.table();
      w.offset(c, 2, w.vector_of_tables(list));
      chain_tables.push_back(c);
    }
    const xnn_flatbuffer_ref plan = w.table();
    w.offset(plan, 0, w.string("forward"));
    w.offset(plan, 2, w.vector_of_tables(values));
    w.offset(plan, 3, w.vector(inputs));
    w.offset(plan, 4, w.vector(outputs));
    w.offset(plan, 5, w.vector_of_tables(chain_tables));
    w.offset(plan, 6, w.vector_of_tables(operators));
    w.offset(plan, 7, w.vector_of_tables(delegates));
    if (!buffer_sizes.empty()) w.offset(plan, 8, w.vector(buffer_sizes));
    const xnn_flatbuffer_ref program = w.table();
    w.offset(program, 1, w.vector_of_tables({plan}));
    w.offset(program, 3, w.vector_of_tables(inline_data));
    if (mutable_data.empty()) return w.finish(program, "ET12");
    const xnn_flatbuffer_ref segment = w.table();
    w.scalar<uint64_t>(segment, 0, 0);
    w.scalar<uint64_t>(segment, 1, mutable_data.size());
    w.offset(program, 4, w.vector_of_tables({segment}));
    const xnn_flatbuffer_ref subsegment = w.table();
    w.scalar<uint32_t>(subsegment, 0, 0);
    w.offset(subsegment, 1, w.vector(mutable_offsets));
    w.offset(program, 6, w.vector_of_tables({subsegment}));
    return with_segment_data(w.finish(program, "ET12"), mutable_data);
  }

  // A finished flatbuffer with ExecuTorch's 32-byte eh00 header inserted after its first 8 bytes and `segments`
  // after it at a multiple of 16.
  static std::vector<uint8_t> with_segment_data(const std::vector<uint8_t>& flatbuffer,
                                                const std::vector<uint8_t>& segments) {
    constexpr size_t kHeader = 32;
    const uint64_t program_size = kHeader + flatbuffer.size();
    const uint64_t base = (program_size + 15) / 16 * 16;
    uint8_t header[kHeader] = {'e', 'h', '0', '0', uint8_t(kHeader)};
    const uint64_t fields[] = {program_size, base, segments.size()};
    std::memcpy(header + 8, fields, sizeof(fields));  // little-endian, as the format
    std::vector<uint8_t> file(base + segments.size(), 0);
    std::memcpy(file.data(), flatbuffer.data(), 8);
    std::memcpy(file.data() + 8, header, kHeader);
    std::memcpy(file.data() + 8 + kHeader, flatbuffer.data() + 8, flatbuffer.size() - 8);
    std::copy(segments.begin(), segments.end(), file.begin() + std::ptrdiff_t(base));
    uint32_t root_offset;  // jumps over the inserted header now
    std::memcpy(&root_offset, file.data(), 4);
    root_offset += uint32_t(kHeader);
    std::memcpy(file.data(), &root_offset, 4);
    return file;
  }

 private:
  int32_t add_value(uint8_t type, xnn_flatbuffer_ref member) {
    const xnn_flatbuffer_ref e = w.table();
    w.member(e, 0, type, member);
    values.push_back(e);
    tensors.resize(values.size(), -1);
    return int32_t(values.size() - 1);
  }
  template <typename T>
  int32_t scalar_value(uint8_t type, T value) {
    const xnn_flatbuffer_ref t = w.table();
    w.scalar<T>(t, 0, value);
    return add_value(type, t);
  }
  template <typename T>
  int32_t list_value(uint8_t type, const std::vector<T>& items) {
    const xnn_flatbuffer_ref t = w.table();
    w.offset(t, 0, w.vector(items));
    return add_value(type, t);
  }
  xnn_flatbuffer_ref ints_table(const std::vector<std::pair<int, int32_t>>& slots_and_values) {
    const xnn_flatbuffer_ref t = w.table();
    for (const auto& [slot, value] : slots_and_values) w.scalar<int32_t>(t, slot, value);
    return t;
  }
};
