// Weights-only quantization in a subgraph: a fully connected node with an fp32 input and a static qcint8 or qcint4
// filter (a scale per output channel) runs the f32_qc8w / f32_qc4w operator, as XNNPACK does: its output has the
// bytes of that operator run by hand, for every batch the input is reshaped to, on 1 and 4 threads. Likewise a batch
// matrix multiply node with an fp32 input1 and a static qcint8 input2 (scales along N) runs the f32_qc8w batch
// matrix multiply; a qcint8 input2 that is not static is refused.
#include <cmath>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include "log-capture.h"
#include "subgraph/subgraph-tester.h"

namespace {

constexpr size_t kInputChannels = 45;
constexpr size_t kOutputChannels = 19;

struct case_params {
  size_t threads;
  xnn_datatype filter_type;  // qcint8 or qcint4
  int32_t zero_point;        // qcint4: 8 or 0
};
void PrintTo(const case_params& p, std::ostream* os) {
  *os << p.threads << " threads, filter " << (p.filter_type == xnn_datatype_qcint8 ? "qcint8" : "qcint4")
      << ", zero point " << p.zero_point;
}

struct weights {
  std::vector<uint8_t> filter;  // qcint8: [output][input]; qcint4: [output][ceil(input / 2)]
  std::vector<float> scales, bias;
};

weights make_weights(const case_params& p) {
  weights w;
  std::mt19937 rng(5);
  std::uniform_int_distribution<int> byte(0, 255);
  const size_t row = p.filter_type == xnn_datatype_qcint8 ? kInputChannels : (kInputChannels + 1) / 2;
  w.filter.resize(kOutputChannels * row);
  for (uint8_t& b : w.filter) b = uint8_t(byte(rng));
  for (size_t c = 0; c < kOutputChannels; c++) w.scales.push_back(std::ldexp(1.0f + 0.03f * float(c), -7));
  w.bias = random_vector(kOutputChannels, 9);
  return w;
}

// The operator by hand on `rows` rows of the input.
std::vector<float> by_hand(const case_params& p, const weights& w, const std::vector<float>& input, size_t rows,
                           pthreadpool_t pool) {
  xnn_operator_t fc = nullptr;
  std::vector<float> output(rows * kOutputChannels);
  if (p.filter_type == xnn_datatype_qcint8) {
    EXPECT_EQ(xnn_create_fully_connected_nc_f32_qc8w(kInputChannels, kOutputChannels, kInputChannels,
                                                     kOutputChannels, w.scales.data(),
                                                     reinterpret_cast<const int8_t*>(w.filter.data()), w.bias.data(),
                                                     -INFINITY, INFINITY, 0, nullptr, &fc),
              xnn_status_success);
    EXPECT_EQ(xnn_reshape_fully_connected_nc_f32_qc8w(fc, rows, pool), xnn_status_success);
    EXPECT_EQ(xnn_setup_fully_connected_nc_f32_qc8w(fc, input.data(), output.data()), xnn_status_success);
  } else {
    EXPECT_EQ(xnn_create_fully_connected_nc_f32_qc4w(kInputChannels, kOutputChannels, kInputChannels,
                                                     kOutputChannels, uint8_t(p.zero_point), w.scales.data(),
                                                     w.filter.data(), w.bias.data(), -INFINITY, INFINITY, 0, nullptr,
                                                     &fc),
              xnn_status_success);
    EXPECT_EQ(xnn_reshape_fully_connected_nc_f32_qc4w(fc, rows, pool), xnn_status_success);
    EXPECT_EQ(xnn_setup_fully_connected_nc_f32_qc4w(fc, input.data(), output.data()), xnn_status_success);
  }
  EXPECT_EQ(xnn_run_operator(fc, pool), xnn_status_success);
  xnn_delete_operator(fc);
  return output;
}

class WeightsOnlyFullyConnected : public testing::TestWithParam<case_params> {};

// Input [batch, 3, K] (external, fp32) -> fully connected with a static quantized filter -> [batch, 3, N].
TEST_P(WeightsOnlyFullyConnected, gives_the_operators_bytes_for_every_batch) {
  const case_params p = GetParam();
  const weights w = make_weights(p);
  test_graph g(2);
  const uint32_t x = g.input({1, 3, kInputChannels}, 0);
  const size_t dims[2] = {kOutputChannels, kInputChannels};
  uint32_t f = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_channelwise_quantized_tensor_value_v2(g.subgraph, p.filter_type, p.zero_point,
                                                             w.scales.data(), 2, 0, dims, w.filter.data(),
                                                             XNN_INVALID_VALUE_ID, 0, &f),
            xnn_status_success);
  const uint32_t b = g.value({kOutputChannels}, w.bias.data());
  const uint32_t y = g.output({1, 3, kOutputChannels}, 1);
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, f, b, y, 0), xnn_status_success);
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(pthreadpool_create(p.threads),
                                                                    pthreadpool_destroy);
  const runtime_ptr runtime = create_runtime(g, pool.get());
  ASSERT_NE(runtime, nullptr);
  for (size_t batch : {1u, 9u, 2u, 40u, 0u, 5u}) {
    SCOPED_TRACE("batch " + std::to_string(batch));
    const size_t input_dims[3] = {batch, 3, kInputChannels};
    ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 3, input_dims), xnn_status_success);
    ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
    const size_t rows = batch * 3;
    std::vector<float> input = random_vector(rows * kInputChannels, uint32_t(batch) + 3);
    input.resize(input.size() + XNN_EXTRA_BYTES / sizeof(float));
    std::vector<float> output(rows * kOutputChannels + 1, 7.0f);
    ASSERT_NO_FATAL_FAILURE(run(runtime.get(), {{0, input.data()}, {1, output.data()}}));
    const std::vector<float> expected = by_hand(p, w, input, rows, pool.get());
    // Batch 0 has no expected bytes (and a null data()), which memcmp must not be given.
    EXPECT_TRUE(expected.empty() || std::memcmp(output.data(), expected.data(), expected.size() * sizeof(float)) == 0);
    EXPECT_EQ(output[rows * kOutputChannels], 7.0f) << "written past the output";
  }
}

