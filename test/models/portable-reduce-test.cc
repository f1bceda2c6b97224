// Portable reductions, softmax and normalization (src/models/portable/reduce-ops.cc) in hand-made programs, each
// against a plain reference written here: dim lists (Null, empty, negative, keepdim), dtypes and their accumulation,
// NaN, empty tensors, shapes that change between runs, and the refusals at load and at run with their sentence.
//
// Tolerances against the double-precision references: float32 sums and means (xnn's reduce operator, in its own
// order) within 1e-6 of the sum of |x| per output; float32 softmax (xnn) and log_softmax within 1e-6 + 1e-5 relative;
// layer norm within 1e-5 relative; float64 loops within 1e-12 relative.
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

constexpr int8_t kUint8 = 0, kInt8 = 1, kInt32 = 3, kInt64 = 4, kFloat = 6, kDouble = 7, kBool = 11;
constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();

size_t count_of(const std::vector<size_t>& dims) {
  size_t count = 1;
  for (size_t d : dims) count *= d;
  return count;
}

std::vector<int32_t> bounds_of(const std::vector<size_t>& dims) {
  std::vector<int32_t> bounds;
  for (size_t d : dims) bounds.push_back(int32_t(d));
  return bounds;
}

// For each output element (row-major over the dims not reduced), the flat indices of the input elements it reduces,
// in row-major order.
std::vector<std::vector<size_t>> groups_of(const std::vector<size_t>& dims, const std::vector<bool>& reduced) {
  size_t outputs = 1;
  for (size_t d = 0; d < dims.size(); d++) outputs *= reduced[d] ? 1 : dims[d];
  std::vector<std::vector<size_t>> groups(outputs);
  for (size_t i = 0; i < count_of(dims); i++) {
    size_t rest = i, o = 0, scale = 1;
    for (size_t d = dims.size(); d-- > 0;) {
      const size_t coordinate = rest % dims[d];
      rest /= dims[d];
      if (!reduced[d]) {
        o += coordinate * scale;
        scale *= dims[d];
      }
    }
    groups[o].push_back(i);
  }
  return groups;
}

std::vector<float> ramp(size_t count, float scale, float offset) {
  std::vector<float> values(count);
  for (size_t i = 0; i < count; i++) values[i] = float((i * 7) % 11) * scale + offset;
  return values;
}

// A program of one KernelCall on input value `in` (rank fixed, sizes dynamic).
struct one_call {
  xnn_program_file_builder p;
  int32_t in;
  one_call(int8_t type, const std::vector<size_t>& bounds) {
    in = p.tensor(type, bounds_of(bounds), 2);
    p.inputs = {in};
  }
  int32_t output(int8_t type, const std::vector<size_t>& bounds) {
    const int32_t t = p.tensor(type, bounds_of(bounds), 2);
    p.outputs.push_back(t);
    return t;
  }
  int32_t dims(const std::vector<int64_t>* dims) { return dims == nullptr ? p.null_value() : p.ints(*dims); }
};

// sum.IntList_out or mean.out of `in` over `dims` (nullptr: Null).
std::vector<uint8_t> sum_program(const char* overload, const char* op, int8_t in_type, int8_t out_type,
                                 const std::vector<size_t>& bounds, const std::vector<int64_t>* dims, bool keepdim,
                                 bool with_dtype) {
  one_call c(in_type, bounds);
  const int32_t out = c.output(out_type, bounds);
  const int32_t dtype = with_dtype ? c.p.int_value(out_type) : c.p.null_value();
  c.p.kernel_call(op, overload, {c.in, c.dims(dims), c.p.bool_value(keepdim), dtype, out, out});
  return c.p.finish();
}

struct dim_case {
  std::vector<size_t> shape;
  bool null_dims;
  std::vector<int64_t> dims;
  bool keepdim;
  std::vector<size_t> out_shape;
};

std::vector<bool> reduced_of(const dim_case& c) {
  std::vector<bool> reduced(c.shape.size(), c.null_dims || c.dims.empty());
  for (int64_t d : c.dims) reduced[size_t(d < 0 ? d + int64_t(c.shape.size()) : d)] = true;
  return reduced;
}

const std::vector<dim_case>& dim_cases() {
  static const std::vector<dim_case> cases = {
      {{2, 3, 4}, false, {1}, false, {2, 4}},
      {{2, 3, 4}, false, {-1}, true, {2, 3, 1}},
      {{2, 3, 4}, false, {0, 2}, false, {3}},
      {{2, 3, 4}, false, {2, -3}, true, {1, 3, 1}},
      {{2, 3, 4}, true, {}, false, {}},
      {{2, 3, 4}, false, {}, true, {1, 1, 1}},
      {{5, 1, 3}, false, {0, 1}, false, {3}},
  };
  return cases;
}

