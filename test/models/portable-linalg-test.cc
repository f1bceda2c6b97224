// Portable matrix products, convolution, pooling and resizing (KernelCalls) in hand-made programs, each against a
// plain double-precision reference written here: float32 within 1e-5 relative to the sum of |terms| (xnn's GEMM sums
// in another order), other dtypes exactly, with integer results wrapped to the dtype's width. Also the refusals of
// each op at load and at run, with their sentence.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "flat-tensor-writer.h"
#include "graph-builder.h"
#include "program-run.h"

namespace {

using models_test::program_runner;
using models_test::typed_tensor;

constexpr int8_t kUint8 = 0, kInt8 = 1, kInt16 = 2, kInt32 = 3, kInt64 = 4, kQUInt8 = 13, kFloat = 6, kDouble = 7,
                 kBool = 11;
constexpr double kTolerance = 1e-5;

size_t element_size(int8_t type) {
  if (type == kUint8 || type == kInt8 || type == kBool) return 1;
  if (type == kInt16) return 2;
  return type == kInt32 || type == kFloat ? 4 : 8;
}

size_t count_of(const std::vector<size_t>& dims) {
  size_t count = 1;
  for (size_t d : dims) count *= d;
  return count;
}

// Deterministic values in [-2, 2) with a fractional part.
std::vector<float> values(size_t count, uint32_t seed) {
  std::vector<float> v(count);
  uint32_t state = seed * 2654435761u + 1;
  for (float& x : v) {
    state = state * 1664525u + 1013904223u;
    x = float(int32_t(state >> 8) % 4096) / 1024.0f;
  }
  return v;
}

template <typename T>
std::vector<T> integers(size_t count, uint32_t seed, int64_t low, int64_t high) {
  std::vector<T> v(count);
  uint32_t state = seed * 2654435761u + 7;
  for (T& x : v) {
    state = state * 1664525u + 1013904223u;
    x = T(low + int64_t((state >> 8) % uint32_t(high - low + 1)));
  }
  return v;
}

std::vector<uint8_t> float_bytes(const std::vector<float>& v) {
  std::vector<uint8_t> bytes(v.size() * sizeof(float));
  if (!bytes.empty()) std::memcpy(bytes.data(), v.data(), bytes.size());
  return bytes;
}

template <typename T>
std::vector<double> as_double(const std::vector<T>& v) {
  return std::vector<double>(v.begin(), v.end());
}

// got[i] against expected[i] within kTolerance of scale[i] (the sum of the magnitudes that made it), or exactly.
void expect_close(const std::vector<float>& got, const std::vector<double>& expected,
                  const std::vector<double>& scale) {
  ASSERT_GE(got.size(), expected.size());
  for (size_t i = 0; i < expected.size(); i++) {
    ASSERT_NEAR(got[i], expected[i], kTolerance * (scale[i] + 1.0)) << "element " << i;
  }
}

// A row-major product in double: out[b][i][j] = sum_p a[b][i][p] * w(b, p, j); `scale` gets the sum of |terms|.
void reference_product(const std::vector<double>& a, const std::vector<double>& w, size_t batch, size_t m, size_t k,
                       size_t n, bool transposed, bool shared, std::vector<double>* out, std::vector<double>* scale) {
  out->assign(batch * m * n, 0.0);
  scale->assign(batch * m * n, 0.0);
  for (size_t b = 0; b < batch; b++) {
    for (size_t i = 0; i < m; i++) {
      for (size_t j = 0; j < n; j++) {
        for (size_t p = 0; p < k; p++) {
          const size_t base = shared ? 0 : b * k * n;
          const double term = a[(b * m + i) * k + p] * w[base + (transposed ? j * k + p : p * n + j)];
          (*out)[(b * m + i) * n + j] += term;
          (*scale)[(b * m + i) * n + j] += std::fabs(term);
        }
      }
    }
  }
}

// A program out = op(inputs..., extra args..., out, out) with dynamic-shape tensors of `type`.
struct product_program {
  xnn_program_file_builder p;
  std::vector<int32_t> inputs;
  int32_t out;
  product_program(int8_t type, const std::vector<size_t>& input_ranks, size_t out_rank) {
    for (size_t rank : input_ranks) inputs.push_back(p.tensor(type, std::vector<int32_t>(rank, 1), 2));
    out = p.tensor(type, std::vector<int32_t>(out_rank, 1), 2);
    p.inputs = inputs;
    p.outputs = {out};
  }
};

TEST(PortableLinalgMatmul, mm_float32_matches_the_reference_across_shapes_including_empty_ones) {
  product_program program(kFloat, {2, 2}, 2);
  program.p.kernel_call("aten::mm", "out", {program.inputs[0], program.inputs[1], program.out, program.out});
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  for (const std::vector<size_t>& mkn : std::vector<std::vector<size_t>>{
           {3, 4, 5}, {1, 1, 1}, {17, 33, 9}, {4, 0, 3}, {0, 3, 2}, {2, 3, 0}}) {
    const size_t m = mkn[0], k = mkn[1], n = mkn[2];
    const std::vector<float> a = values(m * k, 1), b = values(k * n, 2);
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of({m, k}, a), typed_tensor::of({k, n}, b)}, {4}, &outputs),
              xnn_status_success) << runner.problem;
    ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{m, n}));
    std::vector<double> expected, scale;
    reference_product(as_double(a), as_double(b), 1, m, k, n, false, false, &expected, &scale);
    expect_close(outputs[0].as<float>(), expected, scale);
  }
}

TEST(PortableLinalgMatmul, mm_of_integers_wraps_to_the_dtype_and_float64_is_exact) {
  {
    product_program program(kInt64, {2, 2}, 2);
    program.p.kernel_call("aten::mm", "out", {program.inputs[0], program.inputs[1], program.out, program.out});
    program_runner runner(program.p.finish());
    const int64_t max = std::numeric_limits<int64_t>::max();
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of<int64_t>({1, 2}, {max, 1}), typed_tensor::of<int64_t>({2, 1}, {1, 1})},
                         {8}, &outputs),
              xnn_status_success) << runner.problem;
    EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{std::numeric_limits<int64_t>::min()}));
  }
  {
    product_program program(kInt8, {2, 2}, 2);
    program.p.kernel_call("aten::mm", "out", {program.inputs[0], program.inputs[1], program.out, program.out});
    program_runner runner(program.p.finish());
    std::vector<typed_tensor> outputs;
    // 100 * 2 + 50 * 1 = 250, which int8 holds as -6; -128 * -1 = 128 wraps to -128.
    ASSERT_EQ(runner.run({typed_tensor::of<int8_t>({2, 2}, {100, 50, -128, 0}),
                          typed_tensor::of<int8_t>({2, 1}, {2, 1})},
                         {1}, &outputs),
              xnn_status_success) << runner.problem;
    EXPECT_EQ(outputs[0].as<int8_t>(), (std::vector<int8_t>{-6, 0}));
    ASSERT_EQ(runner.run({typed_tensor::of<int8_t>({1, 1}, {-128}), typed_tensor::of<int8_t>({1, 1}, {-1})}, {1},
                         &outputs),
              xnn_status_success) << runner.problem;
    EXPECT_EQ(outputs[0].as<int8_t>(), (std::vector<int8_t>{-128}));
  }
  for (int8_t type : {kUint8, kInt16, kInt32}) {
    product_program program(type, {2, 2}, 2);
    program.p.kernel_call("aten::mm", "out", {program.inputs[0], program.inputs[1], program.out, program.out});
    program_runner runner(program.p.finish());
    const std::vector<int32_t> a = integers<int32_t>(6, 3, 0, 20), b = integers<int32_t>(12, 4, 0, 20);
    std::vector<double> expected, scale;
    reference_product(as_double(a), as_double(b), 1, 2, 3, 4, false, false, &expected, &scale);
    std::vector<typed_tensor> outputs;
    const auto narrow = [&](const std::vector<int32_t>& v, std::vector<size_t> dims) {
      if (type == kUint8) return typed_tensor::of(dims, std::vector<uint8_t>(v.begin(), v.end()));
      if (type == kInt16) return typed_tensor::of(dims, std::vector<int16_t>(v.begin(), v.end()));
      return typed_tensor::of(dims, v);
    };
    ASSERT_EQ(runner.run({narrow(a, {2, 3}), narrow(b, {3, 4})}, {element_size(type)}, &outputs),
              xnn_status_success) << runner.problem;
    for (size_t i = 0; i < expected.size(); i++) {
      const int64_t want = int64_t(expected[i]);
      int64_t got = 0;
      if (type == kUint8) got = outputs[0].as<uint8_t>()[i];
      if (type == kInt16) got = outputs[0].as<int16_t>()[i];
      if (type == kInt32) got = outputs[0].as<int32_t>()[i];
      EXPECT_EQ(got, type == kUint8 ? int64_t(uint8_t(want)) : want) << "type " << int(type) << " element " << i;
    }
  }
  {
    product_program program(kDouble, {2, 2}, 2);
    program.p.kernel_call("aten::mm", "out", {program.inputs[0], program.inputs[1], program.out, program.out});
    program_runner runner(program.p.finish());
    const std::vector<double> a = as_double(values(6, 5)), b = as_double(values(6, 6));
    std::vector<double> expected, scale;
    reference_product(a, b, 1, 3, 2, 3, false, false, &expected, &scale);
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of({3, 2}, a), typed_tensor::of({2, 3}, b)}, {8}, &outputs),
              xnn_status_success) << runner.problem;
    const std::vector<double> got = outputs[0].as<double>();
    for (size_t i = 0; i < expected.size(); i++) EXPECT_DOUBLE_EQ(got[i], expected[i]) << "element " << i;
  }
}

