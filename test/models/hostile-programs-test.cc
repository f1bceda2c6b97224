// Hostile whole programs beyond the decoder's index checks (instructions-test.cc has those): out tensors that name a
// constant or the caller's input through a MoveCall or an et_view, delegates writing into inputs, outputs freed
// before the method ends, JumpFalseCall cycles, huge and wrong lists, values a MoveCall changed in the run before.
// Each gets a status and one sentence, never a crash or a write into memory the runner must not change.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "captured-log.h"
#include "flat-tensor-writer.h"
#include "graph-builder.h"
#include "program-run.h"
#include "test-data.h"

namespace {

using models_test::captured_log;
using models_test::program_runner;
using models_test::typed_tensor;

constexpr int8_t kFloat = 6;

std::vector<uint8_t> float_bytes(const std::vector<float>& values) {
  std::vector<uint8_t> bytes(values.size() * sizeof(float));
  std::memcpy(bytes.data(), values.data(), bytes.size());
  return bytes;
}

// y = x + x, fp32.
std::vector<uint8_t> double_blob(std::vector<uint32_t> dims) {
  xnn_graph_file_builder g;
  g.fp32(dims, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.fp32(dims, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  g.binary(1, 0, 0, 1);
  return g.finish();
}

// A program with external constants (a .ptd of `key` -> `values`), loaded and given a runner; each run's sentence.
class data_runner {
 public:
  data_runner(const std::vector<uint8_t>& program, const std::string& key, const std::vector<float>& values) {
    xnn_flat_tensor_file_builder f;
    f.add(key, float_bytes(values));
    const std::vector<uint8_t> ptd = f.finish();
    problem = captured_log([&] {
      load_status = xnn_model_load_buffer_with_data(program.data(), program.size(), ptd.data(), ptd.size(), nullptr,
                                                    &model_);
      if (load_status == xnn_status_success) load_status = xnn_model_create_runner(model_, nullptr, 0, &runner_);
    });
  }
  ~data_runner() {
    xnn_model_delete_runner(runner_);
    xnn_model_delete(model_);
  }
  // Runs on `input` (its shape fixed by the program); output 0 in `output` on success.
  xnn_status run(std::vector<float> input, std::vector<float>* output) {
    const size_t count = input.size();
    input.resize(count + XNN_EXTRA_BYTES / sizeof(float));
    EXPECT_EQ(xnn_model_set_input(runner_, 0, input.data()), xnn_status_success);
    xnn_status status = xnn_status_success;
    problem = captured_log([&] { status = xnn_model_run(runner_); });
    if (status != xnn_status_success) return status;
    xnn_model_tensor_info info;
    const void* data = nullptr;
    EXPECT_EQ(xnn_model_get_output(runner_, 0, &info, &data), xnn_status_success);
    const float* values = static_cast<const float*>(data);
    output->assign(values, values + count);
    return status;
  }

  xnn_status load_status = xnn_status_success;
  std::string problem;

 private:
  xnn_model_t model_ = nullptr;
  xnn_model_runner_t runner_ = nullptr;
};

size_t lines(const std::string& text) { return size_t(std::count(text.begin(), text.end(), '\n')); }

TEST(HostilePrograms, a_kernel_writing_into_a_constant_is_refused_at_load) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2}), c = p.float_tensor({2});
  p.set_external(c, "c");
  p.inputs = {x};
  p.outputs = {c};
  p.kernel_call("aten::relu", "out", {x, c, c});
  data_runner runner(p.finish(), "c", {1, 2});
  EXPECT_EQ(runner.load_status, xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("(aten::relu.out): arg 1 (an out tensor) is value 1, a constant of the program"),
            std::string::npos) << runner.problem;
  EXPECT_EQ(lines(runner.problem), 1u) << runner.problem;
}

// move c -> t, then relu writes t: the constant would change for every later run.
TEST(HostilePrograms, a_constant_moved_into_an_out_tensor_is_refused_at_run) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2}), c = p.float_tensor({2}), t = p.float_tensor({2}), y = p.float_tensor({2});
  p.set_external(c, "c");
  p.inputs = {x};
  p.outputs = {y};
  p.move_call(c, t);
  p.kernel_call("aten::relu", "out", {x, t, t});
  p.kernel_call("aten::add", "out", {t, c, p.int_value(1), y, y});
  const std::vector<uint8_t> bytes = p.finish();
  data_runner runner(bytes, "c", {10, 20});
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<float> output;
  for (int run = 0; run < 2; run++) {
    EXPECT_EQ(runner.run({-1, 5}, &output), xnn_status_invalid_state);
    EXPECT_NE(runner.problem.find("chain 0 instruction 1 (aten::relu.out): arg 1 (an out tensor) is value 2, which "
                                  "names read-only memory (a constant or the caller's input, through a MoveCall or an "
                                  "et_view)"),
              std::string::npos) << runner.problem;
    EXPECT_EQ(lines(runner.problem), 1u) << runner.problem;
  }
}

