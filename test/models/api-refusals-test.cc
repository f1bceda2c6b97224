// The C API's refusals: every NULL handle, bad index and NULL pointer gives its status and one logged sentence that
// names the function, the argument, its value and the rule.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <xnn-model.h>

#include "captured-log.h"
#include "graph-builder.h"
#include "test-data.h"

namespace {

using models_test::expect_one_sentence;

struct Initialized : ::testing::Environment {
  void SetUp() override { ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success); }
};
const auto* const kInitialized = ::testing::AddGlobalTestEnvironment(new Initialized);

const char kNullModel[] = "model is NULL; expected a model made by xnn_model_load_buffer or xnn_model_load_file";
const char kNullRunner[] = "runner is NULL; expected a runner made by xnn_model_create_runner";

TEST(ApiRefusals, null_model_handle_to_every_function) {
  xnn_model_tensor_info info;
  xnn_model_runner_t runner = nullptr;
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_num_inputs(nullptr), 0u); },
                      std::string("xnn_model_num_inputs: ") + kNullModel);
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_num_outputs(nullptr), 0u); },
                      std::string("xnn_model_num_outputs: ") + kNullModel);
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_input_info(nullptr, 0, &info), xnn_status_invalid_parameter); },
                      std::string("xnn_model_input_info: ") + kNullModel);
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_output_info(nullptr, 0, &info), xnn_status_invalid_parameter); },
                      std::string("xnn_model_output_info: ") + kNullModel);
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_create_runner(nullptr, nullptr, 0, &runner), xnn_status_invalid_parameter); },
      std::string("xnn_model_create_runner: ") + kNullModel);
  EXPECT_TRUE(models_test::captured_log([] { EXPECT_EQ(xnn_model_delete(nullptr), xnn_status_success); }).empty());
}

TEST(ApiRefusals, null_runner_handle_to_every_function) {
  const size_t dims[2] = {2, 4};
  const float data[4] = {};
  xnn_model_tensor_info info;
  const void* output = nullptr;
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_reshape_input(nullptr, 0, 2, dims), xnn_status_invalid_parameter); },
      std::string("xnn_model_reshape_input: ") + kNullRunner);
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_set_input(nullptr, 0, data), xnn_status_invalid_parameter); },
                      std::string("xnn_model_set_input: ") + kNullRunner);
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_run(nullptr), xnn_status_invalid_parameter); },
                      std::string("xnn_model_run: ") + kNullRunner);
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_get_output(nullptr, 0, &info, &output), xnn_status_invalid_parameter); },
      std::string("xnn_model_get_output: ") + kNullRunner);
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_runner_num_runtimes(nullptr), 0u); },
                      std::string("xnn_model_runner_num_runtimes: ") + kNullRunner);
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_runner_runtime(nullptr, 0), nullptr); },
                      std::string("xnn_model_runner_runtime: ") + kNullRunner);
  EXPECT_TRUE(
      models_test::captured_log([] { EXPECT_EQ(xnn_model_delete_runner(nullptr), xnn_status_success); }).empty());
}

// add_const_with_header.xnn: one input x [2, 4], one output.
class ApiArguments : public ::testing::Test {
 protected:
  void SetUp() override {
    const std::vector<uint8_t> bytes = models_test::read_test_file("add_const_with_header.xnn");
    ASSERT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model_), xnn_status_success);
    ASSERT_EQ(xnn_model_create_runner(model_, nullptr, 0, &runner_), xnn_status_success);
  }
  void TearDown() override {
    xnn_model_delete_runner(runner_);
    xnn_model_delete(model_);
  }
  xnn_model_t model_ = nullptr;
  xnn_model_runner_t runner_ = nullptr;
};

TEST_F(ApiArguments, model_arguments) {
  xnn_model_tensor_info info;
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_input_info(model_, 3, &info), xnn_status_invalid_parameter); },
                      "xnn_model_input_info: index is 3; the model has 1 inputs");
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_output_info(model_, 0, nullptr), xnn_status_invalid_parameter); },
                      "xnn_model_output_info: info_out is NULL; expected a pointer to receive the output's shape");
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_create_runner(model_, nullptr, 0, nullptr), xnn_status_invalid_parameter); },
      "xnn_model_create_runner: runner_out is NULL; expected a pointer to receive the runner");
  xnn_model_t other = reinterpret_cast<xnn_model_t>(1);
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_load_buffer(nullptr, 8, nullptr, &other), xnn_status_invalid_parameter); },
      "model: data is NULL with size 8; expected a pointer to 8 bytes");
  EXPECT_EQ(other, nullptr);  // load_buffer clears its output first
}

