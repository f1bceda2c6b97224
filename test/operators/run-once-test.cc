// XNNPACK's one-shot xnn_run_unary_elementwise_nc and xnn_run_binary_elementwise_nd: the same results as the
// create -> reshape -> setup -> run sequence, and each step's refusal returned.
#include <cmath>
#include <memory>
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

namespace {

std::vector<float> ramp(size_t count, float start, float step) {
  std::vector<float> values(count + XNN_EXTRA_BYTES / sizeof(float));
  for (size_t i = 0; i < count; i++) values[i] = start + step * float(i);
  return values;
}

TEST(run_once, unary_matches_the_operator_sequence_on_strided_rows) {
  const size_t batch = 5, channels = 13, input_stride = 16, output_stride = 15;
  const std::vector<float> input = ramp(batch * input_stride, -6.0f, 0.07f);
  std::vector<float> once(batch * output_stride, -1.0f), sequence(batch * output_stride, -1.0f);
  std::unique_ptr<pthreadpool, decltype(&pthreadpool_destroy)> pool(pthreadpool_create(2), pthreadpool_destroy);
  ASSERT_EQ(xnn_run_unary_elementwise_nc(xnn_unary_sigmoid, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr,
                                         nullptr, 0, batch, channels, input_stride, output_stride, pool.get(),
                                         input.data(), once.data()),
            xnn_status_success);
  xnn_operator_t op = nullptr;
  ASSERT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_sigmoid, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr,
                                            nullptr, nullptr, 0, &op),
            xnn_status_success);
  ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op, batch, channels, input_stride, output_stride, nullptr),
            xnn_status_success);
  ASSERT_EQ(xnn_setup_unary_elementwise_nc(op, input.data(), sequence.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(op, nullptr), xnn_status_success);
  xnn_delete_operator(op);
  EXPECT_EQ(once, sequence);  // the padding between rows untouched (-1) in both
  EXPECT_EQ(once[channels], -1.0f);
}

TEST(run_once, binary_broadcasts_as_the_operator_does) {
  const size_t a_shape[] = {2, 3, 4}, b_shape[] = {3, 1};
  const std::vector<float> a = ramp(24, -3.0f, 0.5f), b = ramp(3, 10.0f, -4.0f);
  std::vector<float> out(24);
  ASSERT_EQ(xnn_run_binary_elementwise_nd(xnn_binary_multiply, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, 3,
                                          a_shape, 2, b_shape, a.data(), b.data(), out.data(), nullptr),
            xnn_status_success);
  for (size_t i = 0; i < 24; i++) EXPECT_EQ(out[i], a[i] * b[(i / 4) % 3]) << i;
}

TEST(run_once, each_step_refusal_is_returned) {
  float x[4 + XNN_EXTRA_BYTES / sizeof(float)] = {}, y[4] = {};
  // create refuses an unsupported datatype pair; reshape refuses a stride below the channels.
  EXPECT_NE(xnn_run_unary_elementwise_nc(xnn_unary_sigmoid, xnn_datatype_fp32, xnn_datatype_qint8, nullptr, nullptr,
                                         nullptr, 0, 1, 4, 4, 4, nullptr, x, y),
            xnn_status_success);
  EXPECT_EQ(xnn_run_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr,
                                         nullptr, 0, 2, 4, 3, 4, nullptr, x, y),
            xnn_status_invalid_parameter);
  const size_t a_shape[] = {2, 2}, b_shape[] = {3};
  EXPECT_EQ(xnn_run_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, 2, a_shape,
                                          1, b_shape, x, x, y, nullptr),
            xnn_status_invalid_parameter);
}

}  // namespace
