// Dynamically quantized subgraphs: a convert node fp32 -> qdint8 feeding a fully connected node with int8 weights of
// one scale per output channel, an fp32 bias and fp32 output gives the bytes of the two operators run by hand (the
// convert's per-row parameters passed to the fully connected), for every batch the input is reshaped to, on 1 and 4
// threads, with the weights either way round and with the node's clamp; and what the define functions refuse, as
// XNNPACK refuses it (other datatype combinations, an external or constant qdint8 value), each with one sentence.
// A combination no catalog row takes is unsupported_parameter, as for every node (XNNPACK: invalid_parameter).
#include <cmath>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

#include "configs/qdu8-f32-qc4w-gemm-config.h"
#include "configs/qdu8-f32-qc8w-gemm-config.h"
#include "log-capture.h"
#include "subgraph/runtime.h"
#include "subgraph/subgraph-tester.h"

namespace {

constexpr size_t kInputChannels = 37;
constexpr size_t kOutputChannels = 19;

std::vector<int8_t> random_int8(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(-127, 127);
  std::vector<int8_t> v(n + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < n; i++) v[i] = int8_t(dist(rng));
  return v;
}

// Inputs spread over a few orders of magnitude, so rows get different scales and zero points.
std::vector<float> spread_input(size_t n, uint32_t seed) {
  std::vector<float> v = random_vector(n, seed);
  for (size_t i = 0; i < n; i++) v[i] *= float(1 + (i / kInputChannels) % 7) * 3.0f;
  return v;
}

struct weights {
  std::vector<int8_t> filter;
  std::vector<float> scales;
  std::vector<float> bias;
};

weights make_weights(uint32_t seed) {
  weights w;
  w.filter = random_int8(kOutputChannels * kInputChannels, seed);
  w.bias = random_vector(kOutputChannels, seed + 1);
  for (size_t c = 0; c < kOutputChannels; c++) w.scales.push_back(std::ldexp(1.0f + 0.03f * float(c), -7));
  return w;
}

// The filter as [input channels][output channels] (XNN_FLAG_TRANSPOSE_WEIGHTS) from [output][input].
std::vector<int8_t> transposed(const std::vector<int8_t>& filter) {
  std::vector<int8_t> t(filter.size());
  for (size_t o = 0; o < kOutputChannels; o++) {
    for (size_t i = 0; i < kInputChannels; i++) t[i * kOutputChannels + o] = filter[o * kInputChannels + i];
  }
  return t;
}

uint32_t dynamic_value(xnn_subgraph_t s, const std::vector<size_t>& dims, size_t num_nonbatch_dims = 1) {
  uint32_t id = XNN_INVALID_VALUE_ID;
  EXPECT_EQ(xnn_define_dynamically_quantized_tensor_value(s, xnn_datatype_qdint8, dims.size(), num_nonbatch_dims,
                                                          dims.data(), XNN_INVALID_VALUE_ID, 0, &id),
            xnn_status_success);
  return id;
}

uint32_t channelwise_filter(xnn_subgraph_t s, const weights& w, const int8_t* data, bool transpose) {
  const std::vector<size_t> dims =
      transpose ? std::vector<size_t>{kInputChannels, kOutputChannels}
                : std::vector<size_t>{kOutputChannels, kInputChannels};
  uint32_t id = XNN_INVALID_VALUE_ID;
  EXPECT_EQ(xnn_define_channelwise_quantized_tensor_value(s, xnn_datatype_qcint8, w.scales.data(), 2,
                                                          transpose ? 1 : 0, dims.data(), data, XNN_INVALID_VALUE_ID,
                                                          0, &id),
            xnn_status_success);
  return id;
}

// The two operators by hand on `rows` rows of the input.
std::vector<float> by_hand(const weights& w, const std::vector<float>& input, size_t rows, float output_min,
                           float output_max, pthreadpool_t pool) {
  xnn_operator_t convert = nullptr, fc = nullptr;
  EXPECT_EQ(xnn_create_convert_nc_f32_qd8(0, &convert), xnn_status_success);
  EXPECT_EQ(xnn_create_fully_connected_nc_qd8_f32_qc8w(kInputChannels, kOutputChannels, kInputChannels,
                                                       kOutputChannels, w.scales.data(), w.filter.data(),
                                                       w.bias.data(), output_min, output_max, 0, nullptr, &fc),
            xnn_status_success);
  std::vector<int8_t> quantized(rows * kInputChannels + XNN_EXTRA_BYTES);
  std::vector<xnn_quantization_params> params(rows + XNN_EXTRA_QUANTIZATION_PARAMS);
  std::vector<float> output(rows * kOutputChannels);
  size_t workspace_size = 0;
  EXPECT_EQ(xnn_reshape_convert_nc_f32_qd8(convert, rows, kInputChannels, kInputChannels, kInputChannels, pool),
            xnn_status_success);
  EXPECT_EQ(xnn_setup_convert_nc_f32_qd8(convert, input.data(), quantized.data(), nullptr, params.data()),
            xnn_status_success);
  EXPECT_EQ(xnn_run_operator(convert, pool), xnn_status_success);
  EXPECT_EQ(xnn_reshape_fully_connected_nc_qd8_f32_qc8w(fc, rows, &workspace_size, pool), xnn_status_success);
  EXPECT_EQ(xnn_setup_fully_connected_nc_qd8_f32_qc8w(fc, quantized.data(), output.data(), nullptr, params.data()),
            xnn_status_success);
  EXPECT_EQ(xnn_run_operator(fc, pool), xnn_status_success);
  xnn_delete_operator(convert);
  xnn_delete_operator(fc);
  return output;
}

struct case_params {
  size_t threads;
  bool transpose_weights;
  bool clamped;
};

class ConvertThenFullyConnected : public testing::TestWithParam<case_params> {};

// Input [batch, 3, K] (external) -> convert -> qdint8 [batch, 3, K] -> fully connected -> [batch, 3, N] (external),
// the batch changing between runs.
TEST_P(ConvertThenFullyConnected, gives_the_operators_bytes_for_every_batch) {
  const case_params p = GetParam();
  const weights w = make_weights(11);
  const std::vector<int8_t> filter_data = p.transpose_weights ? transposed(w.filter) : w.filter;
  const float output_min = p.clamped ? -0.25f : -INFINITY;
  const float output_max = p.clamped ? 0.5f : INFINITY;
  test_graph g(2);
  const uint32_t x = g.input({1, 3, kInputChannels}, 0);
  const uint32_t q = dynamic_value(g.subgraph, {1, 3, kInputChannels});
  const uint32_t f = channelwise_filter(g.subgraph, w, filter_data.data(), p.transpose_weights);
  const uint32_t b = g.value({kOutputChannels}, w.bias.data());
  const uint32_t y = g.output({1, 3, kOutputChannels}, 1);
  ASSERT_EQ(xnn_define_convert(g.subgraph, x, q, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, output_min, output_max, q, f, b, y,
                                       p.transpose_weights ? XNN_FLAG_TRANSPOSE_WEIGHTS : 0),
            xnn_status_success);
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(pthreadpool_create(p.threads),
                                                                    pthreadpool_destroy);
  const runtime_ptr runtime = create_runtime(g, pool.get());
  ASSERT_NE(runtime, nullptr);
  for (size_t batch : {1u, 9u, 2u, 40u, 0u, 5u}) {
    SCOPED_TRACE("batch " + std::to_string(batch));
    const size_t dims[3] = {batch, 3, kInputChannels};
    ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 3, dims), xnn_status_success);
    ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
    const size_t rows = batch * 3;
    const std::vector<float> input = spread_input(rows * kInputChannels, uint32_t(batch) + 3);
    std::vector<float> output(rows * kOutputChannels + 1, 7.0f);
    ASSERT_NO_FATAL_FAILURE(run(runtime.get(), {{0, const_cast<float*>(input.data())}, {1, output.data()}}));
    const std::vector<float> expected = by_hand(w, input, rows, output_min, output_max, pool.get());
    EXPECT_EQ(std::memcmp(output.data(), expected.data(), expected.size() * sizeof(float)), 0);
    EXPECT_EQ(output[rows * kOutputChannels], 7.0f) << "written past the output";
  }
}

