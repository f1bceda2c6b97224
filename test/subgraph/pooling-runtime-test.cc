// Runtimes with pooling nodes, built through the public define API, against plain references: global average
// pooling with and without XNN_FLAG_KEEP_DIMS (output [N, 1, 1, C] or [N, C]) over an image wide enough for the
// multipass kernel and its workspace, with a clamp; max pooling with padding feeding average pooling through an
// internal tensor; a 1 x 1 average pooling window; argmax pooling with its two outputs; bit-identical across thread
// counts.
#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include "subgraph-tester.h"
#include "subgraph/runtime.h"

namespace {

std::vector<float> global_average_pooling(bool keep_dims, const std::vector<float>& x, pthreadpool_t pool) {
  constexpr size_t kBatch = 2, kHeight = 3, kWidth = 5, kChannels = 11;
  test_graph g(2);
  const uint32_t in = g.input({kBatch, kHeight, kWidth, kChannels}, 0);
  const uint32_t out = g.output(keep_dims ? std::vector<size_t>{kBatch, 1, 1, kChannels}
                                          : std::vector<size_t>{kBatch, kChannels}, 1);
  EXPECT_EQ(xnn_define_global_average_pooling_2d(g.subgraph, -0.2f, 0.25f, in, out, keep_dims ? XNN_FLAG_KEEP_DIMS : 0),
            xnn_status_success);
  std::vector<float> y(kBatch * kChannels, NAN);
  run(create_runtime(g, pool).get(), {{0, const_cast<float*>(x.data())}, {1, y.data()}});
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

// [2, 6, 6, 3] -> max pooling 3x3, stride 2, padding 1 -> [2, 3, 3, 3] -> average pooling 2x2, stride 1
// -> [2, 2, 2, 3].
std::vector<float> max_then_average(const std::vector<float>& x, pthreadpool_t pool) {
  test_graph g(2);
  const uint32_t in = g.input({2, 6, 6, 3}, 0), mid = g.value({2, 3, 3, 3}), out = g.output({2, 2, 2, 3}, 1);
  EXPECT_EQ(xnn_define_max_pooling_2d(g.subgraph, 1, 1, 1, 1, 3, 3, 2, 2, 1, 1, -INFINITY, INFINITY, in, mid, 0),
            xnn_status_success);
  EXPECT_EQ(xnn_define_average_pooling_2d(g.subgraph, 0, 0, 0, 0, 2, 2, 1, 1, -INFINITY, INFINITY, mid, out, 0),
            xnn_status_success);
  std::vector<float> y(2 * 2 * 2 * 3, NAN);
  run(create_runtime(g, pool).get(), {{0, const_cast<float*>(x.data())}, {1, y.data()}});
  // Reference: max over the in-image taps of each padded 3x3 window, then the mean of 2x2 windows.
  std::vector<double> m(2 * 3 * 3 * 3, -INFINITY);
  for (size_t b = 0; b < 2; b++) {
    for (size_t oy = 0; oy < 3; oy++) {
      for (size_t ox = 0; ox < 3; ox++) {
        for (size_t c = 0; c < 3; c++) {
          double& v = m[((b * 3 + oy) * 3 + ox) * 3 + c];
          for (int ky = 0; ky < 3; ky++) {
            for (int kx = 0; kx < 3; kx++) {
              const int iy = int(oy) * 2 + ky - 1, ix = int(ox) * 2 + kx - 1;
              if (iy < 0 || iy >= 6 || ix < 0 || ix >= 6) continue;
              v = std::max(v, double(x[((b * 6 + size_t(iy)) * 6 + size_t(ix)) * 3 + c]));
            }
          }
        }
      }
    }
  }
  for (size_t b = 0; b < 2; b++) {
    for (size_t oy = 0; oy < 2; oy++) {
      for (size_t ox = 0; ox < 2; ox++) {
        for (size_t c = 0; c < 3; c++) {
          double sum = 0;
          for (size_t ky = 0; ky < 2; ky++) {
            for (size_t kx = 0; kx < 2; kx++) sum += m[((b * 3 + oy + ky) * 3 + ox + kx) * 3 + c];
          }
          EXPECT_NEAR(y[((b * 2 + oy) * 2 + ox) * 3 + c], sum / 4, 1e-6) << b << "," << oy << "," << ox << "," << c;
        }
      }
    }
  }
  return y;
}

// A clamp after a pooling node folds into it: the runtime has one node, and the result is clamped.
TEST(pooling_runtime, clamp_folds_into_max_pooling) {
  test_graph g(2);
  const uint32_t in = g.input({1, 4, 4, 5}, 0), mid = g.value({1, 2, 2, 5}), out = g.output({1, 2, 2, 5}, 1);
  ASSERT_EQ(xnn_define_max_pooling_2d(g.subgraph, 0, 0, 0, 0, 2, 2, 2, 2, 1, 1, -INFINITY, INFINITY, in, mid, 0),
            xnn_status_success);
  ASSERT_EQ(xnn_define_clamp(g.subgraph, -0.1f, 0.3f, mid, out, 0), xnn_status_success);
  const runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  EXPECT_EQ(runtime->nodes.size(), 1u) << "the clamp should fold into the max pooling";
  const std::vector<float> x = random_vector(4 * 4 * 5, 9);
  std::vector<float> y(2 * 2 * 5, NAN);
  ASSERT_NO_FATAL_FAILURE(run(runtime.get(), {{0, const_cast<float*>(x.data())}, {1, y.data()}}));
  for (size_t oy = 0; oy < 2; oy++) {
    for (size_t ox = 0; ox < 2; ox++) {
      for (size_t c = 0; c < 5; c++) {
        float m = -INFINITY;
        for (size_t ky = 0; ky < 2; ky++) {
          for (size_t kx = 0; kx < 2; kx++) m = std::max(m, x[((oy * 2 + ky) * 4 + ox * 2 + kx) * 5 + c]);
        }
        EXPECT_EQ(y[(oy * 2 + ox) * 5 + c], std::min(std::max(m, -0.1f), 0.3f));
      }
    }
  }
}

// A new batch size through xnn_reshape_external_value: the output shape follows and the multipass workspace grows.
TEST(pooling_runtime, global_average_pooling_new_batch_size) {
  test_graph g(2);
  const uint32_t in = g.input({1, 4, 5, 6}, 0), out = g.output({1, 1, 1, 6}, 1);
  ASSERT_EQ(xnn_define_global_average_pooling_2d(g.subgraph, -INFINITY, INFINITY, in, out, XNN_FLAG_KEEP_DIMS),
            xnn_status_success);
  const runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  const size_t batch = 3, new_dims[] = {batch, 4, 5, 6};
  ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 4, new_dims), xnn_status_success);
  ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
  size_t num_dims = 0, dims[XNN_MAX_TENSOR_DIMS] = {};
  ASSERT_EQ(xnn_get_external_value_shape(runtime.get(), 1, &num_dims, dims), xnn_status_success);
  ASSERT_EQ(num_dims, 4u);
  EXPECT_EQ(dims[0], batch);
  EXPECT_EQ(dims[1], 1u);
  EXPECT_EQ(dims[2], 1u);
  EXPECT_EQ(dims[3], 6u);
  const std::vector<float> x = random_vector(batch * 20 * 6, 11);
  std::vector<float> y(batch * 6, NAN);
  ASSERT_NO_FATAL_FAILURE(run(runtime.get(), {{0, const_cast<float*>(x.data())}, {1, y.data()}}));
  for (size_t b = 0; b < batch; b++) {
    for (size_t c = 0; c < 6; c++) {
      double sum = 0;
      for (size_t p = 0; p < 20; p++) sum += x[(b * 20 + p) * 6 + c];
      EXPECT_NEAR(y[b * 6 + c], sum / 20, 1e-6) << "item " << b << ", channel " << c;
    }
  }
}

