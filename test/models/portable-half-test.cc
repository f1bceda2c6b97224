// The 16-bit floating types, float16 (ExecuTorch's Half) and bfloat16 (BFloat16), through the portable operators:
// each test runs for both, one or more ops of each op file against a reference computed here in float (or double)
// and rounded to the type to nearest even:
// - bit-exact where the op is one rounding of a float result (elementwise, unary math, sums accumulated in float in
//   order, data movement, conversions, quantize and dequantize);
// - within 1 ULP of the type of the double-precision result where the op accumulates in float in its own order
//   (matrix products, convolution, average pooling, softmax, log_softmax, layer and batch norm);
// plus promotion (with float32 -> float32, with integers -> the 16-bit type, float16 with bfloat16 -> float32),
// conversions in _to_copy and _to_dim_order_copy, and what only one type does (float16's range in full; quantize and
// dequantize take float16, not bfloat16).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include <fp16.h>

#include "graph-builder.h"
#include "program-run.h"

namespace {

using models_test::program_runner;
using models_test::typed_tensor;

constexpr int8_t kInt8 = 1, kInt32 = 3, kInt64 = 4, kHalf = 5, kFloat = 6, kBool = 11, kBFloat16 = 15;

struct float16_type {
  static constexpr int8_t code = kHalf;
  static uint16_t from(float x) { return fp16_ieee_from_fp32_value(x); }
  static float to(uint16_t h) { return fp16_ieee_to_fp32_value(h); }
  static bool is_nan(uint16_t h) { return (h & 0x7C00) == 0x7C00 && (h & 0x3FF) != 0; }
};

// bfloat16 is float32's upper half; rounding picks the nearer of the two halves around x (ties: the even one).
struct bfloat16_type {
  static constexpr int8_t code = kBFloat16;
  static float to(uint16_t h) {
    const uint32_t bits = uint32_t(h) << 16;
    float x;
    std::memcpy(&x, &bits, 4);
    return x;
  }
  static uint16_t from(float x) {
    if (std::isnan(x)) return 0x7FC0;
    uint32_t bits;
    std::memcpy(&bits, &x, 4);
    const uint16_t down = uint16_t(bits >> 16), up = uint16_t(down + 1);
    if ((bits & 0xFFFF) == 0) return down;
    const double below = std::fabs(double(x) - double(to(down)));
    // Past the largest finite value the next half is infinity: compare with where 2^128 would be.
    const double above = (up & 0x7F80) == 0x7F80 ? std::ldexp(1.0, 128) - std::fabs(double(x))
                                                 : std::fabs(double(to(up)) - double(x));
    if (below != above) return below < above ? down : up;
    return (down & 1) == 0 ? down : up;
  }
  static bool is_nan(uint16_t h) { return (h & 0x7F80) == 0x7F80 && (h & 0x7F) != 0; }
};

template <typename H>
std::vector<uint16_t> halves(const std::vector<float>& values) {
  std::vector<uint16_t> out;
  for (float v : values) out.push_back(H::from(v));
  return out;
}

// `values` as type H holds them (rounded to nearest even).
template <typename H>
std::vector<float> rounded(std::vector<float> values) {
  for (float& v : values) v = H::to(H::from(v));
  return values;
}

// Values that are exact in both types: a scrambled sweep of [-8, 8] in steps of 1/8 (zero included).
std::vector<float> half_sweep(size_t count, int offset) {
  std::vector<float> values;
  for (size_t i = 0; i < count; i++) values.push_back(float((int(i * 37) + offset) % 129 - 64) / 8.0f);
  return values;
}

// The distance between two finite 16-bit values (sign and magnitude, as both types are) in units in the last place.
int64_t ulp_distance(uint16_t a, uint16_t b) {
  const auto ordered = [](uint16_t h) { return (h & 0x8000) != 0 ? -int64_t(h & 0x7FFF) : int64_t(h); };
  return std::llabs(ordered(a) - ordered(b));
}

// Within 1 ULP of `expected`, or within `absolute` of it where float32 arithmetic cancels to a result whose ULP is
// smaller than float32's error (bfloat16 keeps float32's exponent range).
template <typename H>
bool close(uint16_t got, double expected, double absolute) {
  return ulp_distance(got, H::from(float(expected))) <= 1 || std::fabs(double(H::to(got)) - expected) <= absolute;
}

#define EXPECT_HAS(text, part) EXPECT_NE((text).find(part), std::string::npos) << (text)

// Runs `bytes` once on `inputs`; the outputs' element sizes are `sizes`.
std::vector<typed_tensor> run_once(const std::vector<uint8_t>& bytes, const std::vector<typed_tensor>& inputs,
                                   const std::vector<size_t>& sizes) {
  program_runner runner(bytes);
  EXPECT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run(inputs, sizes, &outputs), xnn_status_success) << runner.problem;
  return outputs;
}

// A program over tensors of static shape: the test adds the calls.
struct program {
  xnn_program_file_builder p;
  int32_t input(int8_t type, const std::vector<int32_t>& dims) {
    const int32_t t = p.tensor(type, dims);
    p.inputs.push_back(t);
    return t;
  }
  int32_t output(int8_t type, const std::vector<int32_t>& dims) {
    const int32_t t = p.tensor(type, dims, 2);
    p.outputs.push_back(t);
    return t;
  }
};

using half_types = testing::Types<float16_type, bfloat16_type>;
struct type_names {
  template <typename H>
  static std::string GetName(int) { return H::code == kHalf ? "float16" : "bfloat16"; }
};
template <typename H> class PortableHalfElementwise : public testing::Test {};
template <typename H> class PortableHalfMath : public testing::Test {};
template <typename H> class PortableHalfReduce : public testing::Test {};
template <typename H> class PortableHalfLinalg : public testing::Test {};
template <typename H> class PortableHalfWindow : public testing::Test {};
template <typename H> class PortableHalfIndex : public testing::Test {};
TYPED_TEST_SUITE(PortableHalfElementwise, half_types, type_names);
TYPED_TEST_SUITE(PortableHalfMath, half_types, type_names);
TYPED_TEST_SUITE(PortableHalfReduce, half_types, type_names);
TYPED_TEST_SUITE(PortableHalfLinalg, half_types, type_names);
TYPED_TEST_SUITE(PortableHalfWindow, half_types, type_names);
TYPED_TEST_SUITE(PortableHalfIndex, half_types, type_names);