INSTANTIATE_TEST_SUITE_P(DynamicQuantization, ConvertThenFullyConnected,
                         testing::Values(case_params{1, false, false}, case_params{4, false, true},
                                         case_params{4, true, false}, case_params{1, true, true}),
                         [](const testing::TestParamInfo<case_params>& info) {
                           return std::to_string(info.param.threads) + "_threads" +
                                  (info.param.transpose_weights ? "_transposed" : "") +
                                  (info.param.clamped ? "_clamped" : "");
                         });

// Two fully connected nodes read one qdint8 value, with an fp32 value planned beside it: both read the parameters
// the convert wrote, not bytes another value overwrote.
TEST(DynamicQuantization, two_nodes_share_one_quantized_value) {
  const weights w = make_weights(5);
  test_graph g(3);
  const uint32_t x = g.input({6, kInputChannels}, 0);
  const uint32_t q = dynamic_value(g.subgraph, {6, kInputChannels});
  const uint32_t f = channelwise_filter(g.subgraph, w, w.filter.data(), false);
  const uint32_t b = g.value({kOutputChannels}, w.bias.data());
  const uint32_t middle = g.value({6, kOutputChannels});
  const uint32_t y1 = g.output({6, kOutputChannels}, 1);
  const uint32_t y2 = g.output({6, kOutputChannels}, 2);
  ASSERT_EQ(xnn_define_convert(g.subgraph, x, q, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, q, f, b, middle, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_abs, nullptr, middle, y1, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, q, f, b, y2, 0), xnn_status_success);
  const runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  const std::vector<float> input = spread_input(6 * kInputChannels, 8);
  std::vector<float> out1(6 * kOutputChannels), out2(6 * kOutputChannels);
  ASSERT_NO_FATAL_FAILURE(
      run(runtime.get(), {{0, const_cast<float*>(input.data())}, {1, out1.data()}, {2, out2.data()}}));
  const std::vector<float> expected = by_hand(w, input, 6, -INFINITY, INFINITY, nullptr);
  EXPECT_EQ(std::memcmp(out2.data(), expected.data(), expected.size() * sizeof(float)), 0);
  for (size_t i = 0; i < expected.size(); i++) ASSERT_EQ(out1[i], std::fabs(expected[i])) << i;
}

