// float16 (ExecuTorch's Half) through the portable operators, one or more ops of each op file, each against a
// reference computed here in float (or double) and rounded to float16 to nearest even:
// - bit-exact where the op is one rounding of a float result (elementwise, unary math, sums accumulated in float in
//   order, data movement, conversions, quantize and dequantize);
// - within 1 float16 ULP of the double-precision result where the op accumulates in float in its own order (matrix
//   products, convolution, average pooling, softmax, layer norm);
// plus float16 <-> float32 promotion, conversions in _to_copy and _to_dim_order_copy, and bfloat16's refusal.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
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

uint16_t to_half(float x) { return fp16_ieee_from_fp32_value(x); }
float from_half(uint16_t h) { return fp16_ieee_to_fp32_value(h); }

std::vector<uint16_t> halves(const std::vector<float>& values) {
  std::vector<uint16_t> out;
  for (float v : values) out.push_back(to_half(v));
  return out;
}

// Values that are exact in float16: a scrambled sweep of [-8, 8] in steps of 1/8 (zero included).
std::vector<float> half_sweep(size_t count, int offset) {
  std::vector<float> values;
  for (size_t i = 0; i < count; i++) values.push_back(float((int(i * 37) + offset) % 129 - 64) / 8.0f);
  return values;
}

// The distance between two finite float16 values in units in the last place.
int64_t ulp_distance(uint16_t a, uint16_t b) {
  const auto ordered = [](uint16_t h) { return (h & 0x8000) != 0 ? -int64_t(h & 0x7FFF) : int64_t(h); };
  return std::llabs(ordered(a) - ordered(b));
}

bool is_nan(uint16_t h) { return (h & 0x7C00) == 0x7C00 && (h & 0x3FF) != 0; }

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

// ---- elementwise.cc ----

TEST(PortableHalfElementwise, add_sub_mul_div_clamp_relu_are_one_rounding_of_the_float_result) {
  const size_t n = 200;
  const std::vector<float> a = half_sweep(n, 3), b = half_sweep(n, 71);
  program g;
  const int32_t x = g.input(kHalf, {int32_t(n)}), y = g.input(kHalf, {int32_t(n)});
  std::vector<int32_t> out;
  for (int k = 0; k < 6; k++) out.push_back(g.output(kHalf, {int32_t(n)}));
  g.p.kernel_call("aten::add", "out", {x, y, g.p.double_value(0.3), out[0], out[0]});
  g.p.kernel_call("aten::sub", "out", {x, y, g.p.int_value(3), out[1], out[1]});
  g.p.kernel_call("aten::mul", "out", {x, y, out[2], out[2]});
  g.p.kernel_call("aten::div", "out", {x, y, out[3], out[3]});
  g.p.kernel_call("aten::clamp", "out", {x, g.p.double_value(-1.1), g.p.double_value(2.3), out[4], out[4]});
  g.p.kernel_call("aten::relu", "out", {x, out[5], out[5]});
  const std::vector<typed_tensor> o = run_once(g.p.finish(), {typed_tensor::of({n}, halves(a)),
                                                              typed_tensor::of({n}, halves(b))},
                                               std::vector<size_t>(6, 2));
  ASSERT_EQ(o.size(), 6u);
  for (size_t i = 0; i < n; i++) {
    const float alpha = 0.3f;
    const float expected[6] = {a[i] + alpha * b[i], a[i] - 3.0f * b[i], a[i] * b[i], a[i] / b[i],
                               std::fmin(std::fmax(a[i], -1.1f), 2.3f), a[i] > 0 ? a[i] : 0.0f};
    for (size_t k = 0; k < 6; k++) {
      const uint16_t got = o[k].as<uint16_t>()[i], want = to_half(expected[k]);
      if (is_nan(want)) {
        EXPECT_TRUE(is_nan(got)) << "op " << k << " at " << i;
      } else {
        EXPECT_EQ(got, want) << "op " << k << " at " << i << ": " << a[i] << ", " << b[i];
      }
    }
  }
}