// ---- elementwise.cc ----

TYPED_TEST(PortableHalfElementwise, add_sub_mul_div_clamp_relu_are_one_rounding_of_the_float_result) {
  using H = TypeParam;
  const size_t n = 200;
  const std::vector<float> a = half_sweep(n, 3), b = half_sweep(n, 71);
  program g;
  const int32_t x = g.input(H::code, {int32_t(n)}), y = g.input(H::code, {int32_t(n)});
  std::vector<int32_t> out;
  for (int k = 0; k < 6; k++) out.push_back(g.output(H::code, {int32_t(n)}));
  g.p.kernel_call("aten::add", "out", {x, y, g.p.double_value(0.3), out[0], out[0]});
  g.p.kernel_call("aten::sub", "out", {x, y, g.p.int_value(3), out[1], out[1]});
  g.p.kernel_call("aten::mul", "out", {x, y, out[2], out[2]});
  g.p.kernel_call("aten::div", "out", {x, y, out[3], out[3]});
  g.p.kernel_call("aten::clamp", "out", {x, g.p.double_value(-1.1), g.p.double_value(2.3), out[4], out[4]});
  g.p.kernel_call("aten::relu", "out", {x, out[5], out[5]});
  const std::vector<typed_tensor> o = run_once(g.p.finish(), {typed_tensor::of({n}, halves<H>(a)),
                                                              typed_tensor::of({n}, halves<H>(b))},
                                               std::vector<size_t>(6, 2));
  ASSERT_EQ(o.size(), 6u);
  for (size_t i = 0; i < n; i++) {
    const float alpha = 0.3f;
    const float expected[6] = {a[i] + alpha * b[i], a[i] - 3.0f * b[i], a[i] * b[i], a[i] / b[i],
                               std::fmin(std::fmax(a[i], -1.1f), 2.3f), a[i] > 0 ? a[i] : 0.0f};
    for (size_t k = 0; k < 6; k++) {
      const uint16_t got = o[k].as<uint16_t>()[i], want = H::from(expected[k]);
      if (H::is_nan(want)) {
        EXPECT_TRUE(H::is_nan(got)) << "op " << k << " at " << i;
      } else {
        EXPECT_EQ(got, want) << "op " << k << " at " << i << ": " << a[i] << ", " << b[i];
      }
    }
  }
}

TYPED_TEST(PortableHalfElementwise, float16_with_float32_is_float32_and_with_integers_float16) {
  using H = TypeParam;
  const std::vector<float> a = {1.5f, -2.25f, 1000.0f, 0.1f};
  const std::vector<float> f = {1e-4f, 3.0f, 0.3f, 1e6f};
  const std::vector<int32_t> ints = {7, -100000, 3, 65000};
  program g;
  const int32_t x = g.input(H::code, {4}), y = g.input(kFloat, {4}), z = g.input(kInt32, {4});
  const int32_t as_float = g.output(kFloat, {4}), as_half = g.output(H::code, {4});
  const int32_t mixed_to_half = g.output(H::code, {4});
  g.p.kernel_call("aten::add", "out", {x, y, g.p.int_value(1), as_float, as_float});
  g.p.kernel_call("aten::mul", "out", {x, z, as_half, as_half});
  g.p.kernel_call("aten::add", "out", {y, x, g.p.int_value(1), mixed_to_half, mixed_to_half});
  const std::vector<typed_tensor> o =
      run_once(g.p.finish(),
               {typed_tensor::of({4}, halves<H>(a)), typed_tensor::of({4}, f), typed_tensor::of({4}, ints)}, {4, 2, 2});
  for (size_t i = 0; i < 4; i++) {
    const float h = H::to(H::from(a[i]));
    EXPECT_EQ(o[0].as<float>()[i], h + f[i]) << i;
    EXPECT_EQ(o[1].as<uint16_t>()[i], H::from(h * float(ints[i]))) << i;
    EXPECT_EQ(o[2].as<uint16_t>()[i], H::from(f[i] + h)) << i;
  }
}

// ---- math-ops.cc ----

TYPED_TEST(PortableHalfMath, unary_ops_pow_where_and_compare_round_the_float_result_once) {
  using H = TypeParam;
  const size_t n = 120;
  std::vector<float> a = half_sweep(n, 5), b = half_sweep(n, 40);
  for (float& v : b) v = std::fabs(v) / 4.0f;  // pow exponents in [0, 2]
  program g;
  const int32_t x = g.input(H::code, {int32_t(n)}), y = g.input(H::code, {int32_t(n)});
  std::vector<int32_t> out;
  for (int k = 0; k < 7; k++) out.push_back(g.output(H::code, {int32_t(n)}));
  const int32_t less = g.output(kBool, {int32_t(n)});
  g.p.kernel_call("aten::sigmoid", "out", {x, out[0], out[0]});
  g.p.kernel_call("aten::exp", "out", {x, out[1], out[1]});
  g.p.kernel_call("aten::sqrt", "out", {y, out[2], out[2]});
  g.p.kernel_call("aten::abs", "out", {x, out[3], out[3]});
  g.p.kernel_call("aten::neg", "out", {x, out[4], out[4]});
  g.p.kernel_call("aten::pow", "Tensor_Tensor_out", {y, y, out[5], out[5]});
  g.p.kernel_call("aten::lt", "Tensor_out", {x, y, less, less});
  g.p.kernel_call("aten::where", "self_out", {less, x, y, out[6], out[6]});
  const std::vector<typed_tensor> o = run_once(g.p.finish(), {typed_tensor::of({n}, halves<H>(a)),
                                                              typed_tensor::of({n}, halves<H>(b))},
                                               {2, 2, 2, 2, 2, 2, 2, 1});
  for (size_t i = 0; i < n; i++) {
    const float expected[7] = {1.0f / (1.0f + std::exp(-a[i])), std::exp(a[i]), std::sqrt(b[i]), std::fabs(a[i]),
                               -a[i], std::pow(b[i], b[i]), a[i] < b[i] ? a[i] : b[i]};
    for (size_t k = 0; k < 7; k++) {
      EXPECT_EQ(o[k].as<uint16_t>()[i], H::from(expected[k])) << "op " << k << " at " << i << ": " << a[i];
    }
    EXPECT_EQ(o[7].bytes[i], a[i] < b[i] ? 1 : 0) << i;
  }
}