TEST_F(ApiArguments, runner_arguments) {
  const size_t dims[7] = {1, 2, 4, 1, 1, 1, 1};
  std::vector<float> x(8 + XNN_EXTRA_BYTES / sizeof(float), 1.0f);
  xnn_model_tensor_info info;
  const void* output = nullptr;
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_reshape_input(runner_, 1, 2, dims), xnn_status_invalid_parameter); },
                      "xnn_model_reshape_input: index is 1; the model has 1 inputs");
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_reshape_input(runner_, 0, 7, dims), xnn_status_invalid_parameter); },
                      "xnn_model_reshape_input: num_dims is 7; expected at most 6");
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_reshape_input(runner_, 0, 2, nullptr), xnn_status_invalid_parameter); },
      "xnn_model_reshape_input: dims is NULL with num_dims 2; expected 2 dimensions");
  // The input is declared [2, 4]: another rank is refused (ExecuTorch refuses a rank change of an input too).
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_reshape_input(runner_, 0, 3, dims), xnn_status_invalid_parameter); },
                      "xnn_model_reshape_input: input 0 is given rank 3 (dims [1, 2, 4]); the model declares rank 2");
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_reshape_input(runner_, 0, 0, dims), xnn_status_invalid_parameter); },
                      "xnn_model_reshape_input: input 0 is given rank 0 (dims []); the model declares rank 2");
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_set_input(runner_, 2, x.data()), xnn_status_invalid_parameter); },
                      "xnn_model_set_input: index is 2; the model has 1 inputs");
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_set_input(runner_, 0, nullptr), xnn_status_invalid_parameter); },
                      "xnn_model_set_input: data of input 0 is NULL; expected the input's elements");
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_run(runner_), xnn_status_invalid_state); },
                      "xnn_model_run: input 0 has no data; expected xnn_model_set_input(runner, 0, data) before the "
                      "run");
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_get_output(runner_, 0, &info, &output), xnn_status_invalid_state); },
      "xnn_model_get_output: output 0 has no data; expected a successful xnn_model_run first");
  ASSERT_EQ(xnn_model_set_input(runner_, 0, x.data()), xnn_status_success);
  ASSERT_EQ(xnn_model_run(runner_), xnn_status_success);
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_get_output(runner_, 1, &info, &output), xnn_status_invalid_parameter); },
      "xnn_model_get_output: index is 1; the model has 1 outputs");
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_get_output(runner_, 0, nullptr, &output), xnn_status_invalid_parameter); },
      "xnn_model_get_output: info_out is NULL; expected a pointer to receive the output's shape");
  expect_one_sentence(
      [&] { EXPECT_EQ(xnn_model_get_output(runner_, 0, &info, nullptr), xnn_status_invalid_parameter); },
      "xnn_model_get_output: data_out is NULL; expected a pointer to receive the output's data");
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_runner_runtime(runner_, 1), nullptr); },
                      "xnn_model_runner_runtime: index is 1; the runner has 1 runtimes");
  EXPECT_EQ(xnn_model_get_output(runner_, 0, &info, &output), xnn_status_success);
  EXPECT_EQ(info.num_dims, 2u);
}

// A program input keeps its declared rank whatever its dynamism, as in ExecuTorch (static, bounded, unbounded).
TEST(ApiRefusals, program_input_of_another_rank_than_declared) {
  xnn_program_file_builder p;
  std::vector<int32_t> inputs, outputs;
  for (uint8_t dynamism : {0, 1, 2}) {
    inputs.push_back(p.float_tensor({2, 3}, dynamism));
    outputs.push_back(p.float_tensor({2, 3}, 2));
    p.kernel_call("aten::clone", "out", {inputs.back(), p.null_value(), outputs.back(), outputs.back()});
  }
  p.inputs = inputs;
  p.outputs = outputs;
  const std::vector<uint8_t> bytes = p.finish();
  xnn_model_t model = nullptr;
  xnn_model_runner_t runner = nullptr;
  ASSERT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model), xnn_status_success);
  ASSERT_EQ(xnn_model_create_runner(model, nullptr, 0, &runner), xnn_status_success);
  const size_t dims[3] = {1, 2, 3};
  for (size_t index = 0; index < 3; index++) {
    const std::string input = "xnn_model_reshape_input: input " + std::to_string(index);
    expect_one_sentence(
        [&] { EXPECT_EQ(xnn_model_reshape_input(runner, index, 3, dims), xnn_status_invalid_parameter); },
        input + " is given rank 3 (dims [1, 2, 3]); the model declares rank 2");
    expect_one_sentence(
        [&] { EXPECT_EQ(xnn_model_reshape_input(runner, index, 1, dims), xnn_status_invalid_parameter); },
        input + " is given rank 1 (dims [1]); the model declares rank 2");
    EXPECT_EQ(xnn_model_reshape_input(runner, index, 2, dims + 1), xnn_status_success);
  }
  xnn_model_delete_runner(runner);
  xnn_model_delete(model);
}

// An unbounded input takes sizes beyond the declared ones in its declared rank; a refused rank change leaves the
// shape it had.
TEST(ApiRefusals, unbounded_program_input_keeps_its_shape_after_a_refused_rank_change) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2, 3}, 2), y = p.float_tensor({2, 3}, 2);
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::clone", "out", {x, p.null_value(), y, y});
  const std::vector<uint8_t> bytes = p.finish();
  xnn_model_t model = nullptr;
  xnn_model_runner_t runner = nullptr;
  ASSERT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model), xnn_status_success);
  ASSERT_EQ(xnn_model_create_runner(model, nullptr, 0, &runner), xnn_status_success);
  const size_t wider[2] = {4, 5}, flat[1] = {20};
  std::vector<float> data(20 + XNN_EXTRA_BYTES / sizeof(float));
  for (size_t i = 0; i < 20; i++) data[i] = float(i);
  ASSERT_EQ(xnn_model_reshape_input(runner, 0, 2, wider), xnn_status_success);
  expect_one_sentence([&] { EXPECT_EQ(xnn_model_reshape_input(runner, 0, 1, flat), xnn_status_invalid_parameter); },
                      "xnn_model_reshape_input: input 0 is given rank 1 (dims [20]); the model declares rank 2");
  ASSERT_EQ(xnn_model_set_input(runner, 0, data.data()), xnn_status_success);
  ASSERT_EQ(xnn_model_run(runner), xnn_status_success);
  xnn_model_tensor_info info;
  const void* output = nullptr;
  ASSERT_EQ(xnn_model_get_output(runner, 0, &info, &output), xnn_status_success);
  ASSERT_EQ(info.num_dims, 2u);
  EXPECT_EQ(info.dims[0], 4u);
  EXPECT_EQ(info.dims[1], 5u);
  EXPECT_EQ(static_cast<const float*>(output)[19], 19.0f);
  xnn_model_delete_runner(runner);
  xnn_model_delete(model);
}

}  // namespace