TEST(PortableLinalgMatmul, bmm_float32_and_int32_match_the_reference) {
  {
    product_program program(kFloat, {3, 3}, 3);
    program.p.kernel_call("aten::bmm", "out", {program.inputs[0], program.inputs[1], program.out, program.out});
    program_runner runner(program.p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    for (const std::vector<size_t>& bmkn : std::vector<std::vector<size_t>>{{2, 3, 4, 5}, {5, 7, 1, 3}, {0, 2, 2, 2}}) {
      const size_t batch = bmkn[0], m = bmkn[1], k = bmkn[2], n = bmkn[3];
      const std::vector<float> a = values(batch * m * k, 7), b = values(batch * k * n, 8);
      std::vector<typed_tensor> outputs;
      ASSERT_EQ(runner.run({typed_tensor::of({batch, m, k}, a), typed_tensor::of({batch, k, n}, b)}, {4}, &outputs),
                xnn_status_success) << runner.problem;
      ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{batch, m, n}));
      std::vector<double> expected, scale;
      reference_product(as_double(a), as_double(b), batch, m, k, n, false, false, &expected, &scale);
      expect_close(outputs[0].as<float>(), expected, scale);
    }
  }
  product_program program(kInt32, {3, 3}, 3);
  program.p.kernel_call("aten::bmm", "out", {program.inputs[0], program.inputs[1], program.out, program.out});
  program_runner runner(program.p.finish());
  const std::vector<int32_t> a = integers<int32_t>(2 * 2 * 3, 9, -50, 50);
  const std::vector<int32_t> b = integers<int32_t>(2 * 3 * 2, 10, -50, 50);
  std::vector<double> expected, scale;
  reference_product(as_double(a), as_double(b), 2, 2, 3, 2, false, false, &expected, &scale);
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of({2, 2, 3}, a), typed_tensor::of({2, 3, 2}, b)}, {4}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(as_double(outputs[0].as<int32_t>()), expected);
}

// addmm: beta * self + alpha * (mat1 @ mat2), self of shape [n], [1, n], [m, 1], [m, n] or [1] broadcast.
TEST(PortableLinalgAddmm, float32_with_beta_and_alpha_broadcasts_self) {
  const size_t m = 3, k = 4, n = 5;
  const std::vector<float> a = values(m * k, 11), b = values(k * n, 12);
  std::vector<double> product, scale;
  reference_product(as_double(a), as_double(b), 1, m, k, n, false, false, &product, &scale);
  for (const std::vector<size_t>& self_dims :
       std::vector<std::vector<size_t>>{{n}, {1, n}, {m, 1}, {m, n}, {1}}) {
    // self keeps the rank it is declared with: a program per rank of self.
    product_program program(kFloat, {2, 2, 2}, 2);
    const int32_t beta = program.p.double_value(0.5), alpha = program.p.double_value(-2.0);
    const int32_t self = program.p.tensor(kFloat, std::vector<int32_t>(self_dims.size(), 1), 2);
    program.p.inputs = {self, program.inputs[1], program.inputs[2]};
    program.p.kernel_call("aten::addmm", "out",
                          {self, program.inputs[1], program.inputs[2], beta, alpha, program.out, program.out});
    program_runner runner(program.p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const std::vector<float> c = values(count_of(self_dims), 13);
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of(self_dims, c), typed_tensor::of({m, k}, a), typed_tensor::of({k, n}, b)},
                         {4}, &outputs),
              xnn_status_success) << runner.problem;
    std::vector<double> expected(m * n), scaled(m * n);
    for (size_t i = 0; i < m; i++) {
      for (size_t j = 0; j < n; j++) {
        const size_t rows = self_dims.size() == 2 ? self_dims[0] : 1, columns = self_dims.back();
        const double bias = c[(rows == 1 ? 0 : i) * columns + (columns == 1 ? 0 : j)];
        expected[i * n + j] = 0.5 * bias - 2.0 * product[i * n + j];
        scaled[i * n + j] = std::fabs(bias) + 2.0 * scale[i * n + j];
      }
    }
    expect_close(outputs[0].as<float>(), expected, scaled);
  }
}

TEST(PortableLinalgAddmm, int64_wraps_and_a_double_alpha_is_truncated) {
  product_program program(kInt64, {2, 2, 2}, 2);
  const int32_t beta = program.p.int_value(3), alpha = program.p.double_value(2.9);
  program.p.kernel_call("aten::addmm", "out", {program.inputs[0], program.inputs[1], program.inputs[2], beta, alpha,
                                               program.out, program.out});
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const int64_t max = std::numeric_limits<int64_t>::max();
  std::vector<typed_tensor> outputs;
  // 3 * 1 + 2 * (2 * 5 + 3 * 7) = 65; 3 * 0 + 2 * (5 * max) wraps to -10.
  ASSERT_EQ(runner.run({typed_tensor::of<int64_t>({2, 1}, {1, 0}), typed_tensor::of<int64_t>({2, 2}, {2, 3, max, 0}),
                        typed_tensor::of<int64_t>({2, 1}, {5, 7})},
                       {8}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{65, -10}));
}

// linear: input [..., k] @ weight[n, k]^T + bias; the weight a program constant (xnn packs it once) or an input.
TEST(PortableLinalgLinear, float32_constant_weight_with_bias_over_several_runs_and_ranks) {
  const size_t k = 6, n = 4;
  const std::vector<float> weight = values(n * k, 14), bias = values(n, 15);
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1, 1, 1}, 2), w = p.float_tensor({int32_t(n), int32_t(k)});
  const int32_t c = p.float_tensor({int32_t(n)}), y = p.float_tensor({1, 1, 1}, 2);
  p.set_external(w, "fc.weight");
  p.set_external(c, "fc.bias");
  p.inputs = {x};
  p.outputs = {y};
  p.kernel_call("aten::linear", "out", {x, w, c, y, y});
  xnn_flat_tensor_file_builder f;
  f.add("fc.weight", float_bytes(weight));
  f.add("fc.bias", float_bytes(bias));
  program_runner runner(p.finish(), f.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  for (const std::vector<size_t>& lead : std::vector<std::vector<size_t>>{{2, 3}, {1, 7}, {0, 2}, {2, 3}}) {
    const size_t m = lead[0] * lead[1];
    const std::vector<float> a = values(m * k, 16 + uint32_t(m));
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of({lead[0], lead[1], k}, a)}, {4}, &outputs), xnn_status_success)
        << runner.problem;
    ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{lead[0], lead[1], n}));
    std::vector<double> expected, scale;
    reference_product(as_double(a), as_double(weight), 1, m, k, n, true, true, &expected, &scale);
    for (size_t i = 0; i < m * n; i++) {
      expected[i] += bias[i % n];
      scale[i] += std::fabs(bias[i % n]);
    }
    expect_close(outputs[0].as<float>(), expected, scale);
  }
}

// A MoveCall that replaces the constant weight's value (values persist across runs, as in ExecuTorch) makes the next
// run multiply by the moved tensor, not by the packing of the constant.
// A weight that is a program constant is packed once; a MoveCall that replaces it before the call makes the call
// read the moved tensor (each run starts again from the program's values, so the order within a run decides).
TEST(PortableLinalgLinear, a_constant_weight_replaced_by_a_move_call_is_not_the_packed_one) {
  const size_t k = 3, n = 2;
  const std::vector<float> constant = values(n * k, 50), moved = values(n * k, 51), x = values(k, 52);
  for (const bool move_first : {false, true}) {
    SCOPED_TRACE(move_first ? "MoveCall before the call" : "MoveCall after the call");
    xnn_program_file_builder p;
    const int32_t input = p.float_tensor({1, int32_t(k)}), other = p.float_tensor({int32_t(n), int32_t(k)});
    const int32_t w = p.float_tensor({int32_t(n), int32_t(k)}), y = p.float_tensor({1, int32_t(n)});
    p.set_external(w, "fc.weight");
    p.inputs = {input, other};
    p.outputs = {y};
    if (move_first) p.move_call(other, w);
    p.kernel_call("aten::linear", "out", {input, w, p.null_value(), y, y});
    if (!move_first) p.move_call(other, w);
    xnn_flat_tensor_file_builder f;
    f.add("fc.weight", float_bytes(constant));
    program_runner runner(p.finish(), f.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const std::vector<float>& weight = move_first ? moved : constant;
    for (int run = 0; run < 2; run++) {
      std::vector<typed_tensor> outputs;
      ASSERT_EQ(runner.run({typed_tensor::of({1, k}, x), typed_tensor::of({n, k}, moved)}, {4}, &outputs),
                xnn_status_success) << runner.problem;
      std::vector<double> expected, scale;
      reference_product(as_double(x), as_double(weight), 1, 1, k, n, true, true, &expected, &scale);
      expect_close(outputs[0].as<float>(), expected, scale);
    }
  }
}

TEST(PortableLinalgLinear, input_weight_without_bias_a_one_element_bias_and_a_1d_input) {
  product_program program(kFloat, {1, 2}, 1);
  program.p.kernel_call("aten::linear", "out",
                        {program.inputs[0], program.inputs[1], program.p.null_value(), program.out, program.out});
  const int32_t bias = program.p.tensor(kFloat, {1});
  const int32_t biased = program.p.tensor(kFloat, {1}, 2);
  program.p.inputs.push_back(bias);
  program.p.outputs.push_back(biased);
  program.p.kernel_call("aten::linear", "out", {program.inputs[0], program.inputs[1], bias, biased, biased});
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const size_t k = 5, n = 3;
  const std::vector<float> a = values(k, 17), w = values(n * k, 18);
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of({k}, a), typed_tensor::of({n, k}, w), typed_tensor::of<float>({1}, {0.25f})},
                       {4, 4}, &outputs),
            xnn_status_success) << runner.problem;
  ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{n}));
  std::vector<double> expected, scale;
  reference_product(as_double(a), as_double(w), 1, 1, k, n, true, true, &expected, &scale);
  expect_close(outputs[0].as<float>(), expected, scale);
  for (double& e : expected) e += 0.25;
  expect_close(outputs[1].as<float>(), expected, scale);
}

