// Portable operators that move, index and create data (index-ops.cc, advanced-index.cc, creation-ops.cc) in hand-made
// programs, each against a plain reference: every dtype, negative dims and indices, empty tensors, broadcasting of
// index tensors, and the refusals at load and at run with their sentences.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "graph-builder.h"
#include "program-run.h"
#include "test-data.h"

namespace {

using models_test::program_runner;
using models_test::typed_tensor;

constexpr int8_t kUint8 = 0, kInt8 = 1, kInt16 = 2, kInt32 = 3, kInt64 = 4, kFloat = 6, kDouble = 7, kBool = 11;
const std::vector<int8_t> kAllTypes = {kFloat, kDouble, kInt64, kInt32, kInt16, kInt8, kUint8, kBool};

size_t size_of(int8_t t) {
  return t == kInt64 || t == kDouble ? 8 : t == kInt32 || t == kFloat ? 4 : t == kInt16 ? 2 : 1;
}

size_t count_of(const std::vector<size_t>& dims) {
  size_t count = 1;
  for (size_t d : dims) count *= d;
  return count;
}

// The coordinates of element `flat` of a row-major tensor of shape `dims`, and back.
std::vector<size_t> coordinates(size_t flat, const std::vector<size_t>& dims) {
  std::vector<size_t> c(dims.size());
  for (size_t d = dims.size(); d-- > 0;) {
    c[d] = flat % dims[d];
    flat /= dims[d];
  }
  return c;
}
size_t flat_index(const std::vector<size_t>& c, const std::vector<size_t>& dims) {
  size_t flat = 0;
  for (size_t d = 0; d < dims.size(); d++) flat = flat * dims[d] + c[d];
  return flat;
}

// A tensor of type `t` whose elements all differ (bool: alternating), as bytes.
typed_tensor pattern(int8_t t, const std::vector<size_t>& dims) {
  const size_t count = count_of(dims), element = size_of(t);
  std::vector<uint8_t> bytes(count * element);
  for (size_t i = 0; i < count; i++) {
    for (size_t b = 0; b < element; b++) {
      bytes[i * element + b] = t == kBool ? uint8_t(i % 2) : uint8_t(i * 13 + b * 7 + 1);
    }
  }
  return typed_tensor::of(dims, bytes);
}

// Expects out (of shape `dims`) to hold, at each element o, element source(o) of `in`.
void expect_gathered(const typed_tensor& out, const std::vector<size_t>& dims, const typed_tensor& in, size_t element,
                     const std::function<size_t(const std::vector<size_t>&)>& source) {
  ASSERT_EQ(out.dims, dims);
  for (size_t o = 0; o < count_of(dims); o++) {
    const size_t i = source(coordinates(o, dims));
    ASSERT_EQ(std::memcmp(out.bytes.data() + o * element, in.bytes.data() + i * element, element), 0)
        << "element " << o << " (from " << i << ")";
  }
}

// Sizes of a tensor of `rank` dims whose shape each run sets (dynamic, unbounded).
std::vector<int32_t> any_shape(size_t rank) { return std::vector<int32_t>(rank, 1); }

// One input x of type `t` and one output y of the same type, of these ranks (their shapes are dynamic).
struct unary_program {
  xnn_program_file_builder p;
  int32_t x, y;
  unary_program(int8_t t, size_t x_rank, size_t y_rank) {
    x = p.tensor(t, any_shape(x_rank), 2);
    y = p.tensor(t, any_shape(y_rank), 2);
    p.inputs = {x};
    p.outputs = {y};
  }
};

TEST(PortableIndex, transpose_copy_swaps_two_dims_in_every_dtype) {
  for (int8_t t : kAllTypes) {
    unary_program program(t, 3, 3);
    program.p.kernel_call("aten::transpose_copy", "int_out",
                          {program.x, program.p.int_value(-1), program.p.int_value(0), program.y, program.y});
    program_runner runner(program.p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const std::vector<size_t> dims = {2, 3, 4};
    const typed_tensor x = pattern(t, dims);
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({x}, {size_of(t)}, &outputs), xnn_status_success) << runner.problem;
    expect_gathered(outputs[0], {4, 3, 2}, x, size_of(t), [&](const std::vector<size_t>& c) {
      return flat_index({c[2], c[1], c[0]}, dims);
    });
  }
}

// 8-byte elements take one more dim in xnn's transpose (as pairs of 32-bit ones): at 6 dims, past its rank limit,
// the element loop runs.
TEST(PortableIndex, transpose_copy_of_6_dims_in_int64) {
  unary_program program(kInt64, 6, 6);
  program.p.kernel_call("aten::transpose_copy", "int_out",
                        {program.x, program.p.int_value(1), program.p.int_value(-1), program.y, program.y});
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<size_t> dims = {2, 3, 1, 2, 2, 4};
  const typed_tensor x = pattern(kInt64, dims);
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({x}, {8}, &outputs), xnn_status_success) << runner.problem;
  expect_gathered(outputs[0], {2, 4, 1, 2, 2, 3}, x, 8, [&](const std::vector<size_t>& c) {
    return flat_index({c[0], c[5], c[2], c[3], c[4], c[1]}, dims);
  });
}

TEST(PortableIndex, transpose_copy_of_a_dim_outside_self_is_refused_at_load) {
  unary_program program(kFloat, 2, 2);
  program.p.kernel_call("aten::transpose_copy", "int_out",
                        {program.x, program.p.int_value(0), program.p.int_value(2), program.y, program.y});
  program_runner runner(program.p.finish());
  EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(runner.problem.find("(aten::transpose_copy.int_out): dim1 is 2; self has 2 dims, so it takes -2..1"),
            std::string::npos)
      << runner.problem;
}

TEST(PortableIndex, expand_copy_keeps_minus_one_and_adds_leading_dims) {
  for (int8_t t : {kFloat, kInt64, kInt8, kBool}) {
    unary_program program(t, 2, 3);
    program.p.kernel_call("aten::expand_copy", "out",
                          {program.x, program.p.ints({2, -1, 4}), program.p.bool_value(false), program.y, program.y});
    program_runner runner(program.p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const typed_tensor x = pattern(t, {3, 1});
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({x}, {size_of(t)}, &outputs), xnn_status_success) << runner.problem;
    expect_gathered(outputs[0], {2, 3, 4}, x, size_of(t), [](const std::vector<size_t>& c) { return c[1]; });
  }
}

