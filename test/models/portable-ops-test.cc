// Portable operators (KernelCalls) in hand-made programs, each against a plain reference: broadcasting, type
// promotion, alpha, rounding modes, empty tensors, negative dims, and the refusals of each at load and at run.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "graph-builder.h"
#include "program-run.h"

namespace {

using models_test::program_runner;
using models_test::typed_tensor;

constexpr int8_t kUint8 = 0, kInt8 = 1, kInt16 = 2, kInt32 = 3, kInt64 = 4, kFloat = 6, kBool = 11;

// Element (i) of a row-major tensor of shape `dims` read as shape `out` with broadcasting.
size_t broadcast_index(const std::vector<size_t>& dims, const std::vector<size_t>& out, size_t i) {
  size_t index = 0, stride = 1;
  for (size_t d = out.size(); d-- > 0;) {
    const size_t coordinate = i % out[d];
    i /= out[d];
    const size_t offset = out.size() - dims.size();
    if (d >= offset) {
      const size_t size = dims[d - offset];
      if (size != 1) index += coordinate * stride;
      stride *= size;
    }
  }
  return index;
}

size_t count_of(const std::vector<size_t>& dims) {
  size_t count = 1;
  for (size_t d : dims) count *= d;
  return count;
}

// Sizes of a tensor of `rank` dims whose shape each run sets (dynamic, unbounded).
std::vector<int32_t> any_shape(size_t rank) { return std::vector<int32_t>(rank, 1); }

// A program out = name.overload(input 0, input 1, extra args..., out, out): unbounded tensors of the given types and
// ranks (an input keeps its declared rank).
struct binary_program {
  xnn_program_file_builder p;
  int32_t a, b, out;
  binary_program(int8_t a_type, int8_t b_type, int8_t out_type, size_t a_rank = 1, size_t b_rank = 1,
                 size_t out_rank = 1) {
    a = p.tensor(a_type, any_shape(a_rank), 2);
    b = p.tensor(b_type, any_shape(b_rank), 2);
    out = p.tensor(out_type, any_shape(out_rank), 2);
    p.inputs = {a, b};
    p.outputs = {out};
  }
};

TEST(PortableOps, add_broadcasts_with_alpha_in_float32) {
  binary_program program(kFloat, kFloat, kFloat, 3, 2, 3);
  const int32_t alpha = program.p.double_value(0.5);
  program.p.kernel_call("aten::add", "out", {program.a, program.b, alpha, program.out, program.out});
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<size_t> a_dims = {2, 1, 3}, b_dims = {4, 1}, out_dims = {2, 4, 3};
  std::vector<float> a(count_of(a_dims)), b(count_of(b_dims));
  for (size_t i = 0; i < a.size(); i++) a[i] = float(i) - 2.5f;
  for (size_t i = 0; i < b.size(); i++) b[i] = float(i * i) + 0.25f;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of(a_dims, a), typed_tensor::of(b_dims, b)}, {4}, &outputs), xnn_status_success)
      << runner.problem;
  ASSERT_EQ(outputs[0].dims, out_dims);
  const std::vector<float> got = outputs[0].as<float>();
  for (size_t i = 0; i < count_of(out_dims); i++) {
    const float expected = a[broadcast_index(a_dims, out_dims, i)] + 0.5f * b[broadcast_index(b_dims, out_dims, i)];
    ASSERT_EQ(got[i], expected) << "element " << i;
  }
}

