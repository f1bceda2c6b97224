// The softmax operator against a plain reference (double precision): row lengths around the kernel tiles, strided
// rows, batch 0, 1 and many, in place, special values, thread counts 1, 2 and 8 (bit-identical), and rejections.
#include <cmath>

#include "operator-tester.h"

namespace {

// Per row: exp(x - max) / sum with x - max rounded to float as the kernels compute it (for exponents far below 0 that
// rounding alone moves exp by many ULP); then within a relative tolerance of a few ULP per element (exp is accurate
// to 1 ULP, the sum accumulates rounding of `channels` terms in float).
void expect_softmax(const std::vector<float>& input, size_t input_stride, const std::vector<float>& output,
                    size_t output_stride, size_t batch, size_t channels, const std::string& what) {
  for (size_t r = 0; r < batch; r++) {
    const float* x = &input[r * input_stride];
    double max = -INFINITY;
    for (size_t c = 0; c < channels; c++) max = std::max(max, double(x[c]));
    auto term = [&](size_t c) { return std::exp(double(x[c] - float(max))); };
    double sum = 0;
    for (size_t c = 0; c < channels; c++) sum += term(c);
    for (size_t c = 0; c < output_stride; c++) {
      const float y = output[r * output_stride + c];
      if (c >= channels) {
        ASSERT_TRUE(is_untouched(y)) << what << ": wrote past the channels at row " << r << ", channel " << c;
        continue;
      }
      const double expected = term(c) / sum;
      const double tolerance = (8.0 + 2.0 * std::sqrt(double(channels))) * 0x1.0p-24 * expected + 1.0e-37;
      ASSERT_NEAR(y, expected, tolerance) << what << ": row " << r << ", channel " << c;
    }
  }
}

std::vector<float> run(const std::vector<float>& input, size_t input_stride, size_t output_stride, size_t batch,
                       size_t channels, pthreadpool_t pool, float* output_override = nullptr, uint32_t flags = 0) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_softmax_nc_f32(flags, &raw), xnn_status_success);
  operator_ptr owned = own(raw);
  std::vector<float> output(batch * output_stride + XNN_EXTRA_BYTES / sizeof(float), untouched_marker());
  EXPECT_EQ(xnn_reshape_softmax_nc_f32(raw, channels, input_stride, output_stride, batch, pool), xnn_status_success);
  EXPECT_EQ(xnn_setup_softmax_nc_f32(raw, input.data(), output_override ? output_override : output.data()),
            xnn_status_success);
  EXPECT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
  return output;
}

void check(size_t batch, size_t channels, size_t input_stride, size_t output_stride, float scale = 4.0f) {
  std::mt19937 rng(uint32_t(batch * 977 + channels));
  std::vector<float> input = random_tensor(rng, batch * input_stride);
  for (float& x : input) x *= scale;
  const std::string name = "batch " + std::to_string(batch) + ", channels " + std::to_string(channels) +
                           ", strides " + std::to_string(input_stride) + "/" + std::to_string(output_stride);
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    const std::vector<float> y = run(input, input_stride, output_stride, batch, channels, pool);
    expect_softmax(input, input_stride, y, output_stride, batch, channels, what);
    outputs->add(y);
  });
}

// Row lengths at and around the kernels' tiles (4 to 64 elements; the kernel tests cover every tail).
TEST(softmax_nc, row_lengths_around_kernel_tiles) {
  for (size_t channels : {1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 80}) {
    check(3, channels, channels, channels);
  }
  check(2, 1000, 1000, 1000);
}

TEST(softmax_nc, many_rows_split_between_threads) { check(257, 19, 19, 19); }

TEST(softmax_nc, strided_rows) {
  check(5, 17, 23, 17);
  check(5, 17, 17, 29);
  check(4, 64, 70, 80);
}

TEST(softmax_nc, large_and_small_magnitudes) {
  check(4, 33, 33, 33, 80.0f);   // exponents far below the max: tiny and flushed terms
  check(4, 33, 33, 33, 1e-6f);   // nearly equal inputs
}

