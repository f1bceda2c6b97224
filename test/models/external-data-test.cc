// External data (.ptd, FlatTensor): programs whose constants live in a .ptd file run as the same programs with the
// data inline; hostile .ptd files are refused with a status and one sentence, never a crash.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include <xnn-model.h>

#include "captured-log.h"
#include "flat-tensor-writer.h"
#include "graph-builder.h"
#include "models/flat-tensor.h"
#include "test-data.h"

namespace {

using models_test::read_test_file;

const std::vector<float> kConstant = {1.0f, 2.0f, 3.0f, 4.0f};  // add_*_with_header.xnn's constant, [1, 4]

std::vector<uint8_t> float_bytes(const std::vector<float>& values) {
  std::vector<uint8_t> bytes(values.size() * sizeof(float));
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

// x [2, 4] -> clamp(x + constant, 0, 6), its one delegate held inline.
std::vector<uint8_t> program_with_blob(const std::vector<uint8_t>& blob) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2, 4}), y = p.float_tensor({2, 4});
  p.inputs = {x};
  p.outputs = {y};
  p.delegate_call(p.delegate("XnnpackBackend", blob), {x, y});
  return p.finish();
}

std::vector<uint8_t> ptd_with(const std::string& key, const std::vector<float>& values) {
  xnn_flat_tensor_file_builder f;
  f.add(key, float_bytes(values));
  return f.finish();
}

const std::vector<float> kInput = {-5.0f, -1.5f, 0.25f, 1.0f, 2.0f, 3.5f, 4.0f, 9.0f};

// Loads (with `ptd` unless empty), runs on kInput-shaped data and returns output 0; empty when loading fails.
std::vector<float> run(const std::vector<uint8_t>& model_bytes, const std::vector<uint8_t>& ptd,
                       const std::vector<float>& input) {
  xnn_model_t model = nullptr;
  const xnn_status status =
      ptd.empty() ? xnn_model_load_buffer(model_bytes.data(), model_bytes.size(), nullptr, &model)
                  : xnn_model_load_buffer_with_data(model_bytes.data(), model_bytes.size(), ptd.data(), ptd.size(),
                                                    nullptr, &model);
  if (status != xnn_status_success) return {};
  xnn_model_runner_t runner = nullptr;
  EXPECT_EQ(xnn_model_create_runner(model, nullptr, 0, &runner), xnn_status_success);
  std::vector<float> padded = input;
  padded.resize(input.size() + XNN_EXTRA_BYTES / sizeof(float));
  EXPECT_EQ(xnn_model_set_input(runner, 0, padded.data()), xnn_status_success);
  EXPECT_EQ(xnn_model_run(runner), xnn_status_success);
  xnn_model_tensor_info info;
  const void* data = nullptr;
  EXPECT_EQ(xnn_model_get_output(runner, 0, &info, &data), xnn_status_success);
  const float* values = static_cast<const float*>(data);
  std::vector<float> output(values, values + input.size());
  xnn_model_delete_runner(runner);
  xnn_model_delete(model);
  return output;
}

xnn_model_problem decode_ptd(const std::vector<uint8_t>& bytes) {
  std::vector<xnn_named_data> named;
  xnn_model_problem problem;
  xnn_decode_flat_tensor(bytes.data(), bytes.size(), &named, &problem);
  return problem;
}

void expect_refused(const std::vector<uint8_t>& ptd, const std::string& message) {
  const xnn_model_problem problem = decode_ptd(ptd);
  EXPECT_EQ(problem.status, xnn_status_invalid_parameter) << problem.message;
  EXPECT_NE(problem.message.find(message), std::string::npos) << problem.message;
  EXPECT_EQ(problem.message.find('\n'), std::string::npos) << "one sentence";
}

template <typename T>
void poke(std::vector<uint8_t>& bytes, size_t position, T value) {
  std::memcpy(bytes.data() + position, &value, sizeof(T));
}