TEST(PortableReduceSum, float32_sum_and_mean_over_dim_lists_match_a_double_reference) {
  for (const char* op : {"aten::sum", "aten::mean"}) {
    const bool mean = std::string(op) == "aten::mean";
    for (const dim_case& c : dim_cases()) {
      SCOPED_TRACE(std::string(op) + " case of " + std::to_string(c.dims.size()) + " dims, keepdim " +
                   std::to_string(c.keepdim));
      program_runner runner(sum_program(mean ? "out" : "IntList_out", op, kFloat, kFloat, c.shape,
                                        c.null_dims ? nullptr : &c.dims, c.keepdim, false));
      ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
      const std::vector<float> x = ramp(count_of(c.shape), 0.37f, -1.5f);
      std::vector<typed_tensor> outputs;
      ASSERT_EQ(runner.run({typed_tensor::of(c.shape, x)}, {4}, &outputs), xnn_status_success) << runner.problem;
      ASSERT_EQ(outputs[0].dims, c.out_shape);
      const std::vector<float> got = outputs[0].as<float>();
      const std::vector<std::vector<size_t>> groups = groups_of(c.shape, reduced_of(c));
      for (size_t o = 0; o < groups.size(); o++) {
        double sum = 0, magnitude = 0;
        for (size_t i : groups[o]) sum += x[i], magnitude += std::fabs(x[i]);
        const double expected = mean ? sum / double(groups[o].size()) : sum;
        ASSERT_NEAR(got[o], expected, 1e-6 * magnitude + 1e-7) << "output " << o;
      }
    }
  }
}

// The xnn reduce operator is made on the first run and reshaped on later ones.
TEST(PortableReduceSum, float32_sum_follows_input_shapes_that_change_between_runs) {
  const std::vector<int64_t> dims = {-1};
  program_runner runner(sum_program("IntList_out", "aten::sum", kFloat, kFloat, {8, 8}, &dims, false, false));
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  for (const std::vector<size_t>& shape : std::vector<std::vector<size_t>>{{2, 5}, {7, 1}, {3, 8}}) {
    const std::vector<float> x = ramp(count_of(shape), 1.25f, -3.0f);
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of(shape, x)}, {4}, &outputs), xnn_status_success) << runner.problem;
    ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{shape[0]}));
    for (size_t r = 0; r < shape[0]; r++) {
      double sum = 0;
      for (size_t k = 0; k < shape[1]; k++) sum += x[r * shape[1] + k];
      EXPECT_NEAR(outputs[0].as<float>()[r], sum, 1e-5) << "row " << r;
    }
  }
}

TEST(PortableReduceSum, float64_sum_accumulates_in_double) {
  const std::vector<int64_t> dims = {0};
  program_runner runner(sum_program("IntList_out", "aten::sum", kDouble, kDouble, {3, 2}, &dims, false, false));
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<double>({3, 2}, {1e16, 1.0, 1.0, 2.0, -1e16, 3.0})}, {8}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<double>(), (std::vector<double>{0.0, 6.0}));  // (1e16 + 1) - 1e16 in double order
}

TEST(PortableReduceSum, int32_sums_wrap_and_int8_with_dtype_int64_does_not) {
  const std::vector<int64_t> dims = {0};
  program_runner wrapping(sum_program("IntList_out", "aten::sum", kInt32, kInt32, {3}, &dims, false, false));
  std::vector<typed_tensor> outputs;
  const int32_t max = std::numeric_limits<int32_t>::max();
  ASSERT_EQ(wrapping.run({typed_tensor::of<int32_t>({3}, {max, 1, 5})}, {4}, &outputs), xnn_status_success)
      << wrapping.problem;
  EXPECT_EQ(outputs[0].as<int32_t>(), (std::vector<int32_t>{std::numeric_limits<int32_t>::min() + 5}));
  EXPECT_TRUE(outputs[0].dims.empty());
  program_runner widened(sum_program("IntList_out", "aten::sum", kInt8, kInt64, {4}, &dims, false, true));
  ASSERT_EQ(widened.run({typed_tensor::of<int8_t>({4}, {100, 100, 100, -128})}, {8}, &outputs), xnn_status_success)
      << widened.problem;
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{172}));
  program_runner int64_sum(sum_program("IntList_out", "aten::sum", kInt64, kInt64, {3}, &dims, false, false));
  const int64_t max64 = std::numeric_limits<int64_t>::max();
  ASSERT_EQ(int64_sum.run({typed_tensor::of<int64_t>({3}, {max64, 2, -1})}, {8}, &outputs), xnn_status_success)
      << int64_sum.problem;
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{std::numeric_limits<int64_t>::min()}));
}

TEST(PortableReduceSum, bools_sum_to_a_count_in_int64_and_to_logical_or_in_bool) {
  const std::vector<int64_t> dims = {1};
  program_runner counted(sum_program("IntList_out", "aten::sum", kBool, kInt64, {2, 3}, &dims, false, true));
  std::vector<typed_tensor> outputs;
  const typed_tensor mask = typed_tensor::of<uint8_t>({2, 3}, {1, 0, 1, 0, 0, 0});
  ASSERT_EQ(counted.run({mask}, {8}, &outputs), xnn_status_success) << counted.problem;
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{2, 0}));
  program_runner any(sum_program("IntList_out", "aten::sum", kInt8, kBool, {2, 3}, &dims, false, false));
  ASSERT_EQ(any.run({typed_tensor::of<int8_t>({2, 3}, {-1, 1, 0, 0, 0, 0})}, {1}, &outputs), xnn_status_success)
      << any.problem;
  EXPECT_EQ(outputs[0].as<uint8_t>(), (std::vector<uint8_t>{1, 0}));  // -1 + 1 would be 0; ExecuTorch ors
  program_runner floats(sum_program("IntList_out", "aten::sum", kFloat, kBool, {2, 3}, &dims, false, false));
  ASSERT_EQ(floats.run({typed_tensor::of<float>({2, 3}, {0.0f, 0.25f, 0.0f, 0.0f, -0.0f, 0.0f})}, {1}, &outputs),
            xnn_status_success) << floats.problem;
  EXPECT_EQ(outputs[0].as<uint8_t>(), (std::vector<uint8_t>{1, 0}));
}