TEST(softmax_nc, special_values) {
  // -inf entries contribute 0; a row of equal values gives 1/n; huge finite values do not overflow.
  const size_t channels = 7;
  std::vector<float> input = {-INFINITY, 0.0f, 1.0f, -INFINITY, 2.0f, -1.0f, 0.5f,
                              3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f, 3.0f,
                              3e38f, -3e38f, 3e38f, 0.0f, 1e-40f, -1e-40f, 3e38f};
  input.resize(input.size() + XNN_EXTRA_BYTES / sizeof(float));
  const std::vector<float> y = run(input, channels, channels, 3, channels, nullptr);
  expect_softmax(input, channels, y, channels, 3, channels, "special values");
  EXPECT_EQ(y[0], 0.0f);
  EXPECT_EQ(y[3], 0.0f);
  EXPECT_NEAR(y[7], 1.0 / 7.0, 1e-7);
}

TEST(softmax_nc, in_place) {
  std::mt19937 rng(3);
  const size_t batch = 6, channels = 45;
  std::vector<float> input = random_tensor(rng, batch * channels);
  std::vector<float> data = input;
  run(data, channels, channels, batch, channels, test_threadpool(2), data.data());
  expect_softmax(input, channels, data, channels, batch, channels, "in place");
}

// XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC takes the middle pass's 1-ULP row instead of its faster variant (where the
// CPU has one): the outputs meet the same reference, and the runtime passes the flag to its softmax nodes.
TEST(softmax_nc, consistent_arithmetic) {
  std::mt19937 rng(5);
  std::vector<float> input = random_tensor(rng, 7 * 1000);
  for (float& x : input) x *= 8.0f;
  const std::vector<float> y =
      run(input, 1000, 1000, 7, 1000, nullptr, nullptr, XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC);
  expect_softmax(input, 1000, y, 1000, 7, 1000, "consistent arithmetic");
  const std::vector<float> fast = run(input, 1000, 1000, 7, 1000, nullptr);
  expect_softmax(input, 1000, fast, 1000, 7, 1000, "default");
}

TEST(softmax_nc, batch_zero_runs_nothing) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_softmax_nc_f32(0, &raw), xnn_status_success);
  operator_ptr owned = own(raw);
  ASSERT_EQ(xnn_reshape_softmax_nc_f32(raw, 4, 4, 4, 0, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_softmax_nc_f32(raw, nullptr, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(raw, nullptr), xnn_status_success);
}

TEST(softmax_nc, rejections) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_softmax_nc_f32(0, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_softmax_nc_f32(1, &raw), xnn_status_unsupported_parameter);
  EXPECT_EQ(raw, nullptr);
  ASSERT_EQ(xnn_create_softmax_nc_f32(0, &raw), xnn_status_success);
  operator_ptr owned = own(raw);
  std::vector<float> x(64, 0.0f);
  EXPECT_EQ(xnn_setup_softmax_nc_f32(raw, x.data(), x.data()), xnn_status_invalid_state);
  EXPECT_EQ(xnn_reshape_softmax_nc_f32(raw, 0, 4, 4, 1, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_softmax_nc_f32(raw, 8, 7, 8, 1, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_softmax_nc_f32(raw, 8, 8, 7, 1, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_softmax_nc_f32(raw, 8, SIZE_MAX / 4, 8, 16, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_softmax_nc_f32(raw, x.data(), x.data()), xnn_status_invalid_state);
  ASSERT_EQ(xnn_reshape_softmax_nc_f32(raw, 8, 8, 8, 2, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_setup_softmax_nc_f32(raw, nullptr, x.data()), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_softmax_nc_f32(raw, x.data(), nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_run_operator(raw, nullptr), xnn_status_invalid_state);
  xnn_operator_t binary = nullptr;
  ASSERT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp32, nullptr, nullptr, nullptr, 0, &binary),
            xnn_status_success);
  operator_ptr binary_owned = own(binary);
  EXPECT_EQ(xnn_reshape_softmax_nc_f32(binary, 8, 8, 8, 1, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_softmax_nc_f32(binary, x.data(), x.data()), xnn_status_invalid_parameter);
}

}  // namespace