// The datatype the runtime gives value `id` of `g` after its rewrites (xnn_optimize_nodes).
xnn_datatype optimized_datatype(const test_graph& g, uint32_t id) {
  std::vector<xnn_value> values = g.subgraph->values;
  std::vector<xnn_node> nodes = g.subgraph->nodes;
  xnn_optimize_nodes(values, nodes, true);
  return values[id].datatype;
}

// Where the VNNI kernels run the qd8 tile, a convert read only by fully connected nodes with int8 weights writes
// qduint8 (the nodes then read it without a copy; the tests above check the bits); elsewhere it stays qdint8.
TEST(DynamicQuantizationUnsigned, a_convert_read_only_by_int8_fully_connected_nodes_writes_qduint8_on_vnni) {
  const weights w = make_weights(5);
  test_graph g(2);
  const uint32_t x = g.input({6, kInputChannels}, 0);
  const uint32_t q = dynamic_value(g.subgraph, {6, kInputChannels});
  const uint32_t f = channelwise_filter(g.subgraph, w, w.filter.data(), false);
  const uint32_t y1 = g.output({6, kOutputChannels}, 1);
  ASSERT_EQ(xnn_define_convert(g.subgraph, x, q, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, q, f, XNN_INVALID_VALUE_ID, y1, 0),
            xnn_status_success);
  const bool vnni = xnn_qdu8_f32_qc8w_gemm_config_for_qd8() != nullptr;
  EXPECT_EQ(optimized_datatype(g, q), vnni ? xnn_datatype_qduint8 : xnn_datatype_qdint8);
  EXPECT_EQ(g.subgraph->values[q].datatype, xnn_datatype_qdint8) << "the subgraph itself is not rewritten";
}