TEST(PortableReduceSum, the_sum_of_nothing_is_zero_and_the_mean_of_nothing_is_nan) {
  const std::vector<int64_t> dims = {1};
  program_runner sum(sum_program("IntList_out", "aten::sum", kFloat, kFloat, {3, 4}, &dims, true, false));
  program_runner mean(sum_program("out", "aten::mean", kFloat, kFloat, {3, 4}, &dims, false, false));
  program_runner int_sum(sum_program("IntList_out", "aten::sum", kInt64, kInt64, {3, 4}, &dims, false, false));
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(sum.run({typed_tensor::of<float>({3, 0}, {})}, {4}, &outputs), xnn_status_success) << sum.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{3, 1}));
  EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{0.0f, 0.0f, 0.0f}));
  ASSERT_EQ(mean.run({typed_tensor::of<float>({3, 0}, {})}, {4}, &outputs), xnn_status_success) << mean.problem;
  ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{3}));
  for (float v : outputs[0].as<float>()) EXPECT_TRUE(std::isnan(v));
  ASSERT_EQ(int_sum.run({typed_tensor::of<int64_t>({3, 0}, {})}, {8}, &outputs), xnn_status_success);
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{0, 0, 0}));
  ASSERT_EQ(mean.run({typed_tensor::of<float>({0, 4}, {})}, {4}, &outputs), xnn_status_success) << mean.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0}));
}

TEST(PortableReduceSum, a_zero_dim_tensor_sums_to_itself) {
  const std::vector<int64_t> dims = {-1};
  program_runner runner(sum_program("IntList_out", "aten::sum", kFloat, kFloat, {}, &dims, true, false));
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({}, {2.5f})}, {4}, &outputs), xnn_status_success) << runner.problem;
  EXPECT_TRUE(outputs[0].dims.empty());
  EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{2.5f}));
}

TEST(PortableReduceSum, bad_dims_and_a_dtype_unlike_out_are_refused_at_load) {
  const std::vector<int64_t> out_of_range = {3}, twice = {1, -1};
  program_runner range(sum_program("IntList_out", "aten::sum", kFloat, kFloat, {2, 3, 4}, &out_of_range, false,
                                   false));
  EXPECT_EQ(range.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(range.problem.find("(aten::sum.IntList_out): dim 3 is out of range for a tensor of 3 dims; expected "
                               "[-3, 3)"), std::string::npos) << range.problem;
  program_runner repeated(sum_program("IntList_out", "aten::sum", kFloat, kFloat, {2, 3}, &twice, false, false));
  EXPECT_NE(repeated.problem.find("dim 1 appears more than once in the dim list"), std::string::npos)
      << repeated.problem;
  one_call c(kInt32, {4});
  const int32_t out = c.output(kInt64, {1});
  c.p.kernel_call("aten::sum", "IntList_out", {c.in, c.p.null_value(), c.p.bool_value(false), c.p.int_value(kInt32),
                                               out, out});
  program_runner dtype(c.p.finish());
  EXPECT_NE(dtype.problem.find("dtype is int32; out is int64 and must match it"), std::string::npos)
      << dtype.problem;
}

TEST(PortableReduceMean, integers_need_a_floating_dtype) {
  const std::vector<int64_t> dims = {0};
  program_runner with_dtype(sum_program("out", "aten::mean", kInt32, kFloat, {4}, &dims, false, true));
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(with_dtype.run({typed_tensor::of<int32_t>({4}, {1, 2, 3, 5})}, {4}, &outputs), xnn_status_success)
      << with_dtype.problem;
  EXPECT_EQ(outputs[0].as<float>(), (std::vector<float>{2.75f}));
  program_runner without(sum_program("out", "aten::mean", kInt32, kFloat, {4}, &dims, false, false));
  EXPECT_EQ(without.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(without.problem.find("(aten::mean.out): self (with dtype None) is int32; expected float16, bfloat16, "
                                 "float32 or "
                                 "float64"),
            std::string::npos) << without.problem;
  program_runner int_out(sum_program("out", "aten::mean", kFloat, kInt64, {4}, &dims, false, false));
  EXPECT_NE(int_out.problem.find("out is int64; expected float16, bfloat16, float32 or float64"), std::string::npos)
      << int_out.problem;
}

TEST(PortableReduceMean, float64_mean_matches_the_reference) {
  for (const dim_case& c : dim_cases()) {
    program_runner runner(sum_program("out", "aten::mean", kDouble, kDouble, c.shape,
                                      c.null_dims ? nullptr : &c.dims, c.keepdim, true));
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    std::vector<double> x(count_of(c.shape));
    for (size_t i = 0; i < x.size(); i++) x[i] = std::sin(double(i)) * 3.0;
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of(c.shape, x)}, {8}, &outputs), xnn_status_success) << runner.problem;
    ASSERT_EQ(outputs[0].dims, c.out_shape);
    const std::vector<std::vector<size_t>> groups = groups_of(c.shape, reduced_of(c));
    for (size_t o = 0; o < groups.size(); o++) {
      double sum = 0;
      for (size_t i : groups[o]) sum += x[i];
      EXPECT_NEAR(outputs[0].as<double>()[o], sum / double(groups[o].size()), 1e-12);
    }
  }
}