// float32 with alpha 1 runs through xnn's binary operator (made once, reshaped per run): the same values as the
// plain loop, across shapes that change between runs (in the declared ranks), and an out tensor that is also the
// input (in place).
TEST(PortableOps, float32_binary_operators_through_xnn_match_the_reference) {
  xnn_program_file_builder p;
  const int32_t a = p.float_tensor(any_shape(3), 2), b = p.float_tensor(any_shape(2), 2);
  const int32_t sum = p.float_tensor(any_shape(3), 2), product = p.float_tensor(any_shape(3), 2);
  const int32_t quotient = p.float_tensor(any_shape(3), 2);
  p.inputs = {a, b};
  p.outputs = {sum, product, quotient};
  p.kernel_call("aten::add", "out", {a, b, p.int_value(1), sum, sum});
  p.kernel_call("aten::mul", "out", {sum, b, product, product});
  p.kernel_call("aten::div", "out", {product, b, quotient, quotient});
  p.kernel_call("aten::sub", "out", {quotient, a, p.double_value(1.0), quotient, quotient});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  for (const auto& shapes : std::vector<std::pair<std::vector<size_t>, std::vector<size_t>>>{
           {{2, 1, 3}, {4, 1}}, {{1, 1, 5}, {1, 5}}, {{1, 3, 1}, {1, 7}}}) {
    const std::vector<size_t>& a_dims = shapes.first;
    const std::vector<size_t>& b_dims = shapes.second;
    std::vector<float> x(count_of(a_dims)), y(count_of(b_dims));
    for (size_t i = 0; i < x.size(); i++) x[i] = float(i) * 0.75f - 1.0f;
    for (size_t i = 0; i < y.size(); i++) y[i] = float(i) + 0.5f;
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of(a_dims, x), typed_tensor::of(b_dims, y)}, {4, 4, 4}, &outputs),
              xnn_status_success) << runner.problem;
    const std::vector<size_t> out_dims = outputs[0].dims;
    const std::vector<float> sums = outputs[0].as<float>(), products = outputs[1].as<float>();
    const std::vector<float> rest = outputs[2].as<float>();
    for (size_t i = 0; i < count_of(out_dims); i++) {
      const float xi = x[broadcast_index(a_dims, out_dims, i)], yi = y[broadcast_index(b_dims, out_dims, i)];
      ASSERT_EQ(sums[i], xi + yi) << "element " << i;
      ASSERT_EQ(products[i], (xi + yi) * yi) << "element " << i;
      ASSERT_NEAR(rest[i], (xi + yi) * yi / yi - xi, 1e-5f) << "element " << i;
    }
  }
}

TEST(PortableOps, add_promotes_int32_and_int64_and_wraps_on_overflow) {
  binary_program program(kInt64, kInt32, kInt64);
  const int32_t alpha = program.p.int_value(1);
  program.p.kernel_call("aten::add", "out", {program.a, program.b, alpha, program.out, program.out});
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const int64_t max = std::numeric_limits<int64_t>::max();
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<int64_t>({3}, {max, -5, 7}), typed_tensor::of<int32_t>({1}, {1})}, {8},
                       &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{std::numeric_limits<int64_t>::min(), -4, 8}));
}

TEST(PortableOps, uint8_plus_int8_is_int16) {
  binary_program program(kUint8, kInt8, kInt16);
  const int32_t alpha = program.p.int_value(2);
  program.p.kernel_call("aten::add", "out", {program.a, program.b, alpha, program.out, program.out});
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<uint8_t>({2}, {250, 3}), typed_tensor::of<int8_t>({2}, {100, -128})}, {2},
                       &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<int16_t>(), (std::vector<int16_t>{450, -253}));
}

TEST(PortableOps, a_result_that_cannot_be_cast_to_out_is_refused_at_load) {
  binary_program program(kFloat, kInt32, kInt32);
  const int32_t alpha = program.p.int_value(1);
  program.p.kernel_call("aten::add", "out", {program.a, program.b, alpha, program.out, program.out});
  program_runner runner(program.p.finish());
  EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(runner.problem.find("chain 0 instruction 0 (aten::add.out): the result is float32; out is int32, which it "
                                "cannot be cast to"), std::string::npos) << runner.problem;
}