TEST(PortableLinalgLinear, int16_and_float64) {
  {
    product_program program(kInt16, {2, 2}, 2);
    const int32_t bias = program.p.tensor(kInt16, {2});
    program.p.inputs.push_back(bias);
    program.p.kernel_call("aten::linear", "out",
                          {program.inputs[0], program.inputs[1], bias, program.out, program.out});
    program_runner runner(program.p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    std::vector<typed_tensor> outputs;
    // [1, 2] @ [[300, 100], [-4, 5]]^T + [32767, 1]: 500 + 32767 wraps to -32269; -4 + 10 + 1 = 7.
    ASSERT_EQ(runner.run({typed_tensor::of<int16_t>({1, 2}, {1, 2}),
                          typed_tensor::of<int16_t>({2, 2}, {300, 100, -4, 5}),
                          typed_tensor::of<int16_t>({2}, {32767, 1})},
                         {2}, &outputs),
              xnn_status_success) << runner.problem;
    EXPECT_EQ(outputs[0].as<int16_t>(), (std::vector<int16_t>{-32269, 7}));
  }
  product_program program(kDouble, {2, 2}, 2);
  program.p.kernel_call("aten::linear", "out",
                        {program.inputs[0], program.inputs[1], program.p.null_value(), program.out, program.out});
  program_runner runner(program.p.finish());
  const std::vector<double> a = as_double(values(8, 19)), w = as_double(values(12, 20));
  std::vector<double> expected, scale;
  reference_product(a, w, 1, 2, 4, 3, true, true, &expected, &scale);
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of({2, 4}, a), typed_tensor::of({3, 4}, w)}, {8}, &outputs), xnn_status_success)
      << runner.problem;
  const std::vector<double> got = outputs[0].as<double>();
  for (size_t i = 0; i < expected.size(); i++) EXPECT_DOUBLE_EQ(got[i], expected[i]) << "element " << i;
}

// One program with one call of `op`; its load refusal must contain `sentence`.
void expect_load_refusal(xnn_program_file_builder& p, const std::string& sentence) {
  program_runner runner(p.finish());
  EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter);
  EXPECT_NE(runner.problem.find(sentence), std::string::npos) << runner.problem;
}

TEST(PortableLinalgRefusals, matmul_dtypes_ranks_and_static_shapes_at_load) {
  {
    xnn_program_file_builder p;
    const int32_t a = p.tensor(kFloat, {2, 3}), b = p.tensor(kInt32, {3, 2}), out = p.tensor(kFloat, {2, 2});
    p.inputs = {a, b};
    p.outputs = {out};
    p.kernel_call("aten::mm", "out", {a, b, out, out});
    expect_load_refusal(p, "(aten::mm.out): mat2 is int32; expected self's type float32");
  }
  {
    xnn_program_file_builder p;
    const int32_t a = p.tensor(kBool, {2, 3}), b = p.tensor(kBool, {3, 2}), out = p.tensor(kBool, {2, 2});
    p.inputs = {a, b};
    p.outputs = {out};
    p.kernel_call("aten::mm", "out", {a, b, out, out});
    expect_load_refusal(p, "self has scalar type 11; supported: float16, bfloat16, float32, float64, int64, int32, "
                           "int16, int8, "
                           "uint8");
  }
  {
    xnn_program_file_builder p;
    const int32_t a = p.tensor(kQUInt8, {2, 3}), b = p.tensor(kQUInt8, {3, 2}), out = p.tensor(kQUInt8, {2, 2});
    p.inputs = {a, b};
    p.outputs = {out};
    p.kernel_call("aten::mm", "out", {a, b, out, out});
    expect_load_refusal(p, "self has scalar type 13; supported:");
  }
  {
    xnn_program_file_builder p;
    const int32_t a = p.float_tensor({2, 3}), b = p.float_tensor({3, 2}), out = p.float_tensor({2, 2});
    p.inputs = {a, b};
    p.outputs = {out};
    p.kernel_call("aten::bmm", "out", {a, b, out, out});
    expect_load_refusal(p, "(aten::bmm.out): self has 2 dims; expected 3");
  }
  {
    xnn_program_file_builder p;
    const int32_t a = p.float_tensor({2, 3}), b = p.float_tensor({4, 2}), out = p.float_tensor({2, 2});
    p.inputs = {a, b};
    p.outputs = {out};
    p.kernel_call("aten::mm", "out", {a, b, out, out});
    expect_load_refusal(p, "self of shape [2, 3] and mat2 of shape [4, 2]: self's last dim differs from mat2's dim 0");
  }
  {
    xnn_program_file_builder p;
    const int32_t a = p.float_tensor({2, 3, 4}), b = p.float_tensor({3, 4, 2}), out = p.float_tensor({2, 3, 2});
    p.inputs = {a, b};
    p.outputs = {out};
    p.kernel_call("aten::bmm", "out", {a, b, out, out});
    expect_load_refusal(p, "self of shape [2, 3, 4] and mat2 of shape [3, 4, 2] have different batch sizes");
  }
  {
    xnn_program_file_builder p;
    const int32_t c = p.float_tensor({3}), a = p.float_tensor({2, 3}), b = p.float_tensor({3, 2});
    const int32_t out = p.float_tensor({2, 2});
    p.inputs = {c, a, b};
    p.outputs = {out};
    p.kernel_call("aten::addmm", "out", {c, a, b, p.int_value(1), p.int_value(1), out, out});
    expect_load_refusal(p, "(aten::addmm.out): self of shape [3] does not broadcast to the product's shape [2, 2]");
  }
  {
    xnn_program_file_builder p;
    const int32_t x = p.float_tensor({2, 3}), w = p.float_tensor({4, 3}), c = p.float_tensor({3});
    const int32_t out = p.float_tensor({2, 4});
    p.inputs = {x, w, c};
    p.outputs = {out};
    p.kernel_call("aten::linear", "out", {x, w, c, out, out});
    expect_load_refusal(p, "(aten::linear.out): bias has 3 elements; expected 1 or weight's 4 rows");
  }
  {
    xnn_program_file_builder p;
    const int32_t x = p.float_tensor({2, 3}), w = p.float_tensor({4, 3}), out = p.float_tensor({2, 4});
    p.inputs = {x, w};
    p.outputs = {out};
    p.kernel_call("aten::linear", "out", {x, w, p.int_value(2), out, out});
    expect_load_refusal(p, "bias is value 3, a Int; expected a Tensor or None");
  }
}

TEST(PortableLinalgRefusals, dynamic_shapes_that_do_not_multiply_at_run) {
  product_program program(kFloat, {2, 2}, 2);
  program.p.kernel_call("aten::mm", "out", {program.inputs[0], program.inputs[1], program.out, program.out});
  program_runner runner(program.p.finish());
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of({2, 3}, values(6, 1)), typed_tensor::of({2, 3}, values(6, 2))}, {4}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("self of shape [2, 3] and mat2 of shape [2, 3] cannot be multiplied"),
            std::string::npos) << runner.problem;
}

// ---- convolution

struct conv_case {
  std::vector<size_t> in_dims, weight_dims;  // NCHW / OIHW (transposed: IOHW), or without H for 1-D
  bool bias;
  std::vector<int64_t> stride, padding, dilation, output_padding;
  bool transposed;
  int64_t groups;
};

// Sizes of a 1-D case seen as 2-D: height 1.
std::vector<size_t> as_2d(const std::vector<size_t>& dims) {
  return dims.size() == 4 ? dims : std::vector<size_t>{dims[0], dims[1], 1, dims[2]};
}

int64_t entry(const std::vector<int64_t>& list, size_t i, size_t dims) {
  return list.size() == 1 ? list[0] : list[i - (2 - dims)];
}

// The convolution by its definition, each output element gathered from the input (the transposed one too).
std::vector<double> reference_conv(const conv_case& c, const std::vector<double>& x, const std::vector<double>& w,
                                   const std::vector<double>& bias, std::vector<size_t>* out_dims,
                                   std::vector<double>* scale) {
  const size_t dims = c.in_dims.size() - 2;
  const std::vector<size_t> in = as_2d(c.in_dims), k = as_2d(c.weight_dims);
  int64_t s[2] = {1, 1}, p[2] = {0, 0}, d[2] = {1, 1}, op[2] = {0, 0};
  for (size_t i = 2 - dims; i < 2; i++) {
    s[i] = entry(c.stride, i, dims);
    p[i] = entry(c.padding, i, dims);
    d[i] = entry(c.dilation, i, dims);
    if (c.transposed) op[i] = entry(c.output_padding, i, dims);
  }
  const size_t groups = size_t(c.groups);
  const size_t out_c = c.transposed ? groups * k[1] : k[0];
  size_t out_hw[2];
  for (size_t i = 0; i < 2; i++) {
    const int64_t n = int64_t(in[2 + i]), kk = int64_t(k[2 + i]);
    out_hw[i] = size_t(c.transposed ? (n - 1) * s[i] - 2 * p[i] + d[i] * (kk - 1) + op[i] + 1
                                    : (n + 2 * p[i] - d[i] * (kk - 1) - 1) / s[i] + 1);
  }
  *out_dims = dims == 2 ? std::vector<size_t>{in[0], out_c, out_hw[0], out_hw[1]}
                        : std::vector<size_t>{in[0], out_c, out_hw[1]};
  const size_t in_per_group = in[1] / groups, out_per_group = out_c / groups;
  std::vector<double> out(in[0] * out_c * out_hw[0] * out_hw[1]);
  scale->assign(out.size(), 0.0);
  for (size_t n = 0; n < in[0]; n++) {
    for (size_t oc = 0; oc < out_c; oc++) {
      const size_t g = oc / out_per_group;
      for (size_t oy = 0; oy < out_hw[0]; oy++) {
        for (size_t ox = 0; ox < out_hw[1]; ox++) {
          const size_t o = ((n * out_c + oc) * out_hw[0] + oy) * out_hw[1] + ox;
          double sum = c.bias ? bias[oc] : 0.0, magnitude = c.bias ? std::fabs(bias[oc]) : 0.0;
          for (size_t ic = g * in_per_group; ic < (g + 1) * in_per_group; ic++) {
            for (size_t ky = 0; ky < k[2]; ky++) {
              for (size_t kx = 0; kx < k[3]; kx++) {
                int64_t iy, ix;
                size_t wi;
                if (!c.transposed) {
                  iy = int64_t(oy) * s[0] + int64_t(ky) * d[0] - p[0];
                  ix = int64_t(ox) * s[1] + int64_t(kx) * d[1] - p[1];
                  wi = ((oc * in_per_group + (ic - g * in_per_group)) * k[2] + ky) * k[3] + kx;
                } else {
                  const int64_t ty = int64_t(oy) + p[0] - int64_t(ky) * d[0];
                  const int64_t tx = int64_t(ox) + p[1] - int64_t(kx) * d[1];
                  if (ty % s[0] != 0 || tx % s[1] != 0) continue;
                  iy = ty / s[0];
                  ix = tx / s[1];
                  wi = ((ic * out_per_group + (oc - g * out_per_group)) * k[2] + ky) * k[3] + kx;
                }
                if (iy < 0 || ix < 0 || iy >= int64_t(in[2]) || ix >= int64_t(in[3])) continue;
                const double term = x[((n * in[1] + ic) * in[2] + size_t(iy)) * in[3] + size_t(ix)] * w[wi];
                sum += term;
                magnitude += std::fabs(term);
              }
            }
          }
          out[o] = sum;
          (*scale)[o] = magnitude;
        }
      }
    }
  }
  return out;
}

