// Weights-only quantization in a subgraph: a fully connected node with an fp32 input and a static qcint8 or qcint4
// filter (a scale per output channel) runs the f32_qc8w / f32_qc4w operator, as XNNPACK does: its output has the
// bytes of that operator run by hand, for every batch the input is reshaped to, on 1 and 4 threads.
#include <cmath>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

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
    EXPECT_EQ(std::memcmp(output.data(), expected.data(), expected.size() * sizeof(float)), 0);
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

}  // namespace
