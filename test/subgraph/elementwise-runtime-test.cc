// Runtimes with binary and softmax nodes, built through the public define API, against plain references: a broadcast
// add with a folded clamp, clamped ops without clamping kernels, softmax over the last dimension, a new batch size
// by reshaping an external input, and results bit-identical across thread counts.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include "subgraph-tester.h"
#include "subgraph/runtime.h"

namespace {

// y[b][r][c] = clamp(x[b][r][c] + bias[c], -0.5, 0.5): an add broadcasting a static row, then a clamp node that the
// runtime folds into the add.
struct add_bias_clamp : test_graph {
  static constexpr size_t kRows = 3, kChannels = 20;
  std::vector<float> bias = random_vector(kChannels, 5);
  explicit add_bias_clamp(size_t batch) {
    const uint32_t x = input({batch, kRows, kChannels}, 0);
    const uint32_t y = output({batch, kRows, kChannels}, 1);
    const uint32_t b = value({kChannels}, bias.data());
    const uint32_t sum = value({batch, kRows, kChannels});
    EXPECT_EQ(xnn_define_binary(subgraph, xnn_binary_add, nullptr, x, b, sum, 0), xnn_status_success);
    EXPECT_EQ(xnn_define_clamp(subgraph, -0.5f, 0.5f, sum, y, 0), xnn_status_success);
  }
  std::vector<float> reference(const std::vector<float>& x, size_t batch) const {
    std::vector<float> y(batch * kRows * kChannels);
    for (size_t i = 0; i < y.size(); i++) y[i] = std::min(std::max(x[i] + bias[i % kChannels], -0.5f), 0.5f);
    return y;
  }
};

TEST(elementwise_runtime, broadcast_add_with_folded_clamp) {
  const size_t batch = 4;
  add_bias_clamp g(batch);
  xnn_runtime_t runtime = nullptr;
  ASSERT_EQ(xnn_create_runtime_v2(g.subgraph, nullptr, 0, &runtime), xnn_status_success);
  EXPECT_EQ(runtime->nodes.size(), 1u) << "the clamp should fold into the add";
  std::vector<float> x = random_vector(batch * 60, 6), y(batch * 60);
  run(runtime, {{0, x.data()}, {1, y.data()}});
  const std::vector<float> expected = g.reference(x, batch);
  for (size_t i = 0; i < y.size(); i++) ASSERT_EQ(y[i], expected[i]) << "element " << i;

  // A new batch size through the external input's shape.
  const size_t dims[] = {7, add_bias_clamp::kRows, add_bias_clamp::kChannels};
  ASSERT_EQ(xnn_reshape_external_value(runtime, 0, 3, dims), xnn_status_success);
  ASSERT_EQ(xnn_reshape_runtime(runtime), xnn_status_success);
  std::vector<float> x7 = random_vector(7 * 60, 8), y7(7 * 60);
  run(runtime, {{0, x7.data()}, {1, y7.data()}});
  const std::vector<float> expected7 = g.reference(x7, 7);
  for (size_t i = 0; i < y7.size(); i++) ASSERT_EQ(y7[i], expected7[i]) << "element " << i << " after reshape";
  xnn_delete_runtime(runtime);
}

// z = clamp(max(a[4,1] * b[1,5], 0.25)) with the clamp on nodes whose kernels have none (maximum), and an outer
// product broadcast.
TEST(elementwise_runtime, outer_product_then_clamped_maximum) {
  test_graph g;
  const float quarter = 0.25f;
  const uint32_t a = g.input({4, 1}, 0), b = g.input({1, 5}, 1), z = g.output({4, 5}, 2);
  const uint32_t c = g.value({}, &quarter), product = g.value({4, 5});
  ASSERT_EQ(xnn_define_multiply2(g.subgraph, -INFINITY, INFINITY, a, b, product, 0), xnn_status_success);
  const xnn_binary_params clamp = {-INFINITY, 0.5};
  ASSERT_EQ(xnn_define_binary(g.subgraph, xnn_binary_maximum, &clamp, product, c, z, 0), xnn_status_success);
  xnn_runtime_t runtime = nullptr;
  ASSERT_EQ(xnn_create_runtime_v2(g.subgraph, nullptr, 0, &runtime), xnn_status_success);
  std::vector<float> av = random_vector(4, 1), bv = random_vector(5, 2), zv(20);
  run(runtime, {{0, av.data()}, {1, bv.data()}, {2, zv.data()}});
  for (size_t r = 0; r < 4; r++) {
    for (size_t col = 0; col < 5; col++) {
      const float expected = std::min(std::max(av[r] * bv[col], 0.25f), 0.5f);
      ASSERT_EQ(zv[r * 5 + col], expected) << "row " << r << ", column " << col;
    }
  }
  xnn_delete_runtime(runtime);
}

// The binary operators new on fp32 nodes (copysign, modulus, atan2, pow) with a broadcast row, clamped, against the
// C library's float functions (the kernels call them too, so results are bit-identical).
TEST(elementwise_runtime, copysign_modulus_atan2_pow_broadcast_and_clamped) {
  const struct {
    xnn_binary_operator op;
    float (*reference)(float, float);
  } cases[] = {
      {xnn_binary_copysign, [](float a, float b) { return std::copysign(a, b); }},
      {xnn_binary_modulus, [](float a, float b) { return b == 0.0f ? 0.0f : std::fmod(a, b); }},
      {xnn_binary_atan2, [](float a, float b) { return std::atan2(a, b); }},
      {xnn_binary_pow, [](float a, float b) { return std::pow(a, b); }},
  };
  for (const auto& c : cases) {
    test_graph g;
    const uint32_t a = g.input({3, 7}, 0), b = g.input({7}, 1), z = g.output({3, 7}, 2);
    const xnn_binary_params clamp = {-1.5f, 1.5f};
    ASSERT_EQ(xnn_define_binary(g.subgraph, c.op, &clamp, a, b, z, 0), xnn_status_success) << c.op;
    xnn_runtime_t runtime = nullptr;
    ASSERT_EQ(xnn_create_runtime_v2(g.subgraph, nullptr, 0, &runtime), xnn_status_success);
    std::vector<float> av = random_vector(21, 3), bv = random_vector(7, 4), zv(21);
    if (c.op == xnn_binary_pow) {
      for (float& v : av) v = std::fabs(v);  // a negative base with a fractional exponent is NaN
    }
    bv[2] = 0.0f;  // modulus by zero gives 0
    run(runtime, {{0, av.data()}, {1, bv.data()}, {2, zv.data()}});
    for (size_t i = 0; i < 21; i++) {
      const float expected = std::min(std::max(c.reference(av[i], bv[i % 7]), -1.5f), 1.5f);
      ASSERT_EQ(zv[i], expected) << "operator " << c.op << ", element " << i;
    }
    xnn_delete_runtime(runtime);
  }
}

// sign, cube_root and approxgelu nodes: sign exactly, the others within 4 ULP-sized relative errors on [-1, 1].
TEST(elementwise_runtime, sign_cube_root_and_approxgelu) {
  const struct {
    xnn_unary_operator op;
    double (*reference)(double);
  } cases[] = {
      {xnn_unary_sign, [](double x) { return x < 0 ? -1.0 : x > 0 ? 1.0 : 0.0; }},
      {xnn_unary_cube_root, [](double x) { return std::cbrt(x); }},
      {xnn_unary_approxgelu,
       [](double x) { return x / (1.0 + std::exp(-2.0 * std::sqrt(2.0 / M_PI) * (x + 0.044715 * x * x * x))); }},
  };
  for (const auto& c : cases) {
    test_graph g;
    const uint32_t x = g.input({5, 9}, 0), y = g.output({5, 9}, 1);
    ASSERT_EQ(xnn_define_unary(g.subgraph, c.op, nullptr, x, y, 0), xnn_status_success) << c.op;
    xnn_runtime_t runtime = nullptr;
    ASSERT_EQ(xnn_create_runtime_v2(g.subgraph, nullptr, 0, &runtime), xnn_status_success);
    std::vector<float> xv = random_vector(45, 9), yv(45);
    xv[0] = 0.0f;
    run(runtime, {{0, xv.data()}, {1, yv.data()}});
    for (size_t i = 0; i < 45; i++) {
      const double expected = c.reference(xv[i]);
      ASSERT_NEAR(yv[i], expected, 4.8e-7 * std::fabs(expected)) << "operator " << c.op << ", x = " << xv[i];
    }
    xnn_delete_runtime(runtime);
  }
}

// Softmax over the last dimension of [2, 3, 37], at 1 and 2 threads (bit-identical).
TEST(elementwise_runtime, softmax_over_the_last_dimension) {
  test_graph g;
  const uint32_t x = g.input({2, 3, 37}, 0), y = g.output({2, 3, 37}, 1);
  ASSERT_EQ(xnn_define_softmax(g.subgraph, x, y, 0), xnn_status_success);
  std::vector<float> xv = random_vector(222, 3);
  for (float& v : xv) v *= 8.0f;
  std::vector<float> results[2];
  pthreadpool_t pool = pthreadpool_create(2);
  for (int t = 0; t < 2; t++) {
    xnn_runtime_t runtime = nullptr;
    ASSERT_EQ(xnn_create_runtime_v2(g.subgraph, t == 0 ? nullptr : pool, 0, &runtime), xnn_status_success);
    results[t].assign(222, 0.0f);
    run(runtime, {{0, xv.data()}, {1, results[t].data()}});
    xnn_delete_runtime(runtime);
  }
  pthreadpool_destroy(pool);
  ASSERT_EQ(0, std::memcmp(results[0].data(), results[1].data(), 222 * sizeof(float))) << "1 vs 2 threads";
  for (size_t row = 0; row < 6; row++) {
    const float* in = &xv[row * 37];
    const double max = *std::max_element(in, in + 37);
    double sum = 0;
    for (size_t c = 0; c < 37; c++) sum += std::exp(in[c] - max);
    for (size_t c = 0; c < 37; c++) {
      const double expected = std::exp(in[c] - max) / sum;
      ASSERT_NEAR(results[0][row * 37 + c], expected, 1e-6 * expected + 1e-30) << "row " << row << ", column " << c;
    }
  }
}

TEST(elementwise_runtime, shapes_that_do_not_broadcast_fail_at_reshape) {
  test_graph g;
  const uint32_t a = g.input({4, 3}, 0), b = g.input({4, 3}, 1), z = g.output({4, 3}, 2);
  ASSERT_EQ(xnn_define_binary(g.subgraph, xnn_binary_subtract, nullptr, a, b, z, 0), xnn_status_success);
  xnn_runtime_t runtime = nullptr;
  ASSERT_EQ(xnn_create_runtime_v2(g.subgraph, nullptr, 0, &runtime), xnn_status_success);
  const size_t bad[] = {4, 2};
  ASSERT_EQ(xnn_reshape_external_value(runtime, 1, 2, bad), xnn_status_success);
  EXPECT_EQ(xnn_reshape_runtime(runtime), xnn_status_invalid_parameter);
  xnn_delete_runtime(runtime);
}

}  // namespace
