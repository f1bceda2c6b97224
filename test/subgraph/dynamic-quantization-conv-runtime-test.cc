// Dynamically quantized convolution, deconvolution and batch matrix multiply nodes: a convert node fp32 -> qdint8
// (rows = images for the convolutions, rows of A for the batch matrix multiply) feeding a node with qcint8 weights
// gives the bytes of the two operators run by hand (the convert's parameters passed on), for every input size the
// runtime is reshaped to; and what the define functions refuse (other row counts, a qdint8 depthwise convolution, a
// dynamic qcint8 B), each with one sentence.
#include <cmath>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "log-capture.h"
#include "subgraph/subgraph-tester.h"

namespace {

constexpr size_t kChannels = 5, kFilters = 7, kKernel = 3;

std::vector<int8_t> random_int8(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<int8_t> v(n + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < n; i++) v[i] = int8_t(dist(rng));
  return v;
}

std::vector<float> scales(size_t n) {
  std::vector<float> s;
  for (size_t c = 0; c < n; c++) s.push_back(std::ldexp(1.0f + 0.05f * float(c), -7));
  return s;
}

uint32_t dynamic_value(xnn_subgraph_t s, const std::vector<size_t>& dims, size_t num_nonbatch_dims) {
  uint32_t id = XNN_INVALID_VALUE_ID;
  EXPECT_EQ(xnn_define_dynamically_quantized_tensor_value(s, xnn_datatype_qdint8, dims.size(), num_nonbatch_dims,
                                                          dims.data(), XNN_INVALID_VALUE_ID, 0, &id),
            xnn_status_success);
  return id;
}

uint32_t channelwise(xnn_subgraph_t s, const std::vector<size_t>& dims, size_t channel_dim, const float* scale,
                     const void* data) {
  uint32_t id = XNN_INVALID_VALUE_ID;
  EXPECT_EQ(xnn_define_channelwise_quantized_tensor_value(s, xnn_datatype_qcint8, scale, dims.size(), channel_dim,
                                                          dims.data(), data, XNN_INVALID_VALUE_ID, 0, &id),
            xnn_status_success);
  return id;
}

struct quantized {
  std::vector<int8_t> values;
  std::vector<xnn_quantization_params> params;
};

// The convert operator on `rows` rows of `channels` values.
quantized convert_by_hand(const std::vector<float>& input, size_t rows, size_t channels) {
  quantized q;
  q.values.resize(rows * channels + XNN_EXTRA_BYTES);
  q.params.resize(rows + XNN_EXTRA_QUANTIZATION_PARAMS);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_create_convert_nc_f32_qd8(0, &op), xnn_status_success);
  EXPECT_EQ(xnn_reshape_convert_nc_f32_qd8(op, rows, channels, channels, channels, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_setup_convert_nc_f32_qd8(op, input.data(), q.values.data(), nullptr, q.params.data()),
            xnn_status_success);
  EXPECT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
  xnn_delete_operator(op);
  return q;
}

// Images of different ranges, so each gets its own scale and zero point.
std::vector<float> spread_images(size_t images, size_t image_size, uint32_t seed) {
  std::vector<float> v = random_vector(images * image_size, seed);
  for (size_t i = 0; i < v.size(); i++) v[i] = v[i] * float(1 + i / image_size) + 0.3f * float(i / image_size);
  return v;
}

struct conv_weights {
  std::vector<int8_t> filter = random_int8(kFilters * kKernel * kKernel * kChannels, 3);
  std::vector<float> scale = scales(kFilters);
  std::vector<float> bias = random_vector(kFilters, 4);
};

// Input [N, H, W, C] -> convert (one row per image) -> convolution 3x3, padding 1 (or deconvolution 3x3, stride 2)
// -> output, against the operators by hand, at several batches and sizes.
void check_convolution_graph(bool transposed) {
  const conv_weights w;
  test_graph g(2);
  const uint32_t x = g.input({1, 4, 4, kChannels}, 0);
  const uint32_t q = dynamic_value(g.subgraph, {1, 4, 4, kChannels}, 3);
  const uint32_t f = channelwise(g.subgraph, {kFilters, kKernel, kKernel, kChannels}, 0, w.scale.data(),
                                 w.filter.data());
  const uint32_t b = g.value({kFilters}, w.bias.data());
  const size_t out_size = transposed ? 9 : 4;
  const uint32_t y = g.output({1, out_size, out_size, kFilters}, 1);
  ASSERT_EQ(xnn_define_convert(g.subgraph, x, q, 0), xnn_status_success);
  if (transposed) {
    ASSERT_EQ(xnn_define_deconvolution_2d(g.subgraph, 0, 0, 0, 0, 0, 0, kKernel, kKernel, 2, 2, 1, 1, 1, kChannels,
                                          kFilters, -INFINITY, INFINITY, q, f, b, y, 0),
              xnn_status_success);
  } else {
    ASSERT_EQ(xnn_define_convolution_2d(g.subgraph, 1, 1, 1, 1, kKernel, kKernel, 1, 1, 1, 1, 1, kChannels, kFilters,
                                        -2.0f, 2.0f, q, f, b, y, 0),
              xnn_status_success);
  }
  const runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  const struct {
    size_t batch, size;
  } shapes[] = {{1, 4}, {3, 5}, {2, 3}};
  for (const auto& s : shapes) {
    SCOPED_TRACE("batch " + std::to_string(s.batch) + ", size " + std::to_string(s.size));
    const size_t dims[4] = {s.batch, s.size, s.size, kChannels};
    ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 4, dims), xnn_status_success);
    ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
    const size_t image = s.size * s.size * kChannels;
    const std::vector<float> input = spread_images(s.batch, image, uint32_t(s.batch * 10 + s.size));
    const size_t out = transposed ? 2 * s.size + 1 : s.size;
    std::vector<float> output(s.batch * out * out * kFilters + 1, 7.0f);
    ASSERT_NO_FATAL_FAILURE(run(runtime.get(), {{0, const_cast<float*>(input.data())}, {1, output.data()}}));

