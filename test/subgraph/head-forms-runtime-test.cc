// XNNPACK HEAD's define forms that xnn maps onto its own Nodes, run against plain references: XNN_FLAG_NO_BROADCAST on
// binary and batch matrix multiply Nodes (the define-time refusal of broadcasting shapes is in define-test), and the
// sparse fully connected Node.
#include <algorithm>
#include <cmath>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "subgraph-tester.h"

namespace {

// y = (a * b) @ c: [2, 3, 4] * [2, 3, 4] -> [2, 3, 4], times [2, 4, 5] -> [2, 3, 5].
TEST(no_broadcast_flag, binary_and_batch_matrix_multiply_run_against_reference) {
  test_graph graph(4);
  const uint32_t a = graph.input({2, 3, 4}, 0), b = graph.input({2, 3, 4}, 1), c = graph.input({2, 4, 5}, 2);
  const uint32_t product = graph.value({2, 3, 4}), y = graph.output({2, 3, 5}, 3);
  ASSERT_EQ(xnn_define_binary(graph.subgraph, xnn_binary_multiply, nullptr, a, b, product, XNN_FLAG_NO_BROADCAST),
            xnn_status_success);
  ASSERT_EQ(xnn_define_batch_matrix_multiply(graph.subgraph, product, c, y, XNN_FLAG_NO_BROADCAST),
            xnn_status_success);
  runtime_ptr runtime = create_runtime(graph);
  ASSERT_NE(runtime, nullptr);
  std::vector<float> av(24 + 4), bv(24 + 4), cv(40 + 4), yv(30);
  for (size_t i = 0; i < 24; i++) av[i] = float(i % 7) - 3.0f, bv[i] = float(i % 5) * 0.5f;
  for (size_t i = 0; i < 40; i++) cv[i] = float(i % 9) * 0.25f - 1.0f;
  run(runtime.get(), {{0, av.data()}, {1, bv.data()}, {2, cv.data()}, {3, yv.data()}});
  for (size_t batch = 0; batch < 2; batch++)
    for (size_t m = 0; m < 3; m++)
      for (size_t n = 0; n < 5; n++) {
        double expected = 0.0;
        for (size_t k = 0; k < 4; k++) {
          const size_t i = (batch * 3 + m) * 4 + k;
          expected += double(av[i]) * double(bv[i]) * double(cv[(batch * 4 + k) * 5 + n]);
        }
        ASSERT_NEAR(yv[(batch * 3 + m) * 5 + n], expected, 1e-5 * (1.0 + std::abs(expected)))
            << "batch " << batch << ", m " << m << ", n " << n;
      }
}

// y = x * w^T + b through xnn_define_fully_connected_sparse, w given sparse (most weights zero) as XNNPACK's sparse
// inference expects.
TEST(fully_connected_sparse, runs_against_reference) {
  constexpr size_t kBatch = 3, kIn = 12, kOut = 7;
  std::vector<float> w(kOut * kIn, 0.0f), bias(kOut);
  for (size_t o = 0; o < kOut; o++) {
    bias[o] = float(o) * 0.5f - 1.0f;
    for (size_t i = o % 3; i < kIn; i += 4) w[o * kIn + i] = float((o + i) % 5) - 2.0f;
  }
  test_graph graph(2);
  const uint32_t x = graph.input({kBatch, kIn}, 0), y = graph.output({kBatch, kOut}, 1);
  const uint32_t w_id = graph.value({kOut, kIn}, w.data()), b_id = graph.value({kOut}, bias.data());
  ASSERT_EQ(xnn_define_fully_connected_sparse(graph.subgraph, -2.5f, 4.0f, x, w_id, b_id, y, 0), xnn_status_success);
  runtime_ptr runtime = create_runtime(graph);
  ASSERT_NE(runtime, nullptr);
  std::vector<float> xv(kBatch * kIn + 4), yv(kBatch * kOut);
  for (size_t i = 0; i < kBatch * kIn; i++) xv[i] = float(i % 7) * 0.25f - 0.75f;
  run(runtime.get(), {{0, xv.data()}, {1, yv.data()}});
  for (size_t b = 0; b < kBatch; b++)
    for (size_t o = 0; o < kOut; o++) {
      double expected = bias[o];
      for (size_t i = 0; i < kIn; i++) expected += double(xv[b * kIn + i]) * double(w[o * kIn + i]);
      expected = std::min(4.0, std::max(-2.5, expected));
      ASSERT_NEAR(yv[b * kOut + o], expected, 1e-5 * (1.0 + std::abs(expected))) << "batch " << b << ", channel " << o;
    }
}

}  // namespace
