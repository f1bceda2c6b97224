// Hand-made hostile XN00 graphs: each breaks one rule and must be refused with a sentence naming the field.
#include <gtest/gtest.h>

#include "graph-builder.h"
#include "test-data.h"

namespace {

void expect_problem(const std::vector<uint8_t>& bytes, xnn_status status, const std::string& message) {
  xnn_decoded_model model;
  const xnn_model_problem problem = models_test::decode(bytes, &model);
  EXPECT_EQ(problem.status, status) << problem.message;
  EXPECT_NE(problem.message.find(message), std::string::npos) << problem.message;
}

template <typename T>
void poke(std::vector<uint8_t>& bytes, size_t position, T value) {
  ASSERT_LE(position + sizeof(T), bytes.size());
  std::memcpy(bytes.data() + position, &value, sizeof(T));
}

// x (input 0) + y (input 1) -> z (output 2), fp32 [2, 3].
xnn_graph_file_builder add_graph() {
  xnn_graph_file_builder g;
  g.fp32({2, 3}, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.fp32({2, 3}, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.fp32({2, 3}, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  return g;
}

TEST(HostileGraphs, baseline_decodes) {
  xnn_graph_file_builder g = add_graph();
  g.binary(1, 0, 1, 2);
  xnn_decoded_model model;
  const std::vector<uint8_t> bytes = g.finish();
  const xnn_model_problem problem = models_test::decode(bytes, &model);
  ASSERT_EQ(problem.status, xnn_status_success) << problem.message;
  EXPECT_EQ(model.inputs.size(), 2u);
  EXPECT_EQ(model.outputs.size(), 1u);
  EXPECT_EQ(model.inputs[1].dims[1], 3u);
}

TEST(HostileGraphs, value_id_out_of_range) {
  xnn_graph_file_builder g;
  for (int i = 0; i < 12; i++) g.fp32({4});
  g.binary(1, 0, 1, 2);
  g.binary(1, 17, 1, 2);
  expect_problem(g.finish(), xnn_status_invalid_parameter,
                 "XNNGraph.xnodes[1].xnode_union(XNNAdd).input1_id is value id 17; the graph has 12 values");
}

TEST(HostileGraphs, unknown_node_type) {
  xnn_graph_file_builder g = add_graph();
  g.node(99, g.fields({{0, 0}, {1, 1}, {2, 2}}));
  expect_problem(g.finish(), xnn_status_unsupported_parameter,
                 "XNNGraph.xnodes[0].xnode_union_type is 99; this decoder knows 1..47");
}

TEST(HostileGraphs, node_type_none) {
  xnn_graph_file_builder g = add_graph();
  g.node(0, g.fields({{0, 0}}));
  expect_problem(g.finish(), xnn_status_invalid_parameter, "xnode_union_type is NONE");
}

TEST(HostileGraphs, unknown_value_and_quantization_types) {
  xnn_graph_file_builder g;
  g.value(g.tensor(1, {4}, 0), 3);
  expect_problem(g.finish(), xnn_status_unsupported_parameter,
                 "XNNGraph.xvalues[0].xvalue_union_type is 3; this decoder knows 1..2");
  xnn_graph_file_builder h;
  h.quantized(h.tensor(3, {4}, 0), 7, h.per_tensor(0.5f, 0));
  expect_problem(h.finish(), xnn_status_unsupported_parameter, "quant_params_type is 7; this decoder knows 1..4");
}

TEST(HostileGraphs, datatypes_map_to_xnnpack_numbers) {
  // Schema numbers 12, 11 and 10 are xnnpack.h's int32, qpint8 and qbint4.
  xnn_graph_file_builder g;
  g.value(g.tensor(12, {4}, 0));
  g.value(g.tensor(13, {4}, 1));
  g.value(g.tensor(14, {4}, 2));
  g.value(g.tensor(2, {4}, 3));
  const xnn_flatbuffer_ref dynamic = g.w.table();
  g.w.scalar<int32_t>(dynamic, 0, 1);
  g.quantized(g.tensor(11, {2, 4}, 4), 3, dynamic);
  const xnn_flatbuffer_ref group = g.w.table();
  g.w.offset(group, 0, g.w.vector(std::vector<float>{0.5f, 0.25f, 0.5f, 0.25f}));
  g.w.scalar<int32_t>(group, 2, 2);
  g.quantized(g.tensor(10, {2, 4}, 5), 4, group);
  xnn_decoded_model model;
  const std::vector<uint8_t> bytes = g.finish();
  models_test::save_fuzz_seed("datatypes.xn00", bytes);
  const xnn_model_problem problem = models_test::decode(bytes, &model);
  ASSERT_EQ(problem.status, xnn_status_success) << problem.message;
  const std::vector<xnn_graph_value>& v = model.graph.values;
  EXPECT_EQ(v[0].datatype, xnn_datatype_int32);
  EXPECT_EQ(v[1].datatype, xnn_datatype_pfp32);
  EXPECT_EQ(v[2].datatype, xnn_datatype_bf16);
  EXPECT_EQ(v[3].datatype, xnn_datatype_fp16);
  EXPECT_EQ(v[4].datatype, xnn_datatype_qpint8);
  EXPECT_EQ(v[4].quantization.kind, xnn_graph_quant_kind::per_token_dynamic);
  EXPECT_EQ(v[4].quantization.num_nonbatch_dims, 1u);
  EXPECT_EQ(v[5].datatype, xnn_datatype_qbint4);
  EXPECT_EQ(v[5].quantization.kind, xnn_graph_quant_kind::per_channel_group);
  EXPECT_EQ(v[5].quantization.num_scales, 4u);
  EXPECT_EQ(v[5].quantization.scales[1], 0.25f);
}

TEST(HostileGraphs, datatype_out_of_range) {
  xnn_graph_file_builder g;
  g.value(g.tensor(15, {4}, 0));
  expect_problem(g.finish(), xnn_status_unsupported_parameter, "xvalues[0].xvalue_union(XNNTensorValue).datatype is 15");
  xnn_graph_file_builder h;
  h.value(h.tensor(0, {4}, 0));
  expect_problem(h.finish(), xnn_status_invalid_parameter, "datatype is 0; expected 1..14");
}

TEST(HostileGraphs, per_channel_scales_must_match_the_channel_dim) {
  xnn_graph_file_builder g;
  const xnn_flatbuffer_ref params = g.w.table();
  g.w.offset(params, 0, g.w.vector(std::vector<float>{0.5f, 0.5f}));
  g.w.scalar<int32_t>(params, 1, 0);
  g.quantized(g.tensor(6, {3, 4}, 0), 1, params);
  expect_problem(g.finish(), xnn_status_invalid_parameter, "scale has 2 entries; expected 3");
}

TEST(HostileGraphs, per_channel_scales_from_constant_data) {
  xnn_graph_file_builder g;
  std::vector<uint8_t> scales(12);
  const float values[3] = {0.5f, 0.25f, 0.125f};
  std::memcpy(scales.data(), values, sizeof(values));
  const uint32_t buffer = g.constant(scales);
  const uint32_t weights = g.constant(std::vector<uint8_t>(12, 1));
  const xnn_flatbuffer_ref params = g.w.table();
  g.w.scalar<int32_t>(params, 1, 0);
  g.w.scalar<uint32_t>(params, 2, buffer);
  g.w.scalar<uint32_t>(params, 3, 3);
  g.quantized(g.tensor(6, {3, 4}, 0, XNN_INVALID_VALUE_ID, 0, weights), 1, params);
  xnn_decoded_model model;
  const std::vector<uint8_t> bytes = g.finish();
  models_test::save_fuzz_seed("per-channel-constant-scales.xn00", bytes);
  const xnn_model_problem problem = models_test::decode(bytes, &model);
  ASSERT_EQ(problem.status, xnn_status_success) << problem.message;
  const xnn_graph_quantization& q = model.graph.values[0].quantization;
  EXPECT_EQ(q.kind, xnn_graph_quant_kind::per_channel);
  EXPECT_EQ(q.num_scales, 3u);
  EXPECT_EQ(xnn_model_float_array({q.scale_data.data, 3})[2], 0.125f);
  EXPECT_EQ(model.graph.values[0].constant.size, 12u);
}

TEST(HostileGraphs, quantization_must_match_datatype) {
  xnn_graph_file_builder g;
  g.value(g.tensor(3, {4}, 0));
  expect_problem(g.finish(), xnn_status_invalid_parameter, "has datatype qint8 but no quantization parameters");
  xnn_graph_file_builder h;
  h.quantized(h.tensor(1, {4}, 0), 2, h.per_tensor(0.5f, 0));
  expect_problem(h.finish(), xnn_status_invalid_parameter, "has datatype fp32 with PerTensorQuant parameters");
  xnn_graph_file_builder k;
  k.quantized(k.tensor(3, {4}, 0), 2, k.per_tensor(0.5f, 300));
  expect_problem(k.finish(), xnn_status_invalid_parameter, "zero_point is 300; qint8 needs -128..127");
  xnn_graph_file_builder m;
  m.quantized(m.tensor(3, {4}, 0), 2, m.per_tensor(-1.0f, 0));
  expect_problem(m.finish(), xnn_status_invalid_parameter, "scale[0] is -1; expected a finite value > 0");
}

TEST(HostileGraphs, id_out_out_of_range_and_duplicated) {
  xnn_graph_file_builder g;
  g.value(g.tensor(1, {4}, 0));
  g.value(g.tensor(1, {4}, 5));
  expect_problem(g.finish(), xnn_status_invalid_parameter, "xvalues[1].xvalue_union(XNNTensorValue).id_out is 5");
  xnn_graph_file_builder h;
  h.value(h.tensor(1, {4}, 0));
  h.value(h.tensor(1, {4}, 0));
  expect_problem(h.finish(), xnn_status_invalid_parameter, "id_out is 0; another value already has that id");
}

TEST(HostileGraphs, dims) {
  xnn_graph_file_builder g;
  g.value(g.tensor(1, {1, 2, 3, 4, 5, 6, 7}, 0));
  expect_problem(g.finish(), xnn_status_unsupported_parameter, "dims has 7 entries; at most 6 are supported");
  xnn_graph_file_builder h;
  const xnn_flatbuffer_ref t = h.w.table();
  h.w.scalar<int16_t>(t, 0, 1);
  h.w.scalar<uint32_t>(t, 1, 2);
  h.w.offset(t, 2, h.w.vector(std::vector<uint32_t>{4}));
  h.value(t);
  expect_problem(h.finish(), xnn_status_invalid_parameter, "num_dims is 2; dims has 1 entries");
}

TEST(HostileGraphs, externals) {
  xnn_graph_file_builder g;
  g.value(g.tensor(1, {4}, 0, 7, XNN_VALUE_FLAG_EXTERNAL_INPUT));
  expect_problem(g.finish(), xnn_status_invalid_parameter, "external_id is 7; the graph has 1 external ids");
  xnn_graph_file_builder h;
  h.value(h.tensor(1, {4}, 0, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT));
  h.value(h.tensor(1, {4}, 1, 0, XNN_VALUE_FLAG_EXTERNAL_OUTPUT));
  expect_problem(h.finish(), xnn_status_invalid_parameter, "values 0 and 1 share external id 0");
  xnn_graph_file_builder k;
  k.value(k.tensor(1, {4}, 0, 0, 4));
  expect_problem(k.finish(), xnn_status_unsupported_parameter, "flags is 0x4");
}

TEST(HostileGraphs, constants) {
  xnn_graph_file_builder g;
  g.fp32({4}, 0, 3);
  expect_problem(g.finish(), xnn_status_invalid_parameter, "constant_buffer_idx is 3; constant_buffer has 0 entries");
  xnn_graph_file_builder h;
  const uint32_t buffer = h.constant(std::vector<uint8_t>(12));
  h.fp32({4}, 0, buffer);
  expect_problem(h.finish(), xnn_status_invalid_parameter, "constant has 12 bytes; its fp32 shape [4] needs 16");
  xnn_graph_file_builder k;
  const uint32_t good = k.constant(std::vector<uint8_t>(16, 0x3F));
  k.fp32({4}, 0, good);
  xnn_decoded_model model;
  const std::vector<uint8_t> bytes = k.finish();
  const xnn_model_problem problem = models_test::decode(bytes, &model);
  ASSERT_EQ(problem.status, xnn_status_success) << problem.message;
  EXPECT_EQ(model.graph.values[0].constant.size, 16u);
  EXPECT_EQ(model.graph.values[0].constant.data[15], 0x3F);
}

// Every product of sizes is checked: dims whose element count, or bit count, does not fit in size_t.
TEST(HostileGraphs, constant_whose_size_overflows_names_the_shape) {
  xnn_graph_file_builder g;
  const uint32_t buffer = g.constant(std::vector<uint8_t>(16));
  g.fp32({0xFFFFFFFFu, 0xFFFFFFFFu, 0xFFFFFFFFu}, 0, buffer);
  const std::vector<uint8_t> bytes = g.finish();
  models_test::save_fuzz_seed("constant-elements-overflow.xn00", bytes);
  expect_problem(bytes, xnn_status_invalid_parameter,
                 "has a constant of shape [4294967295, 4294967295, 4294967295] with 32-bit elements (fp32): more "
                 "bytes than fit in size_t");
  if (sizeof(size_t) == 8) {
    // 2^61 elements of 4 bytes: 2^63 bytes are counted without overflow (their 2^66 bits would not be), and refused.
    xnn_graph_file_builder h;
    h.fp32({0x80000000u, 0x40000000u}, 0, h.constant(std::vector<uint8_t>(16)));
    const std::vector<uint8_t> wide = h.finish();
    models_test::save_fuzz_seed("constant-bits-overflow.xn00", wide);
    expect_problem(wide, xnn_status_invalid_parameter,
                   "constant has 16 bytes; its fp32 shape [2147483648, 1073741824] needs 9223372036854775808");
  }
}

TEST(HostileGraphs, huge_vector_length) {
  xnn_graph_file_builder g = add_graph();
  g.binary(1, 0, 1, 2);
  std::vector<uint8_t> bytes = g.finish();
  const uint32_t vector = g.w.field_position(g.graph_table(), 2);
  uint32_t target;
  std::memcpy(&target, bytes.data() + vector, 4);
  poke<uint32_t>(bytes, vector + target, 0xFFFFFFFFu);
  expect_problem(bytes, xnn_status_invalid_parameter, "XNNGraph.xvalues has 4294967295 elements of 4 bytes");
}

TEST(HostileGraphs, offsets_past_the_end_or_wrapping) {
  xnn_graph_file_builder g = add_graph();
  g.binary(1, 0, 1, 2);
  std::vector<uint8_t> bytes = g.finish();
  const uint32_t field = g.w.field_position(g.graph_table(), 1);
  poke<uint32_t>(bytes, field, 0xFFFFFFFCu);  // wraps to field - 4 with 32-bit arithmetic
  expect_problem(bytes, xnn_status_invalid_parameter, "XNNGraph.xnodes points to byte");
  std::vector<uint8_t> root = g.finish();
  poke<uint32_t>(root, 0, uint32_t(root.size()));
  expect_problem(root, xnn_status_invalid_parameter, "XNNGraph root offset is");
  std::vector<uint8_t> misaligned = g.finish();
  poke<uint32_t>(misaligned, 0, g.w.position(g.graph_table()) + 2);
  expect_problem(misaligned, xnn_status_invalid_parameter, "is misaligned or past the end");
}

TEST(HostileGraphs, vtables) {
  xnn_graph_file_builder g = add_graph();
  g.binary(1, 0, 1, 2);
  const std::vector<uint8_t> good = g.finish();
  const uint32_t table = g.w.position(g.graph_table());
  const uint32_t vtable = g.w.vtable_position(g.graph_table());
  std::vector<uint8_t> self = good;
  poke<int32_t>(self, table, 0);  // the table is its own vtable: a cycle of one
  expect_problem(self, xnn_status_invalid_parameter, "XNNGraph vtable size is 0");
  std::vector<uint8_t> outside = good;
  poke<int32_t>(outside, table, int32_t(table) + 64);  // vtable before the buffer
  expect_problem(outside, xnn_status_invalid_parameter, "vtable at byte -64");
  std::vector<uint8_t> odd = good;
  poke<uint16_t>(odd, vtable, 7);
  expect_problem(odd, xnn_status_invalid_parameter, "vtable size is 7");
  std::vector<uint8_t> big_table = good;
  poke<uint16_t>(big_table, vtable + 2, 0xFFFF);
  expect_problem(big_table, xnn_status_invalid_parameter, "table size is 65535");
  std::vector<uint8_t> field_in_soffset = good;
  poke<uint16_t>(field_in_soffset, vtable + 4 + 2 * 3, 2);  // num_externs overlapping the soffset
  expect_problem(field_in_soffset, xnn_status_invalid_parameter, "XNNGraph.num_externs is at table byte 2");
  std::vector<uint8_t> field_outside = good;
  poke<uint16_t>(field_outside, vtable + 4 + 2 * 3, 0xFFF0);
  expect_problem(field_outside, xnn_status_invalid_parameter, "XNNGraph.num_externs is at table byte 65520");
}

TEST(HostileGraphs, strings_must_be_terminated) {
  xnn_graph_file_builder g = add_graph();
  std::vector<uint8_t> bytes = g.finish();
  const uint32_t field = g.w.field_position(g.graph_table(), 0);
  uint32_t offset;
  std::memcpy(&offset, bytes.data() + field, 4);
  bytes[field + offset + 4 + 1] = 'x';  // overwrite the NUL after "0"
  expect_problem(bytes, xnn_status_invalid_parameter, "XNNGraph.version is not NUL-terminated");
}

TEST(HostileGraphs, identifiers_and_header) {
  xnn_graph_file_builder g = add_graph();
  expect_problem(g.finish("XN02"), xnn_status_invalid_parameter, "neither a program");
  std::vector<uint8_t> blob = g.finish("XN01");
  std::vector<uint8_t> with_header(32, 0);
  std::memcpy(with_header.data() + 4, "XH00", 4);
  poke<uint16_t>(with_header, 8, 30);
  poke<uint32_t>(with_header, 10, 32);
  poke<uint32_t>(with_header, 14, uint32_t(blob.size()));
  poke<uint32_t>(with_header, 18, uint32_t(32 + blob.size()));
  poke<uint64_t>(with_header, 22, 1);  // one byte of constants beyond the blob
  with_header.insert(with_header.end(), blob.begin(), blob.end());
  expect_problem(with_header, xnn_status_invalid_parameter, "XH00 constant data is 1 bytes at offset");
  poke<uint64_t>(with_header, 22, 0);
  xnn_decoded_model model;
  const xnn_model_problem problem = models_test::decode(with_header, &model);
  EXPECT_EQ(problem.status, xnn_status_success) << problem.message;
  poke<uint32_t>(with_header, 14, uint32_t(blob.size() + 1));
  expect_problem(with_header, xnn_status_invalid_parameter, "XH00 flatbuffer is");
}

TEST(HostileGraphs, output_range) {
  xnn_graph_file_builder g = add_graph();
  const xnn_flatbuffer_ref node = g.binary(1, 0, 1, 2);
  const xnn_flatbuffer_ref range = g.w.table();
  g.w.scalar<float>(range, 0, 6.0f);
  g.w.scalar<float>(range, 1, 0.0f);
  g.w.offset(node, 3, range);
  expect_problem(g.finish(), xnn_status_invalid_parameter, "output_min is 6 and output_max is 0");
}

}  // namespace
