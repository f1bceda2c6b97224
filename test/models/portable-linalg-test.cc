// Portable matrix products, convolution, pooling and resizing (KernelCalls) in hand-made programs, each against a
// plain double-precision reference written here: float32 within 1e-5 relative to the sum of |terms| (xnn's GEMM sums
// in another order), other dtypes exactly, with integer results wrapped to the dtype's width. Also the refusals of
// each op at load and at run, with their sentence.
#include <gtest/gtest.h>

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

constexpr int8_t kUint8 = 0, kInt8 = 1, kInt16 = 2, kInt32 = 3, kInt64 = 4, kFloat16 = 5, kFloat = 6, kDouble = 7,
                 kBool = 11;
constexpr double kTolerance = 1e-5;

size_t element_size(int8_t type) {
  return type == kUint8 || type == kInt8 || type == kBool ? 1 : type == kInt16 ? 2 : type == kInt32 || type == kFloat ? 4 : 8;
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

template <typename T>
std::vector<double> as_double(const std::vector<T>& v) {
  return std::vector<double>(v.begin(), v.end());
}

// got[i] against expected[i] within kTolerance of scale[i] (the sum of the magnitudes that made it), or exactly.
void expect_close(const std::vector<float>& got, const std::vector<double>& expected, const std::vector<double>& scale) {
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

}  // namespace
