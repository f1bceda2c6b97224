// Dim and index arguments of portable operators that a program fixes (Ints no instruction writes, against the
// declared rank and static or bounded sizes of the tensor they index) are refused at load with one sentence naming
// the operator, the argument, its value and the valid range; the same arguments made at run time (by sym_size) are
// checked when the call runs.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "flat-tensor-writer.h"
#include "graph-builder.h"
#include "program-run.h"
#include "test-data.h"

namespace {

using models_test::program_runner;
using models_test::typed_tensor;

constexpr int8_t kInt64 = 4;

// A program of one input x (float32 of `x_sizes`, `dynamism`) and one output y (float32, rank `y_rank`); `call` adds
// the KernelCall.
struct one_call {
  xnn_program_file_builder p;
  int32_t x, y;
  one_call(const std::vector<int32_t>& x_sizes, size_t y_rank, uint8_t dynamism = 0) {
    x = p.float_tensor(x_sizes, dynamism);
    y = p.float_tensor(std::vector<int32_t>(y_rank, 1), 2);
    p.inputs = {x};
    p.outputs = {y};
  }
};

struct refusal {
  const char* name;
  std::function<void(one_call&)> call;
  std::vector<int32_t> x_sizes;
  size_t y_rank;
  uint8_t dynamism;
  const char* sentence;  // after "(operator): "
};

const std::vector<refusal>& refusals() {
  static const std::vector<refusal> cases = {
      {"transpose_copy dim1",
       [](one_call& c) {
         c.p.kernel_call("aten::transpose_copy", "int_out", {c.x, c.p.int_value(0), c.p.int_value(2), c.y, c.y});
       },
       {2, 3}, 2, 0, "(aten::transpose_copy.int_out): dim1 is 2; self has 2 dims, so it takes -2..1"},
      {"select_copy dim",
       [](one_call& c) {
         c.p.kernel_call("aten::select_copy", "int_out", {c.x, c.p.int_value(-4), c.p.int_value(0), c.y, c.y});
       },
       {2, 3, 4}, 2, 0, "(aten::select_copy.int_out): dim is -4; self has 3 dims, so it takes -3..2"},
      {"select_copy index of a static size",
       [](one_call& c) {
         c.p.kernel_call("aten::select_copy", "int_out", {c.x, c.p.int_value(1), c.p.int_value(-4), c.y, c.y});
       },
       {2, 3, 4}, 2, 0, "(aten::select_copy.int_out): index is -4; self's dim 1 has size 3, so it takes -3..2"},
      {"select_copy index past a bound",
       [](one_call& c) {
         c.p.kernel_call("aten::select_copy", "int_out", {c.x, c.p.int_value(1), c.p.int_value(3), c.y, c.y});
       },
       {2, 3}, 1, 1, "(aten::select_copy.int_out): index is 3; self's dim 1 has size at most 3, so it takes -3..2"},
      {"select_copy of a 0-dim self",
       [](one_call& c) {
         c.p.kernel_call("aten::select_copy", "int_out", {c.x, c.p.int_value(0), c.p.int_value(0), c.y, c.y});
       },
       {}, 0, 0, "(aten::select_copy.int_out): self is 0-dim; select needs a tensor of at least 1 dim"},
      {"slice_copy dim",
       [](one_call& c) {
         c.p.kernel_call("aten::slice_copy", "Tensor_out",
                         {c.x, c.p.int_value(1), c.p.null_value(), c.p.null_value(), c.p.int_value(1), c.y, c.y});
       },
       {4}, 1, 0, "(aten::slice_copy.Tensor_out): dim is 1; self has 1 dims, so it takes -1..0"},
      {"slice_copy step",
       [](one_call& c) {
         c.p.kernel_call("aten::slice_copy", "Tensor_out",
                         {c.x, c.p.int_value(0), c.p.null_value(), c.p.null_value(), c.p.int_value(-1), c.y, c.y});
       },
       {4}, 1, 0, "(aten::slice_copy.Tensor_out): step is -1; expected >= 1"},
      {"index_select dim",
       [](one_call& c) {
         const int32_t index = c.p.tensor(kInt64, {1});
         c.p.inputs.push_back(index);
         c.p.kernel_call("aten::index_select", "out", {c.x, c.p.int_value(2), index, c.y, c.y});
       },
       {2, 3}, 2, 0, "(aten::index_select.out): dim is 2; self has 2 dims, so it takes -2..1"},
      {"permute_copy dims",
       [](one_call& c) { c.p.kernel_call("aten::permute_copy", "out", {c.x, c.p.ints({-1, 1}), c.y, c.y}); },
       {2, 3}, 2, 0,
       "(aten::permute_copy.out): dims is [-1, 1]; expected a permutation of self's 2 dims (each once, in -2..1)"},
      {"unsqueeze_copy dim",
       [](one_call& c) { c.p.kernel_call("aten::unsqueeze_copy", "out", {c.x, c.p.int_value(-3), c.y, c.y}); },
       {4}, 2, 0, "(aten::unsqueeze_copy.out): dim is -3; self has 1 dims, so it takes -2..1"},
      {"squeeze_copy dim",
       [](one_call& c) { c.p.kernel_call("aten::squeeze_copy", "dim_out", {c.x, c.p.int_value(2), c.y, c.y}); },
       {1, 4}, 1, 0, "(aten::squeeze_copy.dim_out): dim is 2; self has 2 dims, so it takes -2..1"},
      {"squeeze_copy dims",
       [](one_call& c) { c.p.kernel_call("aten::squeeze_copy", "dims_out", {c.x, c.p.ints({0, -3}), c.y, c.y}); },
       {1, 4}, 1, 0, "(aten::squeeze_copy.dims_out): dim is -3; self has 2 dims, so it takes -2..1"},
      {"cat dim",
       [](one_call& c) { c.p.kernel_call("aten::cat", "out", {c.p.tensor_list({c.x}), c.p.int_value(2), c.y, c.y}); },
       {2, 3}, 2, 0, "(aten::cat.out): dim is 2; out has 2 dims, so it takes -2..1"},
      {"split_copy dim",
       [](one_call& c) {
         c.p.kernel_call("aten::split_copy", "Tensor_out",
                         {c.x, c.p.int_value(1), c.p.int_value(-3), c.p.tensor_list({c.y})});
       },
       {2, 3}, 2, 0, "(aten::split_copy.Tensor_out): dim is -3; self has 2 dims, so it takes -2..1"},
      {"split_copy split_size",
       [](one_call& c) {
         c.p.kernel_call("aten::split_copy", "Tensor_out",
                         {c.x, c.p.int_value(-2), c.p.int_value(0), c.p.tensor_list({c.y})});
       },
       {2, 3}, 2, 0, "(aten::split_copy.Tensor_out): split_size is -2; expected >= 0"},
      {"split_with_sizes_copy sum",
       [](one_call& c) {
         c.p.kernel_call("aten::split_with_sizes_copy", "out",
                         {c.x, c.p.ints({2, 2}), c.p.int_value(1), c.p.tensor_list({c.y, c.y})});
       },
       {2, 3}, 2, 0, "(aten::split_with_sizes_copy.out): split_sizes [2, 2] add up to 4; self's dim 1 has size 3"},
      {"split_with_sizes_copy negative size",
       [](one_call& c) {
         c.p.kernel_call("aten::split_with_sizes_copy", "out",
                         {c.x, c.p.ints({4, -1}), c.p.int_value(1), c.p.tensor_list({c.y, c.y})});
       },
       {2, 3}, 2, 1, "(aten::split_with_sizes_copy.out): split_sizes[1] is -1; expected >= 0"},
      {"amax dim",
       [](one_call& c) {
         c.p.kernel_call("aten::amax", "out", {c.x, c.p.ints({-3}), c.p.bool_value(false), c.y, c.y});
       },
       {2, 3}, 1, 0, "(aten::amax.out): dim -3 is out of range for a tensor of 2 dims; expected [-2, 2)"},
      {"_log_softmax dim",
       [](one_call& c) {
         c.p.kernel_call("aten::_log_softmax", "out", {c.x, c.p.int_value(2), c.p.bool_value(false), c.y, c.y});
       },
       {2, 3}, 2, 0, "(aten::_log_softmax.out): dim 2 is out of range for a tensor of 2 dims; expected [-2, 2)"},
      {"argmax dim",
       [](one_call& c) {
         const int32_t index = c.p.tensor(kInt64, {1}, 2);
         c.p.outputs = {index};
         c.p.kernel_call("aten::argmax", "out", {c.x, c.p.int_value(5), c.p.bool_value(false), index, index});
       },
       {2, 3}, 1, 0, "(aten::argmax.out): dim 5 is out of range for a tensor of 2 dims; expected [-2, 2)"},
      {"sym_size dim",
       [](one_call& c) {
         const int32_t size = c.p.int_value(0);
         c.p.kernel_call("aten::sym_size", "int", {c.x, c.p.int_value(-3), size});
         c.p.kernel_call("aten::clone", "out", {c.x, c.p.null_value(), c.y, c.y});
       },
       {2, 3}, 2, 0, "(aten::sym_size.int): dim is -3; self has 2 dims, so it takes -2..1"},
  };
  return cases;
}

TEST(PortableArguments, dims_and_indices_a_program_fixes_out_of_range_are_refused_at_load) {
  for (const refusal& r : refusals()) {
    one_call c(r.x_sizes, r.y_rank, r.dynamism);
    r.call(c);
    const std::vector<uint8_t> bytes = c.p.finish();
    std::string seed = std::string("hostile-argument-") + r.name + ".pte";
    for (char& ch : seed) ch = ch == ' ' ? '-' : ch;
    models_test::save_fuzz_seed(seed, bytes);
    program_runner runner(bytes);
    EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter) << r.name;
    EXPECT_NE(runner.problem.find(r.sentence), std::string::npos) << r.name << ": " << runner.problem;
  }
}

