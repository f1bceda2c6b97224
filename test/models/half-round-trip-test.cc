// Round trips of half-precision graphs: a small fp16 network (convolution, add, clamp, fully connected, with fp16
// and fp32 weights) and a bf16 fully connected layer, defined through the API, written (subgraph-writer.h), loaded
// through xnn-model.h and run: the loaded graph's outputs are bit-identical to the defined graph's.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <memory>
#include <vector>

#include <xnn-model.h>
#include <xnnpack.h>

#include "subgraph-writer.h"
#include "subgraph/subgraph-tester.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

struct Initialized : ::testing::Environment {
  void SetUp() override { ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success); }
};
const auto* const kInitialized = ::testing::AddGlobalTestEnvironment(new Initialized);

std::vector<uint16_t> halves(size_t n, uint32_t seed) {
  const std::vector<float> x = random_vector(n, seed);
  std::vector<uint16_t> h(x.size() + XNN_EXTRA_BYTES / sizeof(uint16_t));
  for (size_t i = 0; i < x.size(); i++) h[i] = xnn_f32_to_f16(x[i]);
  return h;
}

using subgraph_ptr = std::unique_ptr<xnn_subgraph, decltype(&xnn_delete_subgraph)>;

// [1, 6, 6, 3] -> convolution 3x3 (fp16 weights) -> + a static row -> clamp -> [36, 4] -> fully connected (fp32
// weights, run as fp16) -> [36, 5], every activation fp16.
struct half_network {
  static constexpr size_t kImage = 1 * 6 * 6 * 3, kOutput = 36 * 5;
  std::vector<uint16_t> conv_filter = halves(4 * 3 * 3 * 3, 1), conv_bias = halves(4, 2), row = halves(4, 3);
  std::vector<float> fc_filter = random_vector(5 * 4, 4), fc_bias = random_vector(5, 5);
  subgraph_ptr subgraph{nullptr, xnn_delete_subgraph};