// amax / amin (self, dim, keepdim, out).
std::vector<uint8_t> extremum_program(const char* op, int8_t type, const std::vector<size_t>& bounds,
                                      const std::vector<int64_t>& dims, bool keepdim, int8_t out_type) {
  one_call c(type, bounds);
  const int32_t out = c.output(out_type, bounds);
  c.p.kernel_call(op, "out", {c.in, c.p.ints(dims), c.p.bool_value(keepdim), out, out});
  return c.p.finish();
}

TEST(PortableReduceExtremum, amax_and_amin_match_the_reference_and_nan_wins) {
  for (const dim_case& c : dim_cases()) {
    for (const bool max : {true, false}) {
      program_runner runner(extremum_program(max ? "aten::amax" : "aten::amin", kFloat, c.shape, c.dims, c.keepdim,
                                             kFloat));
      ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
      std::vector<float> x = ramp(count_of(c.shape), 0.5f, -2.0f);
      x[5] = kNaN;
      std::vector<typed_tensor> outputs;
      ASSERT_EQ(runner.run({typed_tensor::of(c.shape, x)}, {4}, &outputs), xnn_status_success) << runner.problem;
      ASSERT_EQ(outputs[0].dims, c.out_shape);
      const std::vector<std::vector<size_t>> groups = groups_of(c.shape, reduced_of(c));
      for (size_t o = 0; o < groups.size(); o++) {
        float expected = max ? -INFINITY : INFINITY;
        bool nan = false;
        for (size_t i : groups[o]) {
          nan = nan || std::isnan(x[i]);
          expected = max ? std::max(expected, x[i]) : std::min(expected, x[i]);
        }
        const float got = outputs[0].as<float>()[o];
        if (nan) {
          EXPECT_TRUE(std::isnan(got)) << "output " << o;
        } else {
          EXPECT_EQ(got, expected) << "output " << o;
        }
      }
    }
  }
}

TEST(PortableReduceExtremum, integer_and_bool_extrema_keep_their_type) {
  program_runner int_max(extremum_program("aten::amax", kInt64, {2, 3}, {-1}, false, kInt64));
  std::vector<typed_tensor> outputs;
  const int64_t big = std::numeric_limits<int64_t>::max() - 1;  // not exact in double
  ASSERT_EQ(int_max.run({typed_tensor::of<int64_t>({2, 3}, {big, big + 1, -4, -9, -3, -7})}, {8}, &outputs),
            xnn_status_success) << int_max.problem;
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{big + 1, -3}));
  program_runner uint_min(extremum_program("aten::amin", kUint8, {4}, {}, true, kUint8));
  ASSERT_EQ(uint_min.run({typed_tensor::of<uint8_t>({4}, {200, 7, 255, 9})}, {1}, &outputs), xnn_status_success);
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{1}));
  EXPECT_EQ(outputs[0].as<uint8_t>(), (std::vector<uint8_t>{7}));
  program_runner any(extremum_program("aten::amax", kBool, {3}, {0}, false, kBool));
  ASSERT_EQ(any.run({typed_tensor::of<uint8_t>({3}, {0, 1, 0})}, {1}, &outputs), xnn_status_success);
  EXPECT_EQ(outputs[0].as<uint8_t>(), (std::vector<uint8_t>{1}));
}

TEST(PortableReduceExtremum, an_empty_reduced_dim_fails_at_run_and_an_empty_output_does_not) {
  program_runner runner(extremum_program("aten::amax", kFloat, {4, 4}, {1}, false, kFloat));
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({3, 0}, {})}, {4}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("aten::amax.out: self of shape [3, 0] is empty along a reduced dim; the max of no "
                                "elements is undefined"), std::string::npos) << runner.problem;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({0, 3}, {})}, {4}, &outputs), xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0}));
}

TEST(PortableReduceExtremum, an_out_type_unlike_self_is_refused_at_load) {
  program_runner runner(extremum_program("aten::amin", kInt32, {4}, {0}, false, kInt64));
  EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(runner.problem.find("(aten::amin.out): out is int64; expected self's type int32"), std::string::npos)
      << runner.problem;
}

// argmax / argmin (self, dim?, keepdim, out).
std::vector<uint8_t> arg_program(const char* op, int8_t type, const std::vector<size_t>& bounds, const int64_t* dim,
                                 bool keepdim, int8_t out_type = kInt64, uint8_t dynamism = 2) {
  xnn_program_file_builder p;
  const int32_t in = p.tensor(type, bounds_of(bounds), dynamism);
  const int32_t out = p.tensor(out_type, bounds_of(bounds), 2);
  p.inputs = {in};
  p.outputs = {out};
  p.kernel_call(op, "out", {in, dim == nullptr ? p.null_value() : p.int_value(*dim), p.bool_value(keepdim), out, out});
  return p.finish();
}

TEST(PortableReduceArg, argmax_and_argmin_over_a_dim_take_the_first_extremum_and_the_first_nan) {
  const int64_t dim = -2;
  program_runner argmax(arg_program("aten::argmax", kFloat, {3, 4}, &dim, true));
  program_runner argmin(arg_program("aten::argmin", kFloat, {3, 4}, &dim, false));
  // Columns: a tie (first wins), a NaN after a max, two NaNs (the first wins), a plain column.
  const std::vector<float> x = {5, 1, 0, 2,  5, kNaN, kNaN, 9,  -1, 3, kNaN, -4};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(argmax.run({typed_tensor::of<float>({3, 4}, x)}, {8}, &outputs), xnn_status_success) << argmax.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{1, 4}));
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{0, 1, 1, 1}));
  ASSERT_EQ(argmin.run({typed_tensor::of<float>({3, 4}, x)}, {8}, &outputs), xnn_status_success) << argmin.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{4}));
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{2, 1, 1, 2}));
}