TEST(PortableOps, float_alpha_with_an_integer_result_is_refused) {
  binary_program program(kInt32, kInt32, kInt32);
  const int32_t alpha = program.p.double_value(1.5);
  program.p.kernel_call("aten::sub", "out", {program.a, program.b, alpha, program.out, program.out});
  program_runner runner(program.p.finish());
  EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(runner.problem.find("alpha is float64; a int32 result needs an alpha it can be cast to"), std::string::npos)
      << runner.problem;
}

TEST(PortableOps, sub_of_bools_is_refused) {
  binary_program program(kBool, kBool, kBool);
  const int32_t alpha = program.p.int_value(1);
  program.p.kernel_call("aten::sub", "out", {program.a, program.b, alpha, program.out, program.out});
  program_runner runner(program.p.finish());
  EXPECT_NE(runner.problem.find("subtraction with a bool operand is not supported"), std::string::npos)
      << runner.problem;
}

TEST(PortableOps, static_shapes_that_do_not_broadcast_are_refused_at_load) {
  xnn_program_file_builder p;
  const int32_t a = p.float_tensor({2, 3}), b = p.float_tensor({4}), out = p.float_tensor({2, 3});
  p.inputs = {a, b};
  p.outputs = {out};
  p.kernel_call("aten::mul", "out", {a, b, out, out});
  program_runner runner(p.finish());
  EXPECT_NE(runner.problem.find("self of shape [2, 3] and other of shape [4] do not broadcast"), std::string::npos)
      << runner.problem;
}

TEST(PortableOps, mul_of_bools_is_logical_and_and_add_scalar_promotes_to_float) {
  binary_program program(kBool, kBool, kBool);
  program.p.kernel_call("aten::mul", "out", {program.a, program.b, program.out, program.out});
  const int32_t scaled = program.p.tensor(kFloat, {1}, 2);
  const int32_t other = program.p.double_value(2.5), alpha = program.p.int_value(2);
  program.p.kernel_call("aten::add", "Scalar_out", {program.out, other, alpha, scaled, scaled});
  program.p.outputs = {program.out, scaled};
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<uint8_t>({4}, {0, 1, 0, 1}), typed_tensor::of<uint8_t>({4}, {0, 0, 1, 1})},
                       {1, 4}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<uint8_t>(), (std::vector<uint8_t>{0, 0, 0, 1}));
  // bool + 2 * 2.5: a Double scalar makes a bool tensor's result float32.
  EXPECT_EQ(outputs[1].as<float>(), (std::vector<float>{5, 5, 5, 6}));
}

TEST(PortableOps, div_of_integers_is_float_and_rounding_modes_follow_python) {
  binary_program program(kInt32, kInt32, kFloat);
  program.p.kernel_call("aten::div", "out", {program.a, program.b, program.out, program.out});
  const int32_t floor = program.p.tensor(kInt32, {1}, 2), trunc = program.p.tensor(kInt32, {1}, 2);
  const int32_t floor_mode = program.p.string_value("floor"), trunc_mode = program.p.string_value("trunc");
  program.p.kernel_call("aten::div", "out_mode", {program.a, program.b, floor_mode, floor, floor});
  program.p.kernel_call("aten::div", "out_mode", {program.a, program.b, trunc_mode, trunc, trunc});
  program.p.outputs = {program.out, floor, trunc};
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<int32_t>({4}, {7, -7, 7, -7}), typed_tensor::of<int32_t>({4}, {2, 2, -2, -2})},
                       {4, 4, 4}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{3.5f, -3.5f, -3.5f, 3.5f}));
  EXPECT_EQ(outputs[1].as<int32_t>(), (std::vector<int32_t>{3, -4, -4, 3}));
  EXPECT_EQ(outputs[2].as<int32_t>(), (std::vector<int32_t>{3, -3, -3, 3}));
  ASSERT_EQ(runner.run({typed_tensor::of<int32_t>({1}, {1}), typed_tensor::of<int32_t>({1}, {0})}, {4, 4, 4},
                       &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("chain 0 instruction 1 (aten::div.out_mode): aten::div.out_mode: integer division by "
                                "zero"), std::string::npos) << runner.problem;
}