TEST(PortableIndex, expand_copy_to_zero_and_its_refusals) {
  unary_program program(kFloat, 2, 2);
  program.p.kernel_call("aten::expand_copy", "out",
                        {program.x, program.p.ints({0, 3}), program.p.bool_value(false), program.y, program.y});
  program_runner runner(program.p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({pattern(kFloat, {1, 3})}, {4}, &outputs), xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0, 3}));
  EXPECT_EQ(runner.run({pattern(kFloat, {2, 3})}, {4}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("size[0] is 0; self's dim 0 has size 2 (only size-1 dims expand; -1 keeps a size)"),
            std::string::npos)
      << runner.problem;

  unary_program implicit(kFloat, 1, 1);
  implicit.p.kernel_call("aten::expand_copy", "out",
                         {implicit.x, implicit.p.ints({2}), implicit.p.bool_value(true), implicit.y, implicit.y});
  program_runner refused(implicit.p.finish());
  EXPECT_EQ(refused.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(refused.problem.find("implicit is true; ExecuTorch's expand_copy takes implicit=False only"),
            std::string::npos)
      << refused.problem;
}

TEST(PortableIndex, select_copy_wraps_a_negative_dim_and_index_and_refuses_one_out_of_range) {
  unary_program program(kInt16, 3, 2);
  const int32_t index = program.p.int_value(-1);
  program.p.kernel_call("aten::select_copy", "int_out",
                        {program.x, program.p.int_value(-2), index, program.y, program.y});
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const typed_tensor x = pattern(kInt16, {2, 3, 4});
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({x}, {2}, &outputs), xnn_status_success) << runner.problem;
  expect_gathered(outputs[0], {2, 4}, x, 2, [](const std::vector<size_t>& c) {
    return flat_index({c[0], 2, c[1]}, {2, 3, 4});
  });
  EXPECT_EQ(runner.run({pattern(kInt16, {2, 0, 4})}, {2}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("index is -1; dim 1 has size 0 (expected 0..-1)"), std::string::npos) << runner.problem;
}

// Python's slice rules: a negative bound counts from the end once, then bounds clamp to [0, size]; None is the end.
TEST(PortableIndex, slice_copy_clamps_bounds_and_steps_like_python) {
  struct slice_case {
    int64_t start, end, step;
    bool start_none, end_none;
  };
  const std::vector<slice_case> cases = {
      {0, 0, 3, true, true},      {-3, INT64_MAX, 1, false, false}, {8, 2, 1, false, false},
      {-100, 5, 2, false, false}, {2, -1, 4, false, false},         {INT64_MIN, -7, 1, false, false},
  };
  for (const slice_case& s : cases) {
    unary_program program(kDouble, 2, 2);
    const int32_t start = s.start_none ? program.p.null_value() : program.p.int_value(s.start);
    const int32_t end = s.end_none ? program.p.null_value() : program.p.int_value(s.end);
    program.p.kernel_call(
        "aten::slice_copy", "Tensor_out",
        {program.x, program.p.int_value(-1), start, end, program.p.int_value(s.step), program.y, program.y});
    program_runner runner(program.p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    std::vector<double> x(20);
    for (size_t i = 0; i < x.size(); i++) x[i] = double(i) + 0.5;
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of<double>({2, 10}, x)}, {8}, &outputs), xnn_status_success) << runner.problem;
    // The reference: Python's slice.indices for a positive step.
    int64_t first = s.start_none ? 0 : s.start, last = s.end_none ? 10 : s.end;
    if (first < 0) first = std::max<int64_t>(first + 10, 0);
    if (last < 0) last = std::max<int64_t>(last + 10, 0);
    first = std::min<int64_t>(first, 10);
    last = std::min<int64_t>(last, 10);
    std::vector<double> expected;
    for (size_t row = 0; row < 2; row++) {
      for (int64_t i = first; i < last; i += s.step) expected.push_back(x[row * 10 + size_t(i)]);
    }
    ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{2, expected.size() / 2})) << s.start << ":" << s.end;
    std::vector<double> got = outputs[0].as<double>();
    got.resize(expected.size());
    EXPECT_EQ(got, expected) << s.start << ":" << s.end << ":" << s.step;
  }
}

TEST(PortableIndex, slice_copy_with_step_zero_is_refused_at_load) {
  unary_program program(kFloat, 1, 1);
  program.p.kernel_call("aten::slice_copy", "Tensor_out",
                        {program.x, program.p.int_value(0), program.p.null_value(), program.p.null_value(),
                         program.p.int_value(0), program.y, program.y});
  program_runner runner(program.p.finish());
  EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(runner.problem.find("(aten::slice_copy.Tensor_out): step is 0; expected >= 1"), std::string::npos)
      << runner.problem;
}

// A program y = op(x, index) where index is a second input of type `index_type`; tensors of these ranks.
struct indexed_program {
  xnn_program_file_builder p;
  int32_t x, index, y;
  indexed_program(int8_t t, int8_t index_type, size_t x_rank, size_t index_rank, size_t y_rank) {
    x = p.tensor(t, any_shape(x_rank), 2);
    index = p.tensor(index_type, any_shape(index_rank), 2);
    y = p.tensor(t, any_shape(y_rank), 2);
    p.inputs = {x, index};
    p.outputs = {y};
  }
};

TEST(PortableIndex, index_select_takes_int64_and_int32_indices) {
  for (int8_t index_type : {kInt64, kInt32}) {
    indexed_program program(kInt32, index_type, 2, 1, 2);
    program.p.kernel_call("aten::index_select", "out",
                          {program.x, program.p.int_value(-1), program.index, program.y, program.y});
    program_runner runner(program.p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const typed_tensor x = pattern(kInt32, {3, 4});
    const std::vector<int64_t> picks = {3, 0, 3, 1, 2};
    const typed_tensor index =
        index_type == kInt64 ? typed_tensor::of<int64_t>({5}, picks) : typed_tensor::of<int32_t>({5}, {3, 0, 3, 1, 2});
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({x, index}, {4}, &outputs), xnn_status_success) << runner.problem;
    expect_gathered(outputs[0], {3, 5}, x, 4,
                    [&](const std::vector<size_t>& c) { return c[0] * 4 + size_t(picks[c[1]]); });
    // An empty index gives an empty dim.
    ASSERT_EQ(
        runner.run({x, index_type == kInt64 ? typed_tensor::of<int64_t>({0}, {}) : typed_tensor::of<int32_t>({0}, {})},
                   {4}, &outputs),
        xnn_status_success)
        << runner.problem;
    EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{3, 0}));
  }
}