// A program out = convolution(input, weight, bias?, ...) with the input's shape dynamic; weight and bias inputs too.
struct conv_program {
  xnn_program_file_builder p;
  explicit conv_program(int8_t type, const conv_case& c) {
    const int32_t x = p.tensor(type, std::vector<int32_t>(c.in_dims.size(), 1), 2);
    const int32_t w = p.tensor(type, std::vector<int32_t>(c.weight_dims.begin(), c.weight_dims.end()));
    const size_t out_c = c.transposed ? size_t(c.groups) * c.weight_dims[1] : c.weight_dims[0];
    const int32_t b = c.bias ? p.tensor(type, {int32_t(out_c)}) : p.null_value();
    const int32_t out = p.tensor(type, std::vector<int32_t>(c.in_dims.size(), 1), 2);
    p.inputs = c.bias ? std::vector<int32_t>{x, w, b} : std::vector<int32_t>{x, w};
    p.outputs = {out};
    p.kernel_call("aten::convolution", "out",
                  {x, w, b, p.ints(c.stride), p.ints(c.padding), p.ints(c.dilation), p.bool_value(c.transposed),
                   p.ints(c.output_padding), p.int_value(c.groups), out, out});
  }
};

void expect_float_conv(const conv_case& c) {
  conv_program program(kFloat, c);
  program_runner runner(program.p.finish());
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  const std::vector<float> x = values(count_of(c.in_dims), 21), w = values(count_of(c.weight_dims), 22);
  const size_t out_c = c.transposed ? size_t(c.groups) * c.weight_dims[1] : c.weight_dims[0];
  const std::vector<float> bias = values(out_c, 23);
  std::vector<typed_tensor> inputs = {typed_tensor::of(c.in_dims, x), typed_tensor::of(c.weight_dims, w)};
  if (c.bias) inputs.push_back(typed_tensor::of({out_c}, bias));
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run(inputs, {4}, &outputs), xnn_status_success) << runner.problem;
  std::vector<size_t> out_dims;
  std::vector<double> scale;
  const std::vector<double> expected =
      reference_conv(c, as_double(x), as_double(w), as_double(bias), &out_dims, &scale);
  ASSERT_EQ(outputs[0].dims, out_dims);
  expect_close(outputs[0].as<float>(), expected, scale);
}

TEST(PortableLinalgConvolution, float32_2d_with_stride_padding_dilation_groups_and_bias) {
  expect_float_conv({{2, 4, 7, 6}, {6, 2, 3, 2}, true, {2, 1}, {1, 0}, {1, 2}, {0}, false, 2});
  expect_float_conv({{1, 3, 5, 5}, {2, 3, 3, 3}, false, {1}, {1}, {1}, {0}, false, 1});
  expect_float_conv({{1, 4, 6, 5}, {4, 1, 3, 3}, true, {1, 2}, {1}, {2, 1}, {0}, false, 4});  // depthwise
}


// Constant weight and bias (external data, as an export keeps them): xnn's convolution packs them on the first run
// and is reused as the input's shape changes; the same values as the gather reference.
TEST(PortableLinalgConvolution, float32_constant_weights_run_through_xnn_across_input_shapes) {
  const std::vector<conv_case> cases = {{{2, 4, 7, 6}, {6, 2, 3, 2}, true, {2, 1}, {1, 0}, {1, 2}, {0}, false, 2},
                                        {{1, 4, 6, 5}, {4, 1, 3, 3}, true, {1, 2}, {1}, {2, 1}, {0}, false, 4},
                                        {{2, 3, 9}, {4, 3, 3}, false, {2}, {1}, {2}, {0}, false, 1},
                                        // ExecuTorch's truncating length gives 1 row where xnn's gives none: the loop
                                        {{1, 1, 2, 2}, {1, 1, 3, 3}, true, {2}, {0}, {1}, {0}, false, 1}};
  for (const conv_case& c : cases) {
    xnn_program_file_builder p;
    const size_t rank = c.in_dims.size(), out_c = c.weight_dims[0];
    const int32_t x = p.tensor(kFloat, std::vector<int32_t>(rank, 1), 2);
    const int32_t w = p.tensor(kFloat, std::vector<int32_t>(c.weight_dims.begin(), c.weight_dims.end()));
    const int32_t b = c.bias ? p.tensor(kFloat, {int32_t(out_c)}) : p.null_value();
    const int32_t out = p.tensor(kFloat, std::vector<int32_t>(rank, 1), 2);
    p.set_external(w, "conv.weight");
    if (c.bias) p.set_external(b, "conv.bias");
    p.inputs = {x};
    p.outputs = {out};
    p.kernel_call("aten::convolution", "out",
                  {x, w, b, p.ints(c.stride), p.ints(c.padding), p.ints(c.dilation), p.bool_value(false),
                   p.ints(c.output_padding), p.int_value(c.groups), out, out});
    const std::vector<float> weight = values(count_of(c.weight_dims), 40), bias = values(out_c, 41);
    xnn_flat_tensor_file_builder f;
    f.add("conv.weight", float_bytes(weight));
    if (c.bias) f.add("conv.bias", float_bytes(bias));
    program_runner runner(p.finish(), f.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    for (size_t grow : {0, 3, 1}) {
      conv_case shaped = c;
      shaped.in_dims[rank - 1] += grow;
      shaped.in_dims[0] += grow % 2;
      const std::vector<float> input = values(count_of(shaped.in_dims), 42 + uint32_t(grow));
      std::vector<typed_tensor> outputs;
      ASSERT_EQ(runner.run({typed_tensor::of(shaped.in_dims, input)}, {4}, &outputs), xnn_status_success)
          << runner.problem;
      std::vector<size_t> out_dims;
      std::vector<double> scale;
      const std::vector<double> expected =
          reference_conv(shaped, as_double(input), as_double(weight), as_double(bias), &out_dims, &scale);
      ASSERT_EQ(outputs[0].dims, out_dims);
      expect_close(outputs[0].as<float>(), expected, scale);
    }
  }
}

TEST(PortableLinalgConvolution, float32_1d) {
  expect_float_conv({{2, 3, 9}, {4, 3, 3}, true, {2}, {1}, {2}, {0}, false, 1});
  expect_float_conv({{1, 4, 5}, {2, 2, 1}, false, {1}, {0}, {1}, {0}, false, 2});
}

TEST(PortableLinalgConvolution, float32_transposed_2d_and_1d_with_output_padding_and_groups) {
  expect_float_conv({{1, 4, 3, 3}, {4, 3, 3, 3}, true, {2}, {1}, {1}, {1}, true, 2});
  expect_float_conv({{2, 2, 4, 3}, {2, 2, 2, 3}, false, {1, 3}, {0, 1}, {2, 1}, {1, 2}, true, 1});
  expect_float_conv({{1, 2, 5}, {2, 3, 3}, true, {3}, {1}, {1}, {2}, true, 1});
}

TEST(PortableLinalgConvolution, int64_is_exact_and_int8_wraps) {
  const conv_case c{{1, 2, 3, 3}, {2, 2, 2, 2}, true, {1}, {1}, {1}, {0}, false, 1};
  {
    conv_program program(kInt64, c);
    program_runner runner(program.p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const std::vector<int64_t> x = integers<int64_t>(18, 24, -9, 9), w = integers<int64_t>(16, 25, -9, 9);
    const std::vector<int64_t> bias = {100, -100};
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of(c.in_dims, x), typed_tensor::of(c.weight_dims, w),
                          typed_tensor::of({2}, bias)},
                         {8}, &outputs),
              xnn_status_success) << runner.problem;
    std::vector<size_t> out_dims;
    std::vector<double> scale;
    const std::vector<double> expected =
        reference_conv(c, as_double(x), as_double(w), as_double(bias), &out_dims, &scale);
    ASSERT_EQ(outputs[0].dims, out_dims);
    EXPECT_EQ(as_double(outputs[0].as<int64_t>()), expected);
  }
  conv_program program(kInt8, {{1, 1, 1, 2}, {1, 1, 1, 2}, false, {1}, {0}, {1}, {0}, false, 1});
  program_runner runner(program.p.finish());
  std::vector<typed_tensor> outputs;
  // 100 * 2 + 60 * 1 = 260, which int8 holds as 4.
  ASSERT_EQ(runner.run({typed_tensor::of<int8_t>({1, 1, 1, 2}, {100, 60}),
                        typed_tensor::of<int8_t>({1, 1, 1, 2}, {2, 1})},
                       {1}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].as<int8_t>(), (std::vector<int8_t>{4}));
}

