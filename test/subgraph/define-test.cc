// Define functions: valid definitions are accepted and recorded; each invalid argument is refused with the status
// XNNPACK gives, before anything reaches runtime creation.
#include <cmath>
#include <limits>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "subgraph/subgraph.h"

namespace {

class Define : public testing::Test {
 protected:
  void SetUp() override { ASSERT_EQ(xnn_create_subgraph(4, 0, &subgraph_), xnn_status_success); }
  void TearDown() override { xnn_delete_subgraph(subgraph_); }

  uint32_t tensor(std::vector<size_t> dims, const void* data = nullptr, uint32_t external_id = XNN_INVALID_VALUE_ID,
                  uint32_t flags = 0) {
    uint32_t id = XNN_INVALID_VALUE_ID;
    EXPECT_EQ(xnn_define_tensor_value(subgraph_, xnn_datatype_fp32, dims.size(), dims.data(), data, external_id,
                                      flags, &id),
              xnn_status_success);
    return id;
  }

  xnn_subgraph_t subgraph_ = nullptr;
  std::vector<float> weights_ = std::vector<float>(4096, 0.5f);
};

TEST_F(Define, tensor_values_take_external_ids_and_new_internal_ids) {
  const uint32_t input = tensor({1, 8, 8, 3}, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT);
  const uint32_t internal = tensor({1, 8, 8, 3});
  EXPECT_EQ(input, 0u);
  EXPECT_EQ(internal, 4u);
  EXPECT_EQ(subgraph_->values[internal].shape.elements(), 192u);
}

// XNN_FLAG_NO_BROADCAST (binary and batch matrix multiply): inputs of the same shape (batches) are accepted, shapes
// that need broadcasting refused.
TEST_F(Define, no_broadcast_flag_accepts_equal_shapes_and_refuses_broadcasting) {
  const uint32_t a = tensor({2, 3, 4}), b = tensor({2, 3, 4}), row = tensor({1, 1, 4}), out = tensor({2, 3, 4});
  EXPECT_EQ(xnn_define_binary(subgraph_, xnn_binary_add, nullptr, a, b, out, XNN_FLAG_NO_BROADCAST),
            xnn_status_success);
  EXPECT_EQ(xnn_define_binary(subgraph_, xnn_binary_add, nullptr, a, row, tensor({2, 3, 4}), XNN_FLAG_NO_BROADCAST),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_binary(subgraph_, xnn_binary_add, nullptr, a, row, tensor({2, 3, 4}), 0), xnn_status_success);
  const uint32_t m = tensor({2, 3, 4}), k_by_n = tensor({2, 4, 5}), shared = tensor({1, 4, 5});
  EXPECT_EQ(xnn_define_batch_matrix_multiply(subgraph_, m, k_by_n, tensor({2, 3, 5}), XNN_FLAG_NO_BROADCAST),
            xnn_status_success);
  EXPECT_EQ(xnn_define_batch_matrix_multiply(subgraph_, m, shared, tensor({2, 3, 5}), XNN_FLAG_NO_BROADCAST),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_batch_matrix_multiply(subgraph_, m, shared, tensor({2, 3, 5}), 0), xnn_status_success);
}

// _v3 without per-channel zero points records the value _v2 records; with them it is refused (no xnn node takes the
// 2-bit filters XNNPACK reads them for).
TEST_F(Define, channelwise_quantized_v3_is_v2_without_channelwise_zero_points) {
  const size_t dims[2] = {3, 4};
  const float scales[3] = {0.5f, 0.25f, 0.125f};
  uint32_t v2 = XNN_INVALID_VALUE_ID, v3 = XNN_INVALID_VALUE_ID;
  ASSERT_EQ(xnn_define_channelwise_quantized_tensor_value_v2(subgraph_, xnn_datatype_qcint8, 0, scales, 2, 0, dims,
                                                             weights_.data(), XNN_INVALID_VALUE_ID, 0, &v2),
            xnn_status_success);
  ASSERT_EQ(xnn_define_channelwise_quantized_tensor_value_v3(subgraph_, xnn_datatype_qcint8, 0, scales, 2, 0, dims,
                                                             weights_.data(), XNN_INVALID_VALUE_ID, 0, &v3, nullptr),
            xnn_status_success);
  const auto& a = subgraph_->values[v2];
  const auto& b = subgraph_->values[v3];
  EXPECT_EQ(a.datatype, b.datatype);
  EXPECT_EQ(a.quantization.channel_scales, b.quantization.channel_scales);
  EXPECT_EQ(a.quantization.channel_dim, b.quantization.channel_dim);
  EXPECT_EQ(a.quantization.zero_point, b.quantization.zero_point);
  EXPECT_EQ(a.shape.elements(), b.shape.elements());
  const float zero_points[3] = {1, 2, 3};
  uint32_t refused = 7;
  EXPECT_EQ(xnn_define_channelwise_quantized_tensor_value_v3(subgraph_, xnn_datatype_qcint8, 0, scales, 2, 0, dims,
                                                             weights_.data(), XNN_INVALID_VALUE_ID, 0, &refused,
                                                             zero_points),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(refused, 7u);
}

// qint4 and qint2 (XNNPACK HEAD's 19 and 20) are known datatypes with per-tensor parameters; no node takes them yet.
TEST_F(Define, qint4_and_qint2_values_define_and_no_node_takes_them) {
  const size_t dims[] = {2, 4};
  uint32_t q4, q2, out;
  EXPECT_EQ(xnn_define_quantized_tensor_value(subgraph_, xnn_datatype_qint4, 8, 0.5f, 2, dims, nullptr,
                                              XNN_INVALID_VALUE_ID, 0, &q4),
            xnn_status_success);
  EXPECT_EQ(xnn_define_quantized_tensor_value(subgraph_, xnn_datatype_qint4, 16, 0.5f, 2, dims, nullptr,
                                              XNN_INVALID_VALUE_ID, 0, &q2),
            xnn_status_invalid_parameter);  // a 4-bit zero point is 0..15
  EXPECT_EQ(xnn_define_quantized_tensor_value(subgraph_, xnn_datatype_qint2, 0, 0.5f, 2, dims, nullptr,
                                              XNN_INVALID_VALUE_ID, 0, &q2),
            xnn_status_success);
  EXPECT_EQ(xnn_define_tensor_value(subgraph_, xnn_datatype_fp32, 2, dims, nullptr, XNN_INVALID_VALUE_ID, 0, &out),
            xnn_status_success);
  EXPECT_NE(xnn_define_unary(subgraph_, xnn_unary_abs, nullptr, q4, out, 0), xnn_status_success);
  EXPECT_NE(xnn_define_unary(subgraph_, xnn_unary_abs, nullptr, q2, out, 0), xnn_status_success);
}

TEST_F(Define, tensor_value_rejections) {
  uint32_t id;
  const size_t dims[] = {2, 2};
  EXPECT_EQ(xnn_define_tensor_value(subgraph_, xnn_datatype(99), 2, dims, nullptr, XNN_INVALID_VALUE_ID, 0, &id),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_tensor_value(subgraph_, xnn_datatype_fp32, 7, dims, nullptr, XNN_INVALID_VALUE_ID, 0, &id),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_define_tensor_value(subgraph_, xnn_datatype_fp32, 2, nullptr, nullptr, XNN_INVALID_VALUE_ID, 0, &id),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_tensor_value(subgraph_, xnn_datatype_fp32, 2, dims, nullptr, 4, 0, &id),
            xnn_status_invalid_parameter);  // external id out of range
  EXPECT_EQ(xnn_define_tensor_value(subgraph_, xnn_datatype_fp32, 2, dims, nullptr, XNN_INVALID_VALUE_ID,
                                    XNN_VALUE_FLAG_EXTERNAL_INPUT, &id),
            xnn_status_invalid_parameter);  // external without an id
  EXPECT_EQ(xnn_define_tensor_value(subgraph_, xnn_datatype_fp32, 2, dims, weights_.data(), 1,
                                    XNN_VALUE_FLAG_EXTERNAL_OUTPUT, &id),
            xnn_status_invalid_parameter);  // external constant
  EXPECT_EQ(xnn_define_tensor_value(subgraph_, xnn_datatype_fp32, 2, dims, nullptr, XNN_INVALID_VALUE_ID, 0x80, &id),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_tensor_value(subgraph_, xnn_datatype_fp32, 2, dims, nullptr, 0, 0, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_tensor_value(nullptr, xnn_datatype_fp32, 2, dims, nullptr, 0, 0, &id),
            xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_define_tensor_value(subgraph_, xnn_datatype_fp32, 2, dims, nullptr, 0, 0, &id), xnn_status_success);
  EXPECT_EQ(xnn_define_tensor_value(subgraph_, xnn_datatype_fp32, 2, dims, nullptr, 0, 0, &id),
            xnn_status_invalid_parameter);  // defined twice
}

TEST_F(Define, unary_and_binary) {
  const uint32_t x = tensor({2, 3});
  const uint32_t y = tensor({2, 3});
  const uint32_t z = tensor({2, 3});
  EXPECT_EQ(xnn_define_sigmoid(subgraph_, x, y, 0), xnn_status_success);
  EXPECT_EQ(xnn_define_add2(subgraph_, -1.0f, 1.0f, x, y, z, 0), xnn_status_success);
  ASSERT_EQ(subgraph_->nodes.size(), 2u);
  EXPECT_EQ(subgraph_->nodes[1].output_min, -1.0f);
  EXPECT_EQ(subgraph_->values[y].producer, 0u);
  EXPECT_EQ(subgraph_->values[x].num_consumers, 2u);
}

TEST_F(Define, elementwise_rejections) {
  const uint32_t x = tensor({2, 3});
  const uint32_t y = tensor({2, 3});
  const uint32_t w = tensor({3}, weights_.data());
  const uint32_t wrong = tensor({4, 3});
  EXPECT_EQ(xnn_define_unary(subgraph_, xnn_unary_operator(77), nullptr, x, y, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_unary(subgraph_, xnn_unary_popcount, nullptr, x, y, 0), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_define_unary(subgraph_, xnn_unary_clamp, nullptr, x, y, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_clamp(subgraph_, 1.0f, 0.0f, x, y, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_clamp(subgraph_, NAN, 1.0f, x, y, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_abs(subgraph_, 1000, y, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_abs(subgraph_, x, w, 0), xnn_status_invalid_parameter);      // constant output
  EXPECT_EQ(xnn_define_abs(subgraph_, x, wrong, 0), xnn_status_invalid_parameter);  // element count
  EXPECT_EQ(xnn_define_abs(subgraph_, x, y, 1), xnn_status_invalid_parameter);      // flags
  EXPECT_EQ(xnn_define_leaky_relu(subgraph_, INFINITY, x, y, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_binary(subgraph_, xnn_binary_bitwise_and, nullptr, x, x, y, 0), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_define_add2(subgraph_, -INFINITY, INFINITY, x, wrong, y, 0), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_define_abs(subgraph_, x, y, 0), xnn_status_success);
  EXPECT_EQ(xnn_define_negate(subgraph_, x, y, 0), xnn_status_invalid_parameter);  // second producer
  EXPECT_EQ(subgraph_->nodes.size(), 1u);
}

TEST_F(Define, broadcasting_binary) {
  const uint32_t a = tensor({2, 1, 4});
  const uint32_t b = tensor({3, 1});
  const uint32_t out = tensor({2, 3, 4});
  const uint32_t bad = tensor({2, 3, 5});
  EXPECT_EQ(xnn_define_multiply2(subgraph_, -INFINITY, INFINITY, a, b, bad, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_multiply2(subgraph_, -INFINITY, INFINITY, a, b, out, 0), xnn_status_success);
}

TEST_F(Define, convolution) {
  const uint32_t input = tensor({1, 8, 8, 4});
  const uint32_t filter = tensor({6, 3, 3, 2}, weights_.data());
  const uint32_t bias = tensor({6}, weights_.data());
  const uint32_t output = tensor({1, 8, 8, 6});
  EXPECT_EQ(xnn_define_convolution_2d(subgraph_, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 2, 2, 3, 0.0f, 6.0f, input, filter,
                                      bias, output, 0),
            xnn_status_success);
  const xnn_node& node = subgraph_->nodes.back();
  EXPECT_EQ(node.params.convolution.groups, 2u);
  EXPECT_EQ(node.params.convolution.window.kernel_height, 3u);
}

TEST_F(Define, convolution_rejections) {
  const uint32_t input = tensor({1, 8, 8, 4});
  const uint32_t filter = tensor({6, 3, 3, 2}, weights_.data());
  const uint32_t dynamic_filter = tensor({6, 3, 3, 2});
  const uint32_t bias = tensor({6}, weights_.data());
  const uint32_t output = tensor({1, 8, 8, 6});
  auto conv = [&](uint32_t kh, uint32_t stride, uint32_t groups, size_t gic, uint32_t f, uint32_t pad, uint32_t flags) {
    return xnn_define_convolution_2d(subgraph_, pad, pad, pad, pad, kh, 3, stride, 1, 1, 1, groups, gic, 3, 0.0f,
                                     6.0f, input, f, bias, output, flags);
  };
  EXPECT_EQ(conv(0, 1, 2, 2, filter, 1, 0), xnn_status_invalid_parameter);  // kernel_height 0
  EXPECT_EQ(conv(3, 0, 2, 2, filter, 1, 0), xnn_status_invalid_parameter);  // stride 0
  EXPECT_EQ(conv(3, 1, 0, 2, filter, 1, 0), xnn_status_invalid_parameter);  // groups 0
  EXPECT_EQ(conv(3, 1, 2, 3, filter, 1, 0), xnn_status_invalid_parameter);  // channels mismatch
  EXPECT_EQ(conv(3, 1, 2, 2, dynamic_filter, 1, 0), xnn_status_unsupported_parameter);
  EXPECT_EQ(conv(3, 1, 2, 2, filter, 1, XNN_FLAG_TENSORFLOW_SAME_PADDING), xnn_status_invalid_parameter);
  EXPECT_EQ(conv(3, 1, 2, 2, filter, 1, 0x100), xnn_status_invalid_parameter);
  EXPECT_EQ(subgraph_->nodes.size(), 0u);
}

TEST_F(Define, depthwise_and_fully_connected) {
  const uint32_t input = tensor({1, 8, 8, 4});
  const uint32_t filter = tensor({1, 3, 3, 8}, weights_.data());
  const uint32_t output = tensor({1, 8, 8, 8});
  EXPECT_EQ(xnn_define_depthwise_convolution_2d(subgraph_, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 2, 4, -INFINITY, INFINITY,
                                                input, filter, XNN_INVALID_VALUE_ID, output, 0),
            xnn_status_success);
  const uint32_t fc_in = tensor({5, 16});
  const uint32_t fc_w = tensor({16, 10}, weights_.data());
  const uint32_t fc_out = tensor({5, 10});
  EXPECT_EQ(xnn_define_fully_connected(subgraph_, -INFINITY, INFINITY, fc_in, fc_w, XNN_INVALID_VALUE_ID, fc_out, 0),
            xnn_status_invalid_parameter);  // [16,10] is [out, in]: 10 inputs expected
  EXPECT_EQ(xnn_define_fully_connected(subgraph_, -INFINITY, INFINITY, fc_in, fc_w, XNN_INVALID_VALUE_ID, fc_out,
                                       XNN_FLAG_TRANSPOSE_WEIGHTS),
            xnn_status_success);
}

TEST_F(Define, pooling_and_shapes) {
  const uint32_t input = tensor({1, 8, 8, 4});
  const uint32_t pooled = tensor({1, 4, 4, 4});
  EXPECT_EQ(xnn_define_max_pooling_2d(subgraph_, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, -INFINITY, INFINITY, input, pooled, 0),
            xnn_status_invalid_parameter);  // an empty window (1 x 1 is accepted, as in XNNPACK)
  EXPECT_EQ(xnn_define_max_pooling_2d(subgraph_, 0, 0, 0, 0, 2, 2, 2, 2, 1, 1, -INFINITY, INFINITY, input, pooled, 0),
            xnn_status_success);
  const uint32_t flat = tensor({1, 64});
  const size_t shape[] = {1, 65};
  EXPECT_EQ(xnn_define_static_reshape(subgraph_, 2, shape, pooled, flat, 0), xnn_status_invalid_parameter);
  const size_t good[] = {1, 0};
  EXPECT_EQ(xnn_define_static_reshape(subgraph_, 2, good, pooled, flat, 0), xnn_status_success);
  const uint32_t t = tensor({64, 1});
  const size_t bad_perm[] = {0, 0};
  const size_t perm[] = {1, 0};
  EXPECT_EQ(xnn_define_static_transpose(subgraph_, 2, bad_perm, flat, t, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_static_transpose(subgraph_, 2, perm, flat, t, 0), xnn_status_success);
  const uint32_t a = tensor({2, 3});
  const uint32_t b = tensor({2, 5});
  const uint32_t c = tensor({2, 8});
  EXPECT_EQ(xnn_define_concatenate2(subgraph_, 0, a, b, c, 0), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_define_concatenate2(subgraph_, -1, a, b, c, 0), xnn_status_success);
  const uint32_t h1 = tensor({2, 4});
  EXPECT_EQ(xnn_define_even_split2(subgraph_, 1, c, h1, XNN_INVALID_VALUE_ID, 0), xnn_status_success);
  EXPECT_EQ(xnn_define_even_split3(subgraph_, 1, c, tensor({2, 2}), tensor({2, 2}), tensor({2, 2}), 0),
            xnn_status_invalid_parameter);  // 8 is not divisible by 3
}

}  // namespace
