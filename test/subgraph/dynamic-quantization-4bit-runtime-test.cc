// Dynamically quantized subgraphs with 4-bit filters: a convert node fp32 -> qdint8 feeding a fully connected node
// whose filter is qcint4 (a scale per output channel, zero point 8 or 0) or qbint4 (a bf16 scale per block of 32 or
// 64 inputs) gives the bytes of the convert and the qd8_f32_qc4w / qd8_f32_qb4w operators run by hand, for every
// batch the input is reshaped to, on 1 and 4 threads; and what the define functions refuse, each with one sentence.
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

constexpr size_t kInputChannels = 64;
constexpr size_t kOutputChannels = 19;

uint16_t bf16_bits(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof(bits));
  return uint16_t(bits >> 16);
}

struct weights {
  size_t block_size = 0;  // 0: qcint4
  int32_t zero_point = 8;
  std::vector<uint8_t> filter;  // [output][input / 2]
  std::vector<float> scales;
  std::vector<uint16_t> block_scales;
  std::vector<float> bias;
};

weights make_weights(size_t block_size, int32_t zero_point, uint32_t seed) {
  weights w;
  w.block_size = block_size;
  w.zero_point = zero_point;
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> byte(0, 255);
  w.filter.resize(kOutputChannels * kInputChannels / 2);
  for (uint8_t& b : w.filter) b = uint8_t(byte(rng));
  w.bias = random_vector(kOutputChannels, seed + 1);
  for (size_t c = 0; c < kOutputChannels; c++) w.scales.push_back(std::ldexp(1.0f + 0.03f * float(c), -7));
  if (block_size != 0) {
    for (size_t i = 0; i < kOutputChannels * (kInputChannels / block_size); i++) {
      w.block_scales.push_back(bf16_bits(std::ldexp(1.0f + 0.0625f * float(i % 9), -7)));
    }
  }
  return w;
}

std::vector<float> spread_input(size_t n, uint32_t seed) {
  std::vector<float> v = random_vector(n, seed);
  for (size_t i = 0; i < n; i++) v[i] *= float(1 + (i / kInputChannels) % 7) * 3.0f;
  return v;
}

uint32_t filter_value(xnn_subgraph_t s, const weights& w) {
  const size_t dims[2] = {kOutputChannels, kInputChannels};
  uint32_t id = XNN_INVALID_VALUE_ID;
  if (w.block_size != 0) {
    EXPECT_EQ(xnn_define_blockwise_quantized_tensor_value(s, xnn_datatype_qbint4, w.zero_point, w.block_scales.data(),
                                                          2, 0, w.block_size, dims, w.filter.data(),
                                                          XNN_INVALID_VALUE_ID, 0, &id),
              xnn_status_success);
  } else {
    EXPECT_EQ(xnn_define_channelwise_quantized_tensor_value_v2(s, xnn_datatype_qcint4, w.zero_point, w.scales.data(),
                                                               2, 0, dims, w.filter.data(), XNN_INVALID_VALUE_ID, 0,
                                                               &id),
              xnn_status_success);
  }
  return id;
}