TEST(PortableIndex, index_select_refuses_an_index_out_of_range_or_negative) {
  indexed_program program(kFloat, kInt64, 2, 1, 2);
  program.p.kernel_call("aten::index_select", "out",
                        {program.x, program.p.int_value(0), program.index, program.y, program.y});
  program_runner runner(program.p.finish());
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({pattern(kFloat, {3, 2}), typed_tensor::of<int64_t>({2}, {0, 3})}, {4}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("index[1] is 3; dim 0 of self has size 3, and index_select takes no negative index "
                                "(expected 0..2)"),
            std::string::npos)
      << runner.problem;
  EXPECT_EQ(runner.run({pattern(kFloat, {3, 2}), typed_tensor::of<int64_t>({1}, {-1})}, {4}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("index[0] is -1"), std::string::npos) << runner.problem;

  indexed_program floats(kFloat, kFloat, 2, 1, 2);
  floats.p.kernel_call("aten::index_select", "out",
                       {floats.x, floats.p.int_value(0), floats.index, floats.y, floats.y});
  program_runner refused(floats.p.finish());
  EXPECT_EQ(refused.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(refused.problem.find("index is float32; expected int64 or int32"), std::string::npos) << refused.problem;
}

// An index entry: a Null (type -1) or an input tensor of this type and rank.
struct index_entry {
  int8_t type;
  size_t rank;
};
constexpr index_entry kNone = {-1, 0};

// x[entries...] programs: indices is an OptionalTensorList of Nulls and the inputs after x.
struct advanced_index_program {
  xnn_program_file_builder p;
  int32_t x, y;
  advanced_index_program(int8_t t, size_t x_rank, const std::vector<index_entry>& entries, size_t y_rank) {
    x = p.tensor(t, any_shape(x_rank), 2);
    p.inputs = {x};
    std::vector<int32_t> items;
    for (const index_entry& entry : entries) {
      if (entry.type < 0) {
        items.push_back(p.null_value());
        continue;
      }
      items.push_back(p.tensor(entry.type, any_shape(entry.rank), 2));
      p.inputs.push_back(items.back());
    }
    y = p.tensor(t, any_shape(y_rank), 2);
    p.outputs = {y};
    p.kernel_call("aten::index", "Tensor_out", {x, p.optional_tensor_list(items), y, y});
  }
};

size_t wrap(int64_t index, size_t size) { return size_t(index < 0 ? index + int64_t(size) : index); }

TEST(PortableIndex, index_tensor_with_one_index_after_a_none_keeps_its_place) {
  advanced_index_program program(kFloat, 3, {kNone, {kInt64, 1}}, 3);
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const typed_tensor x = pattern(kFloat, {3, 4, 5});
  const std::vector<int64_t> index = {-1, 0, 2};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({x, typed_tensor::of<int64_t>({3}, index)}, {4}, &outputs), xnn_status_success)
      << runner.problem;
  expect_gathered(outputs[0], {3, 3, 5}, x, 4, [&](const std::vector<size_t>& c) {
    return flat_index({c[0], wrap(index[c[1]], 4), c[2]}, {3, 4, 5});
  });
}

// Adjacent indices broadcast together ([2, 1] with [3] is [2, 3]) and take the place of the dims they index.
TEST(PortableIndex, index_tensor_adjacent_indices_broadcast_in_place) {
  advanced_index_program program(kInt8, 4, {kNone, {kInt64, 2}, {kInt32, 1}}, 4);
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<size_t> dims = {2, 3, 4, 5};
  const typed_tensor x = pattern(kInt8, dims);
  const std::vector<int64_t> first = {2, -3};
  const std::vector<int32_t> second = {0, -1, 3};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(
      runner.run({x, typed_tensor::of<int64_t>({2, 1}, first), typed_tensor::of<int32_t>({3}, second)}, {1}, &outputs),
      xnn_status_success)
      << runner.problem;
  expect_gathered(outputs[0], {2, 2, 3, 5}, x, 1, [&](const std::vector<size_t>& c) {
    return flat_index({c[0], wrap(first[c[1]], 3), wrap(second[c[2]], 4), c[3]}, dims);
  });
}

// Indices separated by a None: the broadcast dims go in front of out, then the dims kept whole.
TEST(PortableIndex, index_tensor_separated_indices_go_in_front) {
  advanced_index_program program(kInt64, 4, {{kInt64, 2}, kNone, {kInt64, 1}}, 4);
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<size_t> dims = {2, 3, 4, 5};
  const typed_tensor x = pattern(kInt64, dims);
  const std::vector<int64_t> first = {1, 0}, third = {3, -4, 1};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(
      runner.run({x, typed_tensor::of<int64_t>({2, 1}, first), typed_tensor::of<int64_t>({3}, third)}, {8}, &outputs),
      xnn_status_success)
      << runner.problem;
  expect_gathered(outputs[0], {2, 3, 3, 5}, x, 8, [&](const std::vector<size_t>& c) {
    return flat_index({wrap(first[c[0]], 2), c[2], wrap(third[c[1]], 4), c[3]}, dims);
  });
}

TEST(PortableIndex, index_tensor_bool_masks_select_true_elements_in_order) {
  advanced_index_program whole(kFloat, 3, {{kBool, 2}}, 2);
  program_runner runner(whole.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<uint8_t> mask = {1, 0, 1, 0, 0, 1};
  const typed_tensor x = pattern(kFloat, {2, 3, 2});
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({x, typed_tensor::of<uint8_t>({2, 3}, mask)}, {4}, &outputs), xnn_status_success)
      << runner.problem;
  const std::vector<size_t> picked = {0, 2, 5};  // flat positions of the true elements in [2, 3]
  expect_gathered(outputs[0], {3, 2}, x, 4, [&](const std::vector<size_t>& c) { return picked[c[0]] * 2 + c[1]; });

  // A uint8 mask over dim 1 only, after a None.
  advanced_index_program inner(kBool, 2, {kNone, {kUint8, 1}}, 2);
  program_runner inner_runner(inner.p.finish());
  const typed_tensor b = pattern(kBool, {2, 3});
  ASSERT_EQ(inner_runner.run({b, typed_tensor::of<uint8_t>({3}, {0, 1, 1})}, {1}, &outputs), xnn_status_success)
      << inner_runner.problem;
  expect_gathered(outputs[0], {2, 2}, b, 1, [](const std::vector<size_t>& c) { return c[0] * 3 + 1 + c[1]; });
  // No true element: an empty dim.
  ASSERT_EQ(inner_runner.run({b, typed_tensor::of<uint8_t>({3}, {0, 0, 0})}, {1}, &outputs), xnn_status_success)
      << inner_runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{2, 0}));
  EXPECT_EQ(inner_runner.run({b, typed_tensor::of<uint8_t>({2}, {1, 1})}, {1}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(inner_runner.problem.find("indices[1], a mask of shape [2], does not match self's dims from 1 (self has "
                                      "shape [2, 3])"),
            std::string::npos)
      << inner_runner.problem;
}

TEST(PortableIndex, index_tensor_refuses_indices_out_of_range_or_not_broadcasting) {
  advanced_index_program program(kFloat, 2, {{kInt64, 1}, {kInt64, 1}}, 1);
  program_runner runner(program.p.finish());
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({pattern(kFloat, {2, 3}), typed_tensor::of<int64_t>({2}, {0, 1}),
                        typed_tensor::of<int64_t>({2}, {2, -4})},
                       {4}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("aten::index.Tensor_out: indices[1] holds -4 at element 1; dim 1 of self has size 3 "
                                "(expected -3..2)"),
            std::string::npos)
      << runner.problem;
  EXPECT_EQ(runner.run({pattern(kFloat, {2, 3}), typed_tensor::of<int64_t>({2}, {0, 1}),
                        typed_tensor::of<int64_t>({3}, {0, 1, 2})},
                       {4}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("indices[1] of shape [3] does not broadcast with the other indices (shape [2] so far)"),
            std::string::npos)
      << runner.problem;
  // All None: a copy.
  advanced_index_program none(kFloat, 2, {kNone}, 2);
  program_runner copy(none.p.finish());
  const typed_tensor x = pattern(kFloat, {2, 2});
  ASSERT_EQ(copy.run({x}, {4}, &outputs), xnn_status_success) << copy.problem;
  expect_gathered(outputs[0], {2, 2}, x, 4, [](const std::vector<size_t>& c) { return c[0] * 2 + c[1]; });

  advanced_index_program floats(kFloat, 1, {{kFloat, 1}}, 1);
  program_runner refused(floats.p.finish());
  EXPECT_NE(refused.problem.find("indices[0] is float32; expected int64 or int32 (indices) or bool or uint8 (a mask)"),
            std::string::npos)
      << refused.problem;
}

// As in ExecuTorch, indices are checked only when out has elements, except a single 1-D index tensor (its fast path
// checks them first).
TEST(PortableIndex, index_tensor_checks_indices_of_an_empty_out_only_for_a_single_vector) {
  advanced_index_program pair(kFloat, 2, {{kInt64, 1}, {kInt64, 1}}, 1);
  program_runner runner(pair.p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({pattern(kFloat, {0, 3}), typed_tensor::of<int64_t>({0}, {}), typed_tensor::of<int64_t>({1}, {7})},
                       {4}, &outputs),
            xnn_status_success)
      << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0}));

  advanced_index_program single(kFloat, 2, {{kInt64, 1}}, 2);
  program_runner checked(single.p.finish());
  EXPECT_EQ(checked.run({pattern(kFloat, {3, 0}), typed_tensor::of<int64_t>({1}, {7})}, {4}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(checked.problem.find("indices[0] holds 7 at element 0; dim 0 of self has size 3 (expected -3..2)"),
            std::string::npos)
      << checked.problem;
}

// out = cat([a, empty, b], -1) into float32: a int32 and b float32 of `rank`, empty float32 of rank 1.
std::vector<uint8_t> cat_around_an_empty_1d_tensor(size_t rank) {
  xnn_program_file_builder p;
  const int32_t a = p.tensor(kInt32, any_shape(rank), 2), b = p.float_tensor(any_shape(rank), 2);
  const int32_t empty = p.float_tensor({1}, 2), out = p.float_tensor(any_shape(rank), 2);
  p.inputs = {a, b, empty};
  p.outputs = {out};
  p.kernel_call("aten::cat", "out", {p.tensor_list({a, empty, b}), p.int_value(-1), out, out});
  return p.finish();
}

TEST(PortableIndex, cat_promotes_to_out_and_skips_empty_1d_tensors) {
  program_runner runner(cat_around_an_empty_1d_tensor(2));
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<int32_t>({2, 2}, {1, -2, 3, 16777217}),
                        typed_tensor::of<float>({2, 3}, {0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f}),
                        typed_tensor::of<float>({0}, {})},
                       {4}, &outputs),
            xnn_status_success)
      << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{2, 5}));
  EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{1, -2, 0.5f, 1.5f, 2.5f, 3, 16777216.0f, 3.5f, 4.5f, 5.5f}));
  ASSERT_EQ(runner.run({typed_tensor::of<int32_t>({2, 2}, {1, 2, 3, 4}), typed_tensor::of<float>({3, 1}, {1, 2, 3}),
                        typed_tensor::of<float>({0}, {})},
                       {4}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("tensors[2] of shape [3, 1] does not fit tensors[0] of shape [2, 2] outside dim 1"),
            std::string::npos)
      << runner.problem;
  // Every tensor [0] (a program of rank-1 tensors): out is [0].
  program_runner all_empty(cat_around_an_empty_1d_tensor(1));
  ASSERT_EQ(all_empty.run({typed_tensor::of<int32_t>({0}, {}), typed_tensor::of<float>({0}, {}),
                           typed_tensor::of<float>({0}, {})},
                          {4}, &outputs),
            xnn_status_success)
      << all_empty.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0}));
}