TEST(PortableReduceArg, dim_none_indexes_the_flattened_tensor) {
  program_runner flat(arg_program("aten::argmax", kInt32, {2, 3}, nullptr, false));
  program_runner kept(arg_program("aten::argmin", kInt8, {2, 3}, nullptr, true));
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(flat.run({typed_tensor::of<int32_t>({2, 3}, {1, 9, 3, 4, 9, 2})}, {8}, &outputs), xnn_status_success)
      << flat.problem;
  EXPECT_TRUE(outputs[0].dims.empty());
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{1}));
  ASSERT_EQ(kept.run({typed_tensor::of<int8_t>({2, 3}, {1, 9, 3, 4, -7, 2})}, {8}, &outputs), xnn_status_success)
      << kept.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{1, 1}));
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{4}));
}

TEST(PortableReduceArg, bool_self_an_int32_out_and_a_static_empty_dim_are_refused_at_load) {
  const int64_t dim = 1;
  program_runner bools(arg_program("aten::argmax", kBool, {2, 3}, &dim, false));
  EXPECT_NE(bools.problem.find("(aten::argmax.out): self is bool; supported: float16, bfloat16, float32, float64, "
                               "int64, int32, "
                               "int16, int8, uint8"), std::string::npos) << bools.problem;
  program_runner int32_out(arg_program("aten::argmin", kFloat, {2, 3}, &dim, false, kInt32));
  EXPECT_NE(int32_out.problem.find("out is int32; expected int64"), std::string::npos) << int32_out.problem;
  program_runner empty(arg_program("aten::argmax", kFloat, {2, 0}, &dim, false, kInt64, 0));
  EXPECT_NE(empty.problem.find("self of shape [2, 0] is empty along dim 1; the index of an extremum of no elements "
                               "is undefined"), std::string::npos) << empty.problem;
}

TEST(PortableReduceArg, an_empty_input_fails_at_run_when_an_index_is_asked_for) {
  program_runner runner(arg_program("aten::argmax", kFloat, {4, 4}, nullptr, false));
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({0, 4}, {})}, {8}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("aten::argmax.out: self of shape [0, 4] is empty along the reduced dim"),
            std::string::npos) << runner.problem;
  const int64_t dim = 1;
  program_runner no_rows(arg_program("aten::argmin", kFloat, {4, 4}, &dim, false));
  ASSERT_EQ(no_rows.run({typed_tensor::of<float>({0, 4}, {})}, {8}, &outputs), xnn_status_success)
      << no_rows.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0}));
}

// _softmax / _log_softmax (self, dim, half_to_float, out).
std::vector<uint8_t> softmax_program(const char* op, int8_t type, const std::vector<size_t>& bounds, int64_t dim,
                                     bool half_to_float = false, int8_t out_type = -1) {
  one_call c(type, bounds);
  const int32_t out = c.output(out_type < 0 ? type : out_type, bounds);
  c.p.kernel_call(op, "out", {c.in, c.p.int_value(dim), c.p.bool_value(half_to_float), out, out});
  return c.p.finish();
}

// Softmax (or log softmax) of x along dim `d` of `shape`, in double.
std::vector<double> reference_softmax(const std::vector<double>& x, const std::vector<size_t>& shape, size_t d,
                                      bool log) {
  std::vector<bool> reduced(shape.size(), false);
  reduced[d] = true;
  std::vector<double> y(x.size());
  for (const std::vector<size_t>& line : groups_of(shape, reduced)) {
    double max = -INFINITY, sum = 0;
    for (size_t i : line) max = std::max(max, x[i]);
    for (size_t i : line) sum += std::exp(x[i] - max);
    for (size_t i : line) y[i] = log ? x[i] - max - std::log(sum) : std::exp(x[i] - max) / sum;
  }
  return y;
}

TEST(PortableReduceSoftmax, float32_softmax_and_log_softmax_over_any_dim_match_a_double_reference) {
  const std::vector<size_t> shape = {3, 4, 5};
  for (const char* op : {"aten::_softmax", "aten::_log_softmax"}) {
    const bool log = std::string(op) == "aten::_log_softmax";
    for (const int64_t dim : {-1, 2, 1, -3}) {
      SCOPED_TRACE(std::string(op) + " dim " + std::to_string(dim));
      program_runner runner(softmax_program(op, kFloat, shape, dim));
      ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
      const std::vector<float> x = ramp(count_of(shape), 0.9f, -4.0f);
      std::vector<typed_tensor> outputs;
      ASSERT_EQ(runner.run({typed_tensor::of(shape, x)}, {4}, &outputs), xnn_status_success) << runner.problem;
      ASSERT_EQ(outputs[0].dims, shape);
      const std::vector<double> expected =
          reference_softmax(std::vector<double>(x.begin(), x.end()), shape, size_t(dim < 0 ? dim + 3 : dim), log);
      const std::vector<float> got = outputs[0].as<float>();
      for (size_t i = 0; i < expected.size(); i++) {
        ASSERT_NEAR(got[i], expected[i], 1e-6 + 1e-5 * std::fabs(expected[i])) << "element " << i;
      }
    }
  }
}