// Fully connected readers with int8 and 4-bit weights: qduint8 where both have qdu8 kernels.
TEST(DynamicQuantizationUnsigned, int8_and_4bit_fully_connected_readers_read_qduint8_on_vnni) {
  const weights w = make_weights(5);
  test_graph g(3);
  const uint32_t x = g.input({6, kInputChannels}, 0);
  const uint32_t q = dynamic_value(g.subgraph, {6, kInputChannels});
  const uint32_t f = channelwise_filter(g.subgraph, w, w.filter.data(), false);
  const std::vector<uint8_t> nibbles((kOutputChannels * kInputChannels + 1) / 2 + XNN_EXTRA_BYTES, 0x88);
  const size_t dims[2] = {kOutputChannels, kInputChannels};
  uint32_t f4 = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_channelwise_quantized_tensor_value_v2(g.subgraph, xnn_datatype_qcint4, 8, w.scales.data(), 2,
                                                             0, dims, nibbles.data(), XNN_INVALID_VALUE_ID, 0, &f4),
            xnn_status_success);
  const uint32_t y1 = g.output({6, kOutputChannels}, 1);
  const uint32_t y2 = g.output({6, kOutputChannels}, 2);
  ASSERT_EQ(xnn_define_convert(g.subgraph, x, q, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, q, f, XNN_INVALID_VALUE_ID, y1, 0),
            xnn_status_success);
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, q, f4, XNN_INVALID_VALUE_ID, y2, 0),
            xnn_status_success);
  const bool vnni =
      xnn_qdu8_f32_qc8w_gemm_config_for_qd8() != nullptr && xnn_qdu8_f32_qc4w_gemm_config_for_qd8() != nullptr;
  EXPECT_EQ(optimized_datatype(g, q), vnni ? xnn_datatype_qduint8 : xnn_datatype_qdint8);
}

// A reader other than a fully connected node (here a batch matrix multiply) keeps the value qdint8 for every reader.
TEST(DynamicQuantizationUnsigned, a_convert_also_read_by_a_batch_matrix_multiply_stays_qdint8) {
  const weights w = make_weights(5);
  test_graph g(3);
  const uint32_t x = g.input({6, kInputChannels}, 0);
  const uint32_t q = dynamic_value(g.subgraph, {6, kInputChannels});
  const uint32_t f = channelwise_filter(g.subgraph, w, w.filter.data(), false);
  const uint32_t b = channelwise_filter(g.subgraph, w, w.filter.data(), true);  // [input][output], scales along 1
  const uint32_t y1 = g.output({6, kOutputChannels}, 1);
  const uint32_t y2 = g.output({6, kOutputChannels}, 2);
  ASSERT_EQ(xnn_define_convert(g.subgraph, x, q, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, q, f, XNN_INVALID_VALUE_ID, y1, 0),
            xnn_status_success);
  ASSERT_EQ(xnn_define_batch_matrix_multiply(g.subgraph, q, b, y2, 0), xnn_status_success);
  EXPECT_EQ(optimized_datatype(g, q), xnn_datatype_qdint8);
}