// Argmax pooling 2x2 with padding 1 at the top of a [2, 3, 4, 3] input: values and indices [2, 2, 2, 3] (window
// positions x * 2 + y).
TEST(pooling_runtime, argmax_pooling_values_and_indices) {
  test_graph g(3);
  const uint32_t in = g.input({2, 3, 4, 3}, 0), values = g.output({2, 2, 2, 3}, 1), indices = g.output({2, 2, 2, 3}, 2);
  ASSERT_EQ(xnn_define_argmax_pooling_2d(g.subgraph, 1, 0, 0, 0, 2, 2, in, values, indices, 0), xnn_status_success);
  const runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  const std::vector<float> x = random_vector(2 * 3 * 4 * 3, 10);
  std::vector<float> y(2 * 2 * 2 * 3, NAN);
  std::vector<uint32_t> index(2 * 2 * 2 * 3, 99);
  ASSERT_NO_FATAL_FAILURE(run(runtime.get(), {{0, const_cast<float*>(x.data())}, {1, y.data()}, {2, index.data()}}));
  for (size_t b = 0; b < 2; b++) {
    for (size_t oy = 0; oy < 2; oy++) {
      for (size_t ox = 0; ox < 2; ox++) {
        for (size_t c = 0; c < 3; c++) {
          float best = -INFINITY;
          uint32_t best_index = 0;
          for (uint32_t k = 0; k < 4; k++) {
            const int iy = int(oy * 2 + k / 2) - 1;
            if (iy < 0) continue;
            const float v = x[((b * 3 + size_t(iy)) * 4 + ox * 2 + k % 2) * 3 + c];
            if (v > best) best = v, best_index = k % 2 * 2 + k / 2;  // numbered column by column, as XNNPACK
          }
          const size_t o = ((b * 2 + oy) * 2 + ox) * 3 + c;
          EXPECT_EQ(y[o], best) << o;
          EXPECT_EQ(index[o], best_index) << o;
        }
      }
    }
  }
}

