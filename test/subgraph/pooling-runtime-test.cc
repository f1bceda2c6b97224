// Runtimes with pooling nodes, built through the public define API, against plain references: global average
// pooling with and without XNN_FLAG_KEEP_DIMS (output [N, 1, 1, C] or [N, C]) over an image wide enough for the
// multipass kernel and its workspace, with a clamp, bit-identical across thread counts.
#include <algorithm>
#include <cmath>
#include <memory>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

namespace {

std::vector<float> random_vector(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> v(n + XNN_EXTRA_BYTES / sizeof(float), 0.0f);
  for (size_t i = 0; i < n; i++) v[i] = dist(rng);
  return v;
}

std::vector<float> global_average_pooling(bool keep_dims, const std::vector<float>& x, pthreadpool_t pool) {
  constexpr size_t kBatch = 2, kHeight = 3, kWidth = 5, kChannels = 11;
  xnn_subgraph_t subgraph = nullptr;
  EXPECT_EQ(xnn_create_subgraph(2, 0, &subgraph), xnn_status_success);
  const size_t in_dims[] = {kBatch, kHeight, kWidth, kChannels};
  const size_t out_keep[] = {kBatch, 1, 1, kChannels};
  const size_t out_flat[] = {kBatch, kChannels};
  uint32_t in = XNN_INVALID_VALUE_ID, out = XNN_INVALID_VALUE_ID;
  EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 4, in_dims, nullptr, 0,
                                    XNN_VALUE_FLAG_EXTERNAL_INPUT, &in),
            xnn_status_success);
  EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, keep_dims ? 4 : 2, keep_dims ? out_keep : out_flat,
                                    nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &out),
            xnn_status_success);
  EXPECT_EQ(xnn_define_global_average_pooling_2d(subgraph, -0.2f, 0.25f, in, out, keep_dims ? XNN_FLAG_KEEP_DIMS : 0),
            xnn_status_success);
  xnn_runtime_t runtime = nullptr;
  EXPECT_EQ(xnn_create_runtime_v2(subgraph, pool, 0, &runtime), xnn_status_success);
  std::vector<float> y(kBatch * kChannels, NAN);
  const xnn_external_value externals[] = {{0, const_cast<float*>(x.data())}, {1, y.data()}};
  EXPECT_EQ(xnn_setup_runtime_v2(runtime, 2, externals), xnn_status_success);
  EXPECT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
  xnn_delete_runtime(runtime);
  xnn_delete_subgraph(subgraph);
  for (size_t b = 0; b < kBatch; b++) {
    for (size_t c = 0; c < kChannels; c++) {
      double sum = 0;
      for (size_t p = 0; p < kHeight * kWidth; p++) sum += x[(b * kHeight * kWidth + p) * kChannels + c];
      const double expected = std::min(std::max(sum / (kHeight * kWidth), -0.2), 0.25);
      EXPECT_NEAR(y[b * kChannels + c], expected, 1e-6) << "item " << b << ", channel " << c;
    }
  }
  return y;
}

TEST(pooling_runtime, global_average_pooling_keep_dims_and_flat) {
  const std::vector<float> x = random_vector(2 * 3 * 5 * 11, 7);
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(pthreadpool_create(2), pthreadpool_destroy);
  for (bool keep_dims : {true, false}) {
    const std::vector<float> single = global_average_pooling(keep_dims, x, nullptr);
    const std::vector<float> threaded = global_average_pooling(keep_dims, x, pool.get());
    EXPECT_EQ(single, threaded) << "keep_dims " << keep_dims;
  }
}

}  // namespace
