// Portable math, comparison and selection operators (src/models/portable/math-ops.cc) in hand-made programs, each
// against a plain reference written here: float32 unary ops through xnn within the ULP bounds of docs/kernels.md,
// every other dtype and plain loop exactly (the reference evaluates ExecuTorch's formula in ExecuTorch's types),
// broadcasting, promotion, empty tensors, integer wrap-around, and the refusals at load and at run.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "graph-builder.h"
#include "program-run.h"
#include "ulp.h"

namespace {

using models_test::program_runner;
using models_test::typed_tensor;

constexpr int8_t kUint8 = 0, kInt8 = 1, kInt16 = 2, kInt32 = 3, kInt64 = 4, kQUInt8 = 13, kFloat = 6, kDouble = 7,
                 kBool = 11;
constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr float kNan = std::numeric_limits<float>::quiet_NaN();

size_t count_of(const std::vector<size_t>& dims) {
  size_t count = 1;
  for (size_t d : dims) count *= d;
  return count;
}

// Element (i) of a row-major tensor of shape `dims` read as shape `out` with broadcasting.
size_t broadcast_index(const std::vector<size_t>& dims, const std::vector<size_t>& out, size_t i) {
  size_t index = 0, stride = 1;
  for (size_t d = out.size(); d-- > 0;) {
    const size_t coordinate = i % out[d];
    i /= out[d];
    const size_t offset = out.size() - dims.size();
    if (d >= offset) {
      if (dims[d - offset] != 1) index += coordinate * stride;
      stride *= dims[d - offset];
    }
  }
  return index;
}

// Equal, or both NaN.
template <typename T>
bool same(T a, T b) {
  return a == b || (std::isnan(a) && std::isnan(b));
}

// Sizes of a tensor of `rank` dims whose shape each run sets (dynamic, unbounded).
std::vector<int32_t> any_shape(size_t rank) { return std::vector<int32_t>(rank, 1); }

// A program over dynamic (unbounded) tensors: `in` are its inputs, `out` its outputs; the test adds the calls. Each
// tensor has rank 1 unless `input_ranks` / `output_ranks` give its rank (an input keeps its declared rank).
struct program {
  xnn_program_file_builder p;
  std::vector<int32_t> in, out;
  program(const std::vector<int8_t>& input_types, const std::vector<int8_t>& output_types,
          const std::vector<size_t>& input_ranks = {}, const std::vector<size_t>& output_ranks = {}) {
    for (size_t i = 0; i < input_types.size(); i++) {
      in.push_back(p.tensor(input_types[i], any_shape(i < input_ranks.size() ? input_ranks[i] : 1), 2));
    }
    for (size_t i = 0; i < output_types.size(); i++) {
      out.push_back(p.tensor(output_types[i], any_shape(i < output_ranks.size() ? output_ranks[i] : 1), 2));
    }
    p.inputs = in;
    p.outputs = out;
  }
};

// The sentence of a program refused at load.
std::string load_refusal(xnn_program_file_builder& p) {
  program_runner runner(p.finish());
  EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter) << runner.problem;
  return runner.problem;
}

#define EXPECT_HAS(text, part) EXPECT_NE((text).find(part), std::string::npos) << (text)

// Inputs for the float ops: a sweep of [-20, 20] and the special values.
std::vector<float> float_inputs() {
  std::vector<float> x;
  for (int i = -400; i <= 400; i++) x.push_back(float(i) * 0.05f);
  for (float v : {0.0f, -0.0f, kInf, -kInf, kNan, 1e-30f, -1e-30f, 88.5f, -100.0f, 100.0f, 1e30f, -1e30f,
                  std::numeric_limits<float>::denorm_min(), std::numeric_limits<float>::max()}) {
    x.push_back(v);
  }
  return x;
}

double gelu_reference(double x) { return std::isinf(x) && x < 0 ? 0.0 : 0.5 * x * std::erfc(-x / std::sqrt(2.0)); }

struct xnn_unary_case {
  const char* name;
  std::function<double(double)> reference;
  double max_ulp;  // docs/kernels.md (test/unary-reference.h): 0 for the exact ops
};