// A convolution with int8 weights, alone or beside a deconvolution, reads qduint8 where the qdu8 IGEMM has the qd8
// tile (VNNI).
TEST(DynamicQuantizationUnsigned, convolution_and_deconvolution_readers_read_qduint8_on_vnni) {
  const std::vector<int8_t> filter = random_int8(kOutputChannels * 9 * kInputChannels, 7);
  const weights w = make_weights(5);
  for (const bool with_deconvolution : {false, true}) {
    SCOPED_TRACE(with_deconvolution ? "convolution and deconvolution" : "convolution");
    test_graph g(3);
    const uint32_t x = g.input({1, 4, 4, kInputChannels}, 0);
    const uint32_t q = dynamic_value(g.subgraph, {1, 4, 4, kInputChannels}, 3);
    const size_t dims[4] = {kOutputChannels, 3, 3, kInputChannels};
    uint32_t f = XNN_INVALID_VALUE_ID;
    ASSERT_EQ(xnn_define_channelwise_quantized_tensor_value(g.subgraph, xnn_datatype_qcint8, w.scales.data(), 4, 0,
                                                            dims, filter.data(), XNN_INVALID_VALUE_ID, 0, &f),
              xnn_status_success);
    const uint32_t y1 = g.output({1, 4, 4, kOutputChannels}, 1);
    ASSERT_EQ(xnn_define_convert(g.subgraph, x, q, 0), xnn_status_success);
    ASSERT_EQ(xnn_define_convolution_2d(g.subgraph, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, kInputChannels, kOutputChannels,
                                        -INFINITY, INFINITY, q, f, XNN_INVALID_VALUE_ID, y1, 0),
              xnn_status_success);
    if (with_deconvolution) {
      const uint32_t y2 = g.output({1, 9, 9, kOutputChannels}, 2);
      ASSERT_EQ(xnn_define_deconvolution_2d(g.subgraph, 0, 0, 0, 0, 0, 0, 3, 3, 2, 2, 1, 1, 1, kInputChannels,
                                            kOutputChannels, -INFINITY, INFINITY, q, f, XNN_INVALID_VALUE_ID, y2, 0),
                xnn_status_success);
    }
    const bool vnni = xnn_qdu8_f32_qc8w_gemm_config_for_qd8() != nullptr;
    EXPECT_EQ(optimized_datatype(g, q), vnni ? xnn_datatype_qduint8 : xnn_datatype_qdint8);
  }
}

struct refusal {
  xnn_status status;
  std::string log;
};

template <class Define>
refusal refused(Define define) {
  std::vector<std::string> lines;
  const xnn_status status = xnn_test_capture_log(&lines, define);
  return {status, xnn_test_joined(lines)};
}

// A graph with an fp32 input, its qdint8 value and the convert between them.
struct quantized_input_graph : test_graph {
  uint32_t x, q;
  explicit quantized_input_graph(size_t num_nonbatch_dims = 1) : test_graph(2) {
    x = input({2, 3, kInputChannels}, 0);
    q = dynamic_value(subgraph, {2, 3, kInputChannels}, num_nonbatch_dims);
    EXPECT_EQ(xnn_define_convert(subgraph, x, q, 0), xnn_status_success);
  }
};

TEST(DynamicQuantizationDefine, a_one_scale_qint8_filter_is_refused) {
  quantized_input_graph g;
  const std::vector<int8_t> filter(kOutputChannels * kInputChannels);
  const size_t dims[2] = {kOutputChannels, kInputChannels};
  uint32_t f = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, xnn_datatype_qint8, 0, 0.5f, 2, dims, filter.data(),
                                              XNN_INVALID_VALUE_ID, 0, &f),
            xnn_status_success);
  const uint32_t y = g.output({2, 3, kOutputChannels}, 1);
  const refusal r = refused(
      [&] { return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, g.q, f, XNN_INVALID_VALUE_ID, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("define fully connected"), std::string::npos) << r.log;
  EXPECT_NE(r.log.find("qdint8"), std::string::npos) << r.log;
}

TEST(DynamicQuantizationDefine, a_quantized_output_is_refused) {
  quantized_input_graph g;
  const weights w = make_weights(2);
  const uint32_t f = channelwise_filter(g.subgraph, w, w.filter.data(), false);
  const size_t dims[3] = {2, 3, kOutputChannels};
  uint32_t y = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_quantized_tensor_value(g.subgraph, xnn_datatype_qint8, 0, 0.5f, 3, dims, nullptr, 1,
                                              XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &y),
            xnn_status_success);
  const refusal r = refused(
      [&] { return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, g.q, f, XNN_INVALID_VALUE_ID, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("define fully connected"), std::string::npos) << r.log;
}