TEST(PortableHalfElementwise, float16_with_float32_is_float32_and_with_integers_float16) {
  const std::vector<float> a = {1.5f, -2.25f, 1000.0f, 0.1f};
  const std::vector<float> f = {1e-4f, 3.0f, 0.3f, 1e6f};
  const std::vector<int32_t> ints = {7, -100000, 3, 65000};
  program g;
  const int32_t x = g.input(kHalf, {4}), y = g.input(kFloat, {4}), z = g.input(kInt32, {4});
  const int32_t as_float = g.output(kFloat, {4}), as_half = g.output(kHalf, {4}), mixed_to_half = g.output(kHalf, {4});
  g.p.kernel_call("aten::add", "out", {x, y, g.p.int_value(1), as_float, as_float});
  g.p.kernel_call("aten::mul", "out", {x, z, as_half, as_half});
  g.p.kernel_call("aten::add", "out", {y, x, g.p.int_value(1), mixed_to_half, mixed_to_half});
  const std::vector<typed_tensor> o =
      run_once(g.p.finish(), {typed_tensor::of({4}, halves(a)), typed_tensor::of({4}, f), typed_tensor::of({4}, ints)},
               {4, 2, 2});
  for (size_t i = 0; i < 4; i++) {
    const float h = from_half(to_half(a[i]));
    EXPECT_EQ(o[0].as<float>()[i], h + f[i]) << i;
    EXPECT_EQ(o[1].as<uint16_t>()[i], to_half(h * float(ints[i]))) << i;
    EXPECT_EQ(o[2].as<uint16_t>()[i], to_half(f[i] + h)) << i;
  }
}

TEST(PortableHalfElementwise, bfloat16_is_still_refused_at_load_with_its_sentence) {
  program g;
  const int32_t x = g.input(kBFloat16, {2}), out = g.output(kBFloat16, {2});
  g.p.kernel_call("aten::mul", "out", {x, x, out, out});
  program_runner runner(g.p.finish());
  EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter);
  EXPECT_HAS(runner.problem, "a tensor has scalar type 15; supported: float16, float32, float64, int64, int32, int16, "
                             "int8, uint8, bool");
}

// ---- math-ops.cc ----

TEST(PortableHalfMath, unary_ops_pow_where_and_compare_round_the_float_result_once) {
  const size_t n = 120;
  std::vector<float> a = half_sweep(n, 5), b = half_sweep(n, 40);
  for (float& v : b) v = std::fabs(v) / 4.0f;  // pow exponents in [0, 2]
  program g;
  const int32_t x = g.input(kHalf, {int32_t(n)}), y = g.input(kHalf, {int32_t(n)});
  std::vector<int32_t> out;
  for (int k = 0; k < 7; k++) out.push_back(g.output(kHalf, {int32_t(n)}));
  const int32_t less = g.output(kBool, {int32_t(n)});
  g.p.kernel_call("aten::sigmoid", "out", {x, out[0], out[0]});
  g.p.kernel_call("aten::exp", "out", {x, out[1], out[1]});
  g.p.kernel_call("aten::sqrt", "out", {y, out[2], out[2]});
  g.p.kernel_call("aten::abs", "out", {x, out[3], out[3]});
  g.p.kernel_call("aten::neg", "out", {x, out[4], out[4]});
  g.p.kernel_call("aten::pow", "Tensor_Tensor_out", {y, y, out[5], out[5]});
  g.p.kernel_call("aten::lt", "Tensor_out", {x, y, less, less});
  g.p.kernel_call("aten::where", "self_out", {less, x, y, out[6], out[6]});
  const std::vector<typed_tensor> o = run_once(g.p.finish(), {typed_tensor::of({n}, halves(a)),
                                                              typed_tensor::of({n}, halves(b))},
                                               {2, 2, 2, 2, 2, 2, 2, 1});
  for (size_t i = 0; i < n; i++) {
    const float expected[7] = {1.0f / (1.0f + std::exp(-a[i])), std::exp(a[i]), std::sqrt(b[i]), std::fabs(a[i]),
                               -a[i], std::pow(b[i], b[i]), a[i] < b[i] ? a[i] : b[i]};
    for (size_t k = 0; k < 7; k++) {
      EXPECT_EQ(o[k].as<uint16_t>()[i], to_half(expected[k])) << "op " << k << " at " << i << ": " << a[i];
    }
    EXPECT_EQ(o[7].bytes[i], a[i] < b[i] ? 1 : 0) << i;
  }
}

TEST(PortableHalfMath, gelu_tanh_is_within_one_ulp_of_the_double_result) {
  const std::vector<float> a = half_sweep(129, 0);
  program g;
  const int32_t x = g.input(kHalf, {129}), out = g.output(kHalf, {129});
  g.p.kernel_call("aten::gelu", "out", {x, g.p.string_value("tanh"), out, out});
  const std::vector<typed_tensor> o = run_once(g.p.finish(), {typed_tensor::of({129}, halves(a))}, {2});
  for (size_t i = 0; i < a.size(); i++) {
    const double v = a[i];
    const double expected = 0.5 * v * (1.0 + std::tanh(0.7978845608028654 * (v + 0.044715 * v * v * v)));
    EXPECT_LE(ulp_distance(o[0].as<uint16_t>()[i], to_half(float(expected))), 1) << a[i];
  }
}

// ---- reduce-ops.cc ----