TYPED_TEST(PortableHalfMath, gelu_tanh_is_within_one_ulp_of_the_double_result) {
  using H = TypeParam;
  const std::vector<float> a = half_sweep(129, 0);
  program g;
  const int32_t x = g.input(H::code, {129}), out = g.output(H::code, {129});
  g.p.kernel_call("aten::gelu", "out", {x, g.p.string_value("tanh"), out, out});
  const std::vector<typed_tensor> o = run_once(g.p.finish(), {typed_tensor::of({129}, halves<H>(a))}, {2});
  for (size_t i = 0; i < a.size(); i++) {
    const double v = a[i];
    const double expected = 0.5 * v * (1.0 + std::tanh(0.7978845608028654 * (v + 0.044715 * v * v * v)));
    // For negative inputs the float32 formula cancels (1 + tanh near -1): its absolute error, about 1e-7, is many
    // bfloat16 ULPs of a result that small.
    EXPECT_TRUE(ulp_distance(o[0].as<uint16_t>()[i], H::from(float(expected))) <= 1 ||
                std::fabs(H::to(o[0].as<uint16_t>()[i]) - expected) <= 1e-6)
        << a[i];
  }
}

// ---- reduce-ops.cc ----

TYPED_TEST(PortableHalfReduce, sum_and_mean_accumulate_in_float_and_round_once) {
  using H = TypeParam;
  const std::vector<float> a = half_sweep(3 * 50, 9);
  program g;
  const int32_t x = g.input(H::code, {3, 50});
  const int32_t sum = g.output(H::code, {3}), mean = g.output(H::code, {3});
  g.p.kernel_call("aten::sum", "IntList_out",
                  {x, g.p.ints({-1}), g.p.bool_value(false), g.p.null_value(), sum, sum});
  g.p.kernel_call("aten::mean", "out", {x, g.p.ints({1}), g.p.bool_value(false), g.p.null_value(), mean, mean});
  const std::vector<typed_tensor> o = run_once(g.p.finish(), {typed_tensor::of({3, 50}, halves<H>(a))}, {2, 2});
  for (size_t r = 0; r < 3; r++) {
    float acc = 0;
    for (size_t j = 0; j < 50; j++) acc += a[r * 50 + j];
    EXPECT_EQ(o[0].as<uint16_t>()[r], H::from(acc)) << r;
    EXPECT_EQ(o[1].as<uint16_t>()[r], H::from(acc / 50.0f)) << r;
  }
}

TYPED_TEST(PortableHalfReduce, softmax_and_layer_norm_are_within_one_ulp_of_the_double_result) {
  using H = TypeParam;
  const size_t rows = 4, n = 24;
  const std::vector<float> a = half_sweep(rows * n, 17);
  program g;
  const int32_t x = g.input(H::code, {int32_t(rows), int32_t(n)});
  const int32_t softmax = g.output(H::code, {int32_t(rows), int32_t(n)});
  const int32_t norm = g.output(H::code, {int32_t(rows), int32_t(n)});
  const int32_t mean = g.output(H::code, {int32_t(rows), 1}), rstd = g.output(H::code, {int32_t(rows), 1});
  g.p.kernel_call("aten::_softmax", "out", {x, g.p.int_value(-1), g.p.bool_value(false), softmax, softmax});
  g.p.kernel_call("aten::native_layer_norm", "out",
                  {x, g.p.ints({int64_t(n)}), g.p.null_value(), g.p.null_value(), g.p.double_value(1e-5), norm, mean,
                   rstd, norm, mean, rstd});
  const std::vector<typed_tensor> o =
      run_once(g.p.finish(), {typed_tensor::of({rows, n}, halves<H>(a))}, {2, 2, 2, 2});
  for (size_t r = 0; r < rows; r++) {
    double max = -INFINITY, total = 0, sum = 0, squares = 0;
    // A plain comparison, not std::fmax: aarch64 GCC 12's vectorizer fails on an fmax reduction here (an internal
    // compiler error); the inputs have no NaN.
    for (size_t j = 0; j < n; j++) max = a[r * n + j] > max ? a[r * n + j] : max;
    for (size_t j = 0; j < n; j++) total += std::exp(double(a[r * n + j]) - max);
    for (size_t j = 0; j < n; j++) sum += a[r * n + j];
    for (size_t j = 0; j < n; j++) squares += (a[r * n + j] - sum / n) * (a[r * n + j] - sum / n);
    const double rstd_value = 1.0 / std::sqrt(squares / n + 1e-5);
    for (size_t j = 0; j < n; j++) {
      const size_t i = r * n + j;
      EXPECT_LE(ulp_distance(o[0].as<uint16_t>()[i], H::from(float(std::exp(a[i] - max) / total))), 1) << i;
      EXPECT_LE(ulp_distance(o[1].as<uint16_t>()[i], H::from(float((a[i] - sum / n) * rstd_value))), 1) << i;
    }
    EXPECT_LE(ulp_distance(o[2].as<uint16_t>()[r], H::from(float(sum / n))), 1) << r;
    EXPECT_LE(ulp_distance(o[3].as<uint16_t>()[r], H::from(float(rstd_value))), 1) << r;
  }
}

