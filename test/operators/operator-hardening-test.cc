// Hostile arguments across the operator API: sizes whose products or sums overflow size_t, NULL operators, operators
// of another kind, and the one logged sentence each refusal prints (it must name the argument and its value).
#include <gtest/gtest.h>
#include <xnnpack.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "log-capture.h"

namespace {

constexpr size_t kHuge = (SIZE_MAX >> 1) + 2;  // 2^63 + 1 (2^31 + 1 on 32-bit targets): kHuge x 2 wraps

// Runs `call`, returns its status and what it logged.
template <class Call>
xnn_status logged(Call call, std::string* log) {
  std::vector<std::string> lines;
  const xnn_status status = xnn_test_capture_log(&lines, call);
  *log = xnn_test_joined(lines);
  return status;
}

struct deleter {
  void operator()(xnn_operator_t op) const { EXPECT_EQ(xnn_status_success, xnn_delete_operator(op)); }
};
using owned = std::unique_ptr<xnn_operator, deleter>;

TEST(overflow, pooling_window_product_names_its_factors) {
  xnn_operator_t op = nullptr;
  std::string log;
  EXPECT_EQ(xnn_status_invalid_parameter, logged([&] {
              return xnn_create_max_pooling2d_nhwc_f32(0, 0, 0, 0, 3, 0xAAAAAAABu, 1, 1, 1, 1, -INFINITY, INFINITY,
                                                       0, &op);
            }, &log));
  EXPECT_NE(std::string::npos, log.find("3 x 2863311531")) << log;
  EXPECT_EQ(std::string::npos, log.find("1x1")) << log;
}

TEST(overflow, unary_rows_name_the_sizes) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp32, xnn_datatype_fp32,
                                                                nullptr, nullptr, nullptr, nullptr, 0, &raw));
  owned op(raw);
  std::string log;
  EXPECT_EQ(xnn_status_invalid_parameter,
            logged([&] { return xnn_reshape_unary_elementwise_nc(op.get(), kHuge, 2, 2, 2, nullptr); }, &log));
  EXPECT_NE(std::string::npos, log.find(std::to_string(kHuge) + " x 2 x 4 overflows size_t")) << log;
}

TEST(overflow, softmax_copy_and_fully_connected_refuse_wrapping_batches) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_softmax_nc_f32(0, &raw));
  owned softmax(raw);
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_softmax_nc_f32(softmax.get(), 2, 2, 2, kHuge, nullptr));
  ASSERT_EQ(xnn_status_success, xnn_create_copy_nc_x32(0, &raw));
  owned copy(raw);
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_copy_nc_x32(copy.get(), kHuge, 2, 2, 2, nullptr));
  const float weights[4] = {};
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_f32(2, 2, 2, 2, weights, nullptr, -INFINITY, INFINITY,
                                                                  0, nullptr, &raw));
  owned fc(raw);
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_fully_connected_nc_f32(fc.get(), kHuge, nullptr));
}

TEST(overflow, transpose_and_binary_refuse_wrapping_shapes) {
  constexpr size_t kHalf = size_t(1) << (sizeof(size_t) * 4);  // 2^32 on 64-bit targets: the cube wraps
  const size_t shape[3] = {kHalf, kHalf, kHalf};
  const size_t perm[3] = {0, 2, 1};
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_transpose_nd_x32(0, &raw));
  owned transpose(raw);
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_transpose_nd_x32(transpose.get(), 3, shape, perm, nullptr));
  ASSERT_EQ(xnn_status_success,
            xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, &raw));
  owned binary(raw);
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_binary_elementwise_nd(binary.get(), 3, shape, 3, shape, nullptr));
}

TEST(overflow, convolution_batch_that_wraps_with_one_more_image_is_refused) {
  const float weights[1] = {1.0f};
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_convolution2d_nhwc_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                                                                  weights, nullptr, -INFINITY, INFINITY, 0, nullptr,
                                                                  &raw));
  owned op(raw);
  size_t workspace = 0;
  std::string log;
  EXPECT_EQ(xnn_status_invalid_parameter, logged([&] {
              return xnn_reshape_convolution2d_nhwc_f32(op.get(), SIZE_MAX, 1, 1, &workspace, nullptr, nullptr,
                                                        nullptr);
            }, &log));
  EXPECT_NE(std::string::npos, log.find("batch_size + 1")) << log;
}

TEST(overflow, convolution_padding_sum_is_refused) {
  const float weights[1] = {1.0f};
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_convolution2d_nhwc_f32(UINT32_MAX, 0, UINT32_MAX, 0, 1, 1, 1, 1, 1, 1, 1,
                                                                  1, 1, 1, 1, weights, nullptr, -INFINITY, INFINITY,
                                                                  0, nullptr, &raw));
  owned op(raw);
  size_t workspace = 0;
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_reshape_convolution2d_nhwc_f32(op.get(), 1, SIZE_MAX - UINT32_MAX, 1,
                                                                              &workspace, nullptr, nullptr, nullptr));
}

TEST(null_operator, every_step_logs_one_sentence) {
  std::string log;
  EXPECT_EQ(xnn_status_invalid_parameter, logged([] { return xnn_delete_operator(nullptr); }, &log));
  EXPECT_NE(std::string::npos, log.find("delete operator: the operator is NULL")) << log;
  EXPECT_EQ(xnn_status_invalid_parameter, logged([] { return xnn_run_operator(nullptr, nullptr); }, &log));
  EXPECT_NE(std::string::npos, log.find("the operator is NULL")) << log;
  EXPECT_EQ(xnn_status_invalid_parameter,
            logged([] { return xnn_reshape_softmax_nc_f32(nullptr, 2, 2, 2, 1, nullptr); }, &log));
  EXPECT_NE(std::string::npos, log.find("the operator is NULL")) << log;
  EXPECT_EQ(xnn_status_invalid_parameter,
            logged([] { return xnn_setup_copy_nc_x32(nullptr, nullptr, nullptr); }, &log));
  EXPECT_NE(std::string::npos, log.find("the operator is NULL")) << log;
}

TEST(wrong_kind, reshape_and_setup_of_another_kind_are_refused) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_softmax_nc_f32(0, &raw));
  owned softmax(raw);
  std::string log;
  EXPECT_EQ(xnn_status_invalid_parameter,
            logged([&] { return xnn_reshape_copy_nc_x32(softmax.get(), 1, 2, 2, 2, nullptr); }, &log));
  EXPECT_NE(std::string::npos, log.find("is a softmax operator; expected a copy operator")) << log;
}

TEST(unary, wrong_datatype_names_the_argument_and_value) {
  xnn_operator_t op = nullptr;
  std::string log;
  EXPECT_EQ(xnn_status_unsupported_parameter, logged([&] {
              return xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp32, xnn_datatype_bf16, nullptr,
                                                     nullptr, nullptr, nullptr, 0, &op);
            }, &log));
  EXPECT_NE(std::string::npos, log.find("output_datatype is")) << log;
}

TEST(unary, quantization_on_fp32_is_ignored_as_in_xnnpack) {
  const xnn_quantization_params quantization{};
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr,
                                            &quantization, &quantization, 0, &raw));
  owned op(raw);
}

}  // namespace