TEST(PortableArguments, a_constant_index_outside_a_static_dim_is_refused_at_load) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({3, 2}), index = p.tensor(kInt64, {2}), y = p.float_tensor({2, 2});
  p.set_external(index, "index");
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::index_select", "out", {x, p.int_value(-2), index, y, y});
  xnn_flat_tensor_file_builder f;
  std::vector<uint8_t> entries(16);
  const int64_t values[2] = {0, 3};
  std::memcpy(entries.data(), values, 16);
  f.add("index", entries);
  program_runner runner(p.finish(), f.finish());
  EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(runner.problem.find("(aten::index_select.out): index[1] is 3; self's dim -2 has size 3, so it takes 0..2"),
            std::string::npos)
      << runner.problem;
}

TEST(PortableArguments, a_constant_embedding_index_past_the_rows_is_refused_at_load) {
  xnn_program_file_builder p;
  const int32_t weight = p.float_tensor({4, 2}), indices = p.tensor(kInt64, {1, 3}), y = p.float_tensor({1, 3, 2});
  p.set_external(indices, "indices");
  p.inputs = {weight};
  p.outputs = {y};
  p.kernel_call("aten::embedding", "out",
                {weight, indices, p.int_value(-1), p.bool_value(false), p.bool_value(false), y, y});
  xnn_flat_tensor_file_builder f;
  std::vector<uint8_t> entries(24);
  const int64_t values[3] = {0, 3, 4};
  std::memcpy(entries.data(), values, 24);
  f.add("indices", entries);
  program_runner runner(p.finish(), f.finish());
  EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(runner.problem.find("(aten::embedding.out): indices[2] is 4; weight has 4 rows, so it takes 0..3"),
            std::string::npos)
      << runner.problem;
}