// float32 -> float32 runs through xnn's unary operator (made on the first run, reshaped on the next): every op within
// its kernel's documented bound of the double-precision result, across two shapes of rank 2.
TEST(PortableMathUnary, float32_ops_through_xnn_are_within_their_ulp_bounds) {
  const std::vector<xnn_unary_case> cases = {
      {"sigmoid", [](double x) { return 1.0 / (1.0 + std::exp(-x)); }, 2},
      {"tanh", [](double x) { return std::tanh(x); }, 2},
      {"exp", [](double x) { return std::exp(x); }, 2},
      {"log", [](double x) { return std::log(x); }, 4},
      {"sqrt", [](double x) { return std::sqrt(x); }, 0},
      {"rsqrt", [](double x) { return 1.0 / std::sqrt(x); }, 2},
      {"gelu", gelu_reference, 4},
      {"neg", [](double x) { return -x; }, 0},
      {"abs", [](double x) { return std::fabs(x); }, 0},
  };
  program prog({kFloat}, std::vector<int8_t>(cases.size(), kFloat), {2}, std::vector<size_t>(cases.size(), 2));
  for (size_t c = 0; c < cases.size(); c++) {
    if (std::string(cases[c].name) == "gelu") {
      prog.p.kernel_call("aten::gelu", "out", {prog.in[0], prog.p.string_value("none"), prog.out[c], prog.out[c]});
    } else {
      prog.p.kernel_call("aten::" + std::string(cases[c].name), "out", {prog.in[0], prog.out[c], prog.out[c]});
    }
  }
  program_runner runner(prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<float> all = float_inputs();
  for (const std::vector<size_t>& dims : {std::vector<size_t>{1, all.size()}, std::vector<size_t>{3, 5}}) {
    const std::vector<float> x(all.begin(), all.begin() + count_of(dims));
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of(dims, x)}, std::vector<size_t>(cases.size(), 4), &outputs),
              xnn_status_success) << runner.problem;
    for (size_t c = 0; c < cases.size(); c++) {
      ASSERT_EQ(outputs[c].dims, dims) << cases[c].name;
      const std::vector<float> got = outputs[c].as<float>();
      for (size_t i = 0; i < x.size(); i++) {
        const double expected = cases[c].reference(double(x[i]));
        if (cases[c].max_ulp == 0) {
          ASSERT_TRUE(same(got[i], float(expected)))
              << cases[c].name << "(" << x[i] << ") = " << got[i] << ", expected " << expected;
        } else {
          ASSERT_LE(xnn_ulp_error(got[i], expected), cases[c].max_ulp)
              << cases[c].name << "(" << x[i] << ") = " << got[i] << ", expected " << expected;
        }
      }
    }
  }
}

// An integer or bool input computes in float32 (ExecuTorch converts it to float and calls the float function); a
// float64 out then holds the widened float32 result.
TEST(PortableMathUnary, integer_and_bool_inputs_compute_in_float32) {
  const std::vector<std::pair<const char*, float (*)(float)>> ops = {
      {"sigmoid", [](float x) { return 1.0f / (1.0f + std::exp(-x)); }},
      {"tanh", [](float x) { return std::tanh(x); }},
      {"exp", [](float x) { return std::exp(x); }},
      {"log", [](float x) { return std::log(x); }},
      {"sqrt", [](float x) { return std::sqrt(x); }},
      {"rsqrt", [](float x) { return float(1.0 / double(std::sqrt(x))); }},
  };
  for (const auto& [op, reference] : ops) {
    program prog({kInt32, kBool, kInt64}, {kFloat, kFloat, kDouble}, {2, 1, 1}, {2, 1, 1});
    for (size_t k = 0; k < 3; k++) {
      prog.p.kernel_call(std::string("aten::") + op, "out", {prog.in[k], prog.out[k], prog.out[k]});
    }
    program_runner runner(prog.p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const std::vector<int32_t> ints = {-7, -1, 0, 1, 2, 3, 50, 100000};
    const std::vector<uint8_t> bools = {0, 1, 1};
    const std::vector<int64_t> longs = {int64_t(1) << 40, -3, 0, 16777217};
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of({2, 4}, ints), typed_tensor::of({3}, bools), typed_tensor::of({4}, longs)},
                         {4, 4, 8}, &outputs),
              xnn_status_success) << runner.problem;
    EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{2, 4}));
    const std::vector<float> from_ints = outputs[0].as<float>(), from_bools = outputs[1].as<float>();
    const std::vector<double> from_longs = outputs[2].as<double>();
    for (size_t i = 0; i < ints.size(); i++) {
      const float expected = reference(float(ints[i]));
      ASSERT_TRUE(same(from_ints[i], expected))
          << op << "(" << ints[i] << ") = " << from_ints[i] << ", expected " << expected;
    }
    for (size_t i = 0; i < bools.size(); i++) ASSERT_TRUE(same(from_bools[i], reference(float(bools[i])))) << op;
    for (size_t i = 0; i < longs.size(); i++) {
      ASSERT_TRUE(same(from_longs[i], double(reference(float(longs[i]))))) << op << "(" << longs[i] << ")";
    }
  }
}

// float64 computes in double (into float64 or float32); float32 into a float64 out computes in float32.
TEST(PortableMathUnary, float64_computes_in_double_and_out_may_be_the_other_float_type) {
  program prog({kDouble, kFloat}, {kDouble, kFloat, kDouble, kDouble});
  prog.p.kernel_call("aten::exp", "out", {prog.in[0], prog.out[0], prog.out[0]});
  prog.p.kernel_call("aten::sigmoid", "out", {prog.in[0], prog.out[1], prog.out[1]});
  prog.p.kernel_call("aten::tanh", "out", {prog.in[1], prog.out[2], prog.out[2]});
  prog.p.kernel_call("aten::rsqrt", "out", {prog.in[0], prog.out[3], prog.out[3]});
  program_runner runner(prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<double> x = {-3.25, 0.0, 0.1, 1.0, 7.5, 700.0};
  const std::vector<float> y = {-2.0f, 0.3f, 5.0f, 9.5f, 0.0f, 1e-3f};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of({6}, x), typed_tensor::of({6}, y)}, {8, 4, 8, 8}, &outputs),
            xnn_status_success) << runner.problem;
  const std::vector<double> exps = outputs[0].as<double>(), tanhs = outputs[2].as<double>();
  const std::vector<double> rsqrts = outputs[3].as<double>();
  const std::vector<float> sigmoids = outputs[1].as<float>();
  for (size_t i = 0; i < x.size(); i++) {
    EXPECT_EQ(exps[i], std::exp(x[i])) << i;
    EXPECT_EQ(sigmoids[i], float(1.0 / (1.0 + std::exp(-x[i])))) << i;
    EXPECT_EQ(tanhs[i], double(std::tanh(y[i]))) << i;
    if (x[i] >= 0) {
      EXPECT_EQ(rsqrts[i], 1.0 / std::sqrt(x[i])) << i;
    }
  }
  EXPECT_TRUE(std::isnan(rsqrts[0]));
  EXPECT_EQ(rsqrts[1], std::numeric_limits<double>::infinity());
}