TEST(PortableIndex, cat_of_uint8_and_int8_into_int16_along_dim_0) {
  xnn_program_file_builder p;
  const int32_t a = p.tensor(kUint8, any_shape(2), 2), b = p.tensor(kInt8, any_shape(2), 2);
  const int32_t out = p.tensor(kInt16, any_shape(2), 2);
  p.inputs = {a, b};
  p.outputs = {out};
  p.kernel_call("aten::cat", "out", {p.tensor_list({a, b}), p.int_value(0), out, out});
  program_runner runner(p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(
      runner.run({typed_tensor::of<uint8_t>({1, 2}, {200, 7}), typed_tensor::of<int8_t>({2, 2}, {-1, -128, 5, 6})}, {2},
                 &outputs),
      xnn_status_success)
      << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{3, 2}));
  EXPECT_EQ(outputs[0].as<int16_t>(), (std::vector<int16_t>{200, 7, -1, -128, 5, 6}));
}

TEST(PortableIndex, cat_refuses_a_float_into_an_integer_out_and_an_empty_list) {
  xnn_program_file_builder p;
  const int32_t a = p.float_tensor({2}), out = p.tensor(kInt32, {2});
  p.inputs = {a};
  p.outputs = {out};
  p.kernel_call("aten::cat", "out", {p.tensor_list({a}), p.int_value(0), out, out});
  program_runner runner(p.finish());
  EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(runner.problem.find("tensors[0] is float32; out is int32, which it cannot be cast to"), std::string::npos)
      << runner.problem;
  xnn_program_file_builder q;
  const int32_t x = q.float_tensor({2}), y = q.float_tensor({2});
  q.inputs = {x};
  q.outputs = {y};
  q.kernel_call("aten::cat", "out", {q.tensor_list({}), q.int_value(0), y, y});
  program_runner empty(q.finish());
  EXPECT_NE(empty.problem.find("tensors is empty; cat needs at least one tensor"), std::string::npos) << empty.problem;
}

