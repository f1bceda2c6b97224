// Every fixture made by other tools decodes to the expected graph or is refused with the expected message.
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <cstring>

#include "models/subgraph-builder.h"
#include "test-data.h"

namespace {

using models_test::decode;
using models_test::read_test_file;

// Reads test file `file` into `bytes` and decodes it into `model` (which points into the bytes), expecting success.
void decode_file(const char* file, std::vector<uint8_t>* bytes, xnn_decoded_model* model) {
  *bytes = read_test_file(file);
  const xnn_model_problem problem = decode(*bytes, model);
  ASSERT_EQ(problem.status, xnn_status_success) << problem.message;
}

// Expects decoding to have failed with `status` and a message containing `message`.
void expect_problem(const xnn_model_problem& problem, xnn_status status, const char* message) {
  EXPECT_EQ(problem.status, status);
  EXPECT_NE(problem.message.find(message), std::string::npos) << problem.message;
}

void expect_dims(const xnn_graph_value& value, std::vector<size_t> dims) {
  ASSERT_EQ(value.num_dims, dims.size());
  for (size_t d = 0; d < dims.size(); d++) EXPECT_EQ(value.dims[d], dims[d]) << "dim " << d;
}

void expect_floats(const xnn_model_bytes& bytes, std::vector<float> expected) {
  ASSERT_EQ(bytes.size, expected.size() * sizeof(float));
  for (size_t i = 0; i < expected.size(); i++) {
    float value;
    std::memcpy(&value, bytes.data + i * sizeof(float), sizeof(float));
    EXPECT_EQ(value, expected[i]) << "element " << i;
  }
}

// The bare add graph: two external fp32 [1,2,3,4] inputs added into one output.
void expect_bare_add_graph(const xnn_model_graph& graph) {
  ASSERT_EQ(graph.values.size(), 3u);
  EXPECT_EQ(graph.num_externs, 3u);
  for (uint32_t id = 0; id < 3; id++) {
    EXPECT_EQ(graph.values[id].datatype, xnn_datatype_fp32);
    expect_dims(graph.values[id], {1, 2, 3, 4});
    EXPECT_EQ(graph.values[id].external_id, id);
    EXPECT_EQ(graph.values[id].constant.data, nullptr);
  }
  EXPECT_EQ(graph.inputs, (std::vector<uint32_t>{0, 1}));
  EXPECT_EQ(graph.outputs, (std::vector<uint32_t>{2}));
  ASSERT_EQ(graph.nodes.size(), 1u);
  const xnn_graph_node& add = graph.nodes[0];
  EXPECT_EQ(add.type, xnn_graph_node_type::add);
  ASSERT_EQ(add.num_inputs, 2u);
  EXPECT_EQ(add.inputs[0], 0u);
  EXPECT_EQ(add.inputs[1], 1u);
  ASSERT_EQ(add.num_outputs, 1u);
  EXPECT_EQ(add.outputs[0], 2u);
  EXPECT_EQ(add.output_min, -INFINITY);
  EXPECT_EQ(add.output_max, INFINITY);
}

TEST(Fixtures, add_graph_bin) {
  xnn_decoded_model model;
  std::vector<uint8_t> bytes;
  ASSERT_NO_FATAL_FAILURE(decode_file("add_graph.bin", &bytes, &model));
  EXPECT_FALSE(model.is_program);
  EXPECT_EQ(model.graph.version, "0");
  expect_bare_add_graph(model.graph);
}

TEST(Fixtures, add_graph_force_defaults_bin) {
  xnn_decoded_model model;
  std::vector<uint8_t> bytes;
  ASSERT_NO_FATAL_FAILURE(decode_file("add_graph_force_defaults.bin", &bytes, &model));
  expect_bare_add_graph(model.graph);
}

// y = clamp(x + C, 0, 6): x fp32 [2,4], C = [1,2,3,4] as [1,4] in the blob's constant region.
void expect_add_const_graph(const xnn_model_graph& graph) {
  ASSERT_EQ(graph.inputs.size(), 1u);
  ASSERT_EQ(graph.outputs.size(), 1u);
  expect_dims(graph.values[graph.inputs[0]], {2, 4});
  expect_dims(graph.values[graph.outputs[0]], {2, 4});
  const xnn_graph_value* constant = nullptr;
  for (const xnn_graph_value& value : graph.values) {
    if (value.constant.data != nullptr) constant = &value;
  }
  ASSERT_NE(constant, nullptr);
  expect_dims(*constant, {1, 4});
  expect_floats(constant->constant, {1.0f, 2.0f, 3.0f, 4.0f});
  ASSERT_EQ(graph.nodes.size(), 1u);
  EXPECT_EQ(graph.nodes[0].type, xnn_graph_node_type::add);
  EXPECT_EQ(graph.nodes[0].output_min, 0.0f);
  EXPECT_EQ(graph.nodes[0].output_max, 6.0f);
}

TEST(Fixtures, add_const_with_header_xnn) {
  xnn_decoded_model model;
  std::vector<uint8_t> bytes;
  ASSERT_NO_FATAL_FAILURE(decode_file("add_const_with_header.xnn", &bytes, &model));
  expect_add_const_graph(model.graph);
}

TEST(Fixtures, add_named_key_with_header_xnn_is_refused_alone) {
  xnn_decoded_model model;
  expect_problem(decode(read_test_file("add_named_key_with_header.xnn"), &model), xnn_status_unsupported_parameter,
                 "named_key is 'my_constant'; a blob outside a program has no named data");
}

TEST(Fixtures, add_inline_pte) {
  xnn_decoded_model model;
  std::vector<uint8_t> bytes;
  ASSERT_NO_FATAL_FAILURE(decode_file("add_inline.pte", &bytes, &model));
  ASSERT_TRUE(model.is_program);
  ASSERT_EQ(model.method.delegates.size(), 1u);
  expect_add_const_graph(model.method.delegates[0]);
  ASSERT_EQ(model.method.calls.size(), 1u);
  EXPECT_EQ(model.method.calls[0].args, (std::vector<uint32_t>{0, 1}));
  EXPECT_EQ(model.method.inputs, (std::vector<uint32_t>{0}));
  EXPECT_EQ(model.method.outputs, (std::vector<uint32_t>{1}));
}

TEST(Fixtures, add_segment_pte_with_named_data) {
  xnn_decoded_model model;
  std::vector<uint8_t> bytes;
  ASSERT_NO_FATAL_FAILURE(decode_file("add_segment.pte", &bytes, &model));
  ASSERT_EQ(model.method.delegates.size(), 1u);
  expect_add_const_graph(model.method.delegates[0]);
  EXPECT_EQ(model.method.calls[0].args, (std::vector<uint32_t>{0, 1}));
}

TEST(Fixtures, add_pte) {
  xnn_decoded_model model;
  std::vector<uint8_t> bytes;
  ASSERT_NO_FATAL_FAILURE(decode_file("add.pte", &bytes, &model));
  const xnn_program_method& method = model.method;
  EXPECT_EQ(method.inputs, (std::vector<uint32_t>{0, 1}));
  EXPECT_EQ(method.outputs, (std::vector<uint32_t>{2}));
  ASSERT_EQ(method.calls.size(), 1u);
  EXPECT_EQ(method.calls[0].args, (std::vector<uint32_t>{0, 1, 2}));
  const xnn_model_graph& graph = method.delegates[method.calls[0].delegate];
  ASSERT_EQ(graph.values.size(), 3u);
  for (const xnn_graph_value& value : graph.values) expect_dims(value, {3});
  ASSERT_EQ(graph.nodes.size(), 1u);
  EXPECT_EQ(graph.nodes[0].type, xnn_graph_node_type::add);
  EXPECT_EQ(graph.nodes[0].debug_handle, 1u);
  ASSERT_EQ(model.inputs.size(), 2u);
  EXPECT_EQ(model.inputs[0].datatype, xnn_datatype_fp32);
  EXPECT_EQ(model.inputs[0].num_dims, 1u);
  EXPECT_EQ(model.inputs[0].dims[0], 3u);
}

// forward(x) = x * s with s a constant tensor of the program passed as the delegate's second input.
TEST(Fixtures, dynamic_pte_passes_a_program_constant) {
  xnn_decoded_model model;
  std::vector<uint8_t> bytes;
  ASSERT_NO_FATAL_FAILURE(decode_file("dynamic.pte", &bytes, &model));
  const xnn_program_method& method = model.method;
  EXPECT_EQ(method.inputs, (std::vector<uint32_t>{1}));
  EXPECT_EQ(method.calls[0].args, (std::vector<uint32_t>{1, 0, 2}));
  EXPECT_EQ(method.values[0].constant.size, 4u);
  EXPECT_EQ(method.values[1].shape_dynamism, 1u);
  const xnn_model_graph& graph = method.delegates[0];
  ASSERT_EQ(graph.nodes.size(), 1u);
  EXPECT_EQ(graph.nodes[0].type, xnn_graph_node_type::multiply);
  expect_dims(graph.values[graph.inputs[1]], {1});
}

// The same program with its call's args changed from [1, 0, 2] to [1, 2, 0]: the output would be the constant.
TEST(Fixtures, dynamic_pte_refuses_a_constant_output) {
  std::vector<uint8_t> bytes = read_test_file("dynamic.pte");
  const uint32_t args[4] = {3, 1, 0, 2};
  const uint8_t* begin = reinterpret_cast<const uint8_t*>(args);
  auto found = std::search(bytes.begin(), bytes.end(), begin, begin + sizeof(args));
  ASSERT_NE(found, bytes.end());
  const uint32_t swapped[4] = {3, 1, 2, 0};
  std::memcpy(&*found, swapped, sizeof(swapped));
  xnn_decoded_model model;
  expect_problem(decode(bytes, &model), xnn_status_invalid_parameter,
                 "instruction 0 arg 2 is an output but value 0 is a constant of the program");
}

// Convert(fp32 -> qint8) -> FullyConnected(qint8, weights and bias in named data) -> Convert(qint8 -> fp32).
TEST(Fixtures, quantized_pte_decodes_quantization) {
  xnn_decoded_model model;
  std::vector<uint8_t> bytes;
  ASSERT_NO_FATAL_FAILURE(decode_file("quantized.pte", &bytes, &model));
  const xnn_model_graph& graph = model.method.delegates[0];
  ASSERT_EQ(graph.nodes.size(), 3u);
  EXPECT_EQ(graph.nodes[0].type, xnn_graph_node_type::convert);
  EXPECT_EQ(graph.nodes[1].type, xnn_graph_node_type::fully_connected);
  EXPECT_EQ(graph.nodes[2].type, xnn_graph_node_type::convert);
  const xnn_graph_node& fc = graph.nodes[1];
  ASSERT_EQ(fc.num_inputs, 3u);
  const xnn_graph_value& input = graph.values[fc.inputs[0]];
  EXPECT_EQ(input.datatype, xnn_datatype_qint8);
  EXPECT_EQ(input.quantization.kind, xnn_graph_quant_kind::per_tensor);
  EXPECT_NEAR(input.quantization.scale, 0.00799f, 1e-5f);
  EXPECT_EQ(input.quantization.zero_point, -27);
  const xnn_graph_value& filter = graph.values[fc.inputs[1]];
  expect_dims(filter, {8, 8});
  EXPECT_EQ(filter.constant.size, 64u);
  const xnn_graph_value& bias = graph.values[fc.inputs[2]];
  EXPECT_EQ(bias.datatype, xnn_datatype_qint32);
  EXPECT_EQ(bias.constant.size, 32u);
}

void expect_refused(const char* file, const char* method, const char* message) {
  xnn_decoded_model model;
  expect_problem(decode(read_test_file(file), &model, method), xnn_status_unsupported_parameter, message);
}

TEST(Fixtures, lstm_pte_is_refused_naming_its_custom_operator) {
  expect_refused("lstm.pte", "forward", "method 'forward' uses operators xnn does not have: etnp::lstm.out");
}

TEST(Fixtures, unknown_method_lists_the_methods) {
  xnn_decoded_model model;
  expect_problem(decode(read_test_file("multi.pte"), &model, "backward"), xnn_status_invalid_parameter,
                 "no method 'backward' (it has: double, forward)");
}

// Every file of the shared fixture set (../shared/fixtures/README.md, copied into test/models/data) either runs
// through the C API or is refused with the sentence that names why.
TEST(Fixtures, every_fixture_runs_or_is_refused_clearly) {
  struct Expected {
    const char* file;
    const char* refusal;  // nullptr: it runs
  };
  const Expected fixtures[] = {
      {"add.pte", nullptr},
      {"dynamic.pte", nullptr},
      {"quantized.pte", nullptr},
      {"multi.pte", nullptr},
      {"dtypes.pte", nullptr},
      {"lstm.pte", "method 'forward' uses operators xnn does not have: etnp::lstm.out"},
      {"add_graph.bin", nullptr},
      {"add_graph.json", "neither a program (identifier ET12) nor an XNNPACK delegate blob"},
      {"add_graph_force_defaults.bin", nullptr},
      {"add_const_with_header.xnn", nullptr},
      {"add_named_key_with_header.xnn", "a blob outside a program has no named data"},
      {"add_inline.pte", nullptr},
      {"add_segment.pte", nullptr},
  };
  EXPECT_EQ(std::size(fixtures), models_test::all_test_files().size() + 1);  // + add_graph.json
  for (const Expected& fixture : fixtures) {
    SCOPED_TRACE(fixture.file);
    const std::vector<uint8_t> bytes = read_test_file(fixture.file);
    ASSERT_FALSE(bytes.empty());
    xnn_decoded_model model;
    xnn_model_problem problem = decode(bytes, &model);
    const std::vector<xnn_model_graph>& graphs =
        model.is_program ? model.method.delegates : std::vector<xnn_model_graph>{model.graph};
    for (size_t i = 0; i < graphs.size() && problem.status == xnn_status_success; i++) {
      xnn_built_subgraph built;
      xnn_build_subgraph(graphs[i], &built, &problem);
    }
    if (fixture.refusal != nullptr) {
      EXPECT_NE(problem.status, xnn_status_success);
      EXPECT_NE(problem.message.find(fixture.refusal), std::string::npos) << problem.message;
      continue;
    }
    ASSERT_EQ(problem.status, xnn_status_success) << problem.message;
    xnn_model_t loaded = nullptr;
    ASSERT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &loaded), xnn_status_success);
    xnn_model_runner_t runner = nullptr;
    ASSERT_EQ(xnn_model_create_runner(loaded, nullptr, 0, &runner), xnn_status_success);
    std::vector<std::vector<float>> inputs;
    for (size_t k = 0; k < xnn_model_num_inputs(loaded); k++) {
      xnn_model_tensor_info info;
      ASSERT_EQ(xnn_model_input_info(loaded, k, &info), xnn_status_success);
      size_t count = 1;
      for (size_t d = 0; d < info.num_dims; d++) count *= info.dims[d];
      inputs.emplace_back(count + XNN_EXTRA_BYTES / sizeof(float), 1.0f);
      EXPECT_EQ(xnn_model_set_input(runner, k, inputs.back().data()), xnn_status_success);
    }
    EXPECT_EQ(xnn_model_run(runner), xnn_status_success);
    xnn_model_delete_runner(runner);
    xnn_model_delete(loaded);
  }
}

}  // namespace