// neg and abs keep the type; integers wrap (-INT_MIN is INT_MIN, -3 as uint8 is 253).
TEST(PortableMathUnary, neg_and_abs_of_integers_wrap) {
  program prog({kInt8, kUint8, kInt64, kInt16, kDouble},
               {kInt8, kInt8, kUint8, kUint8, kInt64, kInt64, kInt16, kDouble, kDouble});
  const std::vector<std::pair<size_t, const char*>> calls = {{0, "neg"}, {0, "abs"}, {1, "neg"}, {1, "abs"},
                                                             {2, "neg"}, {2, "abs"}, {3, "neg"}, {4, "neg"},
                                                             {4, "abs"}};
  for (size_t c = 0; c < calls.size(); c++) {
    prog.p.kernel_call(std::string("aten::") + calls[c].second, "out",
                       {prog.in[calls[c].first], prog.out[c], prog.out[c]});
  }
  program_runner runner(prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const int64_t min64 = std::numeric_limits<int64_t>::min();
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<int8_t>({4}, {-128, -5, 0, 127}), typed_tensor::of<uint8_t>({3}, {0, 3, 255}),
                        typed_tensor::of<int64_t>({3}, {min64, -9, 9}), typed_tensor::of<int16_t>({2}, {-32768, 7}),
                        typed_tensor::of<double>({3}, {-2.5, 0.0, 1e300})},
                       {1, 1, 1, 1, 8, 8, 2, 8, 8}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<int8_t>(), (std::vector<int8_t>{-128, 5, 0, -127}));
  EXPECT_EQ(outputs[1].as<int8_t>(), (std::vector<int8_t>{-128, 5, 0, 127}));
  EXPECT_EQ(outputs[2].as<uint8_t>(), (std::vector<uint8_t>{0, 253, 1}));
  EXPECT_EQ(outputs[3].as<uint8_t>(), (std::vector<uint8_t>{0, 3, 255}));
  EXPECT_EQ(outputs[4].as<int64_t>(), (std::vector<int64_t>{min64, 9, -9}));
  EXPECT_EQ(outputs[5].as<int64_t>(), (std::vector<int64_t>{min64, 9, 9}));
  EXPECT_EQ(outputs[6].as<int16_t>(), (std::vector<int16_t>{-32768, -7}));
  EXPECT_EQ(outputs[7].as<double>(), (std::vector<double>{2.5, -0.0, -1e300}));
  EXPECT_EQ(outputs[8].as<double>(), (std::vector<double>{2.5, 0.0, 1e300}));
}

constexpr double kSqrt2 = 1.41421356237309504880, k2OverSqrtPi = 1.12837916709551257390;
constexpr double kSqrtHalf = 0.70710678118654752440;

// ExecuTorch's tanh approximation: its constants in the input's type (kappa a float constant), the rest in double.
template <typename T>
T gelu_tanh_reference(T x) {
  if (x == -std::numeric_limits<T>::infinity()) return T(0);
  if (x == std::numeric_limits<T>::infinity()) return x;
  const T beta = T(kSqrt2 * k2OverSqrtPi * 0.5);
  const T inner = beta * (x + T(0.044715f) * (x * x * x));
  return T(0.5 * double(x) * (1.0 + double(std::tanh(inner))));
}

TEST(PortableMathUnary, gelu_tanh_in_float32_and_both_forms_in_float64_follow_executorch) {
  program prog({kFloat, kDouble}, {kFloat, kDouble, kDouble});
  const int32_t tanh = prog.p.string_value("tanh"), none = prog.p.string_value("none");
  prog.p.kernel_call("aten::gelu", "out", {prog.in[0], tanh, prog.out[0], prog.out[0]});
  prog.p.kernel_call("aten::gelu", "out", {prog.in[1], tanh, prog.out[1], prog.out[1]});
  prog.p.kernel_call("aten::gelu", "out", {prog.in[1], none, prog.out[2], prog.out[2]});
  program_runner runner(prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<float> x = float_inputs();
  std::vector<double> y(x.begin(), x.end());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of({x.size()}, x), typed_tensor::of({y.size()}, y)}, {4, 8, 8}, &outputs),
            xnn_status_success) << runner.problem;
  const std::vector<float> f = outputs[0].as<float>();
  const std::vector<double> d_tanh = outputs[1].as<double>(), d_none = outputs[2].as<double>();
  for (size_t i = 0; i < x.size(); i++) {
    const float expected = gelu_tanh_reference(x[i]);
    ASSERT_TRUE(same(f[i], expected)) << x[i] << ": " << f[i];
    ASSERT_TRUE(same(d_tanh[i], gelu_tanh_reference(y[i]))) << y[i];
    const double expected_none =
        std::isinf(y[i]) ? (y[i] < 0 ? 0.0 : y[i]) : 0.5 * y[i] * (1 + std::erf(y[i] * kSqrtHalf));
    ASSERT_TRUE(same(d_none[i], expected_none)) << y[i] << ": " << d_none[i];
  }
}