// The two operators by hand on `rows` rows of the input.
std::vector<float> by_hand(const weights& w, const std::vector<float>& input, size_t rows, pthreadpool_t pool) {
  xnn_operator_t convert = nullptr, fc = nullptr;
  EXPECT_EQ(xnn_create_convert_nc_f32_qd8(0, &convert), xnn_status_success);
  if (w.block_size != 0) {
    EXPECT_EQ(xnn_create_fully_connected_nc_qd8_f32_qb4w(kInputChannels, kOutputChannels, kInputChannels,
                                                         kOutputChannels, w.block_size, uint8_t(w.zero_point),
                                                         w.block_scales.data(), w.filter.data(), w.bias.data(),
                                                         -INFINITY, INFINITY, 0, nullptr, &fc),
              xnn_status_success);
  } else {
    EXPECT_EQ(xnn_create_fully_connected_nc_qd8_f32_qc4w(kInputChannels, kOutputChannels, kInputChannels,
                                                         kOutputChannels, uint8_t(w.zero_point), w.scales.data(),
                                                         w.filter.data(), w.bias.data(), -INFINITY, INFINITY, 0,
                                                         nullptr, &fc),
              xnn_status_success);
  }
  std::vector<int8_t> quantized(rows * kInputChannels + XNN_EXTRA_BYTES);
  std::vector<xnn_quantization_params> params(rows + XNN_EXTRA_QUANTIZATION_PARAMS);
  std::vector<float> output(rows * kOutputChannels);
  size_t workspace_size = 0;
  EXPECT_EQ(xnn_reshape_convert_nc_f32_qd8(convert, rows, kInputChannels, kInputChannels, kInputChannels, pool),
            xnn_status_success);
  EXPECT_EQ(xnn_setup_convert_nc_f32_qd8(convert, input.data(), quantized.data(), nullptr, params.data()),
            xnn_status_success);
  EXPECT_EQ(xnn_run_operator(convert, pool), xnn_status_success);
  if (w.block_size != 0) {
    EXPECT_EQ(xnn_reshape_fully_connected_nc_qd8_f32_qb4w(fc, rows, &workspace_size, pool), xnn_status_success);
    EXPECT_EQ(xnn_setup_fully_connected_nc_qd8_f32_qb4w(fc, quantized.data(), output.data(), nullptr, params.data()),
              xnn_status_success);
  } else {
    EXPECT_EQ(xnn_reshape_fully_connected_nc_qd8_f32_qc4w(fc, rows, &workspace_size, pool), xnn_status_success);
    EXPECT_EQ(xnn_setup_fully_connected_nc_qd8_f32_qc4w(fc, quantized.data(), output.data(), nullptr, params.data()),
              xnn_status_success);
  }
  EXPECT_EQ(xnn_run_operator(fc, pool), xnn_status_success);
  xnn_delete_operator(convert);
  xnn_delete_operator(fc);
  return output;
}

struct case_params {
  size_t threads, block_size;
  int32_t zero_point;
};
void PrintTo(const case_params& p, std::ostream* os) {
  *os << p.threads << " threads, block size " << p.block_size << ", zero point " << p.zero_point;
}

class ConvertThenFourBitFullyConnected : public testing::TestWithParam<case_params> {};

// Input [batch, 3, K] (external) -> convert -> qdint8 -> fully connected with a 4-bit filter -> [batch, 3, N].
TEST_P(ConvertThenFourBitFullyConnected, gives_the_operators_bytes_for_every_batch) {
  const case_params p = GetParam();
  const weights w = make_weights(p.block_size, p.zero_point, 11);
  test_graph g(2);
  const uint32_t x = g.input({1, 3, kInputChannels}, 0);
  const size_t q_dims[3] = {1, 3, kInputChannels};
  uint32_t q = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_dynamically_quantized_tensor_value(g.subgraph, xnn_datatype_qdint8, 3, 1, q_dims,
                                                          XNN_INVALID_VALUE_ID, 0, &q),
            xnn_status_success);
  const uint32_t f = filter_value(g.subgraph, w);
  const uint32_t b = g.value({kOutputChannels}, w.bias.data());
  const uint32_t y = g.output({1, 3, kOutputChannels}, 1);
  ASSERT_EQ(xnn_define_convert(g.subgraph, x, q, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, q, f, b, y, 0), xnn_status_success);
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
    const std::vector<float> expected = by_hand(w, input, rows, pool.get());
    EXPECT_EQ(std::memcmp(output.data(), expected.data(), expected.size() * sizeof(float)), 0);
    EXPECT_EQ(output[rows * kOutputChannels], 7.0f) << "written past the output";
  }
}

INSTANTIATE_TEST_SUITE_P(DynamicQuantization, ConvertThenFourBitFullyConnected,
                         testing::Values(case_params{1, 0, 8}, case_params{4, 0, 0}, case_params{1, 32, 8},
                                         case_params{4, 64, 8}, case_params{4, 32, 0}),
                         [](const testing::TestParamInfo<case_params>& info) {
                           return std::string(info.param.block_size != 0 ? "qbint4_block" +
                                                                                std::to_string(info.param.block_size)
                                                                          : "qcint4") +
                                  "_zero_point" + std::to_string(info.param.zero_point) + "_" +
                                  std::to_string(info.param.threads) + "_threads";
                         });

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