    const quantized qi = convert_by_hand(input, s.batch, image);
    std::vector<float> expected(s.batch * out * out * kFilters);
    xnn_operator_t op = nullptr;
    size_t oh = 0, ow = 0;
    if (transposed) {
      ASSERT_EQ(xnn_create_deconvolution2d_nhwc_qd8_f32_qc8w(0, 0, 0, 0, kKernel, kKernel, 2, 2, 1, 1, 1, kChannels,
                                                             kFilters, kChannels, kFilters, w.scale.data(),
                                                             w.filter.data(), w.bias.data(), -INFINITY, INFINITY, 0,
                                                             nullptr, &op),
                xnn_status_success);
      ASSERT_EQ(xnn_reshape_deconvolution2d_nhwc_qd8_f32_qc8w(op, s.batch, s.size, s.size, 0, 0, &oh, &ow, nullptr),
                xnn_status_success);
      ASSERT_EQ(xnn_setup_deconvolution2d_nhwc_qd8_f32_qc8w(op, qi.values.data(), expected.data(), qi.params.data()),
                xnn_status_success);
    } else {
      ASSERT_EQ(xnn_create_convolution2d_nhwc_qd8_f32_qc8w(1, 1, 1, 1, kKernel, kKernel, 1, 1, 1, 1, 1, kChannels,
                                                           kFilters, kChannels, kFilters, w.scale.data(),
                                                           w.filter.data(), w.bias.data(), -2.0f, 2.0f, 0, nullptr,
                                                           &op),
                xnn_status_success);
      ASSERT_EQ(xnn_reshape_convolution2d_nhwc_qd8_f32_qc8w(op, s.batch, s.size, s.size, nullptr, &oh, &ow, nullptr),
                xnn_status_success);
      ASSERT_EQ(xnn_setup_convolution2d_nhwc_qd8_f32_qc8w(op, nullptr, qi.values.data(), expected.data(),
                                                          qi.params.data()),
                xnn_status_success);
    }
    ASSERT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
    xnn_delete_operator(op);
    ASSERT_EQ(oh, out);
    EXPECT_EQ(std::memcmp(output.data(), expected.data(), expected.size() * sizeof(float)), 0);
    EXPECT_EQ(output[expected.size()], 7.0f) << "written past the output";
  }
}