TEST(ExternalData, delegate_constant_by_named_key_runs_as_inline_constant) {
  const std::vector<float> inline_output =
      run(program_with_blob(read_test_file("add_const_with_header.xnn")), {}, kInput);
  const std::vector<float> external_output = run(program_with_blob(read_test_file("add_named_key_with_header.xnn")),
                                                 ptd_with("my_constant", kConstant), kInput);
  ASSERT_EQ(inline_output.size(), kInput.size());
  EXPECT_EQ(external_output, inline_output);
  EXPECT_EQ(inline_output, (std::vector<float>{0.0f, 0.5f, 3.25f, 5.0f, 3.0f, 5.5f, 6.0f, 6.0f}));
}

// test/models/data/add_named_key.pte and add_named_key.ptd (xnn-run-data's files) are these bytes.
TEST(ExternalData, committed_files_are_the_writers) {
  const std::vector<uint8_t> program = program_with_blob(read_test_file("add_named_key_with_header.xnn"));
  const std::vector<uint8_t> ptd = ptd_with("my_constant", kConstant);
  models_test::save_fuzz_seed("add_named_key.pte", program);
  models_test::save_fuzz_seed("add_named_key.ptd", ptd);
  EXPECT_EQ(read_test_file("add_named_key.pte"), program);
  EXPECT_EQ(read_test_file("add_named_key.ptd"), ptd);
}

TEST(ExternalData, bare_blob_takes_its_named_key_from_the_ptd) {
  const std::vector<float> output =
      run(read_test_file("add_named_key_with_header.xnn"), ptd_with("my_constant", kConstant), kInput);
  EXPECT_EQ(output, run(read_test_file("add_const_with_header.xnn"), {}, kInput));
}

TEST(ExternalData, missing_named_key_names_the_key) {
  const std::vector<uint8_t> program = program_with_blob(read_test_file("add_named_key_with_header.xnn"));
  const std::vector<uint8_t> ptd = ptd_with("other_constant", kConstant);
  xnn_model_t model = nullptr;
  models_test::expect_one_sentence(
      [&] {
        EXPECT_EQ(xnn_model_load_buffer_with_data(program.data(), program.size(), ptd.data(), ptd.size(), nullptr,
                                                  &model),
                  xnn_status_invalid_parameter);
      },
      "named_key 'my_constant' is not in the program's named_data nor in the external data");
  EXPECT_EQ(model, nullptr);
  std::vector<xnn_named_data> named;
  xnn_model_problem problem;
  ASSERT_TRUE(xnn_decode_flat_tensor(ptd.data(), ptd.size(), &named, &problem));
  xnn_decoded_model decoded;
  EXPECT_FALSE(xnn_decode_model(program.data(), program.size(), "forward", &decoded, &problem, &named));
  EXPECT_NE(problem.message.find("named_key 'my_constant' is not in the program's named_data nor in the external "
                                 "data"),
            std::string::npos)
      << problem.message;
}

TEST(ExternalData, key_in_both_program_and_ptd_is_refused) {
  const std::vector<uint8_t> program = read_test_file("add_segment.pte");  // named data 'my_constant'
  const std::vector<uint8_t> ptd = ptd_with("my_constant", kConstant);
  xnn_model_t model = nullptr;
  models_test::expect_one_sentence(
      [&] {
        EXPECT_EQ(xnn_model_load_buffer_with_data(program.data(), program.size(), ptd.data(), ptd.size(), nullptr,
                                                  &model),
                  xnn_status_invalid_parameter);
      },
      "named data key 'my_constant' is both in the program and in the external data");
  EXPECT_EQ(model, nullptr);
}

