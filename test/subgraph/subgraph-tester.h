// What the runtime tests share: random inputs, a subgraph under construction with shorthand for its tensor values,
// and running a runtime once.
#pragma once

#include <cstdint>
#include <memory>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

// n values in [-1, 1), then XNN_EXTRA_BYTES of zeros that kernels may read past the end.
inline std::vector<float> random_vector(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> v(n + XNN_EXTRA_BYTES / sizeof(float), 0.0f);
  for (size_t i = 0; i < n; i++) v[i] = dist(rng);
  return v;
}

// An fp32 subgraph with `external_ids` external value ids, deleted with the object.
struct test_graph {
  xnn_subgraph_t subgraph = nullptr;

  explicit test_graph(uint32_t external_ids = 3) {
    EXPECT_EQ(xnn_create_subgraph(external_ids, 0, &subgraph), xnn_status_success);
  }
  ~test_graph() { xnn_delete_subgraph(subgraph); }
  test_graph(const test_graph&) = delete;
  test_graph& operator=(const test_graph&) = delete;

  // An internal value, or a static one when `data` is set.
  uint32_t value(const std::vector<size_t>& dims, const void* data = nullptr,
                 uint32_t external_id = XNN_INVALID_VALUE_ID, uint32_t flags = 0) {
    uint32_t id = XNN_INVALID_VALUE_ID;
    EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, dims.size(), dims.data(), data, external_id, flags,
                                      &id),
              xnn_status_success);
    return id;
  }
  uint32_t input(const std::vector<size_t>& dims, uint32_t external_id) {
    return value(dims, nullptr, external_id, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  }
  uint32_t output(const std::vector<size_t>& dims, uint32_t external_id) {
    return value(dims, nullptr, external_id, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  }
};

using runtime_ptr = std::unique_ptr<xnn_runtime, decltype(&xnn_delete_runtime)>;

// A runtime of `graph` on `pool`; null (after a failed expectation) when creation fails.
inline runtime_ptr create_runtime(const test_graph& graph, pthreadpool_t pool = nullptr, uint32_t flags = 0) {
  xnn_runtime_t runtime = nullptr;
  EXPECT_EQ(xnn_create_runtime_v2(graph.subgraph, pool, flags, &runtime), xnn_status_success);
  return runtime_ptr(runtime, xnn_delete_runtime);
}

// Sets the runtime up with `externals` and invokes it once.
inline void run(xnn_runtime_t runtime, const std::vector<xnn_external_value>& externals) {
  ASSERT_EQ(xnn_setup_runtime_v2(runtime, externals.size(), externals.data()), xnn_status_success);
  ASSERT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
}