// et_view makes v a view of the caller's input x; relu writing v would write the caller's const memory.
TEST(HostilePrograms, an_et_view_of_an_input_written_by_a_kernel_is_refused_and_the_input_is_unchanged) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2, 2}), v = p.float_tensor({4}), y = p.float_tensor({4});
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("executorch_prim::et_view", "default", {x, p.ints({4}), v});
  p.kernel_call("aten::relu", "out", {y, v, v});
  p.kernel_call("aten::clone", "out", {v, p.null_value(), y, y});
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("hostile-et-view-write.pte", bytes);
  program_runner runner(bytes);
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const typed_tensor input = typed_tensor::of<float>({2, 2}, {-1, 2, -3, 4});
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({input}, {4}, &outputs), xnn_status_invalid_state);
  EXPECT_NE(runner.problem.find("instruction 1 (aten::relu.out): arg 1 (an out tensor) is value 1, which names "
                                "read-only memory"),
            std::string::npos) << runner.problem;
  EXPECT_EQ(input.as<float>()[0], -1.0f);
}

// A view of a planned tensor is writable, and a run after a failed one starts from the program's values again.
TEST(HostilePrograms, an_et_view_of_planned_memory_stays_writable_across_runs) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({4}), t = p.float_tensor({4});
  const int32_t v = p.float_tensor({2, 2}), y = p.float_tensor({2, 2});
  p.buffer_sizes = {0, 32};
  p.plan(t, 1, 0);
  p.plan(v, 1, 16);
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::clone", "out", {x, p.null_value(), t, t});
  p.kernel_call("executorch_prim::et_view", "default", {t, p.ints({2, 2}), v});
  p.kernel_call("aten::relu", "out", {v, v, v});
  p.kernel_call("aten::clone", "out", {v, p.null_value(), y, y});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  for (int run = 0; run < 2; run++) {
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of<float>({4}, {-1, 2, -3, float(run)})}, {4}, &outputs), xnn_status_success)
        << runner.problem;
    EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{0, 2, 0, float(run)}));
  }
}

TEST(HostilePrograms, a_delegate_writing_into_an_unplanned_input_is_refused_at_load) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2});
  p.inputs = {x};
  p.outputs = {x};
  p.delegate_call(p.delegate("XnnpackBackend", double_blob({2})), {x, x});
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("hostile-delegate-writes-input.pte", bytes);
  program_runner runner(bytes);
  EXPECT_EQ(runner.load_status, xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("instruction 0 arg 1 is an output but value 0 is a method input without planned "
                                "memory"),
            std::string::npos) << runner.problem;
  EXPECT_EQ(lines(runner.problem), 1u) << runner.problem;
}

TEST(HostilePrograms, a_delegate_writing_into_a_moved_constant_is_refused_at_run) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2}), c = p.float_tensor({2}), t = p.float_tensor({2});
  p.set_external(c, "c");
  p.inputs = {x};
  p.outputs = {t};
  p.move_call(c, t);
  p.delegate_call(p.delegate("XnnpackBackend", double_blob({2})), {x, t});
  data_runner runner(p.finish(), "c", {1, 2});
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<float> output;
  EXPECT_EQ(runner.run({3, 4}, &output), xnn_status_invalid_state);
  EXPECT_NE(runner.problem.find("chain 0 instruction 1: output 0 of the delegate (value 2) names read-only memory"),
            std::string::npos) << runner.problem;
}

TEST(HostilePrograms, an_output_freed_before_the_method_ends_fails_the_run) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2}), y = p.float_tensor({2});
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::relu", "out", {x, y, y});
  p.free_call(y);
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("hostile-freed-output.pte", bytes);
  program_runner runner(bytes);
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({2}, {1, 2})}, {4}, &outputs), xnn_status_invalid_state);
  EXPECT_NE(runner.problem.find("xnn_model_run: output 0 (value 1) was freed by a FreeCall"), std::string::npos)
      << runner.problem;
}

