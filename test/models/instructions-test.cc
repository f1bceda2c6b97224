// Every instruction kind in hand-made programs: KernelCalls between two XNNPACK delegates with shapes changing
// between runs, MoveCall, JumpFalseCall (both condition kinds, and a loop that must stop), FreeCall, several
// chains, SymInts flowing into a view, planned memory; and the hostile programs the decoder refuses.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "graph-builder.h"
#include "program-run.h"
#include "test-data.h"

namespace {

using models_test::program_runner;
using models_test::typed_tensor;

constexpr int8_t kInt64 = 4, kFloat = 6, kBool = 11;

// y = x + x, fp32 (a delegate whose dims are only upper bounds: runs reshape it).
std::vector<uint8_t> double_blob(std::vector<uint32_t> dims) {
  xnn_graph_file_builder g;
  g.fp32(dims, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.fp32(dims, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  g.binary(1, 0, 0, 1);
  return g.finish();
}

void expect_load_refused(xnn_program_file_builder& p, xnn_status status, const std::string& sentence) {
  const std::vector<uint8_t> bytes = p.finish();
  xnn_decoded_model model;
  const xnn_model_problem problem = models_test::decode(bytes, &model);
  EXPECT_EQ(problem.status, status) << problem.message;
  EXPECT_NE(problem.message.find(sentence), std::string::npos) << problem.message;
  program_runner runner(bytes);
  EXPECT_EQ(std::count(runner.problem.begin(), runner.problem.end(), '\n'), 1) << runner.problem;
}

// delegate (2x) -> relu -> mul.Scalar(3) -> delegate (2x): 12 * relu(x), with x's shape changing between runs.
TEST(Instructions, two_delegates_with_portable_operators_between_and_changing_shapes) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({4, 8}, 2), a = p.float_tensor({4, 8}, 2), b = p.float_tensor({4, 8}, 2);
  const int32_t c = p.float_tensor({4, 8}, 2), y = p.float_tensor({4, 8}, 2);
  p.inputs = {x};
  p.outputs = {y};
  const int32_t first = p.delegate("XnnpackBackend", double_blob({4, 8}));
  const int32_t second = p.delegate("XnnpackBackend", double_blob({4, 8}));
  p.delegate_call(first, {x, a});
  p.kernel_call("aten::relu", "out", {a, b, b});
  p.kernel_call("aten::mul", "Scalar_out", {b, p.int_value(3), c, c});
  p.delegate_call(second, {c, y});
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("delegates-and-kernels.pte", bytes);
  program_runner runner(bytes);
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  for (const std::vector<size_t>& dims : {std::vector<size_t>{2, 3}, {5, 7}, {1, 1}, {3, 16}}) {
    SCOPED_TRACE(testing::PrintToString(dims));
    std::vector<float> input(dims[0] * dims[1]);
    for (size_t i = 0; i < input.size(); i++) input[i] = float(int(i % 7) - 3) * 0.5f;
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of(dims, input)}, {4}, &outputs), xnn_status_success) << runner.problem;
    ASSERT_EQ(outputs[0].dims, dims);
    const std::vector<float> got = outputs[0].as<float>();
    for (size_t i = 0; i < input.size(); i++) {
      ASSERT_EQ(got[i], 12.0f * (input[i] > 0 ? input[i] : 0.0f)) << "element " << i;
    }
  }
}

// sym_size reads x's current dims into SymInts; their product (executorch_prim::mul) sizes a view of x.
TEST(Instructions, symints_flow_into_a_view_as_shapes_change) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({8, 8}, 2), flat = p.float_tensor({64}, 2);
  const int32_t rows = p.int_value(0), columns = p.int_value(0), count = p.int_value(0);
  p.inputs = {x};
  p.outputs = {flat};
  p.kernel_call("aten::sym_size", "int", {x, p.int_value(0), rows});
  p.kernel_call("aten::sym_size", "int", {x, p.int_value(-1), columns});
  p.kernel_call("executorch_prim::mul", "Scalar", {rows, columns, count});
  p.kernel_call("aten::view_copy", "out", {x, p.int_list({count}), flat, flat});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  for (size_t n : {1, 3, 6}) {
    std::vector<float> input(n * 2, 1.5f);
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of({n, 2}, input)}, {4}, &outputs), xnn_status_success) << runner.problem;
    EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{n * 2}));
  }
}