TEST(DynamicQuantizationConvolution, convert_then_convolution_gives_the_operators_bytes) {
  check_convolution_graph(false);
}

TEST(DynamicQuantizationConvolution, convert_then_deconvolution_gives_the_operators_bytes) {
  check_convolution_graph(true);
}

// A [2, M, K] -> convert (one row per row of A) -> batch matrix multiply by a static qcint8 B [2, K, N] (or
// [2, N, K] transposed) with scales along N -> [2, M, N].
void check_batch_matrix_multiply_graph(bool transpose_b) {
  constexpr size_t kK = 13, kN = 6;
  const std::vector<int8_t> data_b = random_int8(2 * kK * kN, 9);
  const std::vector<float> scale_b = scales(kN);
  test_graph g(2);
  const uint32_t x = g.input({2, 3, kK}, 0);
  const uint32_t q = dynamic_value(g.subgraph, {2, 3, kK}, 1);
  const uint32_t b = transpose_b ? channelwise(g.subgraph, {2, kN, kK}, 1, scale_b.data(), data_b.data())
                                 : channelwise(g.subgraph, {2, kK, kN}, 2, scale_b.data(), data_b.data());
  const uint32_t y = g.output({2, 3, kN}, 1);
  ASSERT_EQ(xnn_define_convert(g.subgraph, x, q, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_batch_matrix_multiply(g.subgraph, q, b, y, transpose_b ? XNN_FLAG_TRANSPOSE_B : 0),
            xnn_status_success);
  const runtime_ptr runtime = create_runtime(g);
  ASSERT_NE(runtime, nullptr);
  for (size_t m : {3u, 1u, 11u}) {
    SCOPED_TRACE("m " + std::to_string(m));
    const size_t dims[3] = {2, m, kK};
    ASSERT_EQ(xnn_reshape_external_value(runtime.get(), 0, 3, dims), xnn_status_success);
    ASSERT_EQ(xnn_reshape_runtime(runtime.get()), xnn_status_success);
    const std::vector<float> input = spread_images(2 * m, kK, uint32_t(m));
    std::vector<float> output(2 * m * kN + 1, 7.0f);
    ASSERT_NO_FATAL_FAILURE(run(runtime.get(), {{0, const_cast<float*>(input.data())}, {1, output.data()}}));

    const quantized qa = convert_by_hand(input, 2 * m, kK);
    std::vector<float> both_scales(scale_b);
    both_scales.insert(both_scales.end(), scale_b.begin(), scale_b.end());
    xnn_operator_t op = nullptr;
    ASSERT_EQ(xnn_create_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(
                  2, kK, kN, data_b.data(), both_scales.data(), transpose_b ? XNN_FLAG_TRANSPOSE_B : 0, &op),
              xnn_status_success);
    const size_t batch_dims[1] = {2};
    size_t workspace_size = 0;
    ASSERT_EQ(xnn_reshape_batch_matrix_multiply_nc_qd8_f32_qc8w_const_weights(op, 1, batch_dims, batch_dims, m, kK,
                                                                              kN, &workspace_size, nullptr),
              xnn_status_success);
    std::vector<float> expected(2 * m * kN);
    ASSERT_EQ(xnn_setup_batch_matrix_multiply_nc_qd8_f32_qc8w(op, nullptr, qa.values.data(), nullptr,
                                                              qa.params.data(), expected.data()),
              xnn_status_success);
    ASSERT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
    xnn_delete_operator(op);
    EXPECT_EQ(std::memcmp(output.data(), expected.data(), expected.size() * sizeof(float)), 0);
    EXPECT_EQ(output[expected.size()], 7.0f) << "written past the output";
  }
}

TEST(DynamicQuantizationBatchMatrixMultiply, convert_then_bmm_gives_the_operators_bytes) {
  check_batch_matrix_multiply_graph(false);
}

TEST(DynamicQuantizationBatchMatrixMultiply, transposed_b_gives_the_operators_bytes) {
  check_batch_matrix_multiply_graph(true);
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

TEST(DynamicQuantizationConvolutionDefine, rows_other_than_images_are_refused) {
  const conv_weights w;
  test_graph g(2);
  const uint32_t x = g.input({1, 4, 4, kChannels}, 0);
  const uint32_t q = dynamic_value(g.subgraph, {1, 4, 4, kChannels}, 1);
  ASSERT_EQ(xnn_define_convert(g.subgraph, x, q, 0), xnn_status_success);
  const uint32_t f = channelwise(g.subgraph, {kFilters, kKernel, kKernel, kChannels}, 0, w.scale.data(),
                                 w.filter.data());
  const uint32_t y = g.output({1, 4, 4, kFilters}, 1);
  const refusal r = refused([&] {
    return xnn_define_convolution_2d(g.subgraph, 1, 1, 1, 1, kKernel, kKernel, 1, 1, 1, 1, 1, kChannels, kFilters,
                                     -INFINITY, INFINITY, q, f, XNN_INVALID_VALUE_ID, y, 0);
  });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("num_nonbatch_dims 1; expected 3"), std::string::npos) << r.log;
}

TEST(DynamicQuantizationConvolutionDefine, a_depthwise_convolution_is_refused) {
  const std::vector<int8_t> filter = random_int8(kKernel * kKernel * kChannels, 2);
  const std::vector<float> scale = scales(kChannels);
  test_graph g(2);
  const uint32_t x = g.input({1, 4, 4, kChannels}, 0);
  const uint32_t q = dynamic_value(g.subgraph, {1, 4, 4, kChannels}, 3);
  ASSERT_EQ(xnn_define_convert(g.subgraph, x, q, 0), xnn_status_success);
  const uint32_t f = channelwise(g.subgraph, {1, kKernel, kKernel, kChannels}, 3, scale.data(), filter.data());
  const uint32_t y = g.output({1, 4, 4, kChannels}, 1);
  const refusal r = refused([&] {
    return xnn_define_depthwise_convolution_2d(g.subgraph, 1, 1, 1, 1, kKernel, kKernel, 1, 1, 1, 1, 1, kChannels,
                                               -INFINITY, INFINITY, q, f, XNN_INVALID_VALUE_ID, y, 0);
  });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("qdint8"), std::string::npos) << r.log;
}

TEST(DynamicQuantizationBatchMatrixMultiplyDefine, a_dynamic_b_is_refused) {
  test_graph g(3);
  const uint32_t x = g.input({2, 3, 4}, 0);
  const uint32_t q = dynamic_value(g.subgraph, {2, 3, 4}, 1);
  ASSERT_EQ(xnn_define_convert(g.subgraph, x, q, 0), xnn_status_success);
  const std::vector<float> scale = scales(5);
  const size_t dims[3] = {2, 4, 5};
  uint32_t b = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_channelwise_quantized_tensor_value(g.subgraph, xnn_datatype_qcint8, scale.data(), 3, 2, dims,
                                                          nullptr, 2, XNN_VALUE_FLAG_EXTERNAL_INPUT, &b),
            xnn_status_success);
  const uint32_t y = g.output({2, 3, 5}, 1);
  const refusal r = refused([&] { return xnn_define_batch_matrix_multiply(g.subgraph, q, b, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("not static"), std::string::npos) << r.log;
}

}  // namespace