TEST(PortableMathUnary, empty_tensors_give_empty_outputs) {
  program prog({kFloat, kInt32, kBool}, {kFloat, kBool, kInt32}, {2, 2, 3}, {2, 2, 3});
  prog.p.kernel_call("aten::sigmoid", "out", {prog.in[0], prog.out[0], prog.out[0]});
  prog.p.kernel_call("aten::lt", "Tensor_out", {prog.in[1], prog.in[0], prog.out[1], prog.out[1]});
  prog.p.kernel_call("aten::where", "self_out", {prog.in[2], prog.in[1], prog.in[1], prog.out[2], prog.out[2]});
  program_runner runner(prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({0, 3}, {}), typed_tensor::of<int32_t>({1, 3}, {1, 2, 3}),
                        typed_tensor::of<uint8_t>({2, 0, 1}, {})},
                       {4, 1, 4}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0, 3}));
  EXPECT_EQ(outputs[1].dims, (std::vector<size_t>{0, 3}));
  EXPECT_EQ(outputs[2].dims, (std::vector<size_t>{2, 0, 3}));
}

TEST(PortableMathUnary, refusals_at_load_name_the_argument_and_the_rule) {
  {
    program prog({kFloat}, {kInt32});
    prog.p.kernel_call("aten::sigmoid", "out", {prog.in[0], prog.out[0], prog.out[0]});
    EXPECT_HAS(load_refusal(prog.p),
               "instruction 0 (aten::sigmoid.out): out is int32; expected float16, bfloat16, float32 or float64");
  }
  {
    program prog({kQUInt8}, {kFloat});
    prog.p.kernel_call("aten::exp", "out", {prog.in[0], prog.out[0], prog.out[0]});
    EXPECT_HAS(load_refusal(prog.p),
               "(aten::exp.out): self is scalar type 13; supported: float16, bfloat16, float32, float64, int64");
  }
  {
    program prog({kBool}, {kBool});
    prog.p.kernel_call("aten::neg", "out", {prog.in[0], prog.out[0], prog.out[0]});
    EXPECT_HAS(load_refusal(prog.p), "(aten::neg.out): self is bool; expected float16, bfloat16, float32, float64, "
                                     "int64, int32, "
                                     "int16, int8 or uint8");
  }
  {
    program prog({kInt32}, {kInt64});
    prog.p.kernel_call("aten::abs", "out", {prog.in[0], prog.out[0], prog.out[0]});
    EXPECT_HAS(load_refusal(prog.p), "(aten::abs.out): out is int64; expected self's type int32");
  }
  {
    program prog({kFloat}, {kFloat});
    prog.p.kernel_call("aten::gelu", "out", {prog.in[0], prog.p.string_value("fast"), prog.out[0], prog.out[0]});
    EXPECT_HAS(load_refusal(prog.p), "(aten::gelu.out): approximate is 'fast'; expected 'none' or 'tanh'");
  }
  {
    program prog({kFloat}, {kFloat});
    prog.p.kernel_call("aten::gelu", "out", {prog.in[0], prog.p.null_value(), prog.out[0], prog.out[0]});
    EXPECT_HAS(load_refusal(prog.p), "(aten::gelu.out): approximate is None; expected 'none' or 'tanh'");
  }
  {
    program prog({kInt32}, {kInt32});
    prog.p.kernel_call("aten::gelu", "out", {prog.in[0], prog.p.string_value("none"), prog.out[0], prog.out[0]});
    EXPECT_HAS(load_refusal(prog.p), "(aten::gelu.out): self is int32; expected float16, bfloat16, float32 or float64");
  }
}

// pow computes in float32 when the promoted type is float32, in double otherwise (integers too).
TEST(PortableMathPow, tensor_tensor_broadcasts_and_computes_in_the_promoted_float_type) {
  program prog({kFloat, kFloat, kDouble, kInt32}, {kFloat, kDouble}, {3, 2, 2, 1}, {3, 2});
  prog.p.kernel_call("aten::pow", "Tensor_Tensor_out", {prog.in[0], prog.in[1], prog.out[0], prog.out[0]});
  prog.p.kernel_call("aten::pow", "Tensor_Tensor_out", {prog.in[2], prog.in[3], prog.out[1], prog.out[1]});
  program_runner runner(prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<size_t> a_dims = {2, 1, 3}, b_dims = {4, 1}, out_dims = {2, 4, 3};
  std::vector<float> a(count_of(a_dims)), b(count_of(b_dims));
  for (size_t i = 0; i < a.size(); i++) a[i] = float(i) * 0.7f - 1.5f;
  for (size_t i = 0; i < b.size(); i++) b[i] = float(i) * 0.5f - 0.5f;
  const std::vector<double> c = {2.0, -1.5, 0.1};
  const std::vector<int32_t> e = {3, -2, 0};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of(a_dims, a), typed_tensor::of(b_dims, b), typed_tensor::of({3, 1}, c),
                        typed_tensor::of({3}, e)},
                       {4, 8}, &outputs),
            xnn_status_success) << runner.problem;
  ASSERT_EQ(outputs[0].dims, out_dims);
  const std::vector<float> got = outputs[0].as<float>();
  for (size_t i = 0; i < count_of(out_dims); i++) {
    const float expected = std::pow(a[broadcast_index(a_dims, out_dims, i)], b[broadcast_index(b_dims, out_dims, i)]);
    ASSERT_TRUE(same(got[i], expected)) << i;
  }
  ASSERT_EQ(outputs[1].dims, (std::vector<size_t>{3, 3}));
  const std::vector<double> d = outputs[1].as<double>();
  for (size_t i = 0; i < 9; i++) {
    const double expected = std::pow(c[i / 3], double(e[i % 3]));
    ASSERT_TRUE(same(d[i], expected)) << i;
  }
}