TEST(PortableLinalgConvolution, an_empty_batch_gives_an_empty_output) {
  const conv_case c{{0, 2, 4, 4}, {3, 2, 3, 3}, false, {1}, {1}, {1}, {0}, false, 1};
  conv_program program(kFloat, c);
  program_runner runner(program.p.finish());
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of(c.in_dims, std::vector<float>{}),
                        typed_tensor::of(c.weight_dims, values(54, 1))},
                       {4}, &outputs),
            xnn_status_success) << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0, 3, 4, 4}));
}

TEST(PortableLinalgRefusals, convolution_arguments_at_load_and_output_size_at_run) {
  const auto refused = [](const conv_case& c, int8_t type, const std::string& sentence) {
    conv_program program(type, c);
    expect_load_refusal(program.p, sentence);
  };
  refused({{1, 4, 5, 5}, {3, 2, 3, 3}, false, {1}, {0}, {1}, {0}, false, 2}, kFloat,
          "(aten::convolution.out): weight of shape [3, 2, 3, 3]: its dim 0 is not a positive multiple of groups (2)");
  refused({{1, 3, 5, 5}, {2, 3, 3, 3}, false, {1}, {0, 0, 0}, {1}, {0}, false, 1}, kFloat,
          "padding has 3 entries; expected 1 or 2");
  refused({{1, 3, 5, 5}, {2, 3, 3, 3}, false, {0}, {0}, {1}, {0}, false, 1}, kFloat,
          "stride is [0]; expected entries in [1, 2147483647]");
  refused({{1, 3, 5, 5}, {2, 3, 3, 3}, false, {1}, {0}, {1}, {0}, false, 0}, kFloat, "groups is 0; expected >= 1");
  refused({{1, 3, 5, 5}, {2, 3, 3, 3}, false, {1}, {0}, {int64_t{1} << 40}, {0}, false, 1}, kFloat,
          "dilation is [1099511627776]; expected entries in [1, 2147483647]");
  refused({{1, 3, 5, 5}, {3, 2, 3, 3}, false, {2}, {0}, {1}, {2}, true, 1}, kFloat,
          "output_padding is [2]; each entry must be smaller than the stride or the dilation");
  refused({{1, 3, 5, 5}, {2, 3, 3, 3}, false, {1}, {0}, {1}, {0}, false, 1}, kBool,
          "input has scalar type 11; supported: float16, bfloat16, float32, float64, int64, int32, int16, int8, uint8");
  {
    conv_program program(kFloat, {{1, 3, 5, 5}, {2, 3, 3, 3}, false, {1}, {0}, {1}, {0}, false, 1});
    program_runner runner(program.p.finish());
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    std::vector<typed_tensor> outputs;
    EXPECT_EQ(runner.run({typed_tensor::of({1, 3, 2, 5}, values(30, 1)), typed_tensor::of({2, 3, 3, 3}, values(54, 2))},
                         {4}, &outputs),
              xnn_status_invalid_parameter);
    EXPECT_NE(runner.problem.find("input of shape [1, 3, 2, 5] and weight of shape [2, 3, 3, 3] give output size 0 "
                                  "in dim 2; expected >= 1"),
              std::string::npos) << runner.problem;
    EXPECT_EQ(runner.run({typed_tensor::of({1, 2, 5, 5}, values(50, 1)), typed_tensor::of({2, 3, 3, 3}, values(54, 2))},
                         {4}, &outputs),
              xnn_status_invalid_parameter);
    EXPECT_NE(runner.problem.find("input of shape [1, 2, 5, 5] has 2 channels; groups (1) times weight's dim 1 is 3"),
              std::string::npos) << runner.problem;
  }
  xnn_program_file_builder p;
  const int32_t x = p.float_tensor({1, 3, 5, 5}), w = p.float_tensor({2, 3, 3, 3}), b = p.float_tensor({3});
  const int32_t out = p.float_tensor({1, 2, 3, 3});
  p.inputs = {x, w, b};
  p.outputs = {out};
  p.kernel_call("aten::convolution", "out", {x, w, b, p.ints({1}), p.ints({0}), p.ints({1}), p.bool_value(false),
                                             p.ints({0}), p.int_value(1), out, out});
  expect_load_refusal(p, "bias has 3 elements; expected the 2 output channels");
}

// ---- pooling

struct pool_case {
  std::vector<size_t> in_dims;  // [C, H, W] or [N, C, H, W]
  std::vector<int64_t> kernel, stride, padding, dilation;
  bool ceil_mode;
};

int64_t pool_entry(const std::vector<int64_t>& list, size_t i, int64_t empty) {
  return list.empty() ? empty : list[list.size() == 1 ? 0 : i];
}

// PyTorch's pooling output length: floor or ceil of the window count, the last window starting inside the input or
// its left padding.
int64_t pool_output(int64_t in, int64_t k, int64_t s, int64_t p, int64_t d, bool ceil_mode) {
  const double span = double(in + 2 * p - d * (k - 1) - 1) / double(s);
  int64_t out = int64_t(ceil_mode ? std::ceil(span) : std::floor(span)) + 1;
  if (ceil_mode && (out - 1) * s >= in + p) out--;
  return out;
}

struct pool_geometry {
  size_t planes, in_h, in_w, out_h, out_w;
  int64_t k[2], s[2], p[2], d[2];
  std::vector<size_t> out_dims;
};

pool_geometry geometry_of(const pool_case& c, bool max) {
  pool_geometry g;
  const size_t rank = c.in_dims.size();
  g.planes = rank == 4 ? c.in_dims[0] * c.in_dims[1] : c.in_dims[0];
  g.in_h = c.in_dims[rank - 2];
  g.in_w = c.in_dims[rank - 1];
  for (size_t i = 0; i < 2; i++) {
    g.k[i] = pool_entry(c.kernel, i, 0);
    g.s[i] = pool_entry(c.stride, i, g.k[i]);
    g.p[i] = pool_entry(c.padding, i, 0);
    g.d[i] = max ? pool_entry(c.dilation, i, 1) : 1;
  }
  g.out_h = size_t(pool_output(int64_t(g.in_h), g.k[0], g.s[0], g.p[0], g.d[0], c.ceil_mode));
  g.out_w = size_t(pool_output(int64_t(g.in_w), g.k[1], g.s[1], g.p[1], g.d[1], c.ceil_mode));
  g.out_dims = c.in_dims;
  g.out_dims[rank - 2] = g.out_h;
  g.out_dims[rank - 1] = g.out_w;
  return g;
}

// Max pooling by its definition: the first of the largest values in the window (padding never counts), a NaN kept
// only when it comes first (ExecuTorch compares with `>`).
void reference_max_pool(const pool_case& c, const std::vector<double>& x, std::vector<double>* out,
                        std::vector<int64_t>* indices) {
  const pool_geometry g = geometry_of(c, true);
  out->clear();
  indices->clear();
  for (size_t p = 0; p < g.planes; p++) {
    for (size_t oy = 0; oy < g.out_h; oy++) {
      for (size_t ox = 0; ox < g.out_w; ox++) {
        bool any = false;
        double best = 0;
        int64_t where = 0;
        for (int64_t ky = 0; ky < g.k[0]; ky++) {
          for (int64_t kx = 0; kx < g.k[1]; kx++) {
            const int64_t y = int64_t(oy) * g.s[0] - g.p[0] + ky * g.d[0];
            const int64_t xx = int64_t(ox) * g.s[1] - g.p[1] + kx * g.d[1];
            if (y < 0 || xx < 0 || y >= int64_t(g.in_h) || xx >= int64_t(g.in_w)) continue;
            const double v = x[(p * g.in_h + size_t(y)) * g.in_w + size_t(xx)];
            if (!any || v > best) {
              best = v;
              where = y * int64_t(g.in_w) + xx;
              any = true;
            }
          }
        }
        out->push_back(best);
        indices->push_back(where);
      }
    }
  }
}

// Average pooling by its definition: the window's in-bounds sum over the divisor (the override, the window clipped
// to the padded input, or the number of in-bounds elements).
std::vector<double> reference_avg_pool(const pool_case& c, const std::vector<double>& x, bool include_pad,
                                       int64_t divisor_override) {
  const pool_geometry g = geometry_of(c, false);
  std::vector<double> out;
  for (size_t p = 0; p < g.planes; p++) {
    for (size_t oy = 0; oy < g.out_h; oy++) {
      for (size_t ox = 0; ox < g.out_w; ox++) {
        const int64_t y0 = int64_t(oy) * g.s[0] - g.p[0], x0 = int64_t(ox) * g.s[1] - g.p[1];
        const int64_t padded = (std::min(y0 + g.k[0], int64_t(g.in_h) + g.p[0]) - y0) *
                               (std::min(x0 + g.k[1], int64_t(g.in_w) + g.p[1]) - x0);
        double sum = 0;
        int64_t inside = 0;
        for (int64_t y = y0; y < y0 + g.k[0]; y++) {
          for (int64_t xx = x0; xx < x0 + g.k[1]; xx++) {
            if (y < 0 || xx < 0 || y >= int64_t(g.in_h) || xx >= int64_t(g.in_w)) continue;
            sum += x[(p * g.in_h + size_t(y)) * g.in_w + size_t(xx)];
            inside++;
          }
        }
        out.push_back(sum / double(divisor_override != 0 ? divisor_override : include_pad ? padded : inside));
      }
    }
  }
  return out;
}