TEST(PortableIndex, a_freed_tensor_in_a_tensor_list_fails_at_run) {
  xnn_program_file_builder p;
  const int32_t a = p.float_tensor({2}), copy = p.float_tensor({2}), out = p.float_tensor({4});
  p.inputs = {a};
  p.outputs = {out};
  p.kernel_call("aten::clone", "out", {a, p.null_value(), copy, copy});
  p.free_call(copy);
  p.kernel_call("aten::cat", "out", {p.tensor_list({a, copy}), p.int_value(0), out, out});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({2}, {1, 2})}, {4}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("aten::cat.out: item 1 of arg 0 (value 1) was freed by a FreeCall"), std::string::npos)
      << runner.problem;
}

TEST(PortableIndex, split_with_sizes_copy_and_split_copy_fill_every_out) {
  xnn_program_file_builder p;
  const int32_t x = p.tensor(kInt64, {1, 1}, 2);
  std::vector<int32_t> by_sizes, by_size;
  for (int i = 0; i < 3; i++) by_sizes.push_back(p.tensor(kInt64, {1, 1}, 2));
  for (int i = 0; i < 3; i++) by_size.push_back(p.tensor(kInt64, {1, 1}, 2));
  p.inputs = {x};
  p.outputs = {by_sizes[0], by_sizes[1], by_sizes[2], by_size[0], by_size[1], by_size[2]};
  p.kernel_call("aten::split_with_sizes_copy", "out", {x, p.ints({2, 0, 3}), p.int_value(0), p.tensor_list(by_sizes)});
  p.kernel_call("aten::split_copy", "Tensor_out", {x, p.int_value(2), p.int_value(-2), p.tensor_list(by_size)});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const typed_tensor input = pattern(kInt64, {5, 2});
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({input}, {8, 8, 8, 8, 8, 8}, &outputs), xnn_status_success) << runner.problem;
  const std::vector<std::vector<size_t>> shapes = {{2, 2}, {0, 2}, {3, 2}, {2, 2}, {2, 2}, {1, 2}};
  const std::vector<size_t> first_rows = {0, 2, 2, 0, 2, 4};
  for (size_t o = 0; o < 6; o++) {
    expect_gathered(outputs[o], shapes[o], input, 8,
                    [&](const std::vector<size_t>& c) { return (first_rows[o] + c[0]) * 2 + c[1]; });
  }
  ASSERT_EQ(runner.run({pattern(kInt64, {4, 2})}, {8, 8, 8, 8, 8, 8}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("split_sizes [2, 0, 3] do not add up to 4, the size of dim 0"), std::string::npos)
      << runner.problem;
}

TEST(PortableIndex, split_copy_refuses_a_wrong_out_count_and_split_with_sizes_a_mismatched_list) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1}, 2), a = p.float_tensor({1}, 2), b = p.float_tensor({1}, 2);
  p.inputs = {x};
  p.outputs = {a, b};
  p.kernel_call("aten::split_copy", "Tensor_out", {x, p.int_value(2), p.int_value(0), p.tensor_list({a, b})});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({pattern(kFloat, {5})}, {4, 4}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("out has 2 tensors; splitting size 5 by 2 makes 3"), std::string::npos)
      << runner.problem;
  ASSERT_EQ(runner.run({pattern(kFloat, {3})}, {4, 4}, &outputs), xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[1].dims, (std::vector<size_t>{1}));

  xnn_program_file_builder q;
  const int32_t y = q.float_tensor({4}), c = q.float_tensor({4});
  q.inputs = {y};
  q.outputs = {c};
  q.kernel_call("aten::split_with_sizes_copy", "out", {y, q.ints({4}), q.int_value(0), q.tensor_list({c, c})});
  program_runner count(q.finish());
  EXPECT_NE(count.problem.find("split_sizes has 1 entries and out 2 tensors; expected one per out"), std::string::npos)
      << count.problem;
  xnn_program_file_builder r;
  const int32_t z = r.float_tensor({4}), e = r.tensor(kInt32, {4});
  r.inputs = {z};
  r.outputs = {e};
  r.kernel_call("aten::split_with_sizes_copy", "out", {z, r.ints({4}), r.int_value(0), r.tensor_list({e})});
  program_runner typed(r.finish());
  EXPECT_NE(typed.problem.find("out[0] is int32; expected self's type float32"), std::string::npos) << typed.problem;
}

TEST(PortableIndex, an_out_tensor_list_naming_an_unplanned_input_is_refused_at_load) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({4}), other = p.float_tensor({4});
  p.inputs = {x, other};
  p.outputs = {x};
  p.kernel_call("aten::split_copy", "Tensor_out", {x, p.int_value(4), p.int_value(0), p.tensor_list({other})});
  program_runner runner(p.finish());
  EXPECT_EQ(runner.load_status, xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("arg 3 (an out TensorList) names value 1, a method input without planned memory"),
            std::string::npos)
      << runner.problem;
}

// Resizing out would change self under the operator: the same tensor as both is refused (memory that two tensors
// merely share is not).
TEST(PortableIndex, an_out_that_is_self_is_refused_at_run) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2, 1}), copy = p.float_tensor({2, 1}, 2);
  p.inputs = {x};
  p.outputs = {copy};
  p.kernel_call("aten::clone", "out", {x, p.null_value(), copy, copy});
  p.kernel_call("aten::expand_copy", "out", {copy, p.ints({2, 3}), p.bool_value(false), copy, copy});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({pattern(kFloat, {2, 1})}, {4}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("aten::expand_copy.out: out is self; expected separate tensors"), std::string::npos)
      << runner.problem;
}

TEST(PortableIndex, embedding_gathers_rows_and_refuses_an_index_outside_the_weight) {
  for (int8_t index_type : {kInt64, kInt32}) {
    indexed_program program(kFloat, index_type, 2, 2, 3);
    const int32_t padding = program.p.int_value(-1), no = program.p.bool_value(false);
    program.p.kernel_call("aten::embedding", "out", {program.x, program.index, padding, no, no, program.y, program.y});
    program_runner runner(program.p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const typed_tensor weight = pattern(kFloat, {4, 3});
    const std::vector<int64_t> rows = {3, 0, 0, 2};
    const typed_tensor indices = index_type == kInt64 ? typed_tensor::of<int64_t>({2, 2}, rows)
                                                      : typed_tensor::of<int32_t>({2, 2}, {3, 0, 0, 2});
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({weight, indices}, {4}, &outputs), xnn_status_success) << runner.problem;
    expect_gathered(outputs[0], {2, 2, 3}, weight, 4,
                    [&](const std::vector<size_t>& c) { return size_t(rows[c[0] * 2 + c[1]]) * 3 + c[2]; });
    const typed_tensor bad = index_type == kInt64 ? typed_tensor::of<int64_t>({2, 2}, {0, 1, 4, 0})
                                                  : typed_tensor::of<int32_t>({2, 2}, {0, 1, 4, 0});
    EXPECT_EQ(runner.run({weight, bad}, {4}, &outputs), xnn_status_invalid_parameter);
    EXPECT_NE(runner.problem.find("aten::embedding.out: indices[2] is 4; weight has 4 rows (expected 0..3)"),
              std::string::npos)
        << runner.problem;
  }
}