TYPED_TEST(PortableHalfReduce, argmax_log_softmax_and_batch_norm) {
  using H = TypeParam;
  const size_t rows = 3, n = 16;
  std::vector<float> a = half_sweep(rows * n, 29);
  a[5] = a[9] = 9.0f;  // a tie in row 0: the first index wins
  const std::vector<float> mean = {0.5f, -1.25f, 2.0f}, var = {0.25f, 4.0f, 1.5f}, weight = {1.5f, -0.5f, 2.0f};
  const std::vector<float> bias = {0.125f, 1.0f, -3.0f};
  program g;
  const int32_t x = g.input(H::code, {int32_t(rows), int32_t(n)});
  const int32_t image = g.input(H::code, {2, 3, 8});
  const int32_t m = g.input(H::code, {3}), v = g.input(H::code, {3}), w = g.input(H::code, {3});
  const int32_t b = g.input(H::code, {3});
  const int32_t indices = g.output(kInt64, {int32_t(rows)});
  const int32_t log_softmax = g.output(H::code, {int32_t(rows), int32_t(n)});
  const int32_t normalized = g.output(H::code, {2, 3, 8});
  const int32_t save_mean = g.p.tensor(H::code, {0}, 2), save_invstd = g.p.tensor(H::code, {0}, 2);
  g.p.kernel_call("aten::argmax", "out", {x, g.p.int_value(1), g.p.bool_value(false), indices, indices});
  g.p.kernel_call("aten::_log_softmax", "out", {x, g.p.int_value(-1), g.p.bool_value(false), log_softmax, log_softmax});
  g.p.kernel_call("aten::_native_batch_norm_legit_no_training", "out",
                  {image, w, b, m, v, g.p.double_value(0.1), g.p.double_value(1e-5), normalized, save_mean,
                   save_invstd, normalized, save_mean, save_invstd});
  const std::vector<float> pixels = half_sweep(2 * 3 * 8, 3);
  const std::vector<typed_tensor> o = run_once(
      g.p.finish(), {typed_tensor::of({rows, n}, halves<H>(a)), typed_tensor::of({2, 3, 8}, halves<H>(pixels)),
                     typed_tensor::of({3}, halves<H>(mean)), typed_tensor::of({3}, halves<H>(var)),
                     typed_tensor::of({3}, halves<H>(weight)), typed_tensor::of({3}, halves<H>(bias))},
      {8, 2, 2});
  ASSERT_EQ(o.size(), 3u);
  for (size_t r = 0; r < rows; r++) {
    size_t best = 0;
    for (size_t j = 1; j < n; j++) best = a[r * n + j] > a[r * n + best] ? j : best;
    EXPECT_EQ(o[0].as<int64_t>()[r], int64_t(best)) << r;
    double total = 0;
    const double max = a[r * n + best];
    for (size_t j = 0; j < n; j++) total += std::exp(double(a[r * n + j]) - max);
    for (size_t j = 0; j < n; j++) {
      const double expected = double(a[r * n + j]) - max - std::log(total);
      EXPECT_TRUE(close<H>(o[1].as<uint16_t>()[r * n + j], expected, 1e-6)) << r << "," << j << ": " << expected;
    }
  }
  for (size_t i = 0; i < pixels.size(); i++) {
    const size_t c = (i / 8) % 3;
    const double expected = (double(pixels[i]) - mean[c]) / std::sqrt(double(var[c]) + 1e-5) * weight[c] + bias[c];
    EXPECT_TRUE(close<H>(o[2].as<uint16_t>()[i], expected, 1e-5)) << i << ": " << expected;
  }
}

// ---- linalg-ops.cc ----

TYPED_TEST(PortableHalfLinalg, mm_and_addmm_are_within_one_ulp_of_the_double_result) {
  using H = TypeParam;
  const size_t m = 5, k = 8, n = 6;
  std::vector<float> a = half_sweep(m * k, 2), b = half_sweep(k * n, 50), bias = half_sweep(n, 90);
  for (float& v : a) v *= 0.37f;
  a = rounded<H>(a);
  program g;
  const int32_t x = g.input(H::code, {int32_t(m), int32_t(k)}), w = g.input(H::code, {int32_t(k), int32_t(n)});
  const int32_t c = g.input(H::code, {int32_t(n)});
  const int32_t product = g.output(H::code, {int32_t(m), int32_t(n)});
  const int32_t affine = g.output(H::code, {int32_t(m), int32_t(n)});
  g.p.kernel_call("aten::mm", "out", {x, w, product, product});
  g.p.kernel_call("aten::addmm", "out", {c, x, w, g.p.double_value(0.5), g.p.double_value(2.0), affine, affine});
  const std::vector<typed_tensor> o = run_once(
      g.p.finish(), {typed_tensor::of({m, k}, halves<H>(a)), typed_tensor::of({k, n}, halves<H>(b)),
                     typed_tensor::of({n}, halves<H>(bias))}, {2, 2});
  for (size_t i = 0; i < m; i++) {
    for (size_t j = 0; j < n; j++) {
      double dot = 0;
      for (size_t q = 0; q < k; q++) dot += double(a[i * k + q]) * double(b[q * n + j]);
      EXPECT_LE(ulp_distance(o[0].as<uint16_t>()[i * n + j], H::from(float(dot))), 1) << i << "," << j;
      // addmm rounds the product to float16 before the epilogue, as ExecuTorch's Half product does.
      const double scaled = 0.5 * bias[j] + 2.0 * double(H::to(H::from(float(dot))));
      EXPECT_LE(ulp_distance(o[1].as<uint16_t>()[i * n + j], H::from(float(scaled))), 1) << i << "," << j;
    }
  }
}