// sym_size writes its Int when it runs: a dim or index made by it is not known at load, and an out-of-range one
// fails at run with the operator's sentence.
TEST(PortableArguments, an_index_made_by_sym_size_is_checked_at_run) {
  one_call c({2, 3}, 1, 1);
  const int32_t size = c.p.int_value(0);
  c.p.kernel_call("aten::sym_size", "int", {c.x, c.p.int_value(1), size});
  c.p.kernel_call("aten::select_copy", "int_out", {c.x, c.p.int_value(1), size, c.y, c.y});
  const std::vector<uint8_t> bytes = c.p.finish();
  models_test::save_fuzz_seed("argument-made-by-sym-size.pte", bytes);
  program_runner runner(bytes);
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({2, 3}, {1, 2, 3, 4, 5, 6})}, {4}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("aten::select_copy.int_out: index is 3; dim 1 has size 3 (expected -3..2)"),
            std::string::npos)
      << runner.problem;
}

// A MoveCall into an Int makes it a run-time value too.
TEST(PortableArguments, a_dim_a_move_call_writes_is_checked_at_run) {
  one_call c({2, 3}, 2);
  const int32_t dim = c.p.int_value(5), good = c.p.int_value(1);
  c.p.move_call(good, dim);
  c.p.kernel_call("aten::transpose_copy", "int_out", {c.x, c.p.int_value(0), dim, c.y, c.y});
  program_runner runner(c.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({2, 3}, {1, 2, 3, 4, 5, 6})}, {4}, &outputs), xnn_status_success)
      << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{3, 2}));
  EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{1, 4, 2, 5, 3, 6}));
}

}  // namespace