// An empty input viewed as [4, 4, 4, 4, 4, 4, 0]: passing the first six dims to the delegate would read 4096 floats.
TEST(HostilePrograms, a_delegate_input_with_more_dims_than_a_delegate_takes_fails_at_run) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1}, 2), v = p.float_tensor({1}, 2), y = p.float_tensor({1}, 2);
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::view_copy", "out", {x, p.ints({4, 4, 4, 4, 4, 4, 0}), v, v});
  p.delegate_call(p.delegate("XnnpackBackend", double_blob({1})), {v, y});
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("hostile-seven-dims-into-a-delegate.pte", bytes);
  program_runner runner(bytes);
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({0}, {})}, {4}, &outputs), xnn_status_invalid_state);
  EXPECT_NE(runner.problem.find("chain 0 instruction 1: input 0 of the delegate (value 1) has 7 dims; a delegate "
                                "takes at most 6"),
            std::string::npos) << runner.problem;
}

TEST(HostilePrograms, an_output_with_more_dims_than_can_be_returned_fails_the_run) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1}, 2), y = p.float_tensor({1}, 2);
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::view_copy", "out", {x, p.ints({1, 1, 1, 1, 1, 1, 1, 0}), y, y});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({0}, {})}, {4}, &outputs), xnn_status_invalid_state);
  EXPECT_NE(runner.problem.find("xnn_model_run: output 0 (value 1) has 8 dims when the method ends; at most 6 can be "
                                "returned"),
            std::string::npos) << runner.problem;
}

// Two JumpFalseCalls sending each other back: the step limit ends the run.
TEST(HostilePrograms, a_jump_false_cycle_between_two_instructions_stops) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1}), y = p.float_tensor({1}), no = p.bool_value(false);
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::relu", "out", {x, y, y});
  p.chain = 1;
  p.jump_false(no, 1);
  p.jump_false(no, 0);
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("hostile-jump-cycle.pte", bytes);
  program_runner runner(bytes);
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({1}, {1})}, {4}, &outputs), xnn_status_invalid_state);
  EXPECT_NE(runner.problem.find("ran 1000000 instructions without finishing (chain 1 instruction"), std::string::npos)
      << runner.problem;
}

// A MoveCall into the input's value in one run must not make the next run read the moved tensor.
TEST(HostilePrograms, a_move_into_an_input_value_does_not_outlive_its_run) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2}), t = p.float_tensor({2}), y = p.float_tensor({2});
  p.buffer_sizes = {0, 8};
  p.plan(t, 1, 0);
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::add", "out", {x, x, p.int_value(1), y, y});  // y = 2x
  p.kernel_call("aten::mul", "Scalar_out", {x, p.int_value(10), t, t});
  p.move_call(t, x);
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("hostile-move-into-input.pte", bytes);
  program_runner runner(bytes);
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  for (float run : {1.0f, 2.0f}) {
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of<float>({2}, {run, -run})}, {4}, &outputs), xnn_status_success)
        << runner.problem;
    EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{2 * run, -2 * run}));
  }
}

// The byte position of the count of the vector whose first element is the int64 `marker`.
size_t count_position(const std::vector<uint8_t>& bytes, int64_t marker) {
  for (size_t i = 4; i + 8 <= bytes.size(); i++) {
    if (std::memcmp(bytes.data() + i, &marker, 8) == 0) return i - 4;
  }
  ADD_FAILURE() << "marker not found";
  return 0;
}

TEST(HostilePrograms, a_list_claiming_billions_of_items_is_refused) {
  xnn_program_file_builder p;
  const int64_t marker = 0x5eed5eed5eedLL;
  p.int_list({marker, marker});
  std::vector<uint8_t> bytes = p.finish();
  const size_t at = count_position(bytes, marker);
  const uint32_t huge = 0x7FFFFFFFu;
  std::memcpy(bytes.data() + at, &huge, 4);
  models_test::save_fuzz_seed("hostile-huge-list.pte", bytes);
  program_runner runner(bytes);
  EXPECT_EQ(runner.load_status, xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("has 2147483647 elements of 8 bytes"), std::string::npos) << runner.problem;
  EXPECT_EQ(lines(runner.problem), 1u) << runner.problem;
}