TEST(PortableMathPow, integers_compute_in_double_into_integer_out_in_every_form) {
  program prog({kInt32, kUint8, kInt8, kInt64}, {kInt32, kInt16, kInt64, kInt32, kFloat});
  prog.p.kernel_call("aten::pow", "Tensor_Tensor_out", {prog.in[0], prog.in[0], prog.out[0], prog.out[0]});
  prog.p.kernel_call("aten::pow", "Tensor_Tensor_out", {prog.in[1], prog.in[2], prog.out[1], prog.out[1]});
  prog.p.kernel_call("aten::pow", "Tensor_Scalar_out", {prog.in[3], prog.p.int_value(3), prog.out[2], prog.out[2]});
  prog.p.kernel_call("aten::pow", "Scalar_out", {prog.p.int_value(-2), prog.in[0], prog.out[3], prog.out[3]});
  const int32_t half = prog.p.double_value(0.5);
  prog.p.kernel_call("aten::pow", "Tensor_Scalar_out", {prog.in[0], half, prog.out[4], prog.out[4]});
  program_runner runner(prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<int32_t> x = {0, 1, 2, 3, 5};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of({5}, x), typed_tensor::of<uint8_t>({3}, {2, 200, 3}),
                        typed_tensor::of<int8_t>({3}, {8, 1, 5}), typed_tensor::of<int64_t>({3}, {-4, 100000, 7})},
                       {4, 2, 8, 4, 4}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<int32_t>(), (std::vector<int32_t>{1, 1, 4, 27, 3125}));
  EXPECT_EQ(outputs[1].as<int16_t>(), (std::vector<int16_t>{256, 200, 243}));
  EXPECT_EQ(outputs[2].as<int64_t>(), (std::vector<int64_t>{-64, 1000000000000000, 343}));
  EXPECT_EQ(outputs[3].as<int32_t>(), (std::vector<int32_t>{1, -2, 4, -8, -32}));
  const std::vector<float> roots = outputs[4].as<float>();
  for (size_t i = 0; i < x.size(); i++) EXPECT_EQ(roots[i], std::pow(float(x[i]), 0.5f)) << i;
}

// Integers to negative integer powers are refused (PyTorch's rule; ExecuTorch's portable kernel would truncate the
// double result, undefined for 0): at load for an Int exponent, at run for a tensor's.
TEST(PortableMathPow, negative_integer_exponents_are_refused) {
  {
    program prog({kInt32}, {kInt32});
    prog.p.kernel_call("aten::pow", "Tensor_Scalar_out", {prog.in[0], prog.p.int_value(-1), prog.out[0], prog.out[0]});
    EXPECT_HAS(load_refusal(prog.p), "(aten::pow.Tensor_Scalar_out): exponent is -1; integers to negative integer "
                                     "powers are not allowed");
  }
  program prog({kInt64, kInt8}, {kInt64, kInt8});
  prog.p.kernel_call("aten::pow", "Tensor_Tensor_out", {prog.in[0], prog.in[1], prog.out[0], prog.out[0]});
  prog.p.kernel_call("aten::pow", "Scalar_out", {prog.p.int_value(2), prog.in[1], prog.out[1], prog.out[1]});
  program_runner runner(prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<int64_t>({2}, {2, 3}), typed_tensor::of<int8_t>({2}, {2, 1})}, {8, 1},
                       &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{4, 3}));
  EXPECT_EQ(outputs[1].as<int8_t>(), (std::vector<int8_t>{4, 2}));
  EXPECT_EQ(runner.run({typed_tensor::of<int64_t>({2}, {2, 3}), typed_tensor::of<int8_t>({2}, {2, -1})}, {8, 1},
                       &outputs),
            xnn_status_invalid_parameter);
  EXPECT_HAS(runner.problem, "instruction 0 (aten::pow.Tensor_Tensor_out): aten::pow.Tensor_Tensor_out: exponent "
                             "holds -1; integers to negative integer powers are not allowed");
}

TEST(PortableMathPow, a_negative_exponent_tensor_under_an_int_base_is_refused_at_run) {
  program prog({kInt32}, {kInt32});
  prog.p.kernel_call("aten::pow", "Scalar_out", {prog.p.int_value(3), prog.in[0], prog.out[0], prog.out[0]});
  program_runner runner(prog.p.finish());
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<int32_t>({3}, {1, -3, -4})}, {4}, &outputs), xnn_status_invalid_parameter);
  EXPECT_HAS(runner.problem, "aten::pow.Scalar_out: exponent holds -3; integers to negative integer powers are not "
                             "allowed");
}

TEST(PortableMathPow, refusals_at_load) {
  {
    program prog({kBool, kBool}, {kBool});
    prog.p.kernel_call("aten::pow", "Tensor_Tensor_out", {prog.in[0], prog.in[1], prog.out[0], prog.out[0]});
    EXPECT_HAS(load_refusal(prog.p), "self and exponent are bool; pow has no bool result");
  }
  {
    program prog({kInt32}, {kInt32});
    const int32_t two = prog.p.double_value(2.0);
    prog.p.kernel_call("aten::pow", "Tensor_Scalar_out", {prog.in[0], two, prog.out[0], prog.out[0]});
    EXPECT_HAS(load_refusal(prog.p), "the result is float32; out is int32, which it cannot be cast to");
  }
  {
    xnn_program_file_builder p;
    const int32_t a = p.float_tensor({2, 3}), b = p.float_tensor({4}), out = p.float_tensor({2, 3});
    p.inputs = {a, b};
    p.outputs = {out};
    p.kernel_call("aten::pow", "Tensor_Tensor_out", {a, b, out, out});
    EXPECT_HAS(load_refusal(p), "self of shape [2, 3] and exponent of shape [4] do not broadcast");
  }
}

