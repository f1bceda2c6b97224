// Quantized subgraphs: convolution, depthwise convolution, deconvolution, fully connected and add nodes on qint8
// values, and convolution, depthwise convolution, deconvolution and fully connected nodes on quint8 values, give the
// bytes of the operators they run (whose own tests compare them with integer references), with the node's clamp
// quantized as XNNPACK quantizes it and a one-scale filter run as that scale in every channel; 8-bit values move
// through reshape, transpose, slice, pad, concatenate and split unchanged; and what the quantized nodes refuse at
// define (scales along the wrong filter dimension, a requantizing data move, a unary operator other than convert
// changing the datatype, bitwise and shift binary ones), each with one sentence (the other binary operators:
// quantized-binary-runtime-test.cc). Unary operators
// on 8-bit values apply their tables (a clamp too, after an add of another quantization).
#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

#include "log-capture.h"
#include "operators/quantized-unary-reference.h"
#include "subgraph/subgraph-tester.h"

namespace {

std::vector<int8_t> random_int8(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<int8_t> v(n + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < n; i++) v[i] = int8_t(dist(rng));
  return v;
}

uint32_t q8(xnn_subgraph_t s, const std::vector<size_t>& dims, int32_t zero_point, float scale,
            const void* data = nullptr, uint32_t external_id = XNN_INVALID_VALUE_ID, uint32_t flags = 0,
            xnn_datatype datatype = xnn_datatype_qint8) {
  uint32_t id = XNN_INVALID_VALUE_ID;
  EXPECT_EQ(xnn_define_quantized_tensor_value(s, datatype, zero_point, scale, dims.size(), dims.data(), data,
                                              external_id, flags, &id),
            xnn_status_success);
  return id;
}

uint32_t channelwise(xnn_subgraph_t s, xnn_datatype datatype, const std::vector<size_t>& dims, size_t channel_dim,
                     const float* scales, const void* data) {
  uint32_t id = XNN_INVALID_VALUE_ID;
  EXPECT_EQ(xnn_define_channelwise_quantized_tensor_value(s, datatype, scales, dims.size(), channel_dim, dims.data(),
                                                          data, XNN_INVALID_VALUE_ID, 0, &id),
            xnn_status_success);
  return id;
}

// The quantized clamp bound of a float bound, as the runtime computes it.
int8_t bound(float value, float scale, int32_t zero_point) {
  const float q = value / scale + float(zero_point);
  return !(q > -128.0f) ? -128 : !(q < 127.0f) ? 127 : int8_t(std::lrintf(q));
}

struct conv_weights {
  std::vector<int8_t> filter;
  std::vector<int32_t> bias;
  std::vector<float> filter_scales, bias_scales;
};

conv_weights make_weights(size_t channels, size_t filter_elements, float input_scale) {
  conv_weights w;
  w.filter = random_int8(filter_elements, 3);
  w.bias.resize(channels);
  w.filter_scales.resize(channels);
  w.bias_scales.resize(channels);
  for (size_t c = 0; c < channels; c++) {
    w.bias[c] = int32_t(c * 37) - 200;
    w.filter_scales[c] = 0x1.0p-8f * float(1 + c % 5);
    w.bias_scales[c] = input_scale * w.filter_scales[c];
  }
  return w;
}

// A 3x3 convolution (or depthwise convolution) node on [1, 6, 5, C] qint8 against the operator with the same
// arguments: qs8_qc8w for a channelwise filter, qs8 for a one-scale (qint8) filter with a qint32 bias.
void check_convolution(bool depthwise, bool one_scale = false) {
  const size_t in_c = 6, out_c = depthwise ? 6 : 10, h = 6, w = 5;
  const float input_scale = 0.05f, output_scale = 0.4f;
  const int32_t input_zp = 4, output_zp = -7;
  const float out_min = -1.5f, out_max = 2.0f;
  const size_t filter_elements = depthwise ? 9 * out_c : out_c * 9 * in_c;
  conv_weights cw = make_weights(out_c, filter_elements, input_scale);
  if (one_scale) {
    std::fill(cw.filter_scales.begin(), cw.filter_scales.end(), cw.filter_scales[0]);
    std::fill(cw.bias_scales.begin(), cw.bias_scales.end(), cw.bias_scales[0]);
  }
  const std::vector<int8_t> input = random_int8(h * w * in_c, 5);

  test_graph g(2);
  const uint32_t x = q8(g.subgraph, {1, h, w, in_c}, input_zp, input_scale, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const std::vector<size_t> filter_dims = depthwise ? std::vector<size_t>{1, 3, 3, out_c}
                                                    : std::vector<size_t>{out_c, 3, 3, in_c};
  const uint32_t filter = one_scale ? q8(g.subgraph, filter_dims, 0, cw.filter_scales[0], cw.filter.data())
                                    : channelwise(g.subgraph, xnn_datatype_qcint8, filter_dims, depthwise ? 3 : 0,
                                                  cw.filter_scales.data(), cw.filter.data());
  const uint32_t bias =
      one_scale ? q8(g.subgraph, {out_c}, 0, cw.bias_scales[0], cw.bias.data(), XNN_INVALID_VALUE_ID, 0,
                     xnn_datatype_qint32)
                : channelwise(g.subgraph, xnn_datatype_qcint32, {out_c}, 0, cw.bias_scales.data(), cw.bias.data());
  const uint32_t y = q8(g.subgraph, {1, h, w, out_c}, output_zp, output_scale, nullptr, 1,
                        XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  if (depthwise) {
    ASSERT_EQ(xnn_define_depthwise_convolution_2d(g.subgraph, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, in_c, out_min,
                                                  out_max, x, filter, bias, y, 0),
              xnn_status_success);
  } else {
    ASSERT_EQ(xnn_define_convolution_2d(g.subgraph, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, in_c, out_c, out_min, out_max, x,
                                        filter, bias, y, 0),
              xnn_status_success);
  }
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<int8_t> got(h * w * out_c + XNN_EXTRA_BYTES);
  run(rt.get(), {{0, const_cast<int8_t*>(input.data())}, {1, got.data()}});

  xnn_operator_t op = nullptr;
  const uint32_t groups = depthwise ? in_c : 1;
  const size_t group_in = depthwise ? 1 : in_c, group_out = depthwise ? 1 : out_c;
  const int8_t min = bound(out_min, output_scale, output_zp), max = bound(out_max, output_scale, output_zp);
  const uint32_t flags = depthwise ? XNN_FLAG_DEPTHWISE_CONVOLUTION : 0;
  std::vector<int8_t> expected(h * w * out_c);
  if (one_scale) {
    ASSERT_EQ(xnn_create_convolution2d_nhwc_qs8(1, 1, 1, 1, 3, 3, 1, 1, 1, 1, groups, group_in, group_out, in_c,
                                                out_c, input_zp, input_scale, cw.filter_scales[0], cw.filter.data(),
                                                cw.bias.data(), output_zp, output_scale, min, max, flags, nullptr,
                                                &op),
              xnn_status_success);
    ASSERT_EQ(xnn_reshape_convolution2d_nhwc_qs8(op, 1, h, w, nullptr, nullptr, nullptr, nullptr), xnn_status_success);
    ASSERT_EQ(xnn_setup_convolution2d_nhwc_qs8(op, nullptr, input.data(), expected.data()), xnn_status_success);
  } else {
    ASSERT_EQ(xnn_create_convolution2d_nhwc_qs8_qc8w(1, 1, 1, 1, 3, 3, 1, 1, 1, 1, groups, group_in, group_out, in_c,
                                                     out_c, input_zp, input_scale, cw.filter_scales.data(),
                                                     cw.filter.data(), cw.bias.data(), output_zp, output_scale, min,
                                                     max, flags, nullptr, &op),
              xnn_status_success);
    ASSERT_EQ(xnn_reshape_convolution2d_nhwc_qs8_qc8w(op, 1, h, w, nullptr, nullptr, nullptr, nullptr),
              xnn_status_success);
    ASSERT_EQ(xnn_setup_convolution2d_nhwc_qs8_qc8w(op, nullptr, input.data(), expected.data()), xnn_status_success);
  }
  ASSERT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
  xnn_delete_operator(op);
  EXPECT_EQ(std::memcmp(got.data(), expected.data(), expected.size()), 0);
}

TEST(QuantizedRuntime, convolution_matches_its_operator) { check_convolution(false); }
TEST(QuantizedRuntime, depthwise_convolution_matches_its_operator) { check_convolution(true); }
TEST(QuantizedRuntime, convolution_with_a_one_scale_filter_matches_the_qs8_operator) { check_convolution(false, true); }
TEST(QuantizedRuntime, depthwise_convolution_with_a_one_scale_filter_matches_the_qs8_operator) {
  check_convolution(true, true);
}

// A one-scale (qint8) filter and a qint32 bias, the last layer of XNNPACK's QS8 MobileNet v2: the node runs the
// per-tensor qs8 operator.
TEST(QuantizedRuntime, fully_connected_with_a_one_scale_filter_matches_its_operator) {
  const size_t batch = 3, in_c = 20, out_c = 7;
  const float input_scale = 0.1f, filter_scale = 0.02f, output_scale = 0.3f;
  const std::vector<int8_t> filter = random_int8(out_c * in_c, 9);
  std::vector<int32_t> bias(out_c);
  for (size_t c = 0; c < out_c; c++) bias[c] = int32_t(c) * 50 - 100;
  const std::vector<int8_t> input = random_int8(batch * in_c, 10);
  test_graph g(2);
  const uint32_t x = q8(g.subgraph, {batch, in_c}, -2, input_scale, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t f = q8(g.subgraph, {out_c, in_c}, 0, filter_scale, filter.data());
  const uint32_t b = q8(g.subgraph, {out_c}, 0, input_scale * filter_scale, bias.data(), XNN_INVALID_VALUE_ID, 0,
                        xnn_datatype_qint32);
  const uint32_t y = q8(g.subgraph, {batch, out_c}, 6, output_scale, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  ASSERT_EQ(xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, f, b, y, 0), xnn_status_success);
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<int8_t> got(batch * out_c + XNN_EXTRA_BYTES);
  run(rt.get(), {{0, const_cast<int8_t*>(input.data())}, {1, got.data()}});

  xnn_operator_t op = nullptr;
  ASSERT_EQ(xnn_create_fully_connected_nc_qs8(in_c, out_c, in_c, out_c, -2, input_scale, filter_scale, filter.data(),
                                              bias.data(), 6, output_scale, -128, 127, 0, nullptr, &op),
            xnn_status_success);
  std::vector<int8_t> expected(batch * out_c);
  ASSERT_EQ(xnn_reshape_fully_connected_nc_qs8(op, batch, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_fully_connected_nc_qs8(op, input.data(), expected.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
  xnn_delete_operator(op);
  EXPECT_EQ(std::memcmp(got.data(), expected.data(), expected.size()), 0);
}

// A batch matrix multiply node on qint8 values ([2, 3, 6] x [1, 6, 5], B broadcast; B constant or an external
// input, transposed or not) gives the bytes of the qs8 operator at scale a_scale * b_scale / output_scale.
void check_batch_matrix_multiply(bool static_b, bool transpose_b) {
  const size_t m = 3, k = 6, n = 5;
  const float a_scale = 0.1f, b_scale = 0.05f, output_scale = 0.2f;
  const std::vector<int8_t> a = random_int8(2 * m * k, 21);
  const std::vector<int8_t> b = random_int8(k * n, 22);
  const uint32_t flags = transpose_b ? XNN_FLAG_TRANSPOSE_B : 0;
  const std::vector<size_t> b_dims = transpose_b ? std::vector<size_t>{1, n, k} : std::vector<size_t>{1, k, n};
  test_graph g(3);
  const uint32_t x = q8(g.subgraph, {2, m, k}, 4, a_scale, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t w = static_b ? q8(g.subgraph, b_dims, 0, b_scale, b.data())
                              : q8(g.subgraph, b_dims, 0, b_scale, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t y = q8(g.subgraph, {2, m, n}, -3, output_scale, nullptr, 2, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  ASSERT_EQ(xnn_define_batch_matrix_multiply(g.subgraph, x, w, y, flags), xnn_status_success);
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<int8_t> got(2 * m * n + XNN_EXTRA_BYTES);
  if (static_b) {
    run(rt.get(), {{0, const_cast<int8_t*>(a.data())}, {2, got.data()}});
  } else {
    run(rt.get(), {{0, const_cast<int8_t*>(a.data())}, {1, const_cast<int8_t*>(b.data())}, {2, got.data()}});
  }

  const float scale = a_scale * b_scale / output_scale;
  xnn_operator_t op = nullptr;
  ASSERT_EQ(xnn_create_batch_matrix_multiply_nc_qs8(4, -3, -128, 127, &scale, flags, &op), xnn_status_success);
  const size_t dims_a[1] = {2}, dims_b[1] = {1};
  size_t workspace_size = 0;
  ASSERT_EQ(xnn_reshape_batch_matrix_multiply_nc_qs8(op, 1, dims_a, dims_b, m, k, n, &workspace_size, nullptr),
            xnn_status_success);
  std::vector<int32_t> workspace(workspace_size / sizeof(int32_t) + 1);
  std::vector<int8_t> expected(2 * m * n);
  ASSERT_EQ(xnn_setup_batch_matrix_multiply_nc_qs8(op, workspace.data(), a.data(), b.data(), expected.data()),
            xnn_status_success);
  ASSERT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
  xnn_delete_operator(op);
  EXPECT_EQ(std::memcmp(got.data(), expected.data(), expected.size()), 0);
}

TEST(QuantizedRuntime, batch_matrix_multiply_with_a_constant_b_matches_the_qs8_operator) {
  check_batch_matrix_multiply(true, false);
}
TEST(QuantizedRuntime, batch_matrix_multiply_with_a_constant_transposed_b_matches_the_qs8_operator) {
  check_batch_matrix_multiply(true, true);
}
TEST(QuantizedRuntime, batch_matrix_multiply_with_a_dynamic_b_matches_the_qs8_operator) {
  check_batch_matrix_multiply(false, false);
}
TEST(QuantizedRuntime, batch_matrix_multiply_with_a_dynamic_transposed_b_matches_the_qs8_operator) {
  check_batch_matrix_multiply(false, true);
}

TEST(QuantizedRuntime, batch_matrix_multiply_refuses_a_b_zero_point_other_than_0) {
  test_graph g(3);
  const uint32_t x = q8(g.subgraph, {2, 3, 4}, 0, 0.1f, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t w = q8(g.subgraph, {2, 4, 5}, 1, 0.1f, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t y = q8(g.subgraph, {2, 3, 5}, 0, 0.1f, nullptr, 2, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  EXPECT_EQ(xnn_define_batch_matrix_multiply(g.subgraph, x, w, y, 0), xnn_status_unsupported_parameter);
}

std::vector<uint8_t> random_uint8(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> dist(0, 255);
  std::vector<uint8_t> v(n + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < n; i++) v[i] = uint8_t(dist(rng));
  return v;
}

// The quantized quint8 clamp bound of a float bound, as the runtime computes it.
uint8_t bound_u8(float value, float scale, int32_t zero_point) {
  const float q = value / scale + float(zero_point);
  return !(q > 0.0f) ? 0 : !(q < 255.0f) ? 255 : uint8_t(std::lrintf(q));
}

// A 3x3 convolution, depthwise convolution or fully connected node on quint8 values, with a quint8 filter of one
// zero point and scale, a qint32 bias and an output range, against the qu8 operator with the same arguments.
enum class qu8_node { convolution, depthwise_convolution, fully_connected };

void check_qu8(qu8_node kind) {
  const bool depthwise = kind == qu8_node::depthwise_convolution, fc = kind == qu8_node::fully_connected;
  const size_t in_c = 6, out_c = depthwise ? 6 : 10, h = 6, w = 5;
  const float input_scale = 0.05f, filter_scale = 0.01f, output_scale = 0.2f;
  const int32_t input_zp = 130, filter_zp = 120, output_zp = 100;
  const float out_min = -15.0f, out_max = 20.0f;
  const size_t filter_elements = fc ? out_c * in_c : depthwise ? 9 * out_c : out_c * 9 * in_c;
  const std::vector<uint8_t> filter = random_uint8(filter_elements, 3);
  std::vector<int32_t> bias(out_c);
  for (size_t c = 0; c < out_c; c++) bias[c] = int32_t(c * 37) - 200;
  const std::vector<uint8_t> input = random_uint8(h * w * in_c, 5);

  test_graph g(2);
  const xnn_datatype u8 = xnn_datatype_quint8;
  const std::vector<size_t> input_dims = fc ? std::vector<size_t>{h * w, in_c} : std::vector<size_t>{1, h, w, in_c};
  const std::vector<size_t> output_dims = fc ? std::vector<size_t>{h * w, out_c} : std::vector<size_t>{1, h, w, out_c};
  const std::vector<size_t> filter_dims = fc          ? std::vector<size_t>{out_c, in_c}
                                          : depthwise ? std::vector<size_t>{1, 3, 3, out_c}
                                                      : std::vector<size_t>{out_c, 3, 3, in_c};
  const uint32_t x = q8(g.subgraph, input_dims, input_zp, input_scale, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT, u8);
  const uint32_t f = q8(g.subgraph, filter_dims, filter_zp, filter_scale, filter.data(), XNN_INVALID_VALUE_ID, 0, u8);
  const uint32_t b = q8(g.subgraph, {out_c}, 0, input_scale * filter_scale, bias.data(), XNN_INVALID_VALUE_ID, 0,
                        xnn_datatype_qint32);
  const uint32_t y = q8(g.subgraph, output_dims, output_zp, output_scale, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT,
                        u8);
  if (fc) {
    ASSERT_EQ(xnn_define_fully_connected(g.subgraph, out_min, out_max, x, f, b, y, 0), xnn_status_success);
  } else if (depthwise) {
    ASSERT_EQ(xnn_define_depthwise_convolution_2d(g.subgraph, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, in_c, out_min,
                                                  out_max, x, f, b, y, 0),
              xnn_status_success);
  } else {
    ASSERT_EQ(xnn_define_convolution_2d(g.subgraph, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, in_c, out_c, out_min, out_max, x,
                                        f, b, y, 0),
              xnn_status_success);
  }
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<uint8_t> got(h * w * out_c + XNN_EXTRA_BYTES);
  run(rt.get(), {{0, const_cast<uint8_t*>(input.data())}, {1, got.data()}});

  xnn_operator_t op = nullptr;
  const uint8_t min = bound_u8(out_min, output_scale, output_zp), max = bound_u8(out_max, output_scale, output_zp);
  ASSERT_LT(0, min);  // the range clamps at both ends
  ASSERT_LT(max, 255);
  std::vector<uint8_t> expected(h * w * out_c);
  if (fc) {
    ASSERT_EQ(xnn_create_fully_connected_nc_qu8(in_c, out_c, in_c, out_c, input_zp, input_scale, filter_zp,
                                                filter_scale, filter.data(), bias.data(), output_zp, output_scale, min,
                                                max, 0, nullptr, &op),
              xnn_status_success);
    ASSERT_EQ(xnn_reshape_fully_connected_nc_qu8(op, h * w, nullptr), xnn_status_success);
    ASSERT_EQ(xnn_setup_fully_connected_nc_qu8(op, input.data(), expected.data()), xnn_status_success);
  } else {
    const uint32_t groups = depthwise ? in_c : 1;
    const size_t group_in = depthwise ? 1 : in_c, group_out = depthwise ? 1 : out_c;
    ASSERT_EQ(xnn_create_convolution2d_nhwc_qu8(1, 1, 1, 1, 3, 3, 1, 1, 1, 1, groups, group_in, group_out, in_c, out_c,
                                                input_zp, input_scale, filter_zp, filter_scale, filter.data(),
                                                bias.data(), output_zp, output_scale, min, max,
                                                depthwise ? XNN_FLAG_DEPTHWISE_CONVOLUTION : 0, nullptr, &op),
              xnn_status_success);
    ASSERT_EQ(xnn_reshape_convolution2d_nhwc_qu8(op, 1, h, w, nullptr, nullptr, nullptr, nullptr), xnn_status_success);
    ASSERT_EQ(xnn_setup_convolution2d_nhwc_qu8(op, nullptr, input.data(), expected.data()), xnn_status_success);
  }
  ASSERT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
  xnn_delete_operator(op);
  EXPECT_EQ(std::memcmp(got.data(), expected.data(), expected.size()), 0);
}

TEST(QuantizedRuntime, quint8_convolution_matches_the_qu8_operator) { check_qu8(qu8_node::convolution); }
TEST(QuantizedRuntime, quint8_depthwise_convolution_matches_the_qu8_operator) {
  check_qu8(qu8_node::depthwise_convolution);
}
TEST(QuantizedRuntime, quint8_fully_connected_matches_the_qu8_operator) { check_qu8(qu8_node::fully_connected); }

// A residual add of two qint8 tensors with different quantization, one broadcast, with or without an output range:
// the node gives its operator's bytes, clamped to the range quantized as the output is.
void check_add(const xnn_binary_params* params) {
  const std::vector<int8_t> a = random_int8(2 * 3 * 8, 21), b = random_int8(8, 22);
  test_graph g(3);
  const uint32_t x = q8(g.subgraph, {2, 3, 8}, 3, 0.05f, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t w = q8(g.subgraph, {8}, -4, 0.08f, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t y = q8(g.subgraph, {2, 3, 8}, 1, 0.1f, nullptr, 2, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  ASSERT_EQ(xnn_define_binary(g.subgraph, xnn_binary_add, params, x, w, y, 0), xnn_status_success);
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<int8_t> got(48 + XNN_EXTRA_BYTES);
  run(rt.get(), {{0, const_cast<int8_t*>(a.data())}, {1, const_cast<int8_t*>(b.data())}, {2, got.data()}});

  const xnn_quantization_params qa = {3, 0.05f}, qb = {-4, 0.08f}, qy = {1, 0.1f};
  xnn_operator_t op = nullptr;
  ASSERT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_qint8, &qa, &qb, &qy, 0, &op),
            xnn_status_success);
  const size_t a_shape[3] = {2, 3, 8}, b_shape[1] = {8};
  std::vector<int8_t> expected(48);
  ASSERT_EQ(xnn_reshape_binary_elementwise_nd(op, 3, a_shape, 1, b_shape, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_binary_elementwise_nd(op, a.data(), b.data(), expected.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
  xnn_delete_operator(op);
  if (params != nullptr) {
    // Requantization clamps before it rounds, which equals clamping its output (the bounds are integers).
    const int8_t lo = bound(float(params->output_min), 0.1f, 1), hi = bound(float(params->output_max), 0.1f, 1);
    for (int8_t& e : expected) e = std::min(std::max(e, lo), hi);
  }
  EXPECT_EQ(std::memcmp(got.data(), expected.data(), expected.size()), 0);
}

TEST(QuantizedRuntime, add_matches_its_operator) { check_add(nullptr); }

TEST(QuantizedRuntime, add_with_an_output_range_clamps_in_the_quantized_domain) {
  const xnn_binary_params relu_2 = {0.0, 2.0};
  check_add(&relu_2);
  const xnn_binary_params int8_limits = {-128.0, 127.0};  // as XNNPACK's QS8MobileNetV2 passes: clamps nothing
  check_add(&int8_limits);
}

// Max pooling 3x3 stride 2 (keeping the input's quantization) then global average pooling to [1, C] on qint8: the
// nodes give their operators' bytes.
TEST(QuantizedRuntime, max_and_global_average_pooling_match_their_operators) {
  const size_t h = 9, w = 8, c = 19;
  const std::vector<int8_t> input = random_int8(h * w * c, 31);
  test_graph g(2);
  const uint32_t x = q8(g.subgraph, {1, h, w, c}, 2, 0.1f, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t m = q8(g.subgraph, {1, 4, 4, c}, 2, 0.1f);
  const uint32_t y = q8(g.subgraph, {1, c}, -5, 0.05f, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  ASSERT_EQ(xnn_define_max_pooling_2d(g.subgraph, 0, 0, 0, 0, 3, 3, 2, 2, 1, 1, -INFINITY, INFINITY, x, m, 0),
            xnn_status_success);
  ASSERT_EQ(xnn_define_global_average_pooling_2d(g.subgraph, -INFINITY, INFINITY, m, y, 0), xnn_status_success);
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<int8_t> got(c + XNN_EXTRA_BYTES);
  run(rt.get(), {{0, const_cast<int8_t*>(input.data())}, {1, got.data()}});

  xnn_operator_t pool = nullptr, mean = nullptr;
  ASSERT_EQ(xnn_create_max_pooling2d_nhwc_s8(0, 0, 0, 0, 3, 3, 2, 2, 1, 1, -128, 127, 0, &pool), xnn_status_success);
  ASSERT_EQ(xnn_create_global_average_pooling_nwc_qs8(2, 0.1f, -5, 0.05f, -128, 127, 0, &mean), xnn_status_success);
  std::vector<int8_t> pooled(4 * 4 * c + XNN_EXTRA_BYTES), expected(c);
  size_t oh = 0, ow = 0, workspace = 0;
  ASSERT_EQ(xnn_reshape_max_pooling2d_nhwc_s8(pool, 1, h, w, c, c, c, &oh, &ow, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_max_pooling2d_nhwc_s8(pool, input.data(), pooled.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(pool, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_reshape_global_average_pooling_nwc_qs8(mean, 1, oh * ow, c, c, c, &workspace, nullptr, nullptr),
            xnn_status_success);
  std::vector<char> scratch(workspace + 64);
  ASSERT_EQ(xnn_setup_global_average_pooling_nwc_qs8(mean, scratch.data(), pooled.data(), expected.data()),
            xnn_status_success);
  ASSERT_EQ(xnn_run_operator(mean, nullptr), xnn_status_success);
  xnn_delete_operator(pool);
  xnn_delete_operator(mean);
  EXPECT_EQ(std::memcmp(got.data(), expected.data(), c), 0);
}

// [2, 3, 4] qint8 -> transpose (2, 0, 1) -> pad 1 before dimension 2 with 0.5 -> slice -> reshape -> concatenate
// with itself -> split in two -> copy: the bytes move as the shapes say and the pad value is quantized.
TEST(QuantizedRuntime, data_movement_moves_8bit_values_unchanged) {
  const float scale = 0.25f;
  const int32_t zp = -10;
  std::vector<int8_t> input(24 + XNN_EXTRA_BYTES);
  std::iota(input.begin(), input.begin() + 24, int8_t(-12));
  test_graph g(2);
  xnn_subgraph_t s = g.subgraph;
  const uint32_t x = q8(s, {2, 3, 4}, zp, scale, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t t = q8(s, {4, 2, 3}, zp, scale), p = q8(s, {4, 2, 4}, zp, scale), sl = q8(s, {2, 2, 4}, zp, scale);
  const uint32_t r = q8(s, {4, 4}, zp, scale), c = q8(s, {8, 4}, zp, scale);
  const uint32_t h0 = q8(s, {4, 4}, zp, scale), h1 = q8(s, {4, 4}, zp, scale);
  const uint32_t y = q8(s, {4, 4}, zp, scale, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  const size_t perm[3] = {2, 0, 1}, pre[3] = {0, 0, 1}, post[3] = {0, 0, 0};
  const size_t offsets[3] = {1, 0, 0}, sizes[3] = {2, 2, 4}, shape[2] = {4, 4};
  ASSERT_EQ(xnn_define_static_transpose(s, 3, perm, x, t, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_static_constant_pad(s, pre, post, 0.5f, t, p, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_static_slice(s, 3, offsets, sizes, p, sl, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_static_reshape(s, 2, shape, sl, r, 0), xnn_status_success);
  const uint32_t both[2] = {r, r};
  ASSERT_EQ(xnn_define_concatenate(s, 0, 2, both, c, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_even_split2(s, 0, c, h0, h1, 0), xnn_status_success);
  ASSERT_EQ(xnn_define_copy(s, h1, y, 0), xnn_status_success);
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<int8_t> got(16 + XNN_EXTRA_BYTES);
  run(rt.get(), {{0, input.data()}, {1, got.data()}});
  // Element (a, b, d) of the padded [4, 2, 4] tensor: d = 0 is the pad value 0.5 / 0.25 + zp = -8; otherwise input
  // element (b, d - 1, a). The slice keeps a = 1, 2; the second half of the concatenation is the same 16 values.
  for (size_t a = 1; a < 3; a++) {
    for (size_t b = 0; b < 2; b++) {
      for (size_t d = 0; d < 4; d++) {
        const int8_t expected = d == 0 ? int8_t(-8) : input[(b * 3 + (d - 1)) * 4 + a];
        EXPECT_EQ(got[((a - 1) * 2 + b) * 4 + d], expected) << a << " " << b << " " << d;
      }
    }
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

// XNNPACK adds the int32 bias in units of input scale x filter scale whatever scale it declares (its QS8MobileNetV2
// declares others): such a bias is accepted (with a warning at XNN_LOG_LEVEL=warning).
TEST(QuantizedDefine, a_bias_on_another_scale_is_accepted_with_a_warning) {
  test_graph g(2);
  const std::vector<int8_t> filter(12);
  const std::vector<int32_t> bias(3);
  const uint32_t x = q8(g.subgraph, {1, 4}, 0, 0.5f, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t f = q8(g.subgraph, {3, 4}, 0, 0.25f, filter.data());
  const uint32_t b = q8(g.subgraph, {3}, 0, 0.5f, bias.data(), XNN_INVALID_VALUE_ID, 0, xnn_datatype_qint32);
  const uint32_t y = q8(g.subgraph, {1, 3}, 0, 1.0f, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  const refusal r = refused([&] { return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, f, b, y, 0); });
  EXPECT_EQ(r.status, xnn_status_success) << r.log;
}

TEST(QuantizedDefine, filter_scales_along_the_input_channels_are_refused) {
  test_graph g(2);
  const std::vector<int8_t> filter(12);
  const float scales[4] = {0.5f, 0.5f, 0.5f, 0.5f};
  const uint32_t x = q8(g.subgraph, {1, 4}, 0, 0.5f, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t f = channelwise(g.subgraph, xnn_datatype_qcint8, {3, 4}, 1, scales, filter.data());
  const uint32_t y = q8(g.subgraph, {1, 3}, 0, 1.0f, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  const refusal r = refused([&] {
    return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, f, XNN_INVALID_VALUE_ID, y, 0);
  });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  EXPECT_NE(r.log.find("scales along dimension 1; expected its output channels, dimension 0"), std::string::npos)
      << r.log;
}

// XNNPACK pairs a qcint8 filter with a qcint32 bias only (and a qint8 filter with a qint32 bias).
TEST(QuantizedDefine, a_channelwise_filter_with_a_per_tensor_bias_is_refused) {
  test_graph g(2);
  const std::vector<int8_t> filter(12);
  const std::vector<int32_t> bias(3);
  const float scales[3] = {0.25f, 0.25f, 0.25f};
  const uint32_t x = q8(g.subgraph, {1, 4}, 0, 0.5f, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t f = channelwise(g.subgraph, xnn_datatype_qcint8, {3, 4}, 0, scales, filter.data());
  const uint32_t b = q8(g.subgraph, {3}, 0, 0.125f, bias.data(), XNN_INVALID_VALUE_ID, 0, xnn_datatype_qint32);
  const uint32_t y = q8(g.subgraph, {1, 3}, 0, 1.0f, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  const refusal r = refused([&] { return xnn_define_fully_connected(g.subgraph, -INFINITY, INFINITY, x, f, b, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter) << r.log;
  EXPECT_NE(r.log.find("filter qcint8, bias qint32"), std::string::npos) << r.log;
}

// A deconvolution filter is [output channels, kh, kw, input channels]: its scales belong along dimension 0.
TEST(QuantizedDefine, deconvolution_filter_scales_along_the_input_channels_are_refused) {
  test_graph g(2);
  const std::vector<int8_t> filter(3 * 2 * 2 * 4);
  const float scales[4] = {0.5f, 0.5f, 0.5f, 0.5f};
  const uint32_t x = q8(g.subgraph, {1, 2, 2, 4}, 0, 0.5f, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t f = channelwise(g.subgraph, xnn_datatype_qcint8, {3, 2, 2, 4}, 3, scales, filter.data());
  const uint32_t y = q8(g.subgraph, {1, 4, 4, 3}, 0, 1.0f, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  const refusal r = refused([&] {
    return xnn_define_deconvolution_2d(g.subgraph, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 4, 3, -INFINITY, INFINITY, x,
                                       f, XNN_INVALID_VALUE_ID, y, 0);
  });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  EXPECT_NE(r.log.find("scales along dimension 3; expected its output channels, dimension 0"), std::string::npos)
      << r.log;
}

TEST(QuantizedDefine, a_data_move_that_would_requantize_is_refused) {
  test_graph g(2);
  const uint32_t x = q8(g.subgraph, {2, 3}, 1, 0.5f, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t y = q8(g.subgraph, {2, 3}, 2, 0.5f, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  const refusal r = refused([&] { return xnn_define_copy(g.subgraph, x, y, 0); });
  EXPECT_EQ(r.status, xnn_status_invalid_parameter);
  EXPECT_NE(r.log.find("cannot requantize"), std::string::npos) << r.log;
}

TEST(QuantizedDefine, bitwise_binary_operators_take_int32_only) {
  test_graph g(3);
  const uint32_t a = q8(g.subgraph, {2, 3}, 0, 0.5f, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t b = q8(g.subgraph, {2, 3}, 0, 0.5f, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t y = q8(g.subgraph, {2, 3}, 0, 0.5f, nullptr, 2, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  const refusal r = refused([&] { return xnn_define_binary(g.subgraph, xnn_binary_bitwise_or, nullptr, a, b, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("operator bitwise_or on qint8 values is not supported; it takes int32"), std::string::npos)
      << r.log;
}

TEST(QuantizedDefine, unary_operators_other_than_convert_keep_the_datatype) {
  test_graph g(2);
  const uint32_t x = q8(g.subgraph, {2, 3}, 0, 0.5f, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t y = g.output({2, 3}, 1);
  const refusal r = refused([&] { return xnn_define_unary(g.subgraph, xnn_unary_sigmoid, nullptr, x, y, 0); });
  EXPECT_EQ(r.status, xnn_status_unsupported_parameter);
  EXPECT_NE(r.log.find("operator sigmoid from qint8 to fp32 is not supported; only convert changes the datatype"),
            std::string::npos)
      << r.log;
}

// Every unary operator on qint8 -> qint8 and quint8 -> quint8 (each side with its own quantization): the node's
// output is the reference table (test/operators/quantized-unary-reference.h) applied to every input byte.
TEST(QuantizedRuntime, unary_operators_apply_their_tables) {
  std::vector<uint8_t> input(256 + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < 256; i++) input[i] = uint8_t(i);
  for (const quantized_unary_op& op : quantized_unary_ops()) {
    for (const xnn_datatype datatype : {xnn_datatype_qint8, xnn_datatype_quint8}) {
      const bool is_signed = datatype == xnn_datatype_qint8;
      const xnn_quantization_params in{is_signed ? -5 : 120, 0.04f}, out{is_signed ? 9 : 130, 0.025f};
      const std::string what = std::string(op.name) + (is_signed ? " on qint8" : " on quint8");
      test_graph g(2);
      const uint32_t x =
          q8(g.subgraph, {4, 64}, in.zero_point, in.scale, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT, datatype);
      const uint32_t y =
          q8(g.subgraph, {4, 64}, out.zero_point, out.scale, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT, datatype);
      ASSERT_EQ(xnn_define_unary(g.subgraph, op.op, &op.params, x, y, 0), xnn_status_success) << what;
      runtime_ptr rt = create_runtime(g);
      ASSERT_NE(rt, nullptr) << what;
      std::vector<uint8_t> got(256);
      run(rt.get(), {{0, input.data()}, {1, got.data()}});
      const std::vector<uint8_t> table = quantized_unary_table(op, datatype, in, out);
      for (size_t i = 0; i < 256; i++) ASSERT_EQ(+got[i], +table[i]) << what << ", input byte " << i;
    }
  }
}

// A clamp after a qint8 add of another quantization runs its own table between the two quantizations: it is not
// folded into the add's output range (which would skip the requantization).
TEST(QuantizedRuntime, a_clamp_after_an_add_keeps_its_quantization) {
  const std::vector<int8_t> a = random_int8(64, 41), b = random_int8(64, 42);
  const xnn_quantization_params qa = {3, 0.05f}, qb = {-4, 0.08f}, qm = {1, 0.1f}, qy = {-20, 0.02f};
  test_graph g(4);
  const uint32_t x = q8(g.subgraph, {64}, qa.zero_point, qa.scale, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t w = q8(g.subgraph, {64}, qb.zero_point, qb.scale, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t m = q8(g.subgraph, {64}, qm.zero_point, qm.scale);
  const uint32_t y = q8(g.subgraph, {64}, qy.zero_point, qy.scale, nullptr, 2, XNN_VALUE_FLAG_EXTERNAL_OUTPUT);
  ASSERT_EQ(xnn_define_binary(g.subgraph, xnn_binary_add, nullptr, x, w, m, 0), xnn_status_success);
  quantized_unary_op clamp = quantized_unary_ops()[1];
  ASSERT_EQ(clamp.op, xnn_unary_clamp);
  ASSERT_EQ(xnn_define_unary(g.subgraph, xnn_unary_clamp, &clamp.params, m, y, 0), xnn_status_success);
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<int8_t> got(64);
  run(rt.get(), {{0, const_cast<int8_t*>(a.data())}, {1, const_cast<int8_t*>(b.data())}, {2, got.data()}});

  xnn_operator_t op = nullptr;
  ASSERT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_qint8, &qa, &qb, &qm, 0, &op),
            xnn_status_success);
  const size_t shape[1] = {64};
  std::vector<int8_t> sum(64);
  ASSERT_EQ(xnn_reshape_binary_elementwise_nd(op, 1, shape, 1, shape, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_binary_elementwise_nd(op, a.data(), b.data(), sum.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
  xnn_delete_operator(op);
  const std::vector<uint8_t> table = quantized_unary_table(clamp, xnn_datatype_qint8, qm, qy);
  for (size_t i = 0; i < 64; i++) ASSERT_EQ(+got[i], +int8_t(table[uint8_t(sum[i])])) << "element " << i;
}

// A 3x3 stride-2 deconvolution node (padding 1, adjustment 1) on [1, 4, 5, 6] values against the operator with the
// same arguments: a channelwise qcint8 filter with a qcint32 bias runs qs8_qc8w, a one-scale qint8 filter with a
// qint32 bias runs qs8, quint8 values run qu8; the node's clamp is quantized as XNNPACK quantizes it.
enum class deconv_filter { channelwise, one_scale, quint8 };

void check_deconvolution(deconv_filter filter_kind) {
  const bool u8 = filter_kind == deconv_filter::quint8;
  const size_t in_c = 6, out_c = 10, h = 4, w = 5, oh = 8, ow = 10, filter_elements = out_c * 9 * in_c;
  const float input_scale = 0.05f, output_scale = 0.4f;
  const int32_t input_zp = u8 ? 130 : 4, filter_zp = u8 ? 120 : 0, output_zp = u8 ? 100 : -7;
  const float out_min = -1.5f, out_max = 2.0f;
  conv_weights cw = make_weights(out_c, filter_elements, input_scale);
  if (filter_kind != deconv_filter::channelwise) {
    std::fill(cw.filter_scales.begin(), cw.filter_scales.end(), cw.filter_scales[0]);
    std::fill(cw.bias_scales.begin(), cw.bias_scales.end(), cw.bias_scales[0]);
  }
  const std::vector<uint8_t> filter = random_uint8(filter_elements, 3);
  const std::vector<uint8_t> input = random_uint8(h * w * in_c, 5);
  const xnn_datatype activations = u8 ? xnn_datatype_quint8 : xnn_datatype_qint8;

  test_graph g(2);
  const uint32_t x = q8(g.subgraph, {1, h, w, in_c}, input_zp, input_scale, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT,
                        activations);
  const std::vector<size_t> filter_dims = {out_c, 3, 3, in_c};
  const uint32_t f = filter_kind == deconv_filter::channelwise
                         ? channelwise(g.subgraph, xnn_datatype_qcint8, filter_dims, 0, cw.filter_scales.data(),
                                       filter.data())
                         : q8(g.subgraph, filter_dims, filter_zp, cw.filter_scales[0], filter.data(),
                              XNN_INVALID_VALUE_ID, 0, activations);
  const uint32_t b = filter_kind == deconv_filter::channelwise
                         ? channelwise(g.subgraph, xnn_datatype_qcint32, {out_c}, 0, cw.bias_scales.data(),
                                       cw.bias.data())
                         : q8(g.subgraph, {out_c}, 0, cw.bias_scales[0], cw.bias.data(), XNN_INVALID_VALUE_ID, 0,
                              xnn_datatype_qint32);
  const uint32_t y = q8(g.subgraph, {1, oh, ow, out_c}, output_zp, output_scale, nullptr, 1,
                        XNN_VALUE_FLAG_EXTERNAL_OUTPUT, activations);
  ASSERT_EQ(xnn_define_deconvolution_2d(g.subgraph, 1, 1, 1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 1, in_c, out_c, out_min,
                                        out_max, x, f, b, y, 0),
            xnn_status_success);
  runtime_ptr rt = create_runtime(g);
  ASSERT_NE(rt, nullptr);
  std::vector<uint8_t> got(oh * ow * out_c + XNN_EXTRA_BYTES);
  run(rt.get(), {{0, const_cast<uint8_t*>(input.data())}, {1, got.data()}});

  xnn_operator_t op = nullptr;
  std::vector<uint8_t> expected(oh * ow * out_c);
  const int8_t* sfilter = reinterpret_cast<const int8_t*>(filter.data());
  const int8_t* sinput = reinterpret_cast<const int8_t*>(input.data());
  int8_t* sexpected = reinterpret_cast<int8_t*>(expected.data());
  const int8_t min = bound(out_min, output_scale, output_zp), max = bound(out_max, output_scale, output_zp);
  switch (filter_kind) {
    case deconv_filter::quint8: {
      const uint8_t min_u8 = bound_u8(out_min, output_scale, output_zp);
      const uint8_t max_u8 = bound_u8(out_max, output_scale, output_zp);
      ASSERT_EQ(xnn_create_deconvolution2d_nhwc_qu8(1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 1, in_c, out_c, in_c, out_c,
                                                    input_zp, input_scale, filter_zp, cw.filter_scales[0],
                                                    filter.data(), cw.bias.data(), output_zp, output_scale, min_u8,
                                                    max_u8, 0, nullptr, &op),
                xnn_status_success);
      ASSERT_EQ(xnn_reshape_deconvolution2d_nhwc_qu8(op, 1, h, w, 1, 1, nullptr, nullptr, nullptr),
                xnn_status_success);
      ASSERT_EQ(xnn_setup_deconvolution2d_nhwc_qu8(op, input.data(), expected.data()), xnn_status_success);
      break;
    }
    case deconv_filter::one_scale:
      ASSERT_EQ(xnn_create_deconvolution2d_nhwc_qs8(1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 1, in_c, out_c, in_c, out_c,
                                                    input_zp, input_scale, cw.filter_scales[0], sfilter,
                                                    cw.bias.data(), output_zp, output_scale, min, max, 0, nullptr,
                                                    &op),
                xnn_status_success);
      ASSERT_EQ(xnn_reshape_deconvolution2d_nhwc_qs8(op, 1, h, w, 1, 1, nullptr, nullptr, nullptr),
                xnn_status_success);
      ASSERT_EQ(xnn_setup_deconvolution2d_nhwc_qs8(op, sinput, sexpected), xnn_status_success);
      break;
    case deconv_filter::channelwise:
      ASSERT_EQ(xnn_create_deconvolution2d_nhwc_qs8_qc8w(1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 1, in_c, out_c, in_c, out_c,
                                                         input_zp, input_scale, cw.filter_scales.data(), sfilter,
                                                         cw.bias.data(), output_zp, output_scale, min, max, 0,
                                                         nullptr, &op),
                xnn_status_success);
      ASSERT_EQ(xnn_reshape_deconvolution2d_nhwc_qs8_qc8w(op, 1, h, w, 1, 1, nullptr, nullptr, nullptr),
                xnn_status_success);
      ASSERT_EQ(xnn_setup_deconvolution2d_nhwc_qs8_qc8w(op, sinput, sexpected), xnn_status_success);
      break;
  }
  ASSERT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
  xnn_delete_operator(op);
  EXPECT_EQ(std::memcmp(got.data(), expected.data(), expected.size()), 0);
}

TEST(QuantizedRuntime, deconvolution_with_a_channelwise_filter_matches_the_qs8_qc8w_operator) {
  check_deconvolution(deconv_filter::channelwise);
}
TEST(QuantizedRuntime, deconvolution_with_a_one_scale_filter_matches_the_qs8_operator) {
  check_deconvolution(deconv_filter::one_scale);
}
TEST(QuantizedRuntime, quint8_deconvolution_matches_the_qu8_operator) { check_deconvolution(deconv_filter::quint8); }

}  // namespace