TEST(PortableIndex, constant_pad_nd_pads_the_last_dims_and_crops_with_negative_pads) {
  unary_program program(kFloat, 2, 2);
  const int32_t padded = program.p.float_tensor(any_shape(2), 2), cropped = program.p.float_tensor(any_shape(2), 2);
  const int32_t only_cropped = program.p.float_tensor(any_shape(2), 2);
  program.p.outputs = {padded, cropped, only_cropped};
  program.p.kernel_call("aten::constant_pad_nd", "out",
                        {program.x, program.p.ints({1, 2}), program.p.double_value(7.5), padded, padded});
  program.p.kernel_call("aten::constant_pad_nd", "out",
                        {program.x, program.p.ints({-1, 1, 1, -1}), program.p.int_value(-3), cropped, cropped});
  program.p.kernel_call("aten::constant_pad_nd", "out",
                        {program.x, program.p.ints({-1, 0}), program.p.int_value(9), only_cropped, only_cropped});
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<float> x = {1, 2, 3, 4, 5, 6};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({2, 3}, x)}, {4, 4, 4}, &outputs), xnn_status_success)
      << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{2, 6}));
  EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{7.5f, 1, 2, 3, 7.5f, 7.5f, 7.5f, 4, 5, 6, 7.5f, 7.5f}));
  // Dim 1 loses its first column and gains one at the end; dim 0 gains a row in front and loses its last.
  EXPECT_EQ(outputs[1].dims, (std::vector<size_t>{2, 3}));
  EXPECT_EQ(outputs[1].as<float>(), (std::vector<float>{-3, -3, -3, 2, 3, -3}));
  EXPECT_EQ(outputs[2].dims, (std::vector<size_t>{2, 2}));
  EXPECT_EQ(outputs[2].as<float>(), (std::vector<float>{2, 3, 5, 6}));
}

// slice_copy with step 1, constant_pad_nd without crops and cat without conversions run through xnn's slice, constant
// pad and strided copy (each element size; 8-byte elements as pairs of 32-bit ones where xnn takes them): two runs of
// other shapes reshape the kept slice operator.
TEST(PortableIndex, slice_pad_and_cat_of_every_element_size_over_two_shapes) {
  for (int8_t t : {kInt8, kInt16, kFloat, kInt64}) {
    unary_program program(t, 3, 3);
    const int32_t padded = program.p.tensor(t, any_shape(3), 2), joined = program.p.tensor(t, any_shape(3), 2);
    program.p.outputs = {program.y, padded, joined};
    program.p.kernel_call("aten::slice_copy", "Tensor_out",
                          {program.x, program.p.int_value(-2), program.p.int_value(1), program.p.null_value(),
                           program.p.int_value(1), program.y, program.y});
    program.p.kernel_call("aten::constant_pad_nd", "out",
                          {program.x, program.p.ints({2, 1, 0, 1}), program.p.int_value(5), padded, padded});
    program.p.kernel_call("aten::cat", "out",
                          {program.p.tensor_list({program.x, program.y, program.x}), program.p.int_value(1), joined,
                           joined});
    program_runner runner(program.p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const size_t element = size_of(t);
    for (const std::vector<size_t>& dims : std::vector<std::vector<size_t>>{{2, 4, 3}, {3, 2, 5}}) {
      const typed_tensor x = pattern(t, dims);
      std::vector<typed_tensor> outputs;
      ASSERT_EQ(runner.run({x}, {element, element, element}, &outputs), xnn_status_success) << runner.problem;
      const size_t rows = dims[1] - 1;
      expect_gathered(outputs[0], {dims[0], rows, dims[2]}, x, element, [&](const std::vector<size_t>& c) {
        return flat_index({c[0], c[1] + 1, c[2]}, dims);
      });
      const std::vector<size_t> padded_dims = {dims[0], dims[1] + 1, dims[2] + 3};
      ASSERT_EQ(outputs[1].dims, padded_dims);
      for (size_t o = 0; o < count_of(padded_dims); o++) {
        const std::vector<size_t> c = coordinates(o, padded_dims);
        const bool inside = c[1] < dims[1] && c[2] >= 2 && c[2] < dims[2] + 2;
        const float five = 5.0f;
        int64_t got = 0, want = 5;
        if (t == kFloat) std::memcpy(&want, &five, 4);
        std::memcpy(&got, outputs[1].bytes.data() + o * element, element);
        if (inside) std::memcpy(&want, x.bytes.data() + flat_index({c[0], c[1], c[2] - 2}, dims) * element, element);
        if (element < 8) got &= (int64_t(1) << (8 * element)) - 1, want &= (int64_t(1) << (8 * element)) - 1;
        ASSERT_EQ(got, want) << "element size " << element << " at " << o;
      }
      expect_gathered(outputs[2], {dims[0], 2 * dims[1] + rows, dims[2]}, x, element,
                      [&](const std::vector<size_t>& c) {
                        const size_t r = c[1];
                        if (r < dims[1]) return flat_index({c[0], r, c[2]}, dims);
                        if (r < dims[1] + rows) return flat_index({c[0], r - dims[1] + 1, c[2]}, dims);
                        return flat_index({c[0], r - dims[1] - rows, c[2]}, dims);
                      });
    }
  }
}

TEST(PortableIndex, constant_pad_nd_refuses_a_value_that_does_not_fit_and_a_negative_size) {
  unary_program program(kInt8, 1, 1);
  program.p.kernel_call("aten::constant_pad_nd", "out",
                        {program.x, program.p.ints({1, 1}), program.p.int_value(300), program.y, program.y});
  program_runner runner(program.p.finish());
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({pattern(kInt8, {2})}, {1}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("value is 300, which does not fit int8"), std::string::npos) << runner.problem;

  unary_program crop(kUint8, 1, 1);
  crop.p.kernel_call("aten::constant_pad_nd", "out",
                     {crop.x, crop.p.ints({-2, -1}), crop.p.int_value(0), crop.y, crop.y});
  program_runner cropped(crop.p.finish());
  ASSERT_EQ(cropped.run({pattern(kUint8, {3})}, {1}, &outputs), xnn_status_success) << cropped.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0}));
  EXPECT_EQ(cropped.run({pattern(kUint8, {2})}, {1}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(cropped.problem.find("pad [-2, -1] makes dim 0 of size 2 negative or too large"), std::string::npos)
      << cropped.problem;

  unary_program odd(kFloat, 1, 1);
  odd.p.kernel_call("aten::constant_pad_nd", "out", {odd.x, odd.p.ints({1, 1, 1}), odd.p.int_value(0), odd.y, odd.y});
  program_runner refused(odd.p.finish());
  EXPECT_NE(refused.problem.find("pad has 3 entries; expected an even count of at most 2 (2 per dim of self)"),
            std::string::npos)
      << refused.problem;
}

// The byte-moving operators are written once over the element size: each dtype, through each of them.
TEST(PortableIndex, every_copy_operator_moves_every_dtype) {
  for (int8_t t : kAllTypes) {
    xnn_program_file_builder p;
    const int32_t x = p.tensor(t, {2, 3}), index = p.tensor(kInt64, {2});
    std::vector<int32_t> outs;
    for (size_t rank : {1, 2, 2, 2, 2, 2, 2, 2, 2}) outs.push_back(p.tensor(t, any_shape(rank), 2));
    const int32_t zero = p.int_value(0), one = p.int_value(1), none = p.null_value(), no = p.bool_value(false);
    p.inputs = {x, index};
    p.outputs = outs;
    p.kernel_call("aten::select_copy", "int_out", {x, zero, one, outs[0], outs[0]});
    p.kernel_call("aten::slice_copy", "Tensor_out", {x, one, one, none, one, outs[1], outs[1]});
    p.kernel_call("aten::index_select", "out", {x, one, index, outs[2], outs[2]});
    p.kernel_call("aten::cat", "out", {p.tensor_list({x, x}), zero, outs[3], outs[3]});
    p.kernel_call("aten::split_copy", "Tensor_out", {x, one, zero, p.tensor_list({outs[4], outs[5]})});
    p.kernel_call("aten::constant_pad_nd", "out", {x, p.ints({1, 0}), zero, outs[6], outs[6]});
    p.kernel_call("aten::index", "Tensor_out", {x, p.optional_tensor_list({none, index}), outs[7], outs[7]});
    p.kernel_call("aten::embedding", "out", {x, index, p.int_value(-1), no, no, outs[8], outs[8]});
    const std::vector<uint8_t> bytes = p.finish();
    if (t == kFloat) models_test::save_fuzz_seed("index-ops.pte", bytes);
    program_runner runner(bytes);
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const typed_tensor input = pattern(t, {2, 3});
    const std::vector<int64_t> picks = {1, 0};
    const size_t e = size_of(t);
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({input, typed_tensor::of<int64_t>({2}, picks)}, std::vector<size_t>(9, e), &outputs),
              xnn_status_success)
        << runner.problem;
    expect_gathered(outputs[0], {3}, input, e, [](const std::vector<size_t>& c) { return 3 + c[0]; });
    expect_gathered(outputs[1], {2, 2}, input, e, [](const std::vector<size_t>& c) { return c[0] * 3 + 1 + c[1]; });
    expect_gathered(outputs[2], {2, 2}, input, e,
                    [&](const std::vector<size_t>& c) { return c[0] * 3 + size_t(picks[c[1]]); });
    expect_gathered(outputs[3], {4, 3}, input, e, [](const std::vector<size_t>& c) { return (c[0] % 2) * 3 + c[1]; });
    expect_gathered(outputs[4], {1, 3}, input, e, [](const std::vector<size_t>& c) { return c[1]; });
    expect_gathered(outputs[5], {1, 3}, input, e, [](const std::vector<size_t>& c) { return 3 + c[1]; });
    ASSERT_EQ(outputs[6].dims, (std::vector<size_t>{2, 4}));
    for (size_t row = 0; row < 2; row++) {
      for (size_t b = 0; b < e; b++) ASSERT_EQ(outputs[6].bytes[row * 4 * e + b], 0) << "type " << int(t);
      ASSERT_EQ(std::memcmp(outputs[6].bytes.data() + (row * 4 + 1) * e, input.bytes.data() + row * 3 * e, 3 * e), 0);
    }
    expect_gathered(outputs[7], {2, 2}, input, e,
                    [&](const std::vector<size_t>& c) { return c[0] * 3 + size_t(picks[c[1]]); });
    expect_gathered(outputs[8], {2, 3}, input, e,
                    [&](const std::vector<size_t>& c) { return size_t(picks[c[0]]) * 3 + c[1]; });
  }
}

