// What the subgraph runtime tests share: random inputs with the XNN_EXTRA_BYTES tail, a subgraph built through the
// public define API with helpers for its tensors, and setup + invoke in one call.
#pragma once

#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

inline std::vector<float> random_vector(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> v(n + XNN_EXTRA_BYTES / sizeof(float), 0.0f);
  for (size_t i = 0; i < n; i++) v[i] = dist(rng);
  return v;
}

struct graph {
  xnn_subgraph_t subgraph = nullptr;
  explicit graph(uint32_t external_value_ids = 3) {
    EXPECT_EQ(xnn_create_subgraph(external_value_ids, 0, &subgraph), xnn_status_success);
  }
  ~graph() { xnn_delete_subgraph(subgraph); }
  graph(const graph&) = delete;
  graph& operator=(const graph&) = delete;
  uint32_t value(std::vector<size_t> dims, const void* data = nullptr, uint32_t external_id = XNN_INVALID_VALUE_ID,
                 uint32_t flags = 0) {
    uint32_t id = XNN_INVALID_VALUE_ID;
    EXPECT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, dims.size(), dims.data(), data, external_id, flags,
                                      &id), xnn_status_success);
    return id;
  }
  uint32_t input(std::vector<size_t> dims, uint32_t external_id) {
    return value(dims, nullptr, external_id, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  }
  uint32_t output(std::vector<size_t> dims, uint32_t external_id) {
    return value(dims, nullptr, external_id, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  }
};

inline void run(xnn_runtime_t runtime, std::vector<xnn_external_value> externals) {
  ASSERT_EQ(xnn_setup_runtime_v2(runtime, externals.size(), externals.data()), xnn_status_success);
  ASSERT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
}