TEST(PortableHalfReduce, sum_and_mean_accumulate_in_float_and_round_once) {
  const std::vector<float> a = half_sweep(3 * 50, 9);
  program g;
  const int32_t x = g.input(kHalf, {3, 50});
  const int32_t sum = g.output(kHalf, {3}), mean = g.output(kHalf, {3});
  g.p.kernel_call("aten::sum", "IntList_out",
                  {x, g.p.ints({-1}), g.p.bool_value(false), g.p.null_value(), sum, sum});
  g.p.kernel_call("aten::mean", "out", {x, g.p.ints({1}), g.p.bool_value(false), g.p.null_value(), mean, mean});
  const std::vector<typed_tensor> o = run_once(g.p.finish(), {typed_tensor::of({3, 50}, halves(a))}, {2, 2});
  for (size_t r = 0; r < 3; r++) {
    float acc = 0;
    for (size_t j = 0; j < 50; j++) acc += a[r * 50 + j];
    EXPECT_EQ(o[0].as<uint16_t>()[r], to_half(acc)) << r;
    EXPECT_EQ(o[1].as<uint16_t>()[r], to_half(acc / 50.0f)) << r;
  }
}

TEST(PortableHalfReduce, softmax_and_layer_norm_are_within_one_ulp_of_the_double_result) {
  const size_t rows = 4, n = 24;
  const std::vector<float> a = half_sweep(rows * n, 17);
  program g;
  const int32_t x = g.input(kHalf, {int32_t(rows), int32_t(n)});
  const int32_t softmax = g.output(kHalf, {int32_t(rows), int32_t(n)});
  const int32_t norm = g.output(kHalf, {int32_t(rows), int32_t(n)});
  const int32_t mean = g.output(kHalf, {int32_t(rows), 1}), rstd = g.output(kHalf, {int32_t(rows), 1});
  g.p.kernel_call("aten::_softmax", "out", {x, g.p.int_value(-1), g.p.bool_value(false), softmax, softmax});
  g.p.kernel_call("aten::native_layer_norm", "out",
                  {x, g.p.ints({int64_t(n)}), g.p.null_value(), g.p.null_value(), g.p.double_value(1e-5), norm, mean,
                   rstd, norm, mean, rstd});
  const std::vector<typed_tensor> o =
      run_once(g.p.finish(), {typed_tensor::of({rows, n}, halves(a))}, {2, 2, 2, 2});
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
      EXPECT_LE(ulp_distance(o[0].as<uint16_t>()[i], to_half(float(std::exp(a[i] - max) / total))), 1) << i;
      EXPECT_LE(ulp_distance(o[1].as<uint16_t>()[i], to_half(float((a[i] - sum / n) * rstd_value))), 1) << i;
    }
    EXPECT_LE(ulp_distance(o[2].as<uint16_t>()[r], to_half(float(sum / n))), 1) << r;
    EXPECT_LE(ulp_distance(o[3].as<uint16_t>()[r], to_half(float(rstd_value))), 1) << r;
  }
}

// ---- linalg-ops.cc ----

// `values` as float16 holds them (rounded to nearest even).
std::vector<float> rounded(std::vector<float> values) {
  for (float& v : values) v = from_half(to_half(v));
  return values;
}

TEST(PortableHalfLinalg, mm_and_addmm_are_within_one_ulp_of_the_double_result) {
  const size_t m = 5, k = 8, n = 6;
  std::vector<float> a = half_sweep(m * k, 2), b = half_sweep(k * n, 50), bias = half_sweep(n, 90);
  for (float& v : a) v *= 0.37f;
  a = rounded(a);
  program g;
  const int32_t x = g.input(kHalf, {int32_t(m), int32_t(k)}), w = g.input(kHalf, {int32_t(k), int32_t(n)});
  const int32_t c = g.input(kHalf, {int32_t(n)});
  const int32_t product = g.output(kHalf, {int32_t(m), int32_t(n)}), affine = g.output(kHalf, {int32_t(m), int32_t(n)});
  g.p.kernel_call("aten::mm", "out", {x, w, product, product});
  g.p.kernel_call("aten::addmm", "out", {c, x, w, g.p.double_value(0.5), g.p.double_value(2.0), affine, affine});
  const std::vector<typed_tensor> o = run_once(
      g.p.finish(), {typed_tensor::of({m, k}, halves(a)), typed_tensor::of({k, n}, halves(b)),
                     typed_tensor::of({n}, halves(bias))}, {2, 2});
  for (size_t i = 0; i < m; i++) {
    for (size_t j = 0; j < n; j++) {
      double dot = 0;
      for (size_t q = 0; q < k; q++) dot += double(a[i * k + q]) * double(b[q * n + j]);
      EXPECT_LE(ulp_distance(o[0].as<uint16_t>()[i * n + j], to_half(float(dot))), 1) << i << "," << j;
      // addmm rounds the product to float16 before the epilogue, as ExecuTorch's Half product does.
      const double scaled = 0.5 * bias[j] + 2.0 * double(from_half(to_half(float(dot))));
      EXPECT_LE(ulp_distance(o[1].as<uint16_t>()[i * n + j], to_half(float(scaled))), 1) << i << "," << j;
    }
  }
}