TEST(PortableReduceSoftmax, float64_softmax_and_rows_that_change_between_runs) {
  program_runner runner(softmax_program("aten::_softmax", kDouble, {8, 8}, 0));
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  for (const std::vector<size_t>& shape : std::vector<std::vector<size_t>>{{2, 3}, {5, 1}, {0, 4}}) {
    std::vector<double> x(count_of(shape));
    for (size_t i = 0; i < x.size(); i++) x[i] = std::cos(double(i)) * 10.0;
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of(shape, x)}, {8}, &outputs), xnn_status_success) << runner.problem;
    ASSERT_EQ(outputs[0].dims, shape);
    const std::vector<double> expected = reference_softmax(x, shape, 0, false);
    for (size_t i = 0; i < x.size(); i++) EXPECT_NEAR(outputs[0].as<double>()[i], expected[i], 1e-12 * expected[i]);
  }
}

TEST(PortableReduceSoftmax, float32_softmax_through_xnn_follows_changing_row_lengths) {
  program_runner runner(softmax_program("aten::_softmax", kFloat, {4, 64}, -1));
  for (const std::vector<size_t>& shape : std::vector<std::vector<size_t>>{{2, 3}, {4, 64}, {1, 1}, {3, 17}}) {
    const std::vector<float> x = ramp(count_of(shape), 1.7f, -8.0f);
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of(shape, x)}, {4}, &outputs), xnn_status_success) << runner.problem;
    const std::vector<double> expected = reference_softmax(std::vector<double>(x.begin(), x.end()), shape, 1, false);
    for (size_t i = 0; i < x.size(); i++) {
      ASSERT_NEAR(outputs[0].as<float>()[i], expected[i], 1e-6 + 1e-5 * expected[i]) << "element " << i;
    }
  }
}

TEST(PortableReduceSoftmax, integers_half_to_float_a_bad_dim_and_another_out_type_are_refused_at_load) {
  program_runner ints(softmax_program("aten::_softmax", kInt64, {4}, 0));
  EXPECT_EQ(ints.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(ints.problem.find("(aten::_softmax.out): self is int64; expected float16, bfloat16, float32 or float64"),
            std::string::npos)
      << ints.problem;
  program_runner half(softmax_program("aten::_log_softmax", kFloat, {4}, 0, true));
  EXPECT_NE(half.problem.find("half_to_float is true; expected false"), std::string::npos) << half.problem;
  program_runner dim(softmax_program("aten::_softmax", kFloat, {2, 4}, 2));
  EXPECT_NE(dim.problem.find("dim 2 is out of range for a tensor of 2 dims; expected [-2, 2)"), std::string::npos)
      << dim.problem;
  program_runner out(softmax_program("aten::_softmax", kFloat, {4}, 0, false, kDouble));
  EXPECT_NE(out.problem.find("out is float64; expected self's type float32"), std::string::npos) << out.problem;
}

// native_layer_norm (input, normalized_shape, weight?, bias?, eps, out, mean, rstd).
struct layer_norm_program {
  one_call c;
  int32_t weight, bias;
  layer_norm_program(int8_t type, const std::vector<size_t>& bounds, const std::vector<int64_t>& normalized,
                     bool affine, int8_t weight_type = -1)
      : c(type, bounds) {
    const std::vector<size_t> tail(bounds.end() - long(normalized.size()), bounds.end());
    weight = affine ? c.p.tensor(weight_type < 0 ? type : weight_type, bounds_of(tail), 2) : c.p.null_value();
    bias = affine ? c.p.tensor(type, bounds_of(tail), 2) : c.p.null_value();
    if (affine) c.p.inputs = {c.in, weight, bias};
    const int32_t out = c.output(type, bounds), mean = c.output(type, bounds), rstd = c.output(type, bounds);
    c.p.kernel_call("aten::native_layer_norm", "out", {c.in, c.p.ints(normalized), weight, bias,
                                                       c.p.double_value(1e-5), out, mean, rstd, out, mean, rstd});
  }
};

TEST(PortableReduceLayerNorm, float32_with_weight_and_bias_matches_a_double_reference) {
  const std::vector<size_t> shape = {2, 3, 4, 5};
  layer_norm_program program(kFloat, shape, {4, 5}, true);
  program_runner runner(program.c.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<float> x = ramp(count_of(shape), 0.8f, 100.0f);  // a large mean
  const std::vector<float> w = ramp(20, 0.1f, 0.5f), b = ramp(20, -0.2f, 1.0f);
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of(shape, x), typed_tensor::of({4, 5}, w), typed_tensor::of({4, 5}, b)},
                       {4, 4, 4}, &outputs), xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].dims, shape);
  EXPECT_EQ(outputs[1].dims, (std::vector<size_t>{2, 3, 1, 1}));
  EXPECT_EQ(outputs[2].dims, (std::vector<size_t>{2, 3, 1, 1}));
  for (size_t r = 0; r < 6; r++) {
    double mean = 0, var = 0;
    for (size_t j = 0; j < 20; j++) mean += x[r * 20 + j] / 20.0;
    for (size_t j = 0; j < 20; j++) var += (x[r * 20 + j] - mean) * (x[r * 20 + j] - mean) / 20.0;
    const double rstd = 1.0 / std::sqrt(var + 1e-5);
    EXPECT_NEAR(outputs[1].as<float>()[r], mean, 1e-5 * std::fabs(mean));
    EXPECT_NEAR(outputs[2].as<float>()[r], rstd, 1e-5 * rstd);
    for (size_t j = 0; j < 20; j++) {
      const double expected = (x[r * 20 + j] - mean) * rstd * w[j] + b[j];
      ASSERT_NEAR(outputs[0].as<float>()[r * 20 + j], expected, 1e-5 * (1 + std::fabs(expected))) << r << "," << j;
    }
  }
}