TEST(HostilePrograms, a_view_to_a_list_of_a_hundred_thousand_sizes_fails_with_a_sentence) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1}), y = p.float_tensor({1}, 2);
  const int32_t one = p.int_value(1);
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::view_copy", "out", {x, p.int_list(std::vector<int64_t>(100000, one)), y, y});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({1}, {1})}, {4}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("size has 100000 entries; at most 16 dims are supported"), std::string::npos)
      << runner.problem;
}

TEST(HostilePrograms, bad_instruction_indices_are_refused_at_load) {
  struct bad_index {
    const char* what;
    std::vector<uint8_t> (*program)();
    const char* sentence;
  };
  const std::vector<bad_index> cases = {
      {"a FreeCall past the values",
       [] {
         xnn_program_file_builder p;
         p.float_tensor({1});
         p.free_call(7);
         return p.finish();
       },
       "value_index is value 7; the method has 1 values"},
      {"a JumpFalseCall on a negative value",
       [] {
         xnn_program_file_builder p;
         p.bool_value(false);
         p.jump_false(-3, 0);
         return p.finish();
       },
       "cond_value_index is value -3; the method has 1 values"},
      {"a negative JumpFalseCall destination",
       [] {
         xnn_program_file_builder p;
         p.jump_false(p.bool_value(false), -1);
         return p.finish();
       },
       "destination_instruction is -1; the chain has 1 instructions"},
      {"a MoveCall from a negative value",
       [] {
         xnn_program_file_builder p;
         p.float_tensor({1});
         p.move_call(-1, 0);
         return p.finish();
       },
       "move_from is value -1; the method has 1 values"},
      {"a negative KernelCall op_index",
       [] {
         xnn_program_file_builder p;
         const xnn_flatbuffer_ref call = p.w.table();
         p.w.scalar<int32_t>(call, 0, -1);
         p.w.offset(call, 1, p.w.vector(std::vector<int32_t>{}));
         p.instruction(1, call);
         return p.finish();
       },
       "op_index is -1; the method has 0 operators"},
  };
  for (const bad_index& c : cases) {
    program_runner runner(c.program());
    EXPECT_EQ(runner.load_status, xnn_status_invalid_parameter) << c.what;
    EXPECT_NE(runner.problem.find(c.sentence), std::string::npos) << c.what << ": " << runner.problem;
    EXPECT_EQ(lines(runner.problem), 1u) << c.what << ": " << runner.problem;
  }
}

TEST(HostilePrograms, evalue_kind_confusion_in_kernel_args_is_refused_at_load) {
  struct confusion {
    const char* what;
    std::vector<uint8_t> (*program)();
    const char* sentence;
  };
  const std::vector<confusion> cases = {
      {"a TensorList as a view's size",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({2}), y = p.float_tensor({2});
         p.inputs = {x};
         p.outputs = {y};
         p.kernel_call("aten::view_copy", "out", {x, p.tensor_list({x}), y, y});
         return p.finish();
       },
       "arg 1 is value 2, a TensorList; expected an IntList"},
      {"a Double as quantize's dtype",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({2}), q = p.tensor(1, {2});
         p.inputs = {x};
         p.outputs = {q};
         p.kernel_call("quantized_decomposed::quantize_per_tensor", "out",
                       {x, p.double_value(1), p.int_value(0), p.int_value(-128), p.int_value(127), p.double_value(1),
                        q, q});
         return p.finish();
       },
       "arg 5 is value 6, a Double; expected an Int"},
      {"an Int as an out tensor",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({2}), n = p.int_value(3);
         p.inputs = {x};
         p.outputs = {x};
         p.kernel_call("aten::relu", "out", {x, n, n});
         return p.finish();
       },
       "arg 1 is value 1, a Int; expected an out Tensor"},
      {"a String as sym_size's out",
       [] {
         xnn_program_file_builder p;
         const int32_t x = p.float_tensor({2});
         p.inputs = {x};
         p.outputs = {x};
         p.kernel_call("aten::sym_size", "int", {x, p.int_value(0), p.string_value("n")});
         return p.finish();
       },
       "out is a String; expected an Int"},
  };
  for (const confusion& c : cases) {
    const std::vector<uint8_t> bytes = c.program();
    program_runner runner(bytes);
    EXPECT_NE(runner.load_status, xnn_status_success) << c.what;
    EXPECT_NE(runner.problem.find(c.sentence), std::string::npos) << c.what << ": " << runner.problem;
    EXPECT_EQ(lines(runner.problem), 1u) << c.what << ": " << runner.problem;
  }
}

}  // namespace