TEST(DynamicQuantizationFourBit, blockwise_definition_refusals_name_the_rule) {
  const weights w = make_weights(32, 8, 3);
  test_graph g(1);
  const size_t dims[2] = {kOutputChannels, kInputChannels};
  uint32_t id = XNN_INVALID_VALUE_ID;
  auto define = [&](xnn_datatype datatype, int32_t zp, const uint16_t* scale, size_t num_dims, size_t channel_dim,
                    size_t block_size, xnn_datatype scale_type) {
    return refused([&] {
      return xnn_define_blockwise_quantized_tensor_value_v2(g.subgraph, datatype, zp, scale, num_dims, channel_dim,
                                                            block_size, dims, w.filter.data(), XNN_INVALID_VALUE_ID,
                                                            0, scale_type, &id);
    });
  };
  const uint16_t* s = w.block_scales.data();
  refusal r = define(xnn_datatype_qcint4, 8, s, 2, 0, 32, xnn_datatype_bf16);
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("expected qbint4"), std::string::npos) << r.log;
  r = define(xnn_datatype_qbint4, 8, s, 2, 0, 32, xnn_datatype_fp16);
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("scale_type"), std::string::npos) << r.log;
  r = define(xnn_datatype_qbint4, 8, s, 1, 0, 32, xnn_datatype_bf16);
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  EXPECT_NE(r.log.find("num_dims is 1"), std::string::npos) << r.log;
  r = define(xnn_datatype_qbint4, 8, s, 2, 2, 32, xnn_datatype_bf16);
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  EXPECT_NE(r.log.find("channel_dim is 2"), std::string::npos) << r.log;
  r = define(xnn_datatype_qbint4, 8, s, 2, 0, 0, xnn_datatype_bf16);
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  EXPECT_NE(r.log.find("block_size is 0"), std::string::npos) << r.log;
  r = define(xnn_datatype_qbint4, 16, s, 2, 0, 32, xnn_datatype_bf16);
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  EXPECT_NE(r.log.find("zero_point is 16"), std::string::npos) << r.log;
  std::vector<uint16_t> bad = w.block_scales;
  bad[7] = bf16_bits(-1.0f);
  r = define(xnn_datatype_qbint4, 8, bad.data(), 2, 0, 32, xnn_datatype_bf16);
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  EXPECT_NE(r.log.find("scale[7]"), std::string::npos) << r.log;
  EXPECT_EQ(define(xnn_datatype_qbint4, 8, s, 2, 0, 32, xnn_datatype_bf16).status, xnn_status_success);
}

TEST(DynamicQuantizationFourBit, fully_connected_refuses_blocks_that_do_not_fit_the_filter) {
  test_graph g(2);
  const size_t x_dims[2] = {4, kInputChannels};
  uint32_t q = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_dynamically_quantized_tensor_value(g.subgraph, xnn_datatype_qdint8, 2, 1, x_dims,
                                                          XNN_INVALID_VALUE_ID, 0, &q),
            xnn_status_success);
  const uint32_t y = g.output({4, kOutputChannels}, 1);
  const weights w = make_weights(32, 8, 4);
  const size_t dims[2] = {kOutputChannels, kInputChannels};
  uint32_t f = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_blockwise_quantized_tensor_value(g.subgraph, xnn_datatype_qbint4, 8, w.block_scales.data(), 2,
                                                        0, 48, dims, w.filter.data(), XNN_INVALID_VALUE_ID, 0, &f),
            xnn_status_success);
  refusal r = refused([&] { return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, q, f,
                                                              XNN_INVALID_VALUE_ID, y, 0); });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  EXPECT_NE(r.log.find("multiple of its block_size (48)"), std::string::npos) << r.log;
  uint32_t f2 = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_blockwise_quantized_tensor_value(g.subgraph, xnn_datatype_qbint4, 8, w.block_scales.data(), 2,
                                                        1, 32, dims, w.filter.data(), XNN_INVALID_VALUE_ID, 0, &f2),
            xnn_status_success);
  r = refused([&] { return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, q, f2, XNN_INVALID_VALUE_ID, y,
                                                      0); });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  EXPECT_NE(r.log.find("blocks along dimension 1; expected its output channels, dimension 0"), std::string::npos)
      << r.log;
}

}  // namespace