// out, indices = max_pool2d_with_indices(self, ...), self's shape dynamic.
std::vector<uint8_t> max_pool_program(int8_t type, const pool_case& c, int8_t indices_type = kInt64) {
  xnn_program_file_builder p;
  const std::vector<int32_t> ones(c.in_dims.size(), 1);
  const int32_t x = p.tensor(type, ones, 2), out = p.tensor(type, ones, 2), indices = p.tensor(indices_type, ones, 2);
  p.inputs = {x};
  p.outputs = {out, indices};
  p.kernel_call("aten::max_pool2d_with_indices", "out",
                {x, p.ints(c.kernel), p.ints(c.stride), p.ints(c.padding), p.ints(c.dilation),
                 p.bool_value(c.ceil_mode), out, indices, out, indices});
  return p.finish();
}

std::vector<uint8_t> avg_pool_program(int8_t type, const pool_case& c, bool include_pad, int64_t divisor_override) {
  xnn_program_file_builder p;
  const std::vector<int32_t> ones(c.in_dims.size(), 1);
  const int32_t x = p.tensor(type, ones, 2), out = p.tensor(type, ones, 2);
  p.inputs = {x};
  p.outputs = {out};
  p.kernel_call("aten::avg_pool2d", "out",
                {x, p.ints(c.kernel), p.ints(c.stride), p.ints(c.padding), p.bool_value(c.ceil_mode),
                 p.bool_value(include_pad), divisor_override == 0 ? p.null_value() : p.int_value(divisor_override),
                 out, out});
  return p.finish();
}

TEST(PortableLinalgMaxPool, float32_values_and_indices_with_padding_dilation_and_ceil_mode) {
  for (const pool_case& c : std::vector<pool_case>{{{2, 3, 7, 8}, {3, 2}, {2}, {1, 1}, {1, 2}, true},
                                                   {{2, 3, 7, 8}, {3, 2}, {2}, {1, 1}, {1, 2}, false},
                                                   {{3, 5, 5}, {2}, {}, {0}, {1}, true},
                                                   {{1, 1, 4, 6}, {3, 3}, {1, 2}, {1}, {1}, false}}) {
    program_runner runner(max_pool_program(kFloat, c));
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const std::vector<float> x = values(count_of(c.in_dims), 26);
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of(c.in_dims, x)}, {4, 8}, &outputs), xnn_status_success) << runner.problem;
    std::vector<double> expected;
    std::vector<int64_t> indices;
    reference_max_pool(c, as_double(x), &expected, &indices);
    ASSERT_EQ(outputs[0].dims, geometry_of(c, true).out_dims);
    ASSERT_EQ(outputs[1].dims, geometry_of(c, true).out_dims);
    EXPECT_EQ(as_double(outputs[0].as<float>()), expected);
    EXPECT_EQ(outputs[1].as<int64_t>(), indices);
  }
}

TEST(PortableLinalgMaxPool, a_nan_stays_only_when_first_and_integer_types_run) {
  const pool_case c{{1, 1, 2}, {1, 2}, {}, {0}, {1}, false};
  program_runner runner(max_pool_program(kFloat, c));
  const float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<float>({1, 1, 2}, {nan, 5.0f})}, {4, 8}, &outputs), xnn_status_success)
      << runner.problem;
  EXPECT_TRUE(std::isnan(outputs[0].as<float>()[0]));
  ASSERT_EQ(runner.run({typed_tensor::of<float>({1, 1, 2}, {5.0f, nan})}, {4, 8}, &outputs), xnn_status_success)
      << runner.problem;
  EXPECT_EQ(outputs[0].as<float>()[0], 5.0f);
  EXPECT_EQ(outputs[1].as<int64_t>()[0], 0);
  const pool_case d{{1, 2, 3, 3}, {2}, {1}, {1}, {1}, false};
  for (int8_t type : {kInt32, kUint8, kInt64}) {
    program_runner typed(max_pool_program(type, d));
    ASSERT_EQ(typed.load_status, xnn_status_success) << typed.problem;
    const std::vector<int32_t> x = integers<int32_t>(18, 27, 0, 200);
    const typed_tensor input = type == kInt32 ? typed_tensor::of(d.in_dims, x)
                               : type == kUint8 ? typed_tensor::of(d.in_dims, std::vector<uint8_t>(x.begin(), x.end()))
                                                : typed_tensor::of(d.in_dims, std::vector<int64_t>(x.begin(), x.end()));
    ASSERT_EQ(typed.run({input}, {element_size(type), 8}, &outputs), xnn_status_success) << typed.problem;
    std::vector<double> expected;
    std::vector<int64_t> indices;
    reference_max_pool(d, as_double(x), &expected, &indices);
    const std::vector<double> got = type == kInt32 ? as_double(outputs[0].as<int32_t>())
                                    : type == kUint8 ? as_double(outputs[0].as<uint8_t>())
                                                     : as_double(outputs[0].as<int64_t>());
    EXPECT_EQ(got, expected) << "type " << int(type);
    EXPECT_EQ(outputs[1].as<int64_t>(), indices) << "type " << int(type);
  }
}

TEST(PortableLinalgAvgPool, float32_ceil_mode_count_include_pad_and_divisor_override) {
  for (const pool_case& c : std::vector<pool_case>{{{2, 3, 7, 8}, {3, 2}, {2}, {1, 1}, {}, true},
                                                   {{2, 3, 7, 8}, {3, 2}, {2}, {1, 1}, {}, false},
                                                   {{3, 5, 6}, {2}, {}, {1}, {}, true}}) {
    for (bool include_pad : {true, false}) {
      for (int64_t divisor : {int64_t{0}, int64_t{-3}}) {
        program_runner runner(avg_pool_program(kFloat, c, include_pad, divisor));
        ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
        const std::vector<float> x = values(count_of(c.in_dims), 28);
        std::vector<typed_tensor> outputs;
        ASSERT_EQ(runner.run({typed_tensor::of(c.in_dims, x)}, {4}, &outputs), xnn_status_success) << runner.problem;
        ASSERT_EQ(outputs[0].dims, geometry_of(c, false).out_dims);
        const std::vector<double> expected = reference_avg_pool(c, as_double(x), include_pad, divisor);
        expect_close(outputs[0].as<float>(), expected, std::vector<double>(expected.size(), 8.0));
      }
    }
  }
}

TEST(PortableLinalgAvgPool, int64_divides_truncating_and_float64_is_exact) {
  const pool_case c{{1, 1, 3, 3}, {2}, {1}, {1}, {}, false};
  program_runner runner(avg_pool_program(kInt64, c, true, 0));
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of<int64_t>({1, 1, 3, 3}, {-7, 2, 9, 4, 5, 6, 1, 8, 3})}, {8}, &outputs),
            xnn_status_success) << runner.problem;
  // Every window covers 4 places of the padded input: -7 / 4 = -1, (-7 + 2) / 4 = -1, (2 + 9) / 4 = 2, ...
  EXPECT_EQ(outputs[0].as<int64_t>(), (std::vector<int64_t>{-1, -1, 2, 2, 0, 1, 5, 3, 1, 4, 5, 2, 0, 2, 2, 0}));
  program_runner doubles(avg_pool_program(kDouble, c, false, 0));
  const std::vector<double> x = as_double(values(9, 29));
  ASSERT_EQ(doubles.run({typed_tensor::of({1, 1, 3, 3}, x)}, {8}, &outputs), xnn_status_success) << doubles.problem;
  const std::vector<double> expected = reference_avg_pool(c, x, false, 0);
  const std::vector<double> got = outputs[0].as<double>();
  for (size_t i = 0; i < expected.size(); i++) EXPECT_DOUBLE_EQ(got[i], expected[i]) << "element " << i;
}