TEST(PortableMathWhere, broadcasts_condition_and_both_inputs_and_promotes) {
  program prog({kBool, kInt32, kFloat}, {kFloat}, {3, 3, 1}, {3});
  prog.p.kernel_call("aten::where", "self_out", {prog.in[0], prog.in[1], prog.in[2], prog.out[0], prog.out[0]});
  program_runner runner(prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<size_t> c_dims = {2, 1, 1}, a_dims = {1, 3, 1}, b_dims = {4}, out_dims = {2, 3, 4};
  const std::vector<uint8_t> c = {1, 0};
  const std::vector<int32_t> a = {-5, 16777217, 7};
  const std::vector<float> b = {0.5f, -1.5f, kNan, 3.0f};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of(c_dims, c), typed_tensor::of(a_dims, a), typed_tensor::of(b_dims, b)}, {4},
                       &outputs),
            xnn_status_success) << runner.problem;
  ASSERT_EQ(outputs[0].dims, out_dims);
  const std::vector<float> got = outputs[0].as<float>();
  for (size_t i = 0; i < count_of(out_dims); i++) {
    const float expected = c[broadcast_index(c_dims, out_dims, i)] ? float(a[broadcast_index(a_dims, out_dims, i)])
                                                                   : b[broadcast_index(b_dims, out_dims, i)];
    ASSERT_TRUE(same(got[i], expected)) << i;
  }
}

TEST(PortableMathWhere, uint8_condition_selects_integers_promoted_to_int16) {
  program prog({kUint8, kUint8, kInt8}, {kInt16});
  prog.p.kernel_call("aten::where", "self_out", {prog.in[0], prog.in[1], prog.in[2], prog.out[0], prog.out[0]});
  program_runner runner(prog.p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<uint8_t>({4}, {0, 7, 255, 0}),
                        typed_tensor::of<uint8_t>({4}, {200, 201, 202, 203}),
                        typed_tensor::of<int8_t>({1}, {-128})},
                       {2}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<int16_t>(), (std::vector<int16_t>{-128, 201, 202, -128}));
}

TEST(PortableMathWhere, float64_with_bool_is_float64_and_bools_stay_bool) {
  program prog({kBool, kDouble, kBool}, {kDouble, kBool});
  prog.p.kernel_call("aten::where", "self_out", {prog.in[0], prog.in[1], prog.in[2], prog.out[0], prog.out[0]});
  prog.p.kernel_call("aten::where", "self_out", {prog.in[0], prog.in[2], prog.in[0], prog.out[1], prog.out[1]});
  program_runner runner(prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<uint8_t>({3}, {1, 0, 1}), typed_tensor::of<double>({3}, {0.1, 0.2, 1e300}),
                        typed_tensor::of<uint8_t>({3}, {0, 1, 1})},
                       {8, 1}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<double>(), (std::vector<double>{0.1, 1.0, 1e300}));
  EXPECT_EQ(outputs[1].as<uint8_t>(), (std::vector<uint8_t>{0, 0, 1}));
}

TEST(PortableMathWhere, refusals_at_load_and_at_run) {
  {
    program prog({kInt32, kFloat, kFloat}, {kFloat});
    prog.p.kernel_call("aten::where", "self_out", {prog.in[0], prog.in[1], prog.in[2], prog.out[0], prog.out[0]});
    EXPECT_HAS(load_refusal(prog.p), "(aten::where.self_out): condition is int32; expected bool or uint8");
  }
  {
    program prog({kBool, kInt32, kFloat}, {kDouble});
    prog.p.kernel_call("aten::where", "self_out", {prog.in[0], prog.in[1], prog.in[2], prog.out[0], prog.out[0]});
    EXPECT_HAS(load_refusal(prog.p), "out is float64; expected float32, the promoted type of self (int32) and other "
                                     "(float32)");
  }
  {
    xnn_program_file_builder p;
    const int32_t c = p.tensor(kBool, {2}), a = p.float_tensor({3}), b = p.float_tensor({1}), out = p.float_tensor({3});
    p.inputs = {c, a, b};
    p.outputs = {out};
    p.kernel_call("aten::where", "self_out", {c, a, b, out, out});
    EXPECT_HAS(load_refusal(p), "condition of shape [2], self of shape [3] and other of shape [1] do not broadcast");
  }
  program prog({kBool, kFloat, kFloat}, {kFloat});
  prog.p.kernel_call("aten::where", "self_out", {prog.in[0], prog.in[1], prog.in[2], prog.out[0], prog.out[0]});
  program_runner runner(prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<uint8_t>({2}, {1, 0}), typed_tensor::of<float>({3}, {1, 2, 3}),
                        typed_tensor::of<float>({1}, {0})},
                       {4}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_HAS(runner.problem, "aten::where.self_out: condition of shape [2], self of shape [3] and other of shape [1] "
                             "do not broadcast");
}

