// Runtimes built through the public define API against plain references: fully connected chains with a folded
// clamp, convolution, depthwise convolution, batch matrix multiply, dynamic batch sizes, thread counts, profiling
// and invalid calls.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include "subgraph-tester.h"
#include "subgraph/runtime.h"

namespace {

// y[b][o] = clamp(bias[o] + sum_i x[b][i] * w[o][i])
std::vector<float> reference_fc(const std::vector<float>& x, size_t batch, size_t in, const std::vector<float>& w,
                                const std::vector<float>& bias, size_t out, float lo, float hi) {
  std::vector<float> y(batch * out);
  for (size_t b = 0; b < batch; b++) {
    for (size_t o = 0; o < out; o++) {
      double sum = bias[o];
      for (size_t i = 0; i < in; i++) sum += double(x[b * in + i]) * w[o * in + i];
      y[b * out + o] = std::min(std::max(float(sum), lo), hi);
    }
  }
  return y;
}

// Two fully connected layers with a clamp between them: x[B,16] -> FC(24) -> clamp(0, 6) -> FC(8) -> y.
struct TwoLayerGraph : test_graph {
  static constexpr size_t kIn = 16, kHidden = 24, kOut = 8;
  std::vector<float> w1 = random_vector(kHidden * kIn, 1), b1 = random_vector(kHidden, 2);
  std::vector<float> w2 = random_vector(kOut * kHidden, 3), b2 = random_vector(kOut, 4);

  explicit TwoLayerGraph(size_t batch) : test_graph(2) {
    const uint32_t x = input({batch, kIn}, 0), y = output({batch, kOut}, 1);
    const uint32_t h = value({batch, kHidden}), h6 = value({batch, kHidden});
    const uint32_t w1_id = value({kHidden, kIn}, w1.data()), b1_id = value({kHidden}, b1.data());
    const uint32_t w2_id = value({kOut, kHidden}, w2.data()), b2_id = value({kOut}, b2.data());
    EXPECT_EQ(xnn_define_fully_connected(subgraph, -INFINITY, INFINITY, x, w1_id, b1_id, h, 0), xnn_status_success);
    EXPECT_EQ(xnn_define_clamp(subgraph, 0.0f, 6.0f, h, h6, 0), xnn_status_success);
    EXPECT_EQ(xnn_define_fully_connected(subgraph, -INFINITY, INFINITY, h6, w2_id, b2_id, y, 0), xnn_status_success);
  }

