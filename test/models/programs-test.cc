// Hand-made ET12 programs: DelegateCalls wired to inline XNN00 delegates, and the ways a chain is refused.
#include <gtest/gtest.h>

#include "graph-builder.h"
#include "test-data.h"

namespace {

// z = x + y, fp32 [2, 3].
std::vector<uint8_t> add_blob() {
  xnn_graph_file_builder g;
  g.fp32({2, 3}, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.fp32({2, 3}, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  g.fp32({2, 3}, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  g.binary(1, 0, 1, 2);
  return g.finish();
}

xnn_program_file_builder add_program() {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2, 3}), y = p.float_tensor({2, 3}), z = p.float_tensor({2, 3});
  p.inputs = {x, y};
  p.outputs = {z};
  return p;
}

xnn_model_problem decode(const std::vector<uint8_t>& bytes, xnn_decoded_model* model) {
  return models_test::decode(bytes, model);
}

TEST(Programs, two_delegate_calls_in_a_chain) {
  xnn_program_file_builder p = add_program();
  const int32_t w = p.float_tensor({2, 3});
  const int32_t d0 = p.delegate("XnnpackBackend", add_blob());
  const int32_t d1 = p.delegate("XnnpackBackend", add_blob());
  p.delegate_call(d0, {0, 1, w});
  p.delegate_call(d1, {w, 1, 2});
  xnn_decoded_model model;
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("two-calls.pte", bytes);
  const xnn_model_problem problem = decode(bytes, &model);
  ASSERT_EQ(problem.status, xnn_status_success) << problem.message;
  ASSERT_EQ(model.method.calls.size(), 2u);
  EXPECT_EQ(model.method.calls[1].delegate, 1u);
  EXPECT_EQ(model.method.calls[1].args, (std::vector<uint32_t>{3, 1, 2}));
  ASSERT_EQ(model.inputs.size(), 2u);
  EXPECT_EQ(model.inputs[0].num_dims, 2u);
  EXPECT_EQ(model.inputs[0].dims[1], 3u);
  EXPECT_EQ(model.outputs.size(), 1u);
}

void expect_problem(xnn_program_file_builder& p, xnn_status status, const std::string& message) {
  xnn_decoded_model model;
  const std::vector<uint8_t> bytes = p.finish();
  const xnn_model_problem problem = decode(bytes, &model);
  EXPECT_EQ(problem.status, status) << problem.message;
  EXPECT_NE(problem.message.find(message), std::string::npos) << problem.message;
}

TEST(Programs, every_missing_operator_is_named_at_once) {
  xnn_program_file_builder p = add_program();
  p.delegate_call(p.delegate("XnnpackBackend", add_blob()), {0, 1, 2});
  p.kernel_call("etnp", "lstm", {0, 2, 2});
  p.kernel_call("aten", "mul.out", {0, 1, 2, 2});
  p.kernel_call("my::custom", "default", {2});
  p.kernel_call("etnp", "lstm", {0, 2, 2});
  expect_problem(p, xnn_status_unsupported_parameter,
                 "method 'forward' uses operators xnn does not have: etnp.lstm, aten.mul.out, my::custom.default");
}

TEST(Programs, kernel_call_with_the_wrong_number_of_args) {
  xnn_program_file_builder p = add_program();
  p.kernel_call("aten::mul", "out", {0, 1, 2});
  expect_problem(p, xnn_status_invalid_parameter,
                 "method 'forward' chain 0 instruction 0 (aten::mul.out): has 3 args; the operator takes 4");
}

TEST(Programs, other_backend_is_named) {
  xnn_program_file_builder p = add_program();
  p.delegate_call(p.delegate("QnnBackend", {1, 2, 3}), {0, 1, 2});
  expect_problem(p, xnn_status_unsupported_parameter, "instruction 0 is a DelegateCall to backend 'QnnBackend'");
}

TEST(Programs, move_call_out_of_range) {
  xnn_program_file_builder p = add_program();
  p.move_call(0, 7);
  expect_problem(p, xnn_status_invalid_parameter, "MoveCall).move_to is value 7; the method has 3 values");
}

TEST(Programs, unknown_instruction_type) {
  xnn_program_file_builder p = add_program();
  p.instruction(9, p.w.table());
  expect_problem(p, xnn_status_unsupported_parameter, "instr_args_type is 9; this decoder knows 1..5");
}

TEST(Programs, delegate_index_out_of_range) {
  xnn_program_file_builder p = add_program();
  p.delegate_call(3, {0, 1, 2});
  expect_problem(p, xnn_status_invalid_parameter, "delegate_index is 3; the method has 0 delegates");
}

TEST(Programs, args_must_match_the_graph) {
  xnn_program_file_builder p = add_program();
  p.delegate_call(p.delegate("XnnpackBackend", add_blob()), {0, 1});
  expect_problem(p, xnn_status_invalid_parameter,
                 "instruction 0 passes 2 args; delegate 0 has 3 external ids (2 inputs, 1 outputs)");
  xnn_program_file_builder q = add_program();
  q.delegate_call(q.delegate("XnnpackBackend", add_blob()), {0, 1, 9});
  expect_problem(q, xnn_status_invalid_parameter, "instruction 0 arg 2 is value 9; the method has 3 values");
  xnn_program_file_builder r = add_program();
  r.float_tensor({7});
  r.delegate_call(r.delegate("XnnpackBackend", add_blob()), {0, 1, 3});
  expect_problem(r, xnn_status_invalid_parameter, "instruction 0 arg 2 is value 3 with 7 elements; delegate 0's value 2 has 6");
}

TEST(Programs, broken_delegate_blob_is_named) {
  xnn_program_file_builder p = add_program();
  std::vector<uint8_t> blob = add_blob();
  blob[1] = 0xFF;  // root offset past the end
  p.delegate_call(p.delegate("XnnpackBackend", blob), {0, 1, 2});
  expect_problem(p, xnn_status_invalid_parameter, "model: Program.execution_plan[0].delegates[0]: XNNGraph root offset");
}

// 100,000 delegate entries sharing one small blob: the table-visit limit covers the program and its blobs together.
TEST(Programs, table_visits_are_limited_across_delegates) {
  xnn_program_file_builder p = add_program();
  p.delegate_call(p.delegate("XnnpackBackend", add_blob()), {0, 1, 2});
  // A copy: assign() may not take a reference into the vector it reallocates.
  const xnn_flatbuffer_ref delegate = p.delegates[0];
  p.delegates.assign(100000, delegate);
  expect_problem(p, xnn_status_invalid_parameter, "; at most 1000000 are allowed");
}

// Method tensor sizes whose element count, or a constant's byte count, does not fit in size_t are refused by name.
TEST(Programs, tensor_sizes_whose_product_overflows) {
  xnn_program_file_builder p = add_program();
  p.float_tensor({0x7FFFFFFF, 0x7FFFFFFF, 0x7FFFFFFF});
  p.delegate_call(p.delegate("XnnpackBackend", add_blob()), {0, 1, 2});
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("method-sizes-overflow.pte", bytes);
  xnn_decoded_model model;
  xnn_model_problem problem = decode(bytes, &model);
  EXPECT_EQ(problem.status, xnn_status_invalid_parameter);
  EXPECT_NE(problem.message.find(".sizes [2147483647, 2147483647, 2147483647] have more elements than fit in size_t"),
            std::string::npos)
      << problem.message;
  if (sizeof(size_t) == 8) {
    // 2^63 - 2^33 + 2 elements fit; as a constant of 4-byte floats their bytes do not.
    xnn_program_file_builder q = add_program();
    const int32_t constant = q.float_tensor({0x7FFFFFFF, 0x7FFFFFFF, 2});
    q.set_data_buffer(constant, 1);
    q.delegate_call(q.delegate("XnnpackBackend", add_blob()), {0, 1, 2});
    const std::vector<uint8_t> wide = q.finish();
    models_test::save_fuzz_seed("method-constant-bytes-overflow.pte", wide);
    problem = decode(wide, &model);
    EXPECT_EQ(problem.status, xnn_status_invalid_parameter);
    EXPECT_NE(problem.message.find("is a tensor of shape [2147483647, 2147483647, 2] with 4-byte elements: more "
                                   "bytes than fit in size_t"),
              std::string::npos)
        << problem.message;
  }
}

TEST(Programs, method_inputs_must_be_tensors) {
  xnn_program_file_builder p = add_program();
  p.inputs = {0, 5};
  p.delegate_call(p.delegate("XnnpackBackend", add_blob()), {0, 1, 2});
  expect_problem(p, xnn_status_invalid_parameter, "inputs[1] is value 5; the method has 3 values");
}

}  // namespace