// Creation operators: y = op(...) with no tensor input, or shaped like x.
TEST(PortableCreation, full_casts_the_fill_value_to_every_dtype) {
  for (int8_t t : kAllTypes) {
    xnn_program_file_builder p;
    const int32_t y = p.tensor(t, {1}, 2);
    p.outputs = {y};
    p.kernel_call("aten::full", "out", {p.ints({2, 3}), p.double_value(2.75), y, y});
    program_runner runner(p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({}, {size_of(t)}, &outputs), xnn_status_success) << runner.problem;
    ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{2, 3}));
    for (size_t i = 0; i < 6; i++) {
      const uint8_t* e = outputs[0].bytes.data() + i * size_of(t);
      double value = 0;
      switch (t) {
        case kFloat: {
          float f;
          std::memcpy(&f, e, 4);
          value = f;
          break;
        }
        case kDouble: std::memcpy(&value, e, 8); break;
        case kInt64: {
          int64_t v;
          std::memcpy(&v, e, 8);
          value = double(v);
          break;
        }
        case kInt32: {
          int32_t v;
          std::memcpy(&v, e, 4);
          value = v;
          break;
        }
        case kInt16: {
          int16_t v;
          std::memcpy(&v, e, 2);
          value = v;
          break;
        }
        case kInt8: value = int8_t(e[0]); break;
        default: value = e[0]; break;
      }
      const double expected = t == kFloat || t == kDouble ? 2.75 : t == kBool ? 1.0 : 2.0;
      ASSERT_EQ(value, expected) << "type " << int(t) << " element " << i;
    }
  }
}

TEST(PortableCreation, full_of_no_sizes_is_a_0_dim_tensor) {
  xnn_program_file_builder p;
  const int32_t y = p.tensor(kInt32, {});
  p.outputs = {y};
  p.kernel_call("aten::full", "out", {p.ints({}), p.int_value(-7), y, y});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({}, {4}, &outputs), xnn_status_success) << runner.problem;
  EXPECT_TRUE(outputs[0].dims.empty());
  EXPECT_EQ(outputs[0].as<int32_t>(), (std::vector<int32_t>{-7}));
}