TEST(PortableReduceLayerNorm, without_weight_and_bias_in_float64_and_empty_rows) {
  layer_norm_program program(kDouble, {3, 4}, {4}, false);
  program_runner runner(program.c.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<double>({1, 4}, {1, 2, 3, 6})}, {8, 8, 8}, &outputs), xnn_status_success)
      << runner.problem;
  const double rstd = 1.0 / std::sqrt(3.5 + 1e-5);  // mean 3, variance (4 + 1 + 0 + 9) / 4
  const std::vector<double> y = outputs[0].as<double>();
  for (size_t j = 0; j < 4; j++) EXPECT_NEAR(y[j], (std::vector<double>{-2, -1, 0, 3})[j] * rstd, 1e-12);
  EXPECT_EQ(outputs[1].as<double>(), (std::vector<double>{3.0}));
  EXPECT_NEAR(outputs[2].as<double>()[0], rstd, 1e-12);
  layer_norm_program empty_rows(kFloat, {3, 4}, {4}, false);
  program_runner zero(empty_rows.c.p.finish());
  ASSERT_EQ(zero.run({typed_tensor::of<float>({0, 4}, {})}, {4, 4, 4}, &outputs), xnn_status_success)
      << zero.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0, 4}));
  EXPECT_EQ(outputs[1].dims, (std::vector<size_t>{0, 1}));
}

TEST(PortableReduceLayerNorm, a_normalized_shape_unlike_the_input_fails_at_run) {
  layer_norm_program program(kFloat, {3, 4}, {4}, false);
  program_runner runner(program.c.p.finish());
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({2, 3}, {1, 2, 3, 4, 5, 6})}, {4, 4, 4}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("aten::native_layer_norm.out: normalized_shape [4] does not match input's trailing "
                                "sizes (input shape [2, 3])"), std::string::npos) << runner.problem;
}

TEST(PortableReduceLayerNorm, integer_input_and_a_weight_of_another_type_are_refused_at_load) {
  layer_norm_program ints(kInt32, {3, 4}, {4}, false);
  program_runner int_runner(ints.c.p.finish());
  EXPECT_NE(int_runner.problem.find("(aten::native_layer_norm.out): input is int32; expected float16, bfloat16, "
                                    "float32 or "
                                    "float64"),
            std::string::npos) << int_runner.problem;
  layer_norm_program weight(kFloat, {3, 4}, {4}, true, kDouble);
  program_runner weight_runner(weight.c.p.finish());
  EXPECT_NE(weight_runner.problem.find("weight is float64; expected input's type float32"), std::string::npos)
      << weight_runner.problem;
  layer_norm_program too_long(kFloat, {4}, {4}, false);
  too_long.c.p.kernel_call("aten::native_layer_norm", "out", {too_long.c.in, too_long.c.p.ints({1, 4}),
                                                              too_long.weight, too_long.bias, too_long.c.p.double_value(0),
                                                              too_long.c.p.outputs[0], too_long.c.p.outputs[1],
                                                              too_long.c.p.outputs[2], too_long.c.p.outputs[0],
                                                              too_long.c.p.outputs[1], too_long.c.p.outputs[2]});
  program_runner long_runner(too_long.c.p.finish());
  EXPECT_NE(long_runner.problem.find("normalized_shape has 2 dims; input has only 1"), std::string::npos)
      << long_runner.problem;
}

// _native_batch_norm_legit_no_training (input, weight?, bias?, running_mean, running_var, momentum, eps, out, mean,
// invstd); every tensor but the outs is an input.
std::vector<uint8_t> batch_norm_program(int8_t type, const std::vector<size_t>& bounds, bool affine) {
  one_call c(type, bounds);
  const std::vector<int32_t> channel = {int32_t(bounds[1])};
  const int32_t weight = affine ? c.p.tensor(type, channel, 2) : c.p.null_value();
  const int32_t bias = affine ? c.p.tensor(type, channel, 2) : c.p.null_value();
  const int32_t mean = c.p.tensor(type, channel, 2), var = c.p.tensor(type, channel, 2);
  c.p.inputs = affine ? std::vector<int32_t>{c.in, mean, var, weight, bias} : std::vector<int32_t>{c.in, mean, var};
  const int32_t out = c.output(type, bounds), mean_out = c.output(type, {1}), invstd = c.output(type, {1});
  c.p.kernel_call("aten::_native_batch_norm_legit_no_training", "out",
                  {c.in, weight, bias, mean, var, c.p.double_value(0.1), c.p.double_value(1e-3), out, mean_out, invstd,
                   out, mean_out, invstd});
  return c.p.finish();
}