  half_network() {
    xnn_subgraph_t s = nullptr;
    EXPECT_EQ(xnn_create_subgraph(2, 0, &s), xnn_status_success);
    subgraph.reset(s);
    const uint32_t x = define(xnn_datatype_fp16, {1, 6, 6, 3}, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
    const uint32_t w = define(xnn_datatype_fp16, {4, 3, 3, 3}, conv_filter.data());
    const uint32_t b = define(xnn_datatype_fp16, {4}, conv_bias.data());
    const uint32_t conv = define(xnn_datatype_fp16, {1, 6, 6, 4});
    const uint32_t r = define(xnn_datatype_fp16, {4}, row.data());
    const uint32_t sum = define(xnn_datatype_fp16, {1, 6, 6, 4});
    const uint32_t clamped = define(xnn_datatype_fp16, {1, 6, 6, 4});
    const uint32_t flat = define(xnn_datatype_fp16, {36, 4});
    const uint32_t fw = define(xnn_datatype_fp32, {5, 4}, fc_filter.data());
    const uint32_t fb = define(xnn_datatype_fp32, {5}, fc_bias.data());
    const uint32_t y = define(xnn_datatype_fp16, {36, 5}, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
    EXPECT_EQ(xnn_define_convolution_2d(s, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, 3, 4, -INFINITY, INFINITY, x, w, b, conv,
                                        0),
              xnn_status_success);
    EXPECT_EQ(xnn_define_binary(s, xnn_binary_add, nullptr, conv, r, sum, 0), xnn_status_success);
    EXPECT_EQ(xnn_define_clamp(s, -1.0f, 1.5f, sum, clamped, 0), xnn_status_success);
    const size_t flat_shape[] = {36, 4};
    EXPECT_EQ(xnn_define_static_reshape(s, 2, flat_shape, clamped, flat, 0), xnn_status_success);
    EXPECT_EQ(xnn_define_fully_connected(s, -INFINITY, INFINITY, flat, fw, fb, y, 0), xnn_status_success);
  }

  uint32_t define(xnn_datatype datatype, const std::vector<size_t>& dims, const void* data = nullptr,
                  uint32_t external_id = XNN_INVALID_VALUE_ID, uint32_t flags = 0) {
    uint32_t id = XNN_INVALID_VALUE_ID;
    EXPECT_EQ(xnn_define_tensor_value(subgraph.get(), datatype, dims.size(), dims.data(), data, external_id, flags,
                                      &id),
              xnn_status_success);
    return id;
  }
};

std::vector<uint8_t> write(const xnn_subgraph& subgraph) {
  std::vector<uint8_t> bytes;
  std::string problem;
  EXPECT_TRUE(xnn_write_subgraph(subgraph, &bytes, &problem)) << problem;
  return bytes;
}

// The subgraph's output 1 from input 0 (`output_bytes` bytes).
std::vector<uint8_t> run_defined(xnn_subgraph_t subgraph, const void* input, size_t output_bytes) {
  std::vector<uint8_t> output(output_bytes);
  runtime_ptr runtime(nullptr, xnn_delete_runtime);
  xnn_runtime_t raw = nullptr;
  EXPECT_EQ(xnn_create_runtime(subgraph, &raw), xnn_status_success);
  runtime.reset(raw);
  if (raw == nullptr) return {};
  run(raw, {{0, const_cast<void*>(input)}, {1, output.data()}});
  return output;
}

// The written model's output 0 from input 0.
std::vector<uint8_t> run_loaded(const std::vector<uint8_t>& bytes, const void* input, size_t output_bytes) {
  xnn_model_t model = nullptr;
  EXPECT_EQ(xnn_model_load_buffer(bytes.data(), bytes.size(), nullptr, &model), xnn_status_success);
  if (model == nullptr) return {};
  std::unique_ptr<xnn_model, decltype(&xnn_model_delete)> model_owner(model, xnn_model_delete);
  xnn_model_runner_t runner = nullptr;
  EXPECT_EQ(xnn_model_create_runner(model, nullptr, 0, &runner), xnn_status_success);
  if (runner == nullptr) return {};
  std::unique_ptr<xnn_model_runner, decltype(&xnn_model_delete_runner)> runner_owner(runner, xnn_model_delete_runner);
  EXPECT_EQ(xnn_model_set_input(runner, 0, input), xnn_status_success);
  EXPECT_EQ(xnn_model_run(runner), xnn_status_success);
  xnn_model_tensor_info info;
  const void* data = nullptr;
  EXPECT_EQ(xnn_model_get_output(runner, 0, &info, &data), xnn_status_success);
  if (data == nullptr) return {};
  const uint8_t* first = static_cast<const uint8_t*>(data);
  return std::vector<uint8_t>(first, first + output_bytes);
}

TEST(HalfRoundTrip, fp16_network_runs_the_same_after_writing_and_loading) {
  half_network network;
  const std::vector<uint8_t> bytes = write(*network.subgraph);
  const std::vector<uint16_t> input = halves(half_network::kImage, 9);
  const size_t output_bytes = half_network::kOutput * sizeof(uint16_t);
  const std::vector<uint8_t> direct = run_defined(network.subgraph.get(), input.data(), output_bytes);
  const std::vector<uint8_t> loaded = run_loaded(bytes, input.data(), output_bytes);
  ASSERT_EQ(direct.size(), output_bytes);
  ASSERT_EQ(loaded.size(), output_bytes);
  EXPECT_EQ(std::memcmp(direct.data(), loaded.data(), output_bytes), 0);
}

TEST(HalfRoundTrip, bf16_fully_connected_runs_the_same_after_writing_and_loading) {
  constexpr size_t kBatch = 3, kIn = 16, kOut = 7;
  std::vector<uint16_t> filter(kOut * kIn), input(kBatch * kIn + XNN_EXTRA_BYTES / sizeof(uint16_t));
  const std::vector<float> w = random_vector(filter.size(), 1), x = random_vector(kBatch * kIn, 2);
  const auto bf16 = [](float f) {
    uint32_t bits;
    std::memcpy(&bits, &f, sizeof(bits));
    return uint16_t(bits >> 16);  // truncated: any bf16 number will do
  };
  for (size_t i = 0; i < filter.size(); i++) filter[i] = bf16(w[i]);
  for (size_t i = 0; i < kBatch * kIn; i++) input[i] = bf16(x[i]);
  const std::vector<float> bias = random_vector(kOut, 3);
  xnn_subgraph_t raw = nullptr;
  ASSERT_EQ(xnn_create_subgraph(2, 0, &raw), xnn_status_success);
  subgraph_ptr subgraph(raw, xnn_delete_subgraph);
  const size_t x_dims[] = {kBatch, kIn}, w_dims[] = {kOut, kIn}, b_dims[] = {kOut}, y_dims[] = {kBatch, kOut};
  uint32_t xi, wi, bi, yi;
  ASSERT_EQ(xnn_define_tensor_value(raw, xnn_datatype_bf16, 2, x_dims, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT, &xi),
            xnn_status_success);
  ASSERT_EQ(xnn_define_tensor_value(raw, xnn_datatype_bf16, 2, w_dims, filter.data(), XNN_INVALID_VALUE_ID, 0, &wi),
            xnn_status_success);
  ASSERT_EQ(xnn_define_tensor_value(raw, xnn_datatype_fp32, 1, b_dims, bias.data(), XNN_INVALID_VALUE_ID, 0, &bi),
            xnn_status_success);
  ASSERT_EQ(xnn_define_tensor_value(raw, xnn_datatype_fp32, 2, y_dims, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &yi),
            xnn_status_success);
  ASSERT_EQ(xnn_define_fully_connected(raw, -INFINITY, INFINITY, xi, wi, bi, yi, 0), xnn_status_success);
  const std::vector<uint8_t> bytes = write(*subgraph);
  const size_t output_bytes = kBatch * kOut * sizeof(float);
  const std::vector<uint8_t> direct = run_defined(raw, input.data(), output_bytes);
  const std::vector<uint8_t> loaded = run_loaded(bytes, input.data(), output_bytes);
  ASSERT_EQ(direct.size(), output_bytes);
  ASSERT_EQ(loaded.size(), output_bytes);
  EXPECT_EQ(std::memcmp(direct.data(), loaded.data(), output_bytes), 0);
}

}  // namespace