// x [4] + c [4], c a method constant kept outside the program under 'mod.bias'.
std::vector<uint8_t> program_with_external_tensor(const std::string& name) {
  xnn_graph_file_builder g;
  g.fp32({4}, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.fp32({4}, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.fp32({4}, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  g.binary(1, 0, 1, 2);
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({4}), c = p.float_tensor({4}), y = p.float_tensor({4});
  p.set_external(c, name);
  p.inputs = {x};
  p.outputs = {y};
  p.delegate_call(p.delegate("XnnpackBackend", g.finish()), {x, c, y});
  return p.finish();
}

TEST(ExternalData, method_tensor_by_fully_qualified_name) {
  const std::vector<float> bias = {0.5f, -1.0f, 10.0f, 0.0f};
  const std::vector<float> x = {1.0f, 2.0f, 3.0f, 4.0f};
  EXPECT_EQ(run(program_with_external_tensor("mod.bias"), ptd_with("mod.bias", bias), x),
            (std::vector<float>{1.5f, 1.0f, 13.0f, 4.0f}));
}

TEST(ExternalData, method_tensor_without_ptd_or_key_is_refused_by_name) {
  const std::vector<uint8_t> program = program_with_external_tensor("mod.bias");
  xnn_decoded_model decoded;
  xnn_model_problem problem = models_test::decode(program, &decoded);
  EXPECT_EQ(problem.status, xnn_status_invalid_parameter);
  EXPECT_NE(problem.message.find("under key 'mod.bias'; no external data file (.ptd) was given"), std::string::npos)
      << problem.message;
  const std::vector<uint8_t> ptd = ptd_with("mod.weight", kConstant);
  std::vector<xnn_named_data> named;
  problem = xnn_model_problem{};
  ASSERT_TRUE(xnn_decode_flat_tensor(ptd.data(), ptd.size(), &named, &problem));
  xnn_decoded_model again;
  EXPECT_FALSE(xnn_decode_model(program.data(), program.size(), "forward", &again, &problem, &named));
  EXPECT_NE(problem.message.find("names external data 'mod.bias', which the external data file lacks"),
            std::string::npos)
      << problem.message;
}

TEST(ExternalData, method_tensor_larger_than_its_data_is_refused) {
  const std::vector<uint8_t> program = program_with_external_tensor("mod.bias");
  const std::vector<uint8_t> ptd = ptd_with("mod.bias", {1.0f, 2.0f});
  std::vector<xnn_named_data> named;
  xnn_model_problem problem;
  ASSERT_TRUE(xnn_decode_flat_tensor(ptd.data(), ptd.size(), &named, &problem));
  xnn_decoded_model decoded;
  EXPECT_FALSE(xnn_decode_model(program.data(), program.size(), "forward", &decoded, &problem, &named));
  EXPECT_NE(problem.message.find("external data 'mod.bias' has 8 bytes; the tensor's shape needs 16"),
            std::string::npos)
      << problem.message;
}

TEST(ExternalData, valid_file_lists_every_key) {
  xnn_flat_tensor_file_builder f;
  f.add("a", {1, 2, 3});
  f.add("b", float_bytes(kConstant));
  f.named.push_back({"c", 0});  // two keys may share a segment
  const std::vector<uint8_t> bytes = f.finish();
  std::vector<xnn_named_data> named;
  xnn_model_problem problem;
  ASSERT_TRUE(xnn_decode_flat_tensor(bytes.data(), bytes.size(), &named, &problem)) << problem.message;
  ASSERT_EQ(named.size(), 3u);
  EXPECT_EQ(named[0].key, "a");
  EXPECT_EQ(named[0].bytes.size, 3u);
  EXPECT_EQ(named[1].bytes.size, 16u);
  EXPECT_EQ(std::memcmp(named[1].bytes.data, kConstant.data(), 16), 0);
  EXPECT_EQ(named[2].bytes.data, named[0].bytes.data);
}

TEST(ExternalData, hostile_header_fields) {
  const std::vector<uint8_t> valid = ptd_with("k", kConstant);
  std::vector<uint8_t> bytes = valid;
  bytes[5] = 'X';
  expect_refused(bytes, "identifier is 'FX01'; expected FT01");
  bytes = valid;
  bytes[9] = 'X';
  expect_refused(bytes, "the header at byte 8 starts 'FX01'; expected FH01");
  bytes = valid;
  poke<uint32_t>(bytes, 12, 39);
  expect_refused(bytes, "header length is 39");
  bytes = valid;
  poke<uint64_t>(bytes, 16, 52);
  expect_refused(bytes, "header flatbuffer_offset is 52; expected a multiple of 8");
  bytes = valid;
  poke<uint64_t>(bytes, 24, uint64_t(1) << 62);
  expect_refused(bytes, "header says flatbuffer");
  bytes = valid;
  poke<uint64_t>(bytes, 32, valid.size() + 16);
  expect_refused(bytes, "header says flatbuffer");
  bytes = valid;
  poke<uint64_t>(bytes, 40, ~uint64_t(0));
  expect_refused(bytes, "header says flatbuffer");
  expect_refused(std::vector<uint8_t>(valid.begin(), valid.begin() + 40), "a FlatTensor file has at least 48");
}

TEST(ExternalData, hostile_segments_and_keys) {
  xnn_flat_tensor_file_builder f;
  f.add("a", float_bytes(kConstant));
  f.add("b", float_bytes(kConstant));
  xnn_flat_tensor_file_builder overlapping = f;
  overlapping.segments[1].offset = 8;
  expect_refused(overlapping.finish(), "segments[1] (bytes 8..24) overlaps segments[0] (bytes 0..16)");
  xnn_flat_tensor_file_builder misaligned = f;
  misaligned.segments[1] = {20, 4};
  expect_refused(misaligned.finish(), "expected a multiple of 8");
  xnn_flat_tensor_file_builder outside = f;
  outside.segments[1].size = 1000;
  expect_refused(outside.finish(), "segments[1] is 1000 bytes at offset 16; the segment data has 32 bytes");
  xnn_flat_tensor_file_builder duplicate = f;
  duplicate.named[1].key = "a";
  expect_refused(duplicate.finish(), "named_data[1].key 'a' is already the key of an earlier entry");
  xnn_flat_tensor_file_builder bad_index = f;
  bad_index.named[1].segment_index = 2;
  expect_refused(bad_index.finish(), "named_data[1].segment_index is 2; the file has 2 segments");
}

TEST(ExternalData, every_truncation_and_byte_change_is_refused_or_read_safely) {
  xnn_flat_tensor_file_builder f;
  f.add("weight", float_bytes(kConstant));
  f.add("bias", {1, 2, 3, 4, 5});
  const std::vector<uint8_t> valid = f.finish();
  ASSERT_EQ(decode_ptd(valid).status, xnn_status_success);
  for (size_t size = 0; size < valid.size(); size++) {
    const std::vector<uint8_t> truncated(valid.begin(), valid.begin() + size);
    EXPECT_NE(decode_ptd(truncated).status, xnn_status_success) << "truncated to " << size;
  }
  const std::vector<uint8_t> program = program_with_external_tensor("weight");
  for (size_t position = 0; position < valid.size(); position++) {
    for (uint8_t value : {uint8_t(0x00), uint8_t(0x80), uint8_t(0xFF)}) {
      std::vector<uint8_t> changed = valid;
      changed[position] = value;
      xnn_model_t model = nullptr;
      xnn_status status = xnn_status_success;
      const std::string log = models_test::captured_log([&] {
        status = xnn_model_load_buffer_with_data(program.data(), program.size(), changed.data(), changed.size(),
                                                 nullptr, &model);
      });
      EXPECT_EQ(std::count(log.begin(), log.end(), '\n'), status == xnn_status_success ? 0 : 1)
          << "byte " << position << " = " << int(value) << ": " << log;
      xnn_model_delete(model);
    }
  }
}

TEST(ExternalData, load_buffer_with_data_refuses_null_external_data) {
  const std::vector<uint8_t> program = program_with_external_tensor("weight");
  xnn_model_t model = nullptr;
  EXPECT_EQ(xnn_model_load_buffer_with_data(program.data(), program.size(), nullptr, 0, nullptr, &model),
            xnn_status_invalid_parameter);
  EXPECT_EQ(model, nullptr);
}

}  // namespace