TEST(PortableCreation, full_refuses_a_value_outside_the_type_and_nan_for_integers) {
  for (const auto& value_and_sentence :
       std::vector<std::pair<double, std::string>>{{128.0, "fill_value is 128, which does not fit int8"},
                                                   {std::nan(""), "fill_value is nan, which does not fit int8"}}) {
    xnn_program_file_builder p;
    const int32_t y = p.tensor(kInt8, {1}, 2);
    p.outputs = {y};
    p.kernel_call("aten::full", "out", {p.ints({2}), p.double_value(value_and_sentence.first), y, y});
    program_runner runner(p.finish());
    std::vector<typed_tensor> outputs;
    EXPECT_EQ(runner.run({}, {1}, &outputs), xnn_status_invalid_parameter);
    EXPECT_NE(runner.problem.find(value_and_sentence.second), std::string::npos) << runner.problem;
  }
  // uint8 takes -255..255 (c10's rule) and wraps a negative value.
  xnn_program_file_builder q;
  const int32_t z = q.tensor(kUint8, {1}, 2);
  q.outputs = {z};
  q.kernel_call("aten::full", "out", {q.ints({1}), q.int_value(-1), z, z});
  program_runner wraps(q.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(wraps.run({}, {1}, &outputs), xnn_status_success) << wraps.problem;
  EXPECT_EQ(outputs[0].bytes[0], 255);
}

TEST(PortableCreation, full_like_zeros_like_and_ones_like_take_self_shape_and_out_type) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor(any_shape(3), 2), full = p.tensor(kInt64, any_shape(3), 2);
  const int32_t zeros = p.tensor(kBool, any_shape(3), 2), ones = p.tensor(kDouble, any_shape(3), 2);
  p.inputs = {x};
  p.outputs = {full, zeros, ones};
  const int32_t none = p.null_value();
  p.kernel_call("aten::full_like", "out", {x, p.int_value(-9), none, full, full});
  p.kernel_call("aten::zeros_like", "out", {x, p.int_value(0), zeros, zeros});
  p.kernel_call("aten::ones_like", "out", {x, none, ones, ones});
  const std::vector<uint8_t> bytes = p.finish();
  models_test::save_fuzz_seed("creation-ops.pte", bytes);
  program_runner runner(bytes);
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({pattern(kFloat, {2, 0, 3})}, {8, 1, 8}, &outputs), xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{2, 0, 3}));
  ASSERT_EQ(runner.run({pattern(kFloat, {3, 1, 1})}, {8, 1, 8}, &outputs), xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{-9, -9, -9}));
  EXPECT_EQ(outputs[1].bytes, (std::vector<uint8_t>{0, 0, 0}));
  EXPECT_EQ(outputs[2].as<double>(), (std::vector<double>{1, 1, 1}));

  xnn_program_file_builder q;
  const int32_t y = q.float_tensor({2}), z = q.float_tensor({2});
  q.inputs = {y};
  q.outputs = {z};
  q.kernel_call("aten::zeros_like", "out", {y, q.int_value(2), z, z});
  program_runner refused(q.finish());
  EXPECT_NE(refused.problem.find("memory_format is 2; expected None, 0 (contiguous) or 1 (preserve)"),
            std::string::npos)
      << refused.problem;
}

TEST(PortableCreation, scalar_tensor_makes_a_0_dim_tensor) {
  xnn_program_file_builder p;
  const int32_t a = p.float_tensor({}), b = p.tensor(kInt64, {});
  p.outputs = {a, b};
  p.kernel_call("aten::scalar_tensor", "out", {p.double_value(-0.25), a, a});
  p.kernel_call("aten::scalar_tensor", "out", {p.bool_value(true), b, b});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({}, {4, 8}, &outputs), xnn_status_success) << runner.problem;
  EXPECT_TRUE(outputs[0].dims.empty());
  EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{-0.25f}));
  EXPECT_EQ(outputs[1].as<int64_t>(), (std::vector<int64_t>{1}));
}

// arange has ceil((end - start) / step) elements start + i * step, computed in double and cast to out's type.
TEST(PortableCreation, arange_with_float_and_integer_steps) {
  struct arange_case {
    double start, end, step;
    int8_t type;
  };
  const std::vector<arange_case> cases = {
      {1.0, 2.0, 0.3, kFloat}, {10, 0, -3, kInt32}, {3, 3, 1, kInt64}, {-2.5, 2.0, 1.5, kDouble}, {0, 5, 2, kUint8},
  };
  for (const arange_case& c : cases) {
    xnn_program_file_builder p;
    const int32_t y = p.tensor(c.type, {1}, 2);
    p.outputs = {y};
    p.kernel_call("aten::arange", "start_out",
                  {p.double_value(c.start), p.double_value(c.end), p.double_value(c.step), y, y});
    program_runner runner(p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({}, {size_of(c.type)}, &outputs), xnn_status_success) << runner.problem;
    const size_t length = size_t(std::ceil((c.end - c.start) / c.step));
    ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{length})) << c.start << " " << c.end << " " << c.step;
    for (size_t i = 0; i < length; i++) {
      const double expected = c.start + double(i) * c.step;
      const uint8_t* e = outputs[0].bytes.data() + i * size_of(c.type);
      switch (c.type) {
        case kFloat: {
          float f;
          std::memcpy(&f, e, 4);
          EXPECT_EQ(f, float(expected));
          break;
        }
        case kDouble: {
          double d;
          std::memcpy(&d, e, 8);
          EXPECT_EQ(d, expected);
          break;
        }
        case kInt64: {
          int64_t v;
          std::memcpy(&v, e, 8);
          EXPECT_EQ(v, int64_t(expected));
          break;
        }
        case kInt32: {
          int32_t v;
          std::memcpy(&v, e, 4);
          EXPECT_EQ(v, int32_t(expected));
          break;
        }
        default: EXPECT_EQ(e[0], uint8_t(expected)); break;
      }
    }
  }
  xnn_program_file_builder q;
  const int32_t z = q.tensor(kInt64, {1}, 2);
  q.outputs = {z};
  q.kernel_call("aten::arange", "out", {q.int_value(4), z, z});
  program_runner end_only(q.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(end_only.run({}, {8}, &outputs), xnn_status_success) << end_only.problem;
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{0, 1, 2, 3}));
}

TEST(PortableCreation, arange_refuses_a_step_against_the_bounds_and_a_bool_out) {
  for (double step : {0.0, -1.0, std::nan("")}) {
    xnn_program_file_builder p;
    const int32_t y = p.float_tensor({1}, 2);
    p.outputs = {y};
    p.kernel_call("aten::arange", "start_out", {p.int_value(0), p.int_value(5), p.double_value(step), y, y});
    program_runner runner(p.finish());
    std::vector<typed_tensor> outputs;
    EXPECT_EQ(runner.run({}, {4}, &outputs), xnn_status_invalid_parameter);
    EXPECT_NE(runner.problem.find("expected step > 0 with end >= start or step < 0 with end <= start"),
              std::string::npos)
        << runner.problem;
  }
  xnn_program_file_builder q;
  const int32_t z = q.tensor(kBool, {1}, 2);
  q.outputs = {z};
  q.kernel_call("aten::arange", "out", {q.int_value(2), z, z});
  program_runner refused(q.finish());
  EXPECT_EQ(refused.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(refused.problem.find("out is bool; arange makes numbers (no bool)"), std::string::npos) << refused.problem;
}

}  // namespace