// A 1 x 1 average pooling node, as XNNPACK's MobileNet v3 definitions have one ([1, 1, 1, C] in and out): it
// defines, and copies its input; with stride 2 it subsamples.
TEST(pooling_runtime, average_pooling_one_by_one_window) {
  test_graph g(3);
  const uint32_t in = g.input({1, 4, 4, 6}, 0), same = g.output({1, 4, 4, 6}, 1), half = g.output({1, 2, 2, 6}, 2);
  ASSERT_EQ(xnn_define_average_pooling_2d(g.subgraph, 0, 0, 0, 0, 1, 1, 1, 1, -INFINITY, INFINITY, in, same, 0),
            xnn_status_success);
  ASSERT_EQ(xnn_define_average_pooling_2d(g.subgraph, 0, 0, 0, 0, 1, 1, 2, 2, -INFINITY, INFINITY, in, half, 0),
            xnn_status_success);
  const std::vector<float> x = random_vector(4 * 4 * 6, 11);
  std::vector<float> y(4 * 4 * 6, NAN), z(2 * 2 * 6, NAN);
  ASSERT_NO_FATAL_FAILURE(
      run(create_runtime(g).get(), {{0, const_cast<float*>(x.data())}, {1, y.data()}, {2, z.data()}}));
  EXPECT_EQ(y, std::vector<float>(x.begin(), x.begin() + y.size()));
  for (size_t oy = 0; oy < 2; oy++) {
    for (size_t ox = 0; ox < 2; ox++) {
      for (size_t c = 0; c < 6; c++) {
        EXPECT_EQ(z[(oy * 2 + ox) * 6 + c], x[(oy * 2 * 4 + ox * 2) * 6 + c]) << oy << "," << ox << "," << c;
      }
    }
  }
}

TEST(pooling_runtime, max_pooling_into_average_pooling) {
  const std::vector<float> x = random_vector(2 * 6 * 6 * 3, 8);
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(pthreadpool_create(2), pthreadpool_destroy);
  EXPECT_EQ(max_then_average(x, nullptr), max_then_average(x, pool.get()));
}

}  // namespace