// ---- conv-ops.cc, pool-ops.cc, resize-ops.cc ----

TEST(PortableHalfWindow, convolution_and_avg_pool_within_one_ulp_max_pool_and_nearest_resize_exact) {
  const std::vector<float> image = rounded(half_sweep(2 * 5 * 5, 11)), kernel = rounded(half_sweep(3 * 2 * 3 * 3, 30));
  program g;
  const int32_t x = g.input(kHalf, {1, 2, 5, 5}), w = g.input(kHalf, {3, 2, 3, 3});
  const int32_t conv = g.output(kHalf, {1, 3, 3, 3}), avg = g.output(kHalf, {1, 2, 4, 4});
  const int32_t max = g.output(kHalf, {1, 2, 4, 4}), indices = g.output(kInt64, {1, 2, 4, 4});
  const int32_t up = g.output(kHalf, {1, 2, 10, 10});
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
      g.p.finish(), {typed_tensor::of({1, 2, 5, 5}, halves(image)), typed_tensor::of({3, 2, 3, 3}, halves(kernel))},
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
        EXPECT_LE(ulp_distance(o[0].as<uint16_t>()[(oc * 3 + y) * 3 + xx], to_half(float(acc))), 1);
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
        EXPECT_LE(ulp_distance(o[1].as<uint16_t>()[i], to_half(float(sum / 4))), 1) << i;
        EXPECT_EQ(o[2].as<uint16_t>()[i], to_half(best)) << i;
      }
    }
    for (size_t y = 0; y < 10; y++) {
      for (size_t xx = 0; xx < 10; xx++) {
        EXPECT_EQ(o[4].as<uint16_t>()[(c * 10 + y) * 10 + xx], to_half(at(c, y / 2, xx / 2)));
      }
    }
  }
}

// ---- index-ops.cc, advanced-index.cc, shape-ops.cc, creation-ops.cc: data movement and fills ----

TEST(PortableHalfIndex, cat_index_select_index_permute_and_full_move_float16_elements) {
  const std::vector<uint16_t> a = halves(half_sweep(6, 1)), b = halves(half_sweep(3, 90));
  program g;
  const int32_t x = g.input(kHalf, {2, 3}), y = g.input(kHalf, {1, 3});
  const int32_t columns = g.input(kInt64, {2}), rows = g.input(kInt64, {2});
  const int32_t cat = g.output(kHalf, {3, 3}), selected = g.output(kHalf, {2, 2}), indexed = g.output(kHalf, {2, 3});
  const int32_t permuted = g.output(kHalf, {3, 2}), full = g.output(kHalf, {2});
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
  EXPECT_EQ(o[4].as<uint16_t>()[0], to_half(0.1f));
  EXPECT_EQ(o[4].as<uint16_t>()[1], to_half(0.1f));
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
  std::vector<uint16_t> h_values = halves(f);
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
      EXPECT_TRUE(is_nan(o[0].as<uint16_t>()[i]));
    } else {
      EXPECT_EQ(o[0].as<uint16_t>()[i], expected_halves[i]) << i;
    }
    const float back = from_half(h_values[i]);
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
    EXPECT_EQ(o[4].as<uint16_t>()[i], to_half(float(ints[i]))) << i;
  }
}

// ---- quant-ops.cc ----

TEST(PortableHalfQuant, quantize_from_and_dequantize_to_float16_match_the_float_arithmetic) {
  const std::vector<float> a = rounded(half_sweep(40, 7));
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
      run_once(g.p.finish(), {typed_tensor::of({40}, halves(a)), typed_tensor::of({40}, codes)}, {1, 2});
  ASSERT_EQ(o.size(), 2u);
  for (size_t i = 0; i < 40; i++) {
    const float shifted = float(zero_point) + std::nearbyint(a[i] * (1.0f / float(scale)));
    const int64_t expected = std::min<int64_t>(127, std::max<int64_t>(-128, int64_t(shifted)));
    EXPECT_EQ(int64_t(int8_t(o[0].bytes[i])), expected) << a[i];
    EXPECT_EQ(o[1].as<uint16_t>()[i], to_half(float(int32_t(codes[i]) + 5) * 0.1f)) << i;
  }
}

}  // namespace