  std::vector<float> reference(const std::vector<float>& x, size_t batch) const {
    const std::vector<float> h = reference_fc(x, batch, kIn, w1, b1, kHidden, 0.0f, 6.0f);
    return reference_fc(h, batch, kHidden, w2, b2, kOut, -INFINITY, INFINITY);
  }
};

void expect_near(const std::vector<float>& actual, const std::vector<float>& expected) {
  ASSERT_EQ(actual.size(), expected.size());
  for (size_t i = 0; i < actual.size(); i++) {
    ASSERT_NEAR(actual[i], expected[i], 1e-4f * (1.0f + std::abs(expected[i]))) << "element " << i;
  }
}

TEST(runtime, two_layers_with_folded_clamp) {
  const size_t batch = 5;
  TwoLayerGraph graph(batch);
  const runtime_ptr runtime = create_runtime(graph);
  ASSERT_NE(runtime, nullptr);
  EXPECT_EQ(runtime->nodes.size(), 2u) << "the clamp should fold into the first fully connected node";
  std::vector<float> x = random_vector(batch * TwoLayerGraph::kIn, 9), y(batch * TwoLayerGraph::kOut);
  ASSERT_NO_FATAL_FAILURE(run(runtime.get(), {{0, x.data()}, {1, y.data()}}));
  expect_near(y, graph.reference(x, batch));
}

TEST(runtime, reshaping_the_batch_gives_fresh_runtime_results) {
  TwoLayerGraph graph(3);
  xnn_runtime_t runtime = nullptr;
  ASSERT_EQ(xnn_create_runtime(graph.subgraph, &runtime), xnn_status_success);
  for (size_t batch : {7u, 1u, 3u, 12u}) {
    const size_t dims[] = {batch, TwoLayerGraph::kIn};
    ASSERT_EQ(xnn_reshape_external_value(runtime, 0, 2, dims), xnn_status_success);
    ASSERT_EQ(xnn_reshape_runtime(runtime), xnn_status_success);
    size_t num_dims = 0, out_dims[XNN_MAX_TENSOR_DIMS];
    ASSERT_EQ(xnn_get_external_value_shape(runtime, 1, &num_dims, out_dims), xnn_status_success);
    ASSERT_EQ(num_dims, 2u);
    EXPECT_EQ(out_dims[0], batch);
    EXPECT_EQ(out_dims[1], TwoLayerGraph::kOut);
    std::vector<float> x = random_vector(batch * TwoLayerGraph::kIn, uint32_t(batch)), y(batch * 8);
    ASSERT_NO_FATAL_FAILURE(run(runtime, {{0, x.data()}, {1, y.data()}}));
    expect_near(y, graph.reference(x, batch));
  }
  xnn_delete_runtime(runtime);
}

TEST(runtime, results_are_bit_identical_across_thread_counts) {
  const size_t batch = 37;
  TwoLayerGraph graph(batch);
  std::vector<float> x = random_vector(batch * TwoLayerGraph::kIn, 5);
  std::vector<std::vector<float>> results;
  for (size_t threads : {1u, 2u, 8u}) {
    std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(pthreadpool_create(threads),
                                                                      pthreadpool_destroy);
    const runtime_ptr runtime = create_runtime(graph, pool.get());
    ASSERT_NE(runtime, nullptr);
    std::vector<float> y(batch * TwoLayerGraph::kOut);
    ASSERT_NO_FATAL_FAILURE(run(runtime.get(), {{0, x.data()}, {1, y.data()}}));
    results.push_back(y);
  }
  EXPECT_EQ(std::memcmp(results[0].data(), results[1].data(), results[0].size() * sizeof(float)), 0);
  EXPECT_EQ(std::memcmp(results[0].data(), results[2].data(), results[0].size() * sizeof(float)), 0);
}

TEST(runtime, convolution_matches_reference) {
  // x[1,6,5,3] -> conv 3x3 pad 1, stride 2, 4 outputs -> y[1,3,3,4]
  const size_t H = 6, W = 5, C = 3, K = 4, OH = 3, OW = 3;
  std::vector<float> filter = random_vector(K * 3 * 3 * C, 11), bias = random_vector(K, 12);
  test_graph g(2);
  const uint32_t x = g.input({1, H, W, C}, 0), y = g.output({1, OH, OW, K}, 1);
  const uint32_t f = g.value({K, 3, 3, C}, filter.data()), b = g.value({K}, bias.data());
  ASSERT_EQ(xnn_define_convolution_2d(g.subgraph, 1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 1, C, K, -1.0f, 1.0f, x, f, b, y, 0),
            xnn_status_success);
  const runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  std::vector<float> input = random_vector(H * W * C, 13), output(OH * OW * K);
  ASSERT_NO_FATAL_FAILURE(run(runtime.get(), {{0, input.data()}, {1, output.data()}}));
  for (size_t oy = 0; oy < OH; oy++) {
    for (size_t ox = 0; ox < OW; ox++) {
      for (size_t k = 0; k < K; k++) {
        double sum = bias[k];
        for (size_t ky = 0; ky < 3; ky++) {
          for (size_t kx = 0; kx < 3; kx++) {
            const long iy = long(oy * 2 + ky) - 1, ix = long(ox * 2 + kx) - 1;
            if (iy < 0 || ix < 0 || iy >= long(H) || ix >= long(W)) continue;
            for (size_t c = 0; c < C; c++) {
              sum += double(input[(iy * W + ix) * C + c]) * filter[((k * 3 + ky) * 3 + kx) * C + c];
            }
          }
        }
        const float expected = std::min(std::max(float(sum), -1.0f), 1.0f);
        ASSERT_NEAR(output[(oy * OW + ox) * K + k], expected, 1e-5f) << "at " << oy << "," << ox << "," << k;
      }
    }
  }
}

TEST(runtime, depthwise_convolution_matches_reference) {
  // x[2,7,6,10] -> depthwise 3x3 pad 1, stride 2 -> y[2,4,3,10]: filter [1,3,3,10] (HWC), runs on the dwconv kernels.
  const size_t N = 2, H = 7, W = 6, C = 10, OH = 4, OW = 3;
  std::vector<float> filter = random_vector(3 * 3 * C, 21), bias = random_vector(C, 22);
  test_graph g(2);
  const uint32_t x = g.input({N, H, W, C}, 0), y = g.output({N, OH, OW, C}, 1);
  const uint32_t f = g.value({1, 3, 3, C}, filter.data()), b = g.value({C}, bias.data());
  ASSERT_EQ(xnn_define_depthwise_convolution_2d(g.subgraph, 1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 1, C, -1.0f, 1.0f, x, f, b,
                                                y, 0),
            xnn_status_success);
  const runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  std::vector<float> input = random_vector(N * H * W * C, 23), output(N * OH * OW * C);
  ASSERT_NO_FATAL_FAILURE(run(runtime.get(), {{0, input.data()}, {1, output.data()}}));
  for (size_t n = 0; n < N; n++) {
    for (size_t oy = 0; oy < OH; oy++) {
      for (size_t ox = 0; ox < OW; ox++) {
        for (size_t c = 0; c < C; c++) {
          double sum = bias[c];
          for (size_t ky = 0; ky < 3; ky++) {
            for (size_t kx = 0; kx < 3; kx++) {
              const long iy = long(oy * 2 + ky) - 1, ix = long(ox * 2 + kx) - 1;
              if (iy < 0 || ix < 0 || iy >= long(H) || ix >= long(W)) continue;
              sum += double(input[((n * H + iy) * W + ix) * C + c]) * filter[(ky * 3 + kx) * C + c];
            }
          }
          const float expected = std::min(std::max(float(sum), -1.0f), 1.0f);
          ASSERT_NEAR(output[((n * OH + oy) * OW + ox) * C + c], expected, 1e-5f)
              << "at " << n << "," << oy << "," << ox << "," << c;
        }
      }
    }
  }
}

TEST(runtime, profiling_reports_every_operator) {
  TwoLayerGraph graph(2);
  xnn_runtime_t runtime;
  ASSERT_EQ(xnn_create_runtime_v2(graph.subgraph, nullptr, XNN_FLAG_BASIC_PROFILING, &runtime), xnn_status_success);
  std::vector<float> x(2 * 16 + 4, 0.5f), y(2 * 8);
  const xnn_external_value externals[] = {{0, x.data()}, {1, y.data()}};
  ASSERT_EQ(xnn_setup_runtime(runtime, 2, externals), xnn_status_success);
  ASSERT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
  size_t count = 0, size = 0;
  ASSERT_EQ(xnn_get_runtime_profiling_info(runtime, xnn_profile_info_num_operators, sizeof(count), &count, &size),
            xnn_status_success);
  EXPECT_EQ(count, 2u);
  EXPECT_EQ(xnn_get_runtime_profiling_info(runtime, xnn_profile_info_operator_name, 0, nullptr, &size),
            xnn_status_out_of_memory);
  std::vector<char> names(size);
  ASSERT_EQ(xnn_get_runtime_profiling_info(runtime, xnn_profile_info_operator_name, size, names.data(), &size),
            xnn_status_success);
  EXPECT_STREQ(names.data(), "Fully Connected");
  std::vector<uint64_t> times(count);
  ASSERT_EQ(xnn_get_runtime_profiling_info(runtime, xnn_profile_info_operator_timing, count * sizeof(uint64_t),
                                           times.data(), &size),
            xnn_status_success);
  xnn_delete_runtime(runtime);
}

// XNNPACK HEAD's runtime flags: every accepted one gives the same results (DONT_SPIN_WORKERS on a 2-thread pool lets
// the workers sleep after each invoke). The fp16 flags change the arithmetic: fp16-inference-runtime-test.
TEST(runtime, xnnpack_runtime_flags_are_accepted_with_their_effect) {
  TwoLayerGraph graph(2);
  const std::vector<float> x = random_vector(2 * TwoLayerGraph::kIn + 4, 5);
  const std::vector<float> expected = graph.reference(x, 2);
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(pthreadpool_create(2), pthreadpool_destroy);
  for (uint32_t flags : {uint32_t(XNN_FLAG_HINT_SPARSE_INFERENCE), uint32_t(XNN_FLAG_DONT_SPIN_WORKERS),
                         uint32_t(XNN_FLAG_YIELD_WORKERS), uint32_t(XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER), uint32_t(XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC),
                         uint32_t(XNN_FLAG_DONT_SPIN_WORKERS | XNN_FLAG_BASIC_PROFILING)}) {
    SCOPED_TRACE(flags);
    xnn_runtime_t runtime = nullptr;
    ASSERT_EQ(xnn_create_runtime_v3(graph.subgraph, nullptr, pool.get(), flags, &runtime), xnn_status_success);
    for (int repeat = 0; repeat < 3; repeat++) {
      std::vector<float> y(2 * TwoLayerGraph::kOut);
      const xnn_external_value externals[] = {{0, const_cast<float*>(x.data())}, {1, y.data()}};
      ASSERT_EQ(xnn_setup_runtime(runtime, 2, externals), xnn_status_success);
      ASSERT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
      expect_near(y, expected);
    }
    xnn_delete_runtime(runtime);
  }
}

TEST(runtime, invalid_calls_are_refused) {
  TwoLayerGraph graph(2);
  xnn_runtime_t runtime;
  ASSERT_EQ(xnn_create_runtime(graph.subgraph, &runtime), xnn_status_success);
  EXPECT_EQ(xnn_invoke_runtime(runtime), xnn_status_invalid_state);  // not set up
  std::vector<float> x(2 * 16 + 4), y(2 * 8);
  const xnn_external_value missing_output[] = {{0, x.data()}};
  EXPECT_EQ(xnn_setup_runtime_v2(runtime, 1, missing_output), xnn_status_invalid_parameter);
  const xnn_external_value bad_id[] = {{0, x.data()}, {7, y.data()}};
  EXPECT_EQ(xnn_setup_runtime_v2(runtime, 2, bad_id), xnn_status_invalid_parameter);
  const size_t dims[] = {3, 16};
  EXPECT_EQ(xnn_reshape_external_value(runtime, 1, 2, dims), xnn_status_invalid_parameter);  // an output
  ASSERT_EQ(xnn_reshape_external_value(runtime, 0, 2, dims), xnn_status_success);
  const xnn_external_value good[] = {{0, x.data()}, {1, y.data()}};
  EXPECT_EQ(xnn_setup_runtime_v2(runtime, 2, good), xnn_status_invalid_state);  // reshape pending
  size_t profile_size;
  EXPECT_EQ(xnn_get_runtime_profiling_info(runtime, xnn_profile_info_num_operators, 0, nullptr, &profile_size),
            xnn_status_invalid_state);
  xnn_delete_runtime(runtime);
}

TEST(runtime, unary_nodes_run_on_any_rank) {
  test_graph g(2);
  const uint32_t x = g.input({2, 3, 5}, 0), h = g.value({2, 3, 5}), y = g.output({2, 3, 5}, 1);
  ASSERT_EQ(xnn_define_abs(g.subgraph, x, h, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_clamp(g.subgraph, 0.25f, 0.5f, h, y, 0), xnn_status_success);
  const runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  std::vector<float> input = random_vector(30, 21), output(30);
  ASSERT_NO_FATAL_FAILURE(run(runtime.get(), {{0, input.data()}, {1, output.data()}}));
  for (size_t i = 0; i < 30; i++) {
    ASSERT_EQ(output[i], std::min(std::max(std::abs(input[i]), 0.25f), 0.5f)) << "element " << i;
  }
}

}  // namespace