TYPED_TEST(PortableHalfLinalg, bmm_and_linear_are_within_one_ulp_of_the_double_result) {
  using H = TypeParam;
  const size_t batch = 2, m = 3, k = 4, n = 5;
  const std::vector<float> a = half_sweep(batch * m * k, 4), b = half_sweep(batch * k * n, 60);
  const std::vector<float> weight = half_sweep(n * k, 33), bias = half_sweep(n, 77);
  program g;
  const int32_t x = g.input(H::code, {int32_t(batch), int32_t(m), int32_t(k)});
  const int32_t y = g.input(H::code, {int32_t(batch), int32_t(k), int32_t(n)});
  const int32_t w = g.input(H::code, {int32_t(n), int32_t(k)}), c = g.input(H::code, {int32_t(n)});
  const int32_t product = g.output(H::code, {int32_t(batch), int32_t(m), int32_t(n)});
  const int32_t affine = g.output(H::code, {int32_t(batch), int32_t(m), int32_t(n)});
  g.p.kernel_call("aten::bmm", "out", {x, y, product, product});
  g.p.kernel_call("aten::linear", "out", {x, w, c, affine, affine});
  const std::vector<typed_tensor> o = run_once(
      g.p.finish(), {typed_tensor::of({batch, m, k}, halves<H>(a)), typed_tensor::of({batch, k, n}, halves<H>(b)),
                     typed_tensor::of({n, k}, halves<H>(weight)), typed_tensor::of({n}, halves<H>(bias))},
      {2, 2});
  ASSERT_EQ(o.size(), 2u);
  for (size_t t = 0; t < batch; t++) {
    for (size_t i = 0; i < m; i++) {
      for (size_t j = 0; j < n; j++) {
        double dot = 0, linear = 0;
        for (size_t q = 0; q < k; q++) {
          dot += double(a[(t * m + i) * k + q]) * double(b[(t * k + q) * n + j]);
          linear += double(a[(t * m + i) * k + q]) * double(weight[j * k + q]);
        }
        const size_t at = (t * m + i) * n + j;
        EXPECT_LE(ulp_distance(o[0].as<uint16_t>()[at], H::from(float(dot))), 1) << at;
        // The product is rounded to the type before the bias is added, as addmm's.
        const double biased = double(bias[j]) + double(H::to(H::from(float(linear))));
        EXPECT_TRUE(close<H>(o[1].as<uint16_t>()[at], biased, 1e-6)) << at << ": " << biased;
      }
    }
  }
}

// ---- conv-ops.cc, pool-ops.cc, resize-ops.cc ----

TYPED_TEST(PortableHalfWindow, convolution_and_avg_pool_within_one_ulp_max_pool_and_nearest_resize_exact) {
  using H = TypeParam;
  const std::vector<float> image = rounded<H>(half_sweep(2 * 5 * 5, 11));
  const std::vector<float> kernel = rounded<H>(half_sweep(3 * 2 * 3 * 3, 30));
  program g;
  const int32_t x = g.input(H::code, {1, 2, 5, 5}), w = g.input(H::code, {3, 2, 3, 3});
  const int32_t conv = g.output(H::code, {1, 3, 3, 3}), avg = g.output(H::code, {1, 2, 4, 4});
  const int32_t max = g.output(H::code, {1, 2, 4, 4}), indices = g.output(kInt64, {1, 2, 4, 4});
  const int32_t up = g.output(H::code, {1, 2, 10, 10});
  g.p.kernel_call("aten::convolution", "out",
                  {x, w, g.p.null_value(), g.p.ints({1, 1}), g.p.ints({0, 0}), g.p.ints({1, 1}),
                   g.p.bool_value(false), g.p.ints({0, 0}), g.p.int_value(1), conv, conv});
  g.p.kernel_call("aten::avg_pool2d", "out",
                  {x, g.p.ints({2, 2}), g.p.ints({1, 1}), g.p.ints({0, 0}), g.p.bool_value(false),
                   g.p.bool_value(true), g.p.null_value(), avg, avg});
  g.p.kernel_call("aten::max_pool2d_with_indices", "out",
                  {x, g.p.ints({2, 2}), g.p.ints({1, 1}), g.p.ints({0, 0}), g.p.ints({1, 1}), g.p.bool_value(false),
                   max, indices, max, indices});
  g.p.kernel_call("aten::upsample_nearest2d", "vec_out", {x, g.p.ints({10, 10}), g.p.null_value(), up, up});
  const std::vector<typed_tensor> o = run_once(
      g.p.finish(),
      {typed_tensor::of({1, 2, 5, 5}, halves<H>(image)), typed_tensor::of({3, 2, 3, 3}, halves<H>(kernel))},
      {2, 2, 2, 8, 2});
  const auto at = [&](size_t c, size_t y, size_t xx) { return image[(c * 5 + y) * 5 + xx]; };
  for (size_t oc = 0; oc < 3; oc++) {
    for (size_t y = 0; y < 3; y++) {
      for (size_t xx = 0; xx < 3; xx++) {
        double acc = 0;
        for (size_t c = 0; c < 2; c++) {
          for (size_t ky = 0; ky < 3; ky++) {
            for (size_t kx = 0; kx < 3; kx++) {
              acc += double(at(c, y + ky, xx + kx)) * kernel[((oc * 2 + c) * 3 + ky) * 3 + kx];
            }
          }
        }
        EXPECT_LE(ulp_distance(o[0].as<uint16_t>()[(oc * 3 + y) * 3 + xx], H::from(float(acc))), 1);
      }
    }
  }
  for (size_t c = 0; c < 2; c++) {
    for (size_t y = 0; y < 4; y++) {
      for (size_t xx = 0; xx < 4; xx++) {
        const float window[4] = {at(c, y, xx), at(c, y, xx + 1), at(c, y + 1, xx), at(c, y + 1, xx + 1)};
        double sum = 0;
        float best = window[0];
        for (float v : window) sum += v, best = std::fmax(best, v);
        const size_t i = (c * 4 + y) * 4 + xx;
        EXPECT_LE(ulp_distance(o[1].as<uint16_t>()[i], H::from(float(sum / 4))), 1) << i;
        EXPECT_EQ(o[2].as<uint16_t>()[i], H::from(best)) << i;
      }
    }
    for (size_t y = 0; y < 10; y++) {
      for (size_t xx = 0; xx < 10; xx++) {
        EXPECT_EQ(o[4].as<uint16_t>()[(c * 10 + y) * 10 + xx], H::from(at(c, y / 2, xx / 2)));
      }
    }
  }
}

