// XNN_FLAG_NO_BROADCAST on the Nodes XNNPACK accepts it on (binary, batch matrix multiply): a graph of such Nodes
// runs and gives the plain reference's results (the define-time refusal of broadcasting shapes is in define-test).
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

}  // namespace