TEST(PortableReduceBatchNorm, float32_nchw_matches_the_reference_and_leaves_mean_and_invstd_empty) {
  const std::vector<size_t> shape = {2, 3, 2, 2};
  program_runner runner(batch_norm_program(kFloat, shape, true));
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<float> x = ramp(count_of(shape), 0.6f, -2.0f);
  const std::vector<float> mean = {0.5f, -1.0f, 2.0f}, var = {1.0f, 4.0f, 0.25f};
  const std::vector<float> w = {2.0f, 0.5f, -1.0f}, b = {0.0f, 1.0f, 3.0f};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of(shape, x), typed_tensor::of({3}, mean), typed_tensor::of({3}, var),
                        typed_tensor::of({3}, w), typed_tensor::of({3}, b)}, {4, 4, 4}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].dims, shape);
  EXPECT_EQ(outputs[1].dims, (std::vector<size_t>{0}));
  EXPECT_EQ(outputs[2].dims, (std::vector<size_t>{0}));
  for (size_t i = 0; i < x.size(); i++) {
    const size_t c = i / 4 % 3;
    const double expected = (x[i] - mean[c]) / std::sqrt(double(var[c]) + 1e-3) * w[c] + b[c];
    ASSERT_NEAR(outputs[0].as<float>()[i], expected, 1e-5 * (1 + std::fabs(expected))) << "element " << i;
  }
}

TEST(PortableReduceBatchNorm, without_weight_and_bias_in_float64) {
  program_runner runner(batch_norm_program(kDouble, {1, 2, 3}, false));
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<double>({1, 2, 3}, {1, 2, 3, 4, 5, 6}),
                        typed_tensor::of<double>({2}, {2, 5}), typed_tensor::of<double>({2}, {0.999, 3.999})},
                       {8, 8, 8}, &outputs), xnn_status_success) << runner.problem;
  const std::vector<double> y = outputs[0].as<double>();
  const std::vector<double> expected = {-1, 0, 1, -0.5, 0, 0.5};
  for (size_t i = 0; i < 6; i++) EXPECT_NEAR(y[i], expected[i], 1e-12) << "element " << i;
}

TEST(PortableReduceBatchNorm, a_rank_1_input_is_refused_at_load_and_a_channel_mismatch_at_run) {
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({4}), mean = p.float_tensor({4}), var = p.float_tensor({4});
  const int32_t out = p.float_tensor({4}), m = p.float_tensor({1}), s = p.float_tensor({1});
  p.inputs = {x, mean, var};
  p.outputs = {out};
  p.kernel_call("aten::_native_batch_norm_legit_no_training", "out",
                {x, p.null_value(), p.null_value(), mean, var, p.double_value(0.1), p.double_value(1e-5), out, m, s,
                 out, m, s});
  program_runner rank1(p.finish());
  EXPECT_NE(rank1.problem.find("(aten::_native_batch_norm_legit_no_training.out): input has 1 dims; expected at "
                               "least 2 (N, C, ...)"), std::string::npos) << rank1.problem;
  program_runner runner(batch_norm_program(kFloat, {2, 4}, false));
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({1, 3}, {1, 2, 3}), typed_tensor::of<float>({2}, {0, 0}),
                        typed_tensor::of<float>({2}, {1, 1})}, {4, 4, 4}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("running_mean has shape [2]; expected [3], input's channels"), std::string::npos)
      << runner.problem;
}

// var.correction_out (self, dim?, correction?, keepdim, out).
std::vector<uint8_t> var_program(int8_t type, const std::vector<size_t>& bounds, const std::vector<int64_t>& dims,
                                 const double* correction) {
  one_call c(type, bounds);
  const int32_t out = c.output(type, bounds);
  c.p.kernel_call("aten::var", "correction_out", {c.in, c.p.ints(dims), correction == nullptr ? c.p.null_value()
                                                  : c.p.double_value(*correction), c.p.bool_value(false), out, out});
  return c.p.finish();
}

TEST(PortableReduceVar, corrections_of_one_and_zero_and_nan_when_nothing_is_left) {
  program_runner unbiased(var_program(kFloat, {2, 4}, {-1}, nullptr));
  const double zero = 0.0, five = 5.0;
  program_runner biased(var_program(kDouble, {2, 4}, {1}, &zero));
  program_runner too_much(var_program(kFloat, {2, 4}, {1}, &five));
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(unbiased.run({typed_tensor::of<float>({2, 4}, {1, 2, 3, 6, 2, 2, 2, 2})}, {4}, &outputs),
            xnn_status_success) << unbiased.problem;
  EXPECT_NEAR(outputs[0].as<float>()[0], 14.0 / 3.0, 1e-6);
  EXPECT_EQ(outputs[0].as<float>()[1], 0.0f);
  ASSERT_EQ(biased.run({typed_tensor::of<double>({2, 4}, {1, 2, 3, 6, 2, 2, 2, 2})}, {8}, &outputs),
            xnn_status_success) << biased.problem;
  EXPECT_NEAR(outputs[0].as<double>()[0], 3.5, 1e-12);
  ASSERT_EQ(too_much.run({typed_tensor::of<float>({2, 4}, {1, 2, 3, 6, 2, 2, 2, 2})}, {4}, &outputs),
            xnn_status_success) << too_much.problem;
  EXPECT_TRUE(std::isnan(outputs[0].as<float>()[0]));
  program_runner ints(var_program(kInt64, {4}, {0}, nullptr));
  EXPECT_NE(ints.problem.find("(aten::var.correction_out): self is int64; expected float16, bfloat16, "
                              "float32 or float64"),
            std::string::npos) << ints.problem;
}

}  // namespace
