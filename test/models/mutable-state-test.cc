// Mutable buffers with an initial state, as ExecuTorch serializes them: a planned tensor whose data_buffer_idx
// names its initial bytes in mutable_data_segments[0] (or whose data is external, in a .ptd file) starts every
// runner with those bytes, and what one run writes the next reads.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include <xnn-model.h>

#include "captured-log.h"
#include "flat-tensor-writer.h"
#include "graph-builder.h"
#include "program-run.h"
#include "test-data.h"

namespace {

using models_test::program_runner;
using models_test::typed_tensor;

std::vector<uint8_t> float_bytes(const std::vector<float>& values) {
  std::vector<uint8_t> bytes(values.size() * sizeof(float));
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

// y = (state += x), state a planned float [2]: the program before its state's data is set.
struct accumulator {
  xnn_program_file_builder p;
  int32_t state;
  accumulator() {
    const int32_t x = p.float_tensor({2}), y = p.float_tensor({2});
    state = p.float_tensor({2});
    p.buffer_sizes = {0, 8};
    p.plan(state, 1, 0);
    p.inputs = {x};
    p.outputs = {y};
    p.kernel_call("aten::add", "out", {state, x, p.int_value(1), state, state});
    p.kernel_call("aten::clone", "out", {state, p.null_value(), y, y});
  }
};

void expect_runs_from(program_runner& runner, float first, float second) {
  for (float run : {1.0f, 2.0f, 3.0f}) {
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of<float>({2}, {1, 2})}, {4}, &outputs), xnn_status_success)
        << runner.problem;
    EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{first + run, second + 2 * run}));
  }
}

TEST(MutableState, a_runner_starts_from_the_initial_state_in_mutable_data_segments) {
  accumulator a;
  a.p.set_initial_state(a.state, float_bytes({10, 20}));
  const std::vector<uint8_t> bytes = a.p.finish();
  models_test::save_fuzz_seed("mutable-initial-state.pte", bytes);
  program_runner first(bytes);
  ASSERT_EQ(first.load_status, xnn_status_success) << first.problem;
  expect_runs_from(first, 10, 20);
  program_runner second(bytes);  // a new runner starts from the file's state, not from the first runner's
  expect_runs_from(second, 10, 20);
}

TEST(MutableState, the_initial_state_can_be_external_data) {
  accumulator a;
  a.p.set_external(a.state, "state");
  const std::vector<uint8_t> program = a.p.finish();
  xnn_flat_tensor_file_builder f;
  f.add("state", float_bytes({-5, 7}));
  const std::vector<uint8_t> ptd = f.finish();
  xnn_model_t model = nullptr;
  ASSERT_EQ(xnn_model_load_buffer_with_data(program.data(), program.size(), ptd.data(), ptd.size(), nullptr, &model),
            xnn_status_success);
  xnn_model_runner_t runner = nullptr;
  ASSERT_EQ(xnn_model_create_runner(model, nullptr, 0, &runner), xnn_status_success);
  std::vector<float> x(2 + XNN_EXTRA_BYTES / sizeof(float));
  x[0] = 1;
  x[1] = 2;
  ASSERT_EQ(xnn_model_set_input(runner, 0, x.data()), xnn_status_success);
  ASSERT_EQ(xnn_model_run(runner), xnn_status_success);
  xnn_model_tensor_info info;
  const void* data = nullptr;
  ASSERT_EQ(xnn_model_get_output(runner, 0, &info, &data), xnn_status_success);
  EXPECT_EQ(static_cast<const float*>(data)[0], -4.0f);
  EXPECT_EQ(static_cast<const float*>(data)[1], 9.0f);
  xnn_model_delete_runner(runner);
  xnn_model_delete(model);
  program_runner without_data(program);
  EXPECT_NE(without_data.problem.find("keeps its data in external data under key 'state'; no external data file"),
            std::string::npos) << without_data.problem;
}

void expect_refused(const std::vector<uint8_t>& bytes, const std::string& sentence) {
  program_runner runner(bytes);
  EXPECT_EQ(runner.load_status, xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find(sentence), std::string::npos) << runner.problem;
}

TEST(MutableState, hostile_initial_states_are_refused) {
  accumulator short_data;
  short_data.p.set_initial_state(short_data.state, float_bytes({1}));
  expect_refused(short_data.p.finish(), "has 4 bytes of data; its shape needs 8");

  accumulator bad_index;
  bad_index.p.set_initial_state(bad_index.state, float_bytes({1, 2}));
  bad_index.p.w.scalar<uint32_t>(bad_index.p.tensors[size_t(bad_index.state)], 5, 7);
  expect_refused(bad_index.p.finish(), "data_buffer_idx is 7; mutable_data_segments[0] has 2 offsets");

  accumulator no_segments;
  no_segments.p.w.scalar<uint32_t>(no_segments.p.tensors[size_t(no_segments.state)], 5, 1);
  expect_refused(no_segments.p.finish(), "data_buffer_idx is 1 with allocation_info (an initial state); the program "
                                         "has no mutable_data_segments");

  accumulator past_segment;
  past_segment.p.set_initial_state(past_segment.state, float_bytes({1, 2}));
  past_segment.p.mutable_offsets[1] = 64;
  expect_refused(past_segment.p.finish(), "data is at offset 64; its segment has 8 bytes");
}

}  // namespace