TEST(PortableOps, float_floor_division_matches_python) {
  binary_program program(kFloat, kFloat, kFloat);
  const int32_t mode = program.p.string_value("floor");
  program.p.kernel_call("aten::div", "out_mode", {program.a, program.b, mode, program.out, program.out});
  program_runner runner(program.p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({4}, {7.5f, -7.5f, 1.0f, 0.0f}),
                        typed_tensor::of<float>({4}, {2.0f, 2.0f, 0.0f, -3.0f})}, {4}, &outputs),
            xnn_status_success) << runner.problem;
  const std::vector<float> got = outputs[0].as<float>();
  EXPECT_EQ(got[0], 3.0f);
  EXPECT_EQ(got[1], -4.0f);
  EXPECT_TRUE(std::isinf(got[2]));
  EXPECT_EQ(got[3], 0.0f);
  EXPECT_TRUE(std::signbit(got[3]));
}

TEST(PortableOps, a_bad_rounding_mode_is_refused) {
  binary_program program(kFloat, kFloat, kFloat);
  const int32_t mode = program.p.string_value("ceil");
  program.p.kernel_call("aten::div", "out_mode", {program.a, program.b, mode, program.out, program.out});
  program_runner runner(program.p.finish());
  EXPECT_NE(runner.problem.find("rounding_mode is 'ceil'; expected 'trunc', 'floor' or None"), std::string::npos)
      << runner.problem;
}

TEST(PortableOps, empty_tensors_broadcast_to_empty_outputs) {
  binary_program program(kFloat, kFloat, kFloat, 2, 1, 2);
  program.p.kernel_call("aten::mul", "out", {program.a, program.b, program.out, program.out});
  program_runner runner(program.p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({0, 3}, {}), typed_tensor::of<float>({3}, {1, 2, 3})}, {4}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0, 3}));
}

TEST(PortableOps, clamp_keeps_nan_and_relu_keeps_nan) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({5}), clamped = p.float_tensor({5}), rectified = p.float_tensor({5});
  const int32_t low = p.double_value(-1.0), none = p.null_value();
  p.inputs = {x};
  p.outputs = {clamped, rectified};
  p.kernel_call("aten::clamp", "out", {x, low, none, clamped, clamped});
  p.kernel_call("aten::relu", "out", {x, rectified, rectified});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({5}, {-3.0f, -0.5f, 2.0f, nan, 0.0f})}, {4, 4}, &outputs),
            xnn_status_success) << runner.problem;
  const std::vector<float> clamped_values = outputs[0].as<float>(), relu_values = outputs[1].as<float>();
  EXPECT_EQ(clamped_values[0], -1.0f);
  EXPECT_EQ(clamped_values[1], -0.5f);
  EXPECT_EQ(clamped_values[2], 2.0f);
  EXPECT_TRUE(std::isnan(clamped_values[3]));
  EXPECT_EQ(relu_values[0], 0.0f);
  EXPECT_EQ(relu_values[2], 2.0f);
  EXPECT_TRUE(std::isnan(relu_values[3]));
}

TEST(PortableOps, clamp_of_integers_with_both_bounds_and_none_refused) {
  xnn_program_file_builder p;
  const int32_t x = p.tensor(kInt64, {4}), out = p.tensor(kInt64, {4});
  const int32_t low = p.int_value(-2), high = p.int_value(3);
  p.inputs = {x};
  p.outputs = {out};
  p.kernel_call("aten::clamp", "out", {x, low, high, out, out});
  program_runner runner(p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<int64_t>({4}, {-9, -1, 2, 9})}, {8}, &outputs), xnn_status_success)
      << runner.problem;
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{-2, -1, 2, 3}));
  xnn_program_file_builder q;
  const int32_t y = q.float_tensor({4}), z = q.float_tensor({4}), none = q.null_value();
  q.inputs = {y};
  q.outputs = {z};
  q.kernel_call("aten::clamp", "out", {y, none, none, z, z});
  program_runner refused(q.finish());
  EXPECT_NE(refused.problem.find("min and max are both None"), std::string::npos) << refused.problem;
}