// Half-pixel source positions (align_corners false): scale 5/8 up from 5 to 8 rows and columns.
TYPED_TEST(PortableHalfWindow, upsample_bilinear2d_is_within_one_ulp_of_the_double_blend) {
  using H = TypeParam;
  const std::vector<float> image = half_sweep(2 * 5 * 5, 23);
  program g;
  const int32_t x = g.input(H::code, {1, 2, 5, 5}), up = g.output(H::code, {1, 2, 8, 8});
  g.p.kernel_call("aten::upsample_bilinear2d", "vec_out",
                  {x, g.p.ints({8, 8}), g.p.bool_value(false), g.p.null_value(), up, up});
  const std::vector<typed_tensor> o = run_once(g.p.finish(), {typed_tensor::of({1, 2, 5, 5}, halves<H>(image))}, {2});
  ASSERT_EQ(o.size(), 1u);
  const auto source = [](size_t out, size_t* i0, size_t* i1, double* lambda) {
    const float real = std::max(5.0f / 8.0f * (float(out) + 0.5f) - 0.5f, 0.0f);
    *i0 = std::min<size_t>(size_t(real), 4);
    *i1 = std::min<size_t>(*i0 + 1, 4);
    *lambda = double(real) - double(*i0);
  };
  for (size_t c = 0; c < 2; c++) {
    for (size_t y = 0; y < 8; y++) {
      for (size_t xx = 0; xx < 8; xx++) {
        size_t y0, y1, x0, x1;
        double ly, lx;
        source(y, &y0, &y1, &ly);
        source(xx, &x0, &x1, &lx);
        const auto at = [&](size_t r, size_t q) { return double(image[(c * 5 + r) * 5 + q]); };
        const double top = at(y0, x0) * (1 - lx) + at(y0, x1) * lx;
        const double bottom = at(y1, x0) * (1 - lx) + at(y1, x1) * lx;
        const double expected = top * (1 - ly) + bottom * ly;
        const size_t i = (c * 8 + y) * 8 + xx;
        EXPECT_TRUE(close<H>(o[0].as<uint16_t>()[i], expected, 1e-6)) << i << ": " << expected;
      }
    }
  }
}

// ---- index-ops.cc, advanced-index.cc, shape-ops.cc, creation-ops.cc: data movement and fills ----

TYPED_TEST(PortableHalfIndex, cat_index_select_index_permute_and_full_move_float16_elements) {
  using H = TypeParam;
  const std::vector<uint16_t> a = halves<H>(half_sweep(6, 1)), b = halves<H>(half_sweep(3, 90));
  program g;
  const int32_t x = g.input(H::code, {2, 3}), y = g.input(H::code, {1, 3});
  const int32_t columns = g.input(kInt64, {2}), rows = g.input(kInt64, {2});
  const int32_t cat = g.output(H::code, {3, 3}), selected = g.output(H::code, {2, 2});
  const int32_t indexed = g.output(H::code, {2, 3});
  const int32_t permuted = g.output(H::code, {3, 2}), full = g.output(H::code, {2});
  g.p.kernel_call("aten::cat", "out", {g.p.tensor_list({x, y}), g.p.int_value(0), cat, cat});
  g.p.kernel_call("aten::index_select", "out", {x, g.p.int_value(1), columns, selected, selected});
  g.p.kernel_call("aten::index", "Tensor_out", {x, g.p.optional_tensor_list({rows}), indexed, indexed});
  g.p.kernel_call("aten::permute_copy", "out", {x, g.p.ints({1, 0}), permuted, permuted});
  g.p.kernel_call("aten::full", "out", {g.p.ints({2}), g.p.double_value(0.1), full, full});
  const std::vector<int64_t> column_picks = {2, 0}, row_picks = {1, 0};
  const std::vector<typed_tensor> o =
      run_once(g.p.finish(),
               {typed_tensor::of({2, 3}, a), typed_tensor::of({1, 3}, b), typed_tensor::of({2}, column_picks),
                typed_tensor::of({2}, row_picks)},
               {2, 2, 2, 2, 2});
  ASSERT_EQ(o.size(), 5u);
  for (size_t i = 0; i < 9; i++) EXPECT_EQ(o[0].as<uint16_t>()[i], i < 6 ? a[i] : b[i - 6]) << i;
  for (size_t r = 0; r < 2; r++) {
    for (size_t j = 0; j < 2; j++) EXPECT_EQ(o[1].as<uint16_t>()[r * 2 + j], a[r * 3 + size_t(column_picks[j])]);
    for (size_t c = 0; c < 3; c++) EXPECT_EQ(o[2].as<uint16_t>()[r * 3 + c], a[size_t(row_picks[r]) * 3 + c]);
  }
  for (size_t r = 0; r < 3; r++) {
    for (size_t c = 0; c < 2; c++) EXPECT_EQ(o[3].as<uint16_t>()[r * 2 + c], a[c * 3 + r]);
  }
  EXPECT_EQ(o[4].as<uint16_t>()[0], H::from(0.1f));
  EXPECT_EQ(o[4].as<uint16_t>()[1], H::from(0.1f));
}