TEST(Instructions, symint_arithmetic_follows_python) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1}), y = p.float_tensor({1});
  p.inputs = {x};
  p.outputs = {y};
  const int32_t seven = p.int_value(-7), two = p.int_value(2), quotient = p.int_value(0), sum = p.int_value(0);
  p.kernel_call("executorch_prim::floordiv", "Scalar", {seven, two, quotient});
  p.kernel_call("executorch_prim::add", "Scalar", {quotient, p.int_value(10), sum});
  p.kernel_call("executorch_prim::sub", "Scalar", {sum, p.int_value(5), sum});
  // x * sum: -7 // 2 = -4; -4 + 10 - 5 = 1.
  p.kernel_call("aten::mul", "Scalar_out", {x, sum, y, y});
  program_runner runner(p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({1}, {2.5f})}, {4}, &outputs), xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<float>()[0], 2.5f);
}

// if (flag) y = x + 1 else y = x * 10, as ExecuTorch lowers a cond: JumpFalse over the then-branch, and a
// JumpFalse on a false Bool to skip the else-branch.
TEST(Instructions, jump_false_on_a_bool_tensor_and_on_a_bool) {
  xnn_program_file_builder p;
  const int32_t flag = p.tensor(kBool, {1}), x = p.float_tensor({2}), y = p.float_tensor({2});
  const int32_t always_false = p.bool_value(false), one = p.int_value(1);
  p.inputs = {flag, x};
  p.outputs = {y};
  p.jump_false(flag, 3);
  p.kernel_call("aten::add", "Scalar_out", {x, one, one, y, y});
  p.jump_false(always_false, 4);
  p.kernel_call("aten::mul", "Scalar_out", {x, p.int_value(10), y, y});
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("jump-false.pte", bytes);
  program_runner runner(bytes);
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<uint8_t>({1}, {1}), typed_tensor::of<float>({2}, {1, 2})}, {4}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{2, 3}));
  ASSERT_EQ(runner.run({typed_tensor::of<uint8_t>({1}, {0}), typed_tensor::of<float>({2}, {1, 2})}, {4}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{10, 20}));
}

TEST(Instructions, a_jump_false_loop_stops_at_the_step_limit) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1}), y = p.float_tensor({1});
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::clone", "out", {x, p.null_value(), y, y});
  p.jump_false(p.bool_value(false), 0);
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("jump-false-loop.pte", bytes);
  program_runner runner(bytes);
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({1}, {1})}, {4}, &outputs), xnn_status_invalid_state);
  EXPECT_NE(runner.problem.find("method 'forward' ran 1000000 instructions without finishing (chain 0 instruction"),
            std::string::npos) << runner.problem;
  EXPECT_EQ(std::count(runner.problem.begin(), runner.problem.end(), '\n'), 1) << runner.problem;
}

TEST(Instructions, move_call_and_a_second_chain) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({3}), t = p.float_tensor({3}), moved = p.float_tensor({3}), y = p.float_tensor({3});
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::mul", "Scalar_out", {x, p.int_value(2), t, t});
  p.move_call(t, moved);
  p.chain = 1;
  p.kernel_call("aten::add", "out", {moved, x, p.int_value(1), y, y});
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("move-and-chains.pte", bytes);
  program_runner runner(bytes);
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({3}, {1, 2, 3})}, {4}, &outputs), xnn_status_success)
      << runner.problem;
  EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{3, 6, 9}));
}

TEST(Instructions, a_freed_tensor_read_later_fails_with_a_sentence) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2}), t = p.float_tensor({2}), y = p.float_tensor({2});
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::clone", "out", {x, p.null_value(), t, t});
  p.free_call(t);
  p.kernel_call("aten::clone", "out", {t, p.null_value(), y, y});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({2}, {1, 2})}, {4}, &outputs), xnn_status_invalid_state);
  EXPECT_NE(runner.problem.find("chain 0 instruction 2 (aten::clone.out): arg value 1 was freed by a FreeCall"),
            std::string::npos) << runner.problem;
}

// Planned tensors live in the plan's buffers; a dynamic output larger than its planned bytes is refused by name.
TEST(Instructions, planned_memory_holds_bounded_dynamic_shapes) {
  xnn_program_file_builder p;
  const int32_t x = p.tensor(kInt64, {4}, 1), y = p.tensor(kInt64, {4}, 1);
  p.buffer_sizes = {0, 64};
  p.plan(x, 1, 0);
  p.plan(y, 1, 32);
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::add", "out", {x, x, p.int_value(3), y, y});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<int64_t>({2}, {5, -1})}, {8}, &outputs), xnn_status_success)
      << runner.problem;
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{20, -4}));
  EXPECT_EQ(runner.run({typed_tensor::of<int64_t>({5}, {1, 2, 3, 4, 5})}, {8}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("input 0 would have shape [5] (40 bytes); its planned memory holds 32 bytes"),
            std::string::npos) << runner.problem;
}