TEST(PortableLinalgRefusals, pooling_arguments_and_dtypes) {
  {
    program_runner runner(max_pool_program(kFloat, {{1, 1, 4, 4}, {2}, {}, {2}, {1}, false}));
    EXPECT_NE(runner.problem.find("(aten::max_pool2d_with_indices.out): padding is [2]; expected at most half of "
                                  "kernel_size [2]"),
              std::string::npos) << runner.problem;
  }
  {
    program_runner runner(max_pool_program(kFloat, {{1, 1, 4, 4}, {2}, {}, {0}, {1}, false}, kInt32));
    EXPECT_NE(runner.problem.find("indices is int32; expected int64"), std::string::npos) << runner.problem;
  }
  {
    program_runner runner(max_pool_program(kFloat, {{1, 1, 4, 4}, {2, 2, 2}, {}, {0}, {1}, false}));
    EXPECT_NE(runner.problem.find("kernel_size has 3 entries; expected 1 or 2"), std::string::npos) << runner.problem;
  }
  {
    program_runner runner(max_pool_program(kFloat, {{1, 1, 4, 4}, {2}, {}, {0}, {0}, false}));
    EXPECT_NE(runner.problem.find("dilation is [0]; expected entries in [1, 2147483647]"), std::string::npos)
        << runner.problem;
  }
  {
    program_runner runner(max_pool_program(kBool, {{1, 1, 4, 4}, {2}, {}, {0}, {1}, false}));
    EXPECT_NE(runner.problem.find("self has scalar type 11; supported: float16, bfloat16, float32, float64, int64, "
                                  "int32, int16, "
                                  "int8, uint8"),
              std::string::npos) << runner.problem;
  }
  {
    program_runner runner(avg_pool_program(kInt32, {{1, 1, 4, 4}, {2}, {}, {0}, {}, false}, true, 0));
    EXPECT_NE(runner.problem.find("(aten::avg_pool2d.out): self has scalar type 3; supported: float16, bfloat16, "
                                  "float32, "
                                  "float64, int64"),
              std::string::npos) << runner.problem;
  }
  {
    xnn_program_file_builder p;
    const int32_t x = p.float_tensor({1, 1, 4, 4}), out = p.float_tensor({1, 1, 2, 2});
    p.inputs = {x};
    p.outputs = {out};
    p.kernel_call("aten::avg_pool2d", "out", {x, p.ints({2}), p.ints({}), p.ints({0}), p.bool_value(false),
                                              p.bool_value(true), p.int_value(0), out, out});
    expect_load_refusal(p, "divisor_override is 0; expected a nonzero divisor or None");
  }
  program_runner runner(max_pool_program(kFloat, {{1, 1, 4, 4}, {2}, {}, {0}, {1}, false}));
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of({1, 0, 4, 4}, std::vector<float>{})}, {4, 8}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("self of shape [1, 0, 4, 4] has size 0 in dim 1; only the batch may be empty"),
            std::string::npos) << runner.problem;
  program_runner large_kernel(max_pool_program(kFloat, {{1, 1, 4, 4}, {3}, {1}, {0}, {1}, false}));
  EXPECT_EQ(large_kernel.run({typed_tensor::of({1, 1, 1, 4}, values(4, 1))}, {4, 8}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(large_kernel.problem.find("self of shape [1, 1, 1, 4] gives output size -1 in dim 2; expected >= 1"),
            std::string::npos) << large_kernel.problem;
}

// ---- resizing

// out = upsample_*2d(x, output_size?, [align_corners,] scale_factors?), x's shape dynamic.
std::vector<uint8_t> resize_program(int8_t type, bool bilinear, const std::vector<int64_t>& output_size,
                                    const std::vector<double>& scales, bool align_corners = false, size_t rank = 4) {
  xnn_program_file_builder p;
  const std::vector<int32_t> ones(rank, 1);
  const int32_t x = p.tensor(type, ones, 2), out = p.tensor(type, ones, 2);
  p.inputs = {x};
  p.outputs = {out};
  const int32_t size = output_size.empty() ? p.null_value() : p.ints(output_size);
  const int32_t factors = scales.empty() ? p.null_value() : p.double_list(scales);
  if (bilinear) {
    p.kernel_call("aten::upsample_bilinear2d", "vec_out", {x, size, p.bool_value(align_corners), factors, out, out});
  } else {
    p.kernel_call("aten::upsample_nearest2d", "vec_out", {x, size, factors, out, out});
  }
  return p.finish();
}

// The output length and the float scale ExecuTorch maps output indices with (1 / factor, or the corner ratio).
struct resize_axis {
  size_t in, out;
  float scale;
};

resize_axis axis_of(size_t in, const std::vector<int64_t>& size, const std::vector<double>& scales, size_t i,
                    bool align_corners) {
  const double factor = size.empty() ? scales[i] : double(size[i]) / double(in);
  const size_t out = size.empty() ? size_t(double(in) * factor) : size_t(size[i]);
  const float scale = align_corners ? (out > 1 ? float(double(in - 1) / double(out - 1)) : 0.0f) : float(1.0 / factor);
  return {in, out, scale};
}

std::vector<double> reference_nearest(const std::vector<double>& x, const std::vector<size_t>& dims,
                                      const resize_axis& h, const resize_axis& w) {
  std::vector<double> out;
  for (size_t plane = 0; plane < dims[0] * dims[1]; plane++) {
    for (size_t y = 0; y < h.out; y++) {
      for (size_t xx = 0; xx < w.out; xx++) {
        const size_t sy = std::min<size_t>(size_t(std::floor(float(y) * h.scale)), h.in - 1);
        const size_t sx = std::min<size_t>(size_t(std::floor(float(xx) * w.scale)), w.in - 1);
        out.push_back(x[(plane * h.in + sy) * w.in + sx]);
      }
    }
  }
  return out;
}

// Bilinear: the source position of each output index (PyTorch's half-pixel or corner mapping), blended in double.
std::vector<double> reference_bilinear(const std::vector<double>& x, const std::vector<size_t>& dims,
                                       const resize_axis& h, const resize_axis& w, bool align_corners) {
  const auto position = [&](const resize_axis& a, size_t o, size_t* i0, size_t* i1, double* lambda) {
    if (a.in == a.out) {
      *i0 = *i1 = o;
      *lambda = 0;
      return;
    }
    float real = align_corners ? a.scale * float(o) : std::max(a.scale * (float(o) + 0.5f) - 0.5f, 0.0f);
    *i0 = std::min<size_t>(size_t(std::floor(real)), a.in - 1);
    *i1 = std::min(*i0 + 1, a.in - 1);
    *lambda = std::min(std::max(double(real) - double(*i0), 0.0), 1.0);
  };
  std::vector<double> out;
  for (size_t plane = 0; plane < dims[0] * dims[1]; plane++) {
    for (size_t y = 0; y < h.out; y++) {
      size_t y0, y1;
      double ly;
      position(h, y, &y0, &y1, &ly);
      for (size_t xx = 0; xx < w.out; xx++) {
        size_t x0, x1;
        double lx;
        position(w, xx, &x0, &x1, &lx);
        const auto at = [&](size_t r, size_t c) { return x[(plane * h.in + r) * w.in + c]; };
        const double top = at(y0, x0) * (1 - lx) + at(y0, x1) * lx, bottom = at(y1, x0) * (1 - lx) + at(y1, x1) * lx;
        out.push_back(top * (1 - ly) + bottom * ly);
      }
    }
  }
  return out;
}

struct resize_case {
  std::vector<size_t> dims;
  std::vector<int64_t> size;
  std::vector<double> scales;
};

const std::vector<resize_case>& resize_cases() {
  static const std::vector<resize_case> cases = {{{2, 3, 3, 4}, {5, 7}, {}},  {{1, 2, 3, 4}, {}, {2.0, 1.5}},
                                                 {{1, 1, 5, 7}, {2, 3}, {}},  {{1, 2, 4, 3}, {4, 6}, {}},
                                                 {{1, 1, 3, 5}, {}, {0.7, 2.3}}, {{1, 1, 1, 4}, {3, 1}, {}}};
  return cases;
}

TEST(PortableLinalgUpsample, nearest_float32_by_output_size_and_by_scale_factors) {
  for (const resize_case& c : resize_cases()) {
    program_runner runner(resize_program(kFloat, false, c.size, c.scales));
    ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
    const std::vector<float> x = values(count_of(c.dims), 30);
    std::vector<typed_tensor> outputs;
    ASSERT_EQ(runner.run({typed_tensor::of(c.dims, x)}, {4}, &outputs), xnn_status_success) << runner.problem;
    const resize_axis h = axis_of(c.dims[2], c.size, c.scales, 0, false);
    const resize_axis w = axis_of(c.dims[3], c.size, c.scales, 1, false);
    ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{c.dims[0], c.dims[1], h.out, w.out}));
    EXPECT_EQ(as_double(outputs[0].as<float>()), reference_nearest(as_double(x), c.dims, h, w));
  }
}

TEST(PortableLinalgUpsample, nearest_int64_and_uint8_copy_exactly) {
  const resize_case& c = resize_cases()[0];
  const std::vector<int64_t> x = integers<int64_t>(count_of(c.dims), 31, -1000, 255);
  const resize_axis h = axis_of(c.dims[2], c.size, c.scales, 0, false);
  const resize_axis w = axis_of(c.dims[3], c.size, c.scales, 1, false);
  std::vector<typed_tensor> outputs;
  program_runner wide(resize_program(kInt64, false, c.size, c.scales));
  ASSERT_EQ(wide.run({typed_tensor::of(c.dims, x)}, {8}, &outputs), xnn_status_success) << wide.problem;
  EXPECT_EQ(as_double(outputs[0].as<int64_t>()), reference_nearest(as_double(x), c.dims, h, w));
  std::vector<uint8_t> bytes(x.size());
  for (size_t i = 0; i < x.size(); i++) bytes[i] = uint8_t(x[i]);
  program_runner narrow(resize_program(kUint8, false, c.size, c.scales));
  ASSERT_EQ(narrow.run({typed_tensor::of(c.dims, bytes)}, {1}, &outputs), xnn_status_success) << narrow.problem;
  EXPECT_EQ(as_double(outputs[0].as<uint8_t>()), reference_nearest(as_double(bytes), c.dims, h, w));
}

TEST(PortableLinalgUpsample, bilinear_float32_with_and_without_align_corners) {
  for (bool align_corners : {false, true}) {
    for (const resize_case& c : resize_cases()) {
      program_runner runner(resize_program(kFloat, true, c.size, c.scales, align_corners));
      ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
      const std::vector<float> x = values(count_of(c.dims), 32);
      std::vector<typed_tensor> outputs;
      ASSERT_EQ(runner.run({typed_tensor::of(c.dims, x)}, {4}, &outputs), xnn_status_success) << runner.problem;
      const resize_axis h = axis_of(c.dims[2], c.size, c.scales, 0, align_corners);
      const resize_axis w = axis_of(c.dims[3], c.size, c.scales, 1, align_corners);
      ASSERT_EQ(outputs[0].dims, (std::vector<size_t>{c.dims[0], c.dims[1], h.out, w.out}));
      const std::vector<double> expected = reference_bilinear(as_double(x), c.dims, h, w, align_corners);
      expect_close(outputs[0].as<float>(), expected, std::vector<double>(expected.size(), 2.0));
    }
  }
}