TEST(DynamicQuantizationDefine, an_int32_bias_is_refused) {
  quantized_input_graph g;
  const weights w = make_weights(2);
  const uint32_t f = channelwise_filter(g.subgraph, w, w.filter.data(), false);
  const std::vector<int32_t> bias(kOutputChannels);
  const size_t dims[1] = {kOutputChannels};
  uint32_t b = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_channelwise_quantized_tensor_value(g.subgraph, xnn_datatype_qcint32, w.scales.data(), 1, 0,
                                                          dims, bias.data(), XNN_INVALID_VALUE_ID, 0, &b),
            xnn_status_success);
  const uint32_t y = g.output({2, 3, kOutputChannels}, 1);
  const refusal r =
      refused([&] { return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, g.q, f, b, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("bias"), std::string::npos) << r.log;
}

TEST(DynamicQuantizationDefine, rows_other_than_the_last_dimension_are_refused) {
  quantized_input_graph g(2);
  const weights w = make_weights(2);
  const uint32_t f = channelwise_filter(g.subgraph, w, w.filter.data(), false);
  const uint32_t y = g.output({2, 3, kOutputChannels}, 1);
  const refusal r = refused(
      [&] { return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, g.q, f, XNN_INVALID_VALUE_ID, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("num_nonbatch_dims 2; expected 1"), std::string::npos) << r.log;
}

TEST(DynamicQuantizationDefine, only_convert_quantizes_dynamically) {
  test_graph g(1);
  const uint32_t x = g.input({2, kInputChannels}, 0);
  const uint32_t q = dynamic_value(g.subgraph, {2, kInputChannels});
  const refusal r = refused([&] { return xnn_define_unary(g.subgraph, xnn_unary_abs, nullptr, x, q, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("only convert changes the datatype"), std::string::npos) << r.log;
}

TEST(DynamicQuantizationDefine, a_qdint8_value_cannot_be_converted_back) {
  quantized_input_graph g;
  const uint32_t y = g.value({2, 3, kInputChannels});
  const refusal r = refused([&] { return xnn_define_convert(g.subgraph, g.q, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("qdint8"), std::string::npos) << r.log;
}

TEST(DynamicQuantizationDefine, a_qdint8_filter_is_refused) {
  quantized_input_graph g;
  const uint32_t f = dynamic_value(g.subgraph, {kOutputChannels, kInputChannels});
  const uint32_t y = g.output({2, 3, kOutputChannels}, 1);
  const refusal r = refused(
      [&] { return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, g.q, f, XNN_INVALID_VALUE_ID, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
}

TEST(DynamicQuantizationDefine, value_definitions_follow_xnnpack) {
  test_graph g(1);
  const size_t dims[2] = {2, kInputChannels};
  uint32_t id = XNN_INVALID_VALUE_ID;
  refusal r = refused([&] {
    return xnn_define_dynamically_quantized_tensor_value(g.subgraph, xnn_datatype_qduint8, 2, 1, dims,
                                                         XNN_INVALID_VALUE_ID, 0, &id);
  });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("datatype is qduint8; expected qdint8"), std::string::npos) << r.log;
  r = refused([&] {
    return xnn_define_dynamically_quantized_tensor_value(g.subgraph, xnn_datatype_qdint8, 2, 1, dims, 0,
                                                         XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &id);
  });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  r = refused([&] {
    return xnn_define_dynamically_quantized_tensor_value(g.subgraph, xnn_datatype_qdint8, 2, 3, dims,
                                                         XNN_INVALID_VALUE_ID, 0, &id);
  });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  EXPECT_NE(r.log.find("num_nonbatch_dims is 3"), std::string::npos) << r.log;
  EXPECT_EQ(xnn_define_dynamically_quantized_tensor_value(g.subgraph, xnn_datatype_qdint8, 2, 0, dims,
                                                          XNN_INVALID_VALUE_ID, 0, &id),
            xnn_status_success);
}

}  // namespace