// A planned tensor no input or output names is state: its buffer is allocated once per runner, so what one run
// writes the next reads (ExecuTorch's mutable buffers).
TEST(Instructions, planned_state_is_kept_across_runs) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2}), state = p.float_tensor({2}), y = p.float_tensor({2});
  p.buffer_sizes = {0, 8};
  p.plan(state, 1, 0);
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::add", "out", {state, x, p.int_value(1), state, state});
  p.kernel_call("aten::clone", "out", {state, p.null_value(), y, y});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  for (float run : {1.0f, 2.0f, 3.0f}) {
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of<float>({2}, {1, 2})}, {4}, &outputs), xnn_status_success) << runner.problem;
    EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{run, 2 * run}));
  }
}

TEST(Instructions, a_planned_tensor_outside_its_buffer_is_refused) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({4});
  p.buffer_sizes = {0, 16};
  p.plan(x, 1, 4);
  p.inputs = {x};
  p.outputs = {x};
  expect_load_refused(p, xnn_status_invalid_parameter, "is 16 bytes at offset 4 of planned buffer 1; the buffer has 16 bytes");
  xnn_program_file_builder q;
  const int32_t z = q.float_tensor({4});
  q.buffer_sizes = {0, 16};
  q.plan(z, 2, 0);
  expect_load_refused(q, xnn_status_invalid_parameter, "allocation_info.memory_id is 2; non_const_buffer_sizes has 2 entries");
}

TEST(Instructions, every_value_kind_decodes) {
  xnn_program_file_builder p;
  const int32_t t = p.float_tensor({2});
  p.null_value();
  p.int_value(-5);
  p.bool_value(true);
  p.double_value(0.25);
  p.string_value("floor");
  p.int_list({2});
  p.double_list({1.5, -2});
  p.bool_list({1, 0, 1});
  p.tensor_list({t, t});
  p.optional_tensor_list({t, -1, 1});
  p.inputs = {t};
  p.outputs = {t};
  xnn_decoded_model model;
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("every-value-kind.pte", bytes);
  const xnn_model_problem problem = models_test::decode(bytes, &model);
  ASSERT_EQ(problem.status, xnn_status_success) << problem.message;
  const std::vector<xnn_method_value>& values = model.method.values;
  ASSERT_EQ(values.size(), 11u);
  EXPECT_EQ(values[1].type, xnn_value_null);
  EXPECT_EQ(values[2].int_value, -5);
  EXPECT_TRUE(values[3].bool_value);
  EXPECT_EQ(values[4].double_value, 0.25);
  EXPECT_EQ(values[5].string_value, "floor");
  EXPECT_EQ(values[6].items, (std::vector<int64_t>{2}));
  EXPECT_EQ(values[7].doubles, (std::vector<double>{1.5, -2}));
  EXPECT_EQ(values[8].bools, (std::vector<bool>{true, false, true}));
  EXPECT_EQ(values[9].items, (std::vector<int64_t>{0, 0}));
  EXPECT_EQ(values[10].items, (std::vector<int64_t>{0, -1, 1}));
}