TEST(PortableOps, view_permute_unsqueeze_squeeze_with_negative_dims) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2, 3, 4});
  const int32_t viewed = p.float_tensor({4, 6}), permuted = p.float_tensor({4, 2, 3});
  const int32_t unsqueezed = p.float_tensor({2, 3, 4, 1}), squeezed = p.float_tensor({2, 3, 4});
  p.inputs = {x};
  p.outputs = {viewed, permuted, unsqueezed, squeezed};
  p.kernel_call("aten::view_copy", "out", {x, p.ints({-1, 6}), viewed, viewed});
  p.kernel_call("aten::permute_copy", "out", {x, p.ints({-1, 0, 1}), permuted, permuted});
  p.kernel_call("aten::unsqueeze_copy", "out", {x, p.int_value(-1), unsqueezed, unsqueezed});
  p.kernel_call("aten::squeeze_copy", "dim_out", {unsqueezed, p.int_value(-1), squeezed, squeezed});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<float> input(24);
  for (size_t i = 0; i < input.size(); i++) input[i] = float(i);
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of({2, 3, 4}, input)}, {4, 4, 4, 4}, &outputs), xnn_status_success)
      << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{4, 6}));
  EXPECT_EQ(outputs[0].as<float>(), input);
  EXPECT_EQ(outputs[1].dims, (std::vector<size_t>{4, 2, 3}));
  const std::vector<float> permuted_values = outputs[1].as<float>();
  for (size_t k = 0; k < 4; k++) {
    for (size_t i = 0; i < 2; i++) {
      for (size_t j = 0; j < 3; j++) {
        ASSERT_EQ(permuted_values[(k * 2 + i) * 3 + j], input[(i * 3 + j) * 4 + k]) << k << "," << i << "," << j;
      }
    }
  }
  EXPECT_EQ(outputs[2].dims, (std::vector<size_t>{2, 3, 4, 1}));
  EXPECT_EQ(outputs[3].dims, (std::vector<size_t>{2, 3, 4}));
  EXPECT_EQ(outputs[3].as<float>(), input);
}