TEST(PortableHalfCreation, full_refuses_a_value_beyond_float16s_range) {
  program g;
  const int32_t out = g.output(kHalf, {2});
  g.p.kernel_call("aten::full", "out", {g.p.ints({2}), g.p.double_value(70000.0), out, out});
  program_runner runner(g.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_NE(runner.run({}, {2}, &outputs), xnn_status_success);
  EXPECT_HAS(runner.problem, "is 70000, which does not fit float16");
}

// ---- shape-ops.cc (_to_copy), dim-order-ops.cc (_to_dim_order_copy), element-copy.cc ----

TEST(PortableHalfConversion, to_copy_rounds_to_nearest_even_and_converts_back_exactly) {
  // float32 -> float16: ties to even, overflow to infinity, subnormals, NaN; float16 -> float32, int32, bool; int64
  // -> float16.
  const std::vector<float> f = {1.0f, 1.0f + 1.0f / 2048, 1.0f + 3.0f / 2048, 65504.0f, 65520.0f, -1e6f,
                                5.9604645e-8f, 1e-9f, -0.0f, std::numeric_limits<float>::quiet_NaN(), 0.1f, -2.5f};
  const std::vector<int64_t> ints = {0, 1, -2049, 2049, 70000, -7, 3, 4, 5, 6, 7, 8};
  const size_t n = f.size();
  program g;
  const int32_t x = g.input(kFloat, {int32_t(n)}), h = g.input(kHalf, {int32_t(n)}), z = g.input(kInt64, {int32_t(n)});
  const int32_t to_half_out = g.output(kHalf, {int32_t(n)}), to_float = g.output(kFloat, {int32_t(n)});
  const int32_t to_int = g.output(kInt32, {int32_t(n)}), to_bool = g.output(kBool, {int32_t(n)});
  const int32_t from_int = g.output(kHalf, {int32_t(n)}), dim_order = g.output(kFloat, {int32_t(n)});
  const int32_t no = g.p.bool_value(false), none = g.p.null_value();
  g.p.kernel_call("aten::_to_copy", "out", {x, no, none, to_half_out, to_half_out});
  g.p.kernel_call("aten::_to_copy", "out", {h, no, none, to_float, to_float});
  g.p.kernel_call("aten::_to_copy", "out", {h, no, none, to_int, to_int});
  g.p.kernel_call("aten::_to_copy", "out", {h, no, none, to_bool, to_bool});
  g.p.kernel_call("aten::_to_copy", "out", {z, no, none, from_int, from_int});
  g.p.kernel_call("dim_order_ops::_to_dim_order_copy", "out", {h, no, none, dim_order, dim_order});
  std::vector<uint16_t> h_values = halves<float16_type>(f);
  h_values[9] = 0x7E00;  // a quiet NaN
  h_values[4] = 0xFC00;  // -infinity
  const std::vector<typed_tensor> o = run_once(
      g.p.finish(), {typed_tensor::of({n}, f), typed_tensor::of({n}, h_values), typed_tensor::of({n}, ints)},
      {2, 4, 4, 1, 2, 4});
  ASSERT_EQ(o.size(), 6u);
  const std::vector<uint16_t> expected_halves = {0x3C00, 0x3C00, 0x3C02, 0x7BFF, 0x7C00, 0xFC00,
                                                 0x0001, 0x0000, 0x8000, 0x7E00, 0x2E66, 0xC100};
  for (size_t i = 0; i < n; i++) {
    if (i == 9) {
      EXPECT_TRUE(float16_type::is_nan(o[0].as<uint16_t>()[i]));
    } else {
      EXPECT_EQ(o[0].as<uint16_t>()[i], expected_halves[i]) << i;
    }
    const float back = float16_type::to(h_values[i]);
    if (i == 9) {
      EXPECT_TRUE(std::isnan(o[1].as<float>()[i]));
      EXPECT_TRUE(std::isnan(o[5].as<float>()[i]));
    } else {
      EXPECT_EQ(o[1].as<float>()[i], back) << i;
      EXPECT_EQ(o[5].as<float>()[i], back) << i;
    }
    if (std::isfinite(back)) {
      EXPECT_EQ(o[2].as<int32_t>()[i], int32_t(back)) << i;
    }
    EXPECT_EQ(o[3].bytes[i], back != 0.0f ? 1 : 0) << i;  // NaN is true
    EXPECT_EQ(o[4].as<uint16_t>()[i], float16_type::from(float(ints[i]))) << i;
  }
}

// ---- quant-ops.cc ----

TEST(PortableHalfQuant, quantize_from_and_dequantize_to_float16_match_the_float_arithmetic) {
  const std::vector<float> a = rounded<float16_type>(half_sweep(40, 7));
  const double scale = 0.0625;
  const int64_t zero_point = 3;
  program g;
  const int32_t x = g.input(kHalf, {40}), q = g.input(kInt8, {40});
  const int32_t quantized = g.output(kInt8, {40}), dequantized = g.output(kHalf, {40});
  g.p.kernel_call("quantized_decomposed::quantize_per_tensor", "out",
                  {x, g.p.double_value(scale), g.p.int_value(zero_point), g.p.int_value(-128), g.p.int_value(127),
                   g.p.int_value(kInt8), quantized, quantized});
  g.p.kernel_call("quantized_decomposed::dequantize_per_tensor", "out",
                  {q, g.p.double_value(0.1), g.p.int_value(-5), g.p.int_value(-128), g.p.int_value(127),
                   g.p.int_value(kInt8), g.p.int_value(kHalf), dequantized, dequantized});
  std::vector<int8_t> codes;
  for (int i = 0; i < 40; i++) codes.push_back(int8_t(i * 13 - 200));
  const std::vector<typed_tensor> o =
      run_once(g.p.finish(), {typed_tensor::of({40}, halves<float16_type>(a)), typed_tensor::of({40}, codes)}, {1, 2});
  ASSERT_EQ(o.size(), 2u);
  for (size_t i = 0; i < 40; i++) {
    const float shifted = float(zero_point) + std::nearbyint(a[i] * (1.0f / float(scale)));
    const int64_t expected = std::min<int64_t>(127, std::max<int64_t>(-128, int64_t(shifted)));
    EXPECT_EQ(int64_t(int8_t(o[0].bytes[i])), expected) << a[i];
    EXPECT_EQ(o[1].as<uint16_t>()[i], float16_type::from(float(int32_t(codes[i]) + 5) * 0.1f)) << i;
  }
}

// ---- bfloat16 only ----

TEST(PortableHalfPromotion, float16_with_bfloat16_is_float32) {
  const std::vector<float> a = {1.5f, -2.25f, 1000.0f, 0.099975586f}, b = {3.0e38f, 0.1015625f, -7.0f, 1e-30f};
  program g;
  const int32_t x = g.input(kHalf, {4}), y = g.input(kBFloat16, {4}), sum = g.output(kFloat, {4});
  g.p.kernel_call("aten::add", "out", {x, y, g.p.int_value(1), sum, sum});
  const std::vector<typed_tensor> o = run_once(
      g.p.finish(), {typed_tensor::of({4}, halves<float16_type>(a)), typed_tensor::of({4}, halves<bfloat16_type>(b))},
      {4});
  for (size_t i = 0; i < 4; i++) {
    const float h = float16_type::to(float16_type::from(a[i])), bf = bfloat16_type::to(bfloat16_type::from(b[i]));
    EXPECT_EQ(o[0].as<float>()[i], h + bf) << i;
  }
  program narrow;
  const int32_t p = narrow.input(kHalf, {2}), q = narrow.input(kBFloat16, {2}), out = narrow.output(kHalf, {2});
  narrow.p.kernel_call("aten::mul", "out", {p, q, out, out});
  program_runner runner(narrow.p.finish());
  EXPECT_EQ(runner.load_status, xnn_status_success) << runner.problem;
}

TEST(PortableHalfCreation, full_refuses_a_value_beyond_bfloat16s_range_which_is_float32s) {
  program g;
  const int32_t ok = g.output(kBFloat16, {1}), out = g.output(kBFloat16, {1});
  g.p.kernel_call("aten::full", "out", {g.p.ints({1}), g.p.double_value(3.0e38), ok, ok});
  g.p.kernel_call("aten::full", "out", {g.p.ints({1}), g.p.double_value(1e39), out, out});
  program_runner runner(g.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_NE(runner.run({}, {2, 2}, &outputs), xnn_status_success);
  EXPECT_HAS(runner.problem, "which does not fit bfloat16");
}

TEST(PortableHalfConversion, to_copy_to_bfloat16_rounds_to_nearest_even_and_back_exactly) {
  // float32 -> bfloat16: ties to even both ways, overflow to infinity, subnormals, -0, NaN as 0x7FC0; bfloat16 ->
  // float32, int32, bool; int64 -> bfloat16.
  const std::vector<float> f = {1.0f, 1.0f + 1.0f / 256, 1.0f + 3.0f / 256, std::numeric_limits<float>::max(),
                                3.38e38f, -1e6f, 1e-40f, -0.0f, std::numeric_limits<float>::quiet_NaN(), 0.1f,
                                -2.5f, 1.0f + 1.0f / 128};
  const std::vector<int64_t> ints = {0, 1, -257, 257, 259, 70000, -7, 1 << 30, 5, 6, 7, 8};
  const size_t n = f.size();
  program g;
  const int32_t x = g.input(kFloat, {int32_t(n)}), h = g.input(kBFloat16, {int32_t(n)});
  const int32_t z = g.input(kInt64, {int32_t(n)});
  const int32_t narrowed = g.output(kBFloat16, {int32_t(n)}), widened = g.output(kFloat, {int32_t(n)});
  const int32_t to_int = g.output(kInt32, {int32_t(n)}), to_bool = g.output(kBool, {int32_t(n)});
  const int32_t from_int = g.output(kBFloat16, {int32_t(n)}), dim_order = g.output(kFloat, {int32_t(n)});
  const int32_t no = g.p.bool_value(false), none = g.p.null_value();
  g.p.kernel_call("aten::_to_copy", "out", {x, no, none, narrowed, narrowed});
  g.p.kernel_call("aten::_to_copy", "out", {h, no, none, widened, widened});
  g.p.kernel_call("aten::_to_copy", "out", {h, no, none, to_int, to_int});
  g.p.kernel_call("aten::_to_copy", "out", {h, no, none, to_bool, to_bool});
  g.p.kernel_call("aten::_to_copy", "out", {z, no, none, from_int, from_int});
  g.p.kernel_call("dim_order_ops::_to_dim_order_copy", "out", {h, no, none, dim_order, dim_order});
  std::vector<uint16_t> h_values = halves<bfloat16_type>(f);
  h_values[4] = 0xFF80;  // -infinity
  const std::vector<typed_tensor> o = run_once(
      g.p.finish(), {typed_tensor::of({n}, f), typed_tensor::of({n}, h_values), typed_tensor::of({n}, ints)},
      {2, 4, 4, 1, 2, 4});
  ASSERT_EQ(o.size(), 6u);
  const std::vector<uint16_t> expected = {0x3F80, 0x3F80, 0x3F82, 0x7F80, 0x7F7E, 0xC974,
                                          0x0001, 0x8000, 0x7FC0, 0x3DCD, 0xC020, 0x3F81};
  for (size_t i = 0; i < n; i++) {
    EXPECT_EQ(o[0].as<uint16_t>()[i], expected[i]) << i;
    const float back = bfloat16_type::to(h_values[i]);
    if (std::isnan(back)) {
      EXPECT_TRUE(std::isnan(o[1].as<float>()[i]));
      EXPECT_TRUE(std::isnan(o[5].as<float>()[i]));
    } else {
      EXPECT_EQ(o[1].as<float>()[i], back) << i;
      EXPECT_EQ(o[5].as<float>()[i], back) << i;
    }
    if (std::isfinite(back) && std::fabs(back) < 2e9f) {
      EXPECT_EQ(o[2].as<int32_t>()[i], int32_t(back)) << i;
    }
    EXPECT_EQ(o[3].bytes[i], back != 0.0f ? 1 : 0) << i;  // NaN is true
    EXPECT_EQ(o[4].as<uint16_t>()[i], bfloat16_type::from(float(ints[i]))) << i;
  }
}

TEST(PortableHalfQuant, quantize_and_dequantize_refuse_bfloat16_as_executorch_does) {
  program g;
  const int32_t x = g.input(kBFloat16, {4}), quantized = g.output(kInt8, {4});
  g.p.kernel_call("quantized_decomposed::quantize_per_tensor", "out",
                  {x, g.p.double_value(0.5), g.p.int_value(0), g.p.int_value(-128), g.p.int_value(127),
                   g.p.int_value(kInt8), quantized, quantized});
  program_runner quantize(g.p.finish());
  EXPECT_EQ(quantize.load_status, xnn_status_unsupported_parameter);
  EXPECT_HAS(quantize.problem, "input is bfloat16; expected float16, float32 or float64");
  program d;
  const int32_t q = d.input(kInt8, {4}), dequantized = d.output(kBFloat16, {4});
  d.p.kernel_call("quantized_decomposed::dequantize_per_tensor", "out",
                  {q, d.p.double_value(0.1), d.p.int_value(0), d.p.int_value(-128), d.p.int_value(127),
                   d.p.int_value(kInt8), d.p.int_value(kBFloat16), dequantized, dequantized});
  program_runner dequantize(d.p.finish());
  EXPECT_EQ(dequantize.load_status, xnn_status_unsupported_parameter);
  EXPECT_HAS(dequantize.problem, "out is bfloat16; expected float16, float32 or float64");
}

}  // namespace