INSTANTIATE_TEST_SUITE_P(WeightsOnly, WeightsOnlyFullyConnected,
                         testing::Values(case_params{1, xnn_datatype_qcint8, 0},
                                         case_params{4, xnn_datatype_qcint8, 0},
                                         case_params{1, xnn_datatype_qcint4, 8},
                                         case_params{4, xnn_datatype_qcint4, 0}),
                         [](const testing::TestParamInfo<case_params>& info) {
                           return std::string(info.param.filter_type == xnn_datatype_qcint8 ? "qcint8" : "qcint4") +
                                  "_zero_point" + std::to_string(info.param.zero_point) + "_" +
                                  std::to_string(info.param.threads) + "_threads";
                         });

// A [2, M, K] (external, fp32) -> batch matrix multiply by a static qcint8 B [2, K, N] (or [2, N, K] transposed) with
// scales along N -> [2, M, N].
void check_batch_matrix_multiply_graph(bool transpose_b) {
  constexpr size_t kK = 21, kN = 11;
  std::mt19937 rng(13);
  std::uniform_int_distribution<int> byte(-128, 127);
  std::vector<int8_t> data_b(2 * kK * kN);
  for (int8_t& v : data_b) v = int8_t(byte(rng));
  std::vector<float> scale_b;
  for (size_t c = 0; c < kN; c++) scale_b.push_back(std::ldexp(1.0f + 0.05f * float(c), -6));
  const uint32_t flags = transpose_b ? XNN_FLAG_TRANSPOSE_B : 0;
  test_graph g(2);
  const uint32_t a = g.input({2, 3, kK}, 0);
  const size_t b_dims[3] = {2, transpose_b ? kN : kK, transpose_b ? kK : kN};
  uint32_t b = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_channelwise_quantized_tensor_value(g.subgraph, xnn_datatype_qcint8, scale_b.data(), 3,
                                                          transpose_b ? 1 : 2, b_dims, data_b.data(),
                                                          XNN_INVALID_VALUE_ID, 0, &b),
            xnn_status_success);
  const uint32_t y = g.output({2, 3, kN}, 1);
  ASSERT_EQ(xnn_define_batch_matrix_multiply(g.subgraph, a, b, y, flags), xnn_status_success);
  const runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  std::vector<float> both_scales(scale_b);
  both_scales.insert(both_scales.end(), scale_b.begin(), scale_b.end());
  for (size_t m : {3u, 1u, 11u}) {
    SCOPED_TRACE("m " + std::to_string(m));
    const size_t dims[3] = {2, m, kK};
    ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 3, dims), xnn_status_success);
    ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
    const std::vector<float> input = random_vector(2 * m * kK, uint32_t(m));
    std::vector<float> output(2 * m * kN + 1, 7.0f);
    ASSERT_NO_FATAL_FAILURE(run(runtime.get(), {{0, const_cast<float*>(input.data())}, {1, output.data()}}));

    xnn_operator_t op = nullptr;
    ASSERT_EQ(xnn_create_batch_matrix_multiply_nc_f32_qc8w_const_weights(2, kK, kN, data_b.data(),
                                                                         both_scales.data(), flags, &op),
              xnn_status_success);
    const size_t batch_dims[1] = {2};
    ASSERT_EQ(xnn_reshape_batch_matrix_multiply_nc_f32_qc8w_const_weights(op, 1, batch_dims, batch_dims, m, kK, kN,
                                                                          nullptr, nullptr),
              xnn_status_success);
    std::vector<float> expected(2 * m * kN);
    ASSERT_EQ(xnn_setup_batch_matrix_multiply_nc_f32_qc8w(op, nullptr, input.data(), nullptr, expected.data()),
              xnn_status_success);
    ASSERT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
    xnn_delete_operator(op);
    EXPECT_EQ(std::memcmp(output.data(), expected.data(), expected.size() * sizeof(float)), 0);
    EXPECT_EQ(output[expected.size()], 7.0f) << "written past the output";
  }
}

TEST(WeightsOnlyBatchMatrixMultiply, gives_the_operators_bytes) { check_batch_matrix_multiply_graph(false); }

TEST(WeightsOnlyBatchMatrixMultiply, transposed_b_gives_the_operators_bytes) {
  check_batch_matrix_multiply_graph(true);
}

TEST(WeightsOnlyBatchMatrixMultiplyDefine, a_qcint8_input2_that_is_not_static_is_refused) {
  test_graph g(3);
  const uint32_t a = g.input({2, 3, 4}, 0);
  const float scale[5] = {1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
  const size_t dims[3] = {2, 4, 5};
  uint32_t b = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_channelwise_quantized_tensor_value(g.subgraph, xnn_datatype_qcint8, scale, 3, 2, dims,
                                                          nullptr, 2, XNN_VALUE_FLAG_EXTERNAL_INPUT, &b),
            xnn_status_success);
  const uint32_t y = g.output({2, 3, 5}, 1);
  std::vector<std::string> lines;
  const xnn_status status =
      xnn_test_capture_log(&lines, [&] { return xnn_define_batch_matrix_multiply(g.subgraph, a, b, y, 0); });
  EXPECT_EQ(status, xnn_status_unsupported_parameter);
  EXPECT_NE(xnn_test_joined(lines).find("not static"), std::string::npos) << xnn_test_joined(lines);
}

}  // namespace