TEST(Instructions, hostile_programs_get_a_status_and_a_sentence) {
  {
    xnn_program_file_builder p;  // an IntList naming a tensor
    const int32_t t = p.float_tensor({2});
    p.int_list({t});
    expect_load_refused(p, xnn_status_invalid_parameter, "items[0] is value 0, a Tensor; a IntList holds Ints");
  }
  {
    xnn_program_file_builder p;  // a TensorList naming an Int
    p.tensor_list({p.int_value(3)});
    expect_load_refused(p, xnn_status_invalid_parameter, "items[0] is value 0, a Int; a TensorList holds Tensors");
  }
  {
    xnn_program_file_builder p;  // a list item out of range
    p.optional_tensor_list({-1, 9});
    expect_load_refused(p, xnn_status_invalid_parameter, "items[1] is value 9; the method has 1 values (-1: none)");
  }
  {
    xnn_program_file_builder p;  // a jump past the chain
    p.jump_false(p.bool_value(false), 5);
    expect_load_refused(p, xnn_status_invalid_parameter, "destination_instruction is 5; the chain has 1 instructions");
  }
  {
    xnn_program_file_builder p;  // a jump on an Int
    p.jump_false(p.int_value(1), 0);
    expect_load_refused(p, xnn_status_invalid_parameter, "cond_value_index is value 0, a Int; expected a Bool");
  }
  {
    xnn_program_file_builder p;  // freeing an Int
    p.free_call(p.int_value(1));
    expect_load_refused(p, xnn_status_invalid_parameter, "value_index is value 0, a Int; expected a Tensor");
  }
  {
    xnn_program_file_builder p;  // a Tensor where add takes its alpha Scalar
    const int32_t x = p.float_tensor({2});
    p.kernel_call("aten::add", "out", {x, x, x, x, x});
    expect_load_refused(p, xnn_status_invalid_parameter,
                        "(aten::add.out): arg 2 is value 0, a Tensor; expected a Scalar (Int, Double or Bool)");
  }
  {
    xnn_program_file_builder p;  // an arg out of range
    const int32_t x = p.float_tensor({1});
    p.kernel_call("aten::relu", "out", {x, 5, 5});
    expect_load_refused(p, xnn_status_invalid_parameter, "args[1] is value 5; the method has 1 values");
  }
  {
    xnn_program_file_builder p;  // writing into the caller's input
    const int32_t x = p.float_tensor({2});
    p.inputs = {x};
    p.kernel_call("aten::relu", "out", {x, x, x});
    expect_load_refused(p, xnn_status_invalid_parameter,
                        "(aten::relu.out): arg 1 (an out tensor) is value 0, a method input without planned memory");
  }
  {
    xnn_program_file_builder p;  // a move between kinds
    const int32_t from = p.int_value(1), to = p.float_tensor({1});
    p.move_call(from, to);
    expect_load_refused(p, xnn_status_invalid_parameter, "moves value 0, a Int, into value 1, a Tensor");
  }
  {
    xnn_program_file_builder p;  // an op index out of range
    const xnn_flatbuffer_ref call = p.w.table();
    p.w.scalar<int32_t>(call, 0, 3);
    p.w.offset(call, 1, p.w.vector(std::vector<int32_t>{}));
    p.instruction(1, call);
    expect_load_refused(p, xnn_status_invalid_parameter, "op_index is 3; the method has 0 operators");
  }
}

TEST(Fixtures, dtypes_and_multi_give_the_values_their_operators_define) {
  // dtypes.pte: forward(x int64 [1], y float32 [1]) = (x + x, y + y), two aten::add.out with alpha 1.
  program_runner dtypes(models_test::read_test_file("dtypes.pte"));
  ASSERT_EQ(dtypes.load_status, xnn_status_success) << dtypes.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(dtypes.run({typed_tensor::of<int64_t>({1}, {21}), typed_tensor::of<float>({1}, {1.25f})}, {8, 4}, &outputs),
            xnn_status_success) << dtypes.problem;
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{42}));
  EXPECT_EQ(outputs[1].as<float>(), (std::vector<float>{2.5f}));
  // multi.pte: forward(x float32 [2]) = x + float(c), c the int64 constant 1 (constant_segment), converted by
  // _to_dim_order_copy and broadcast from a 0-dim tensor; method "double" is the same.
  for (const char* method : {"forward", "double"}) {
    const std::vector<uint8_t> bytes = models_test::read_test_file("multi.pte");
    xnn_model_t model = nullptr;
    ASSERT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), method, &model), xnn_status_success);
    xnn_model_runner_t runner = nullptr;
    ASSERT_EQ(xnn_model_create_runner(model, nullptr, 0, &runner), xnn_status_success);
    const std::vector<float> x = {0.5f, -2.0f, 0, 0, 0, 0};
    ASSERT_EQ(xnn_model_set_input(runner, 0, x.data()), xnn_status_success);
    ASSERT_EQ(xnn_model_run(runner), xnn_status_success);
    xnn_model_tensor_info info;
    const void* data = nullptr;
    ASSERT_EQ(xnn_model_get_output(runner, 0, &info, &data), xnn_status_success);
    ASSERT_EQ(info.num_dims, 1u);
    EXPECT_EQ(static_cast<const float*>(data)[0], 1.5f);
    EXPECT_EQ(static_cast<const float*>(data)[1], -1.0f);
    xnn_model_delete_runner(runner);
    xnn_model_delete(model);
  }
}

}  // namespace