// The six comparisons in one program, one out each.
struct comparison_program {
  program prog;
  comparison_program(const std::vector<int8_t>& inputs, int8_t out_type, const char* overload,
                     const std::function<int32_t(xnn_program_file_builder&)>& other,
                     const std::vector<size_t>& input_ranks = {}, size_t out_rank = 1)
      : prog(inputs, std::vector<int8_t>(6, out_type), input_ranks, std::vector<size_t>(6, out_rank)) {
    const char* names[6] = {"eq", "ne", "lt", "le", "gt", "ge"};
    for (size_t k = 0; k < 6; k++) {
      const int32_t b = inputs.size() > 1 ? prog.in[1] : other(prog.p);
      prog.p.kernel_call(std::string("aten::") + names[k], overload, {prog.in[0], b, prog.out[k], prog.out[k]});
    }
  }
};

template <typename T>
std::vector<bool> comparisons_of(T x, T y) {
  return {x == y, x != y, x < y, x <= y, x > y, x >= y};
}

TEST(PortableMathCompare, tensor_forms_broadcast_and_compare_in_the_promoted_type) {
  comparison_program c({kFloat, kInt32}, kBool, "Tensor_out", nullptr, {3, 2}, 3);
  program_runner runner(c.prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<size_t> a_dims = {2, 1, 3}, b_dims = {4, 1}, out_dims = {2, 4, 3};
  const std::vector<float> a = {-1.0f, 0.0f, 1.5f, 2.0f, kNan, 16777216.0f};
  const std::vector<int32_t> b = {-1, 2, 0, 16777217};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of(a_dims, a), typed_tensor::of(b_dims, b)}, std::vector<size_t>(6, 1),
                       &outputs),
            xnn_status_success) << runner.problem;
  for (size_t i = 0; i < count_of(out_dims); i++) {
    const float x = a[broadcast_index(a_dims, out_dims, i)];
    const float y = float(b[broadcast_index(b_dims, out_dims, i)]);
    const std::vector<bool> expected = comparisons_of(x, y);
    for (size_t k = 0; k < 6; k++) {
      ASSERT_EQ(outputs[k].dims, out_dims);
      ASSERT_EQ(outputs[k].as<uint8_t>()[i], uint8_t(expected[k])) << "op " << k << " element " << i;
    }
  }
}

// Two different floating types compare in float32 (ExecuTorch's rule), and so does float64 with an integer.
TEST(PortableMathCompare, mixed_floating_types_compare_in_float32) {
  comparison_program c({kDouble, kFloat}, kBool, "Tensor_out", nullptr);
  comparison_program d({kDouble, kInt64}, kBool, "Tensor_out", nullptr);
  program_runner runner(c.prog.p.finish()), runner_d(d.prog.p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<double>({2}, {0.1, 1.0 + 1e-12}), typed_tensor::of<float>({2}, {0.1f, 1.0f})},
                       std::vector<size_t>(6, 1), &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<uint8_t>(), (std::vector<uint8_t>{1, 1}));  // eq
  EXPECT_EQ(outputs[2].as<uint8_t>(), (std::vector<uint8_t>{0, 0}));  // lt
  ASSERT_EQ(runner_d.run({typed_tensor::of<double>({1}, {16777217.0}), typed_tensor::of<int64_t>({1}, {16777216})},
                         std::vector<size_t>(6, 1), &outputs),
            xnn_status_success) << runner_d.problem;
  EXPECT_EQ(outputs[0].as<uint8_t>(), (std::vector<uint8_t>{1}));
  EXPECT_EQ(outputs[4].as<uint8_t>(), (std::vector<uint8_t>{0}));  // gt
}

// A Scalar converts to the tensor's type (an Int wraps to int8), a Double Scalar makes an integer compare in float32;
// out may be any type (true is 1).
TEST(PortableMathCompare, scalar_forms_convert_the_scalar_and_write_any_out_type) {
  comparison_program wrapped({kInt8}, kInt32, "Scalar_out", [](xnn_program_file_builder& p) {
    return p.int_value(300);
  });
  program_runner runner(wrapped.prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<int8_t>({3}, {44, 45, -100})}, std::vector<size_t>(6, 4), &outputs),
            xnn_status_success) << runner.problem;
  for (size_t i = 0; i < 3; i++) {
    const int8_t x = std::vector<int8_t>{44, 45, -100}[i];
    const std::vector<bool> expected = comparisons_of<int64_t>(x, 44);
    for (size_t k = 0; k < 6; k++) EXPECT_EQ(outputs[k].as<int32_t>()[i], int32_t(expected[k])) << k << "," << i;
  }
  comparison_program floating({kInt64}, kFloat, "Scalar_out", [](xnn_program_file_builder& p) {
    return p.double_value(2.5);
  });
  program_runner runner_f(floating.prog.p.finish());
  const std::vector<int64_t> x = {2, 3, 16777217, -4};
  ASSERT_EQ(runner_f.run({typed_tensor::of({4}, x)}, std::vector<size_t>(6, 4), &outputs), xnn_status_success)
      << runner_f.problem;
  for (size_t i = 0; i < x.size(); i++) {
    const std::vector<bool> expected = comparisons_of(float(x[i]), 2.5f);
    for (size_t k = 0; k < 6; k++) EXPECT_EQ(outputs[k].as<float>()[i], expected[k] ? 1.0f : 0.0f) << k << "," << i;
  }
}