TEST(PortableLinalgUpsample, bilinear_uint8_truncates_the_blend_and_float64_matches) {
  program_runner runner(resize_program(kUint8, true, {1, 3}, {}, true));
  std::vector<typed_tensor> outputs;
  // Corners aligned: column 1 sits halfway between 10 and 255, 132.5, stored as 132.
  ASSERT_EQ(runner.run({typed_tensor::of<uint8_t>({1, 1, 1, 2}, {10, 255})}, {1}, &outputs), xnn_status_success)
      << runner.problem;
  EXPECT_EQ(outputs[0].as<uint8_t>(), (std::vector<uint8_t>{10, 132, 255}));
  const resize_case& c = resize_cases()[1];
  program_runner doubles(resize_program(kDouble, true, c.size, c.scales));
  const std::vector<double> x = as_double(values(count_of(c.dims), 33));
  ASSERT_EQ(doubles.run({typed_tensor::of(c.dims, x)}, {8}, &outputs), xnn_status_success) << doubles.problem;
  const std::vector<double> expected = reference_bilinear(x, c.dims, axis_of(c.dims[2], c.size, c.scales, 0, false),
                                                          axis_of(c.dims[3], c.size, c.scales, 1, false), false);
  const std::vector<double> got = outputs[0].as<double>();
  for (size_t i = 0; i < expected.size(); i++) EXPECT_NEAR(got[i], expected[i], 1e-6) << "element " << i;
}

TEST(PortableLinalgMaxPool, an_empty_batch_pools_to_an_empty_output_and_avg_pool_too) {
  const pool_case c{{0, 2, 5, 5}, {2}, {}, {1}, {1}, true};
  program_runner max(max_pool_program(kFloat, c));
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(max.run({typed_tensor::of(c.in_dims, std::vector<float>{})}, {4, 8}, &outputs), xnn_status_success)
      << max.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0, 2, 3, 3}));
  EXPECT_EQ(outputs[1].dims, (std::vector<size_t>{0, 2, 3, 3}));
  program_runner avg(avg_pool_program(kFloat, c, false, 0));
  ASSERT_EQ(avg.run({typed_tensor::of(c.in_dims, std::vector<float>{})}, {4}, &outputs), xnn_status_success)
      << avg.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0, 2, 3, 3}));
}

TEST(PortableLinalgUpsample, an_empty_batch_resizes_to_an_empty_output) {
  program_runner runner(resize_program(kFloat, true, {4, 6}, {}));
  std::vector<typed_tensor> outputs;
  ASSERT_EQ(runner.run({typed_tensor::of({0, 3, 2, 3}, std::vector<float>{})}, {4}, &outputs), xnn_status_success)
      << runner.problem;
  EXPECT_EQ(outputs[0].dims, (std::vector<size_t>{0, 3, 4, 6}));
}

TEST(PortableLinalgRefusals, upsample_sizes_scales_ranks_and_dtypes) {
  const auto refused = [](const std::vector<uint8_t>& program, const std::string& sentence) {
    program_runner runner(program);
    EXPECT_EQ(runner.load_status, xnn_status_unsupported_parameter);
    EXPECT_NE(runner.problem.find(sentence), std::string::npos) << runner.problem;
  };
  refused(resize_program(kFloat, false, {2, 2}, {2.0, 2.0}),
          "(aten::upsample_nearest2d.vec_out): output_size and scale_factors are both given; expected exactly one");
  refused(resize_program(kFloat, true, {}, {}),
          "(aten::upsample_bilinear2d.vec_out): output_size and scale_factors are both None; expected exactly one");
  refused(resize_program(kFloat, false, {0, 2}, {}), "output_size is [0, 2]; expected 2 entries >= 1");
  refused(resize_program(kFloat, false, {}, {-1.0, 2.0}),
          "scale_factors is [-1.000000, 2.000000]; expected 2 entries > 0");
  refused(resize_program(kFloat, false, {4}, {}), "output_size is [4]; expected 2 entries >= 1");
  refused(resize_program(kFloat, false, {4, 4}, {}, false, 3), "input has 3 dims and out 3; expected 4 (NCHW)");
  refused(resize_program(kBool, false, {4, 4}, {}),
          "input has scalar type 11; supported: float16, bfloat16, float32, float64, int64, int32, int16, int8, uint8");
  program_runner runner(resize_program(kFloat, false, {}, {0.5, 2.0}));
  ASSERT_EQ(runner.load_status, xnn_status_success) << runner.problem;
  std::vector<typed_tensor> outputs;
  EXPECT_EQ(runner.run({typed_tensor::of({1, 1, 1, 2}, values(2, 1))}, {4}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("input of shape [1, 1, 1, 2] scaled by 0.5 gives size 0 in dim 2; expected >= 1"),
            std::string::npos) << runner.problem;
  program_runner huge(resize_program(kFloat, false, {}, {1e300, 1.0}));
  EXPECT_EQ(huge.run({typed_tensor::of({1, 1, 1, 2}, values(2, 1))}, {4}, &outputs), xnn_status_invalid_parameter);
  EXPECT_NE(huge.problem.find("scaled by 1e+300 gives size 1e+300 in dim 2; expected < 2^62"), std::string::npos)
      << huge.problem;
  EXPECT_EQ(runner.run({typed_tensor::of({1, 1, 0, 2}, std::vector<float>{})}, {4}, &outputs),
            xnn_status_invalid_parameter);
  EXPECT_NE(runner.problem.find("input of shape [1, 1, 0, 2] has no rows or columns to resize"), std::string::npos)
      << runner.problem;
}

// ---- every real dtype, with small integers so that no result wraps: the same values as the double reference

typed_tensor typed_of(int8_t type, const std::vector<size_t>& dims, const std::vector<int64_t>& v) {
  switch (type) {
    case kUint8: return typed_tensor::of(dims, std::vector<uint8_t>(v.begin(), v.end()));
    case kInt8: return typed_tensor::of(dims, std::vector<int8_t>(v.begin(), v.end()));
    case kInt16: return typed_tensor::of(dims, std::vector<int16_t>(v.begin(), v.end()));
    case kInt32: return typed_tensor::of(dims, std::vector<int32_t>(v.begin(), v.end()));
    case kInt64: return typed_tensor::of(dims, v);
    case kFloat: return typed_tensor::of(dims, std::vector<float>(v.begin(), v.end()));
    default: return typed_tensor::of(dims, std::vector<double>(v.begin(), v.end()));
  }
}

std::vector<double> doubles_of(int8_t type, const typed_tensor& t) {
  switch (type) {
    case kUint8: return as_double(t.as<uint8_t>());
    case kInt8: return as_double(t.as<int8_t>());
    case kInt16: return as_double(t.as<int16_t>());
    case kInt32: return as_double(t.as<int32_t>());
    case kInt64: return as_double(t.as<int64_t>());
    case kFloat: return as_double(t.as<float>());
    default: return t.as<double>();
  }
}

constexpr int8_t kRealTypes[] = {kUint8, kInt8, kInt16, kInt32, kInt64, kFloat, kDouble};

TEST(PortableLinalgDtypes, mm_bmm_convolution_max_pool_and_nearest_take_every_real_dtype) {
  for (int8_t type : kRealTypes) {
    SCOPED_TRACE("dtype " + std::to_string(type));
    const std::vector<int64_t> a = integers<int64_t>(12, 60, 0, 5), b = integers<int64_t>(12, 61, 0, 5);
    std::vector<double> expected, scale;
    std::vector<typed_tensor> outputs;
    {
      product_program program(type, {3, 3}, 3);
      program.p.kernel_call("aten::bmm", "out", {program.inputs[0], program.inputs[1], program.out, program.out});
      program_runner runner(program.p.finish());
      ASSERT_EQ(runner.run({typed_of(type, {2, 2, 3}, a), typed_of(type, {2, 3, 2}, b)}, {element_size(type)},
                           &outputs),
                xnn_status_success) << runner.problem;
      reference_product(as_double(a), as_double(b), 2, 2, 3, 2, false, false, &expected, &scale);
      EXPECT_EQ(doubles_of(type, outputs[0]), expected);
    }
    {
      const conv_case c{{1, 2, 3, 2}, {2, 1, 2, 2}, true, {1}, {1}, {1}, {0}, false, 2};
      conv_program program(type, c);
      program_runner runner(program.p.finish());
      ASSERT_EQ(runner.run({typed_of(type, c.in_dims, a), typed_of(type, c.weight_dims, {b.begin(), b.begin() + 8}),
                            typed_of(type, {2}, {3, 1})},
                           {element_size(type)}, &outputs),
                xnn_status_success) << runner.problem;
      std::vector<size_t> out_dims;
      EXPECT_EQ(doubles_of(type, outputs[0]),
                reference_conv(c, as_double(a), as_double(std::vector<int64_t>(b.begin(), b.begin() + 8)), {3, 1},
                               &out_dims, &scale));
    }
    {
      const pool_case c{{1, 3, 2, 2}, {2}, {1}, {1}, {1}, true};
      program_runner runner(max_pool_program(type, c));
      ASSERT_EQ(runner.run({typed_of(type, c.in_dims, a)}, {element_size(type), 8}, &outputs), xnn_status_success)
          << runner.problem;
      std::vector<int64_t> indices;
      reference_max_pool(c, as_double(a), &expected, &indices);
      EXPECT_EQ(doubles_of(type, outputs[0]), expected);
      EXPECT_EQ(outputs[1].as<int64_t>(), indices);
    }
    {
      const resize_case& c = resize_cases()[2];
      const std::vector<int64_t> x = integers<int64_t>(count_of(c.dims), 62, 0, 100);
      program_runner runner(resize_program(type, false, c.size, c.scales));
      ASSERT_EQ(runner.run({typed_of(type, c.dims, x)}, {element_size(type)}, &outputs), xnn_status_success)
          << runner.problem;
      EXPECT_EQ(doubles_of(type, outputs[0]),
                reference_nearest(as_double(x), c.dims, axis_of(c.dims[2], c.size, c.scales, 0, false),
                                  axis_of(c.dims[3], c.size, c.scales, 1, false)));
    }
  }
}

}  // namespace