// permute_copy moves elements of every size through xnn's transpose (8-byte ones as pairs of 32-bit ones, so 6-D
// int64 tensors take the element loop): both against an index walk over the bytes.
TEST(PortableOps, permute_copy_moves_every_element_size_and_rank) {
  struct Case {
    int8_t type;
    size_t element;
    std::vector<size_t> dims, order;
  };
  constexpr int8_t kFloat64 = 7;
  const std::vector<size_t> rank4 = {2, 3, 4, 5}, rank4_order = {2, 0, 3, 1};
  const Case cases[] = {{kUint8, 1, rank4, rank4_order}, {kBool, 1, rank4, rank4_order},
                        {kInt16, 2, rank4, rank4_order}, {kInt32, 4, rank4, rank4_order},
                        {kFloat, 4, {3, 1, 5}, {2, 1, 0}},  {kInt64, 8, rank4, rank4_order},
                        {kFloat64, 8, rank4, rank4_order}, {kInt32, 4, {2, 1, 3, 2, 2, 3}, {5, 4, 3, 2, 1, 0}},
                        {kInt64, 8, {5, 7, 1, 2, 2, 3}, {5, 4, 3, 2, 1, 0}}};
  for (const Case& c : cases) {
    SCOPED_TRACE("element size " + std::to_string(c.element) + ", rank " + std::to_string(c.dims.size()));
    xnn_program_file_builder p;
    std::vector<int32_t> dims, out_dims;
    std::vector<int64_t> order;
    for (size_t d = 0; d < c.dims.size(); d++) {
      dims.push_back(int32_t(c.dims[d]));
      out_dims.push_back(int32_t(c.dims[c.order[d]]));
      order.push_back(int64_t(c.order[d]));
    }
    const int32_t x = p.tensor(c.type, dims), y = p.tensor(c.type, out_dims);
    p.inputs = {x};
    p.outputs = {y};
    p.kernel_call("aten::permute_copy", "out", {x, p.ints(order), y, y});
    program_runner runner(p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const size_t count = count_of(c.dims);
    std::vector<uint8_t> input(count * c.element);
    for (size_t i = 0; i < input.size(); i++) input[i] = uint8_t(c.type == kBool ? (i * 7 / 3) % 2 : i * 37 + 11);
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of(c.dims, input)}, {c.element}, &outputs), xnn_status_success)
        << runner.problem;
    const std::vector<uint8_t> got = outputs[0].as<uint8_t>();
    ASSERT_EQ(got.size(), input.size());
    std::vector<size_t> strides(c.dims.size(), 1);
    for (size_t d = c.dims.size() - 1; d-- > 0;) strides[d] = strides[d + 1] * c.dims[d + 1];
    for (size_t i = 0; i < count; i++) {
      size_t rest = i, source = 0;
      for (size_t d = c.dims.size(); d-- > 0;) {
        const size_t size = c.dims[c.order[d]];
        source += (rest % size) * strides[c.order[d]];
        rest /= size;
      }
      for (size_t b = 0; b < c.element; b++) {
        ASSERT_EQ(got[i * c.element + b], input[source * c.element + b]) << "element " << i << " byte " << b;
      }
    }
  }
}

TEST(PortableOps, a_view_to_the_wrong_element_count_fails_with_a_sentence) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({2, 3}), viewed = p.float_tensor({5});
  p.inputs = {x};
  p.outputs = {viewed};
  p.kernel_call("aten::view_copy", "out", {x, p.ints({5}), viewed, viewed});
  program_runner runner(p.finish());
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({2, 3}, {1, 2, 3, 4, 5, 6})}, {4}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("size [5] has 5 elements; self has 6"), std::string::npos) << runner.problem;
}

TEST(PortableOps, conversions_truncate_and_clone_copies) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({4});
  const int32_t as_int = p.tensor(kInt32, {4}), as_bool = p.tensor(kBool, {4}), copy = p.float_tensor({4});
  const int32_t no = p.bool_value(false), none = p.null_value();
  p.inputs = {x};
  p.outputs = {as_int, as_bool, copy};
  p.kernel_call("aten::_to_copy", "out", {x, no, none, as_int, as_int});
  p.kernel_call("dim_order_ops::_to_dim_order_copy", "out", {x, no, p.ints({0}), as_bool, as_bool});
  p.kernel_call("aten::clone", "out", {x, none, copy, copy});
  program_runner runner(p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({4}, {-2.7f, 0.0f, 0.5f, 3.9f})}, {4, 1, 4}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<int32_t>(), (std::vector<int32_t>{-2, 0, 0, 3}));
  EXPECT_EQ(outputs[1].as<uint8_t>(), (std::vector<uint8_t>{1, 0, 1, 1}));
  EXPECT_EQ(outputs[2].as<float>(), (std::vector<float>{-2.7f, 0.0f, 0.5f, 3.9f}));
}

TEST(PortableOps, a_channels_last_dim_order_is_refused) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1, 2, 2, 3}), y = p.float_tensor({1, 2, 2, 3});
  p.set_dim_order(x, {0, 2, 3, 1});
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::clone", "out", {x, p.null_value(), y, y});
  program_runner runner(p.finish());
  EXPECT_NE(runner.problem.find("arg 0 is value 0, a tensor with a non-contiguous dim_order"), std::string::npos)
      << runner.problem;
}

}  // namespace