TEST(PortableMathCompare, int64_compares_exactly_and_bool_with_bool) {
  comparison_program longs({kInt64}, kBool, "Scalar_out", [](xnn_program_file_builder& p) {
    return p.int_value((int64_t(1) << 60) + 1);
  });
  program_runner runner(longs.prog.p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<int64_t>({3}, {int64_t(1) << 60, (int64_t(1) << 60) + 1, INT64_MIN})},
                       std::vector<size_t>(6, 1), &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<uint8_t>(), (std::vector<uint8_t>{0, 1, 0}));
  EXPECT_EQ(outputs[2].as<uint8_t>(), (std::vector<uint8_t>{1, 0, 1}));
  comparison_program bools({kBool, kBool}, kBool, "Tensor_out", nullptr);
  program_runner runner_b(bools.prog.p.finish());
  ASSERT_EQ(runner_b.run({typed_tensor::of<uint8_t>({4}, {0, 0, 1, 1}), typed_tensor::of<uint8_t>({4}, {0, 1, 0, 1})},
                         std::vector<size_t>(6, 1), &outputs),
            xnn_status_success) << runner_b.problem;
  EXPECT_EQ(outputs[0].as<uint8_t>(), (std::vector<uint8_t>{1, 0, 0, 1}));
  EXPECT_EQ(outputs[2].as<uint8_t>(), (std::vector<uint8_t>{0, 1, 0, 0}));
}

TEST(PortableMathCompare, refusals_at_load_and_at_run) {
  {
    program prog({kQUInt8}, {kBool});
    prog.p.kernel_call("aten::gt", "Scalar_out", {prog.in[0], prog.p.int_value(0), prog.out[0], prog.out[0]});
    EXPECT_HAS(load_refusal(prog.p), "(aten::gt.Scalar_out): self is scalar type 13; supported:");
  }
  {
    xnn_program_file_builder p;
    const int32_t a = p.float_tensor({2, 3}), b = p.float_tensor({2}), out = p.tensor(kBool, {2, 3});
    p.inputs = {a, b};
    p.outputs = {out};
    p.kernel_call("aten::eq", "Tensor_out", {a, b, out, out});
    EXPECT_HAS(load_refusal(p), "(aten::eq.Tensor_out): self of shape [2, 3] and other of shape [2] do not broadcast");
  }
  program prog({kFloat, kFloat}, {kBool});
  prog.p.kernel_call("aten::le", "Tensor_out", {prog.in[0], prog.in[1], prog.out[0], prog.out[0]});
  program_runner runner(prog.p.finish());
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of<float>({2}, {1, 2}), typed_tensor::of<float>({3}, {1, 2, 3})}, {1}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_HAS(runner.problem, "aten::le.Tensor_out: self of shape [2] and other of shape [3] do not broadcast");
}

// Nonzero (NaN and -0.0 too: NaN is true, -0.0 false) is true for every input type; out may be any type.
TEST(PortableMathLogical, any_input_types_broadcast_and_write_any_out_type) {
  program prog({kFloat, kInt64, kInt8}, {kBool, kBool, kFloat, kInt32}, {2, 1, 2}, {2, 2, 2, 2});
  prog.p.kernel_call("aten::logical_and", "out", {prog.in[0], prog.in[1], prog.out[0], prog.out[0]});
  prog.p.kernel_call("aten::logical_or", "out", {prog.in[0], prog.in[1], prog.out[1], prog.out[1]});
  prog.p.kernel_call("aten::logical_xor", "out", {prog.in[0], prog.in[1], prog.out[2], prog.out[2]});
  prog.p.kernel_call("aten::logical_not", "out", {prog.in[2], prog.out[3], prog.out[3]});
  program_runner runner(prog.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<size_t> a_dims = {4, 1}, b_dims = {3}, out_dims = {4, 3};
  const std::vector<float> a = {0.0f, -0.0f, kNan, 2.5f};
  const std::vector<int64_t> b = {0, int64_t(1) << 40, -1};
  const std::vector<int8_t> c = {0, 1, -128, 0};
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of(a_dims, a), typed_tensor::of(b_dims, b), typed_tensor::of({2, 2}, c)},
                       {1, 1, 4, 4}, &outputs),
            xnn_status_success) << runner.problem;
  for (size_t i = 0; i < count_of(out_dims); i++) {
    const float a_value = a[broadcast_index(a_dims, out_dims, i)];
    const bool x = a_value != 0.0f || std::isnan(a_value);
    const bool y = b[broadcast_index(b_dims, out_dims, i)] != 0;
    ASSERT_EQ(outputs[0].as<uint8_t>()[i], uint8_t(x && y)) << i;
    ASSERT_EQ(outputs[1].as<uint8_t>()[i], uint8_t(x || y)) << i;
    ASSERT_EQ(outputs[2].as<float>()[i], x != y ? 1.0f : 0.0f) << i;
  }
  EXPECT_EQ(outputs[3].dims, (std::vector<size_t>{2, 2}));
  EXPECT_EQ(outputs[3].as<int32_t>(), (std::vector<int32_t>{1, 0, 0, 1}));
}

TEST(PortableMathLogical, unsupported_types_are_refused_at_load) {
  program prog({kFloat, kFloat}, {kQUInt8});
  prog.p.kernel_call("aten::logical_or", "out", {prog.in[0], prog.in[1], prog.out[0], prog.out[0]});
  EXPECT_HAS(load_refusal(prog.p), "(aten::logical_or.out): out is scalar type 13; supported:");
}

}  // namespace
