// The global average pooling operator against a plain double-precision mean: widths on both sides of the unipass
// kernel's 7 rows (multipass with workspace beyond), odd channel counts and counts past the 256-channel blocks,
// strided pixels and batch items, batch 0, 1 and many, clamping, thread counts 1, 2 and 8 (bit-identical), and
// rejections.
#include "operator-tester.h"

namespace {

struct gavgpool_case {
  size_t batch, width, channels, input_stride, output_stride;
  float min = -INFINITY, max = INFINITY;
};

std::vector<float> run(const gavgpool_case& t, const std::vector<float>& input, pthreadpool_t pool) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_global_average_pooling_nwc_f32(t.min, t.max, 0, &raw), xnn_status_success);
  operator_ptr owned = own(raw);
  std::vector<float> output(t.batch * t.output_stride + XNN_EXTRA_BYTES / sizeof(float), untouched_marker());
  size_t workspace_size = 1, workspace_alignment = 0;
  EXPECT_EQ(xnn_reshape_global_average_pooling_nwc_f32(raw, t.batch, t.width, t.channels, t.input_stride,
                                                       t.output_stride, &workspace_size, &workspace_alignment, pool),
            xnn_status_success);
  EXPECT_LE(workspace_alignment, 64u);
  // The workspace is filled with NaN: a kernel reading scratch it did not write would poison the result.
  std::vector<float> workspace(workspace_size / sizeof(float) + 16, std::numeric_limits<float>::quiet_NaN());
  EXPECT_EQ(xnn_setup_global_average_pooling_nwc_f32(raw, workspace_size != 0 ? workspace.data() : nullptr,
                                                     input.data(), output.data()),
            xnn_status_success);
  EXPECT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
  return output;
}

void check(const gavgpool_case& t) {
  std::mt19937 rng(uint32_t(t.batch * 131 + t.width * 17 + t.channels));
  const std::vector<float> input = random_tensor(rng, t.batch * t.width * t.input_stride);
  const std::string name = "batch " + std::to_string(t.batch) + ", width " + std::to_string(t.width) +
                           ", channels " + std::to_string(t.channels) + ", strides " +
                           std::to_string(t.input_stride) + "/" + std::to_string(t.output_stride);
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    const std::vector<float> y = run(t, input, pool);
    for_each_output(y, t.batch, t.channels, t.output_stride, what, [&](size_t b, size_t c, float actual) {
      double sum = 0, magnitude = 0;
      for (size_t w = 0; w < t.width; w++) {
        const double x = input[(b * t.width + w) * t.input_stride + c];
        sum += x, magnitude += std::fabs(x);
      }
      const double mean = std::min(std::max(sum / double(t.width), double(t.min)), double(t.max));
      const double tolerance = double(t.width + 2) * 0x1.0p-24 * magnitude / double(t.width) + 1.0e-30;
      ASSERT_NEAR(actual, mean, tolerance) << what << ": item " << b << ", channel " << c;
    });
    outputs->add(y);
  });
}

TEST(global_average_pooling_nwc, widths_around_the_unipass_tile) {
  for (size_t width : {1, 2, 6, 7, 8, 13, 14, 15, 49, 50}) check({2, width, 19, 19, 19});
}

TEST(global_average_pooling_nwc, channel_counts) {
  for (size_t channels : {1, 3, 8, 17, 33, 255, 256, 257, 600}) {
    check({3, 5, channels, channels, channels});
    check({3, 9, channels, channels, channels});
  }
}

TEST(global_average_pooling_nwc, strided_pixels_and_items) {
  check({4, 6, 13, 20, 13});
  check({4, 11, 13, 13, 21});
  check({3, 30, 300, 310, 305});
}

TEST(global_average_pooling_nwc, many_batch_items_split_between_threads) {
  check({97, 4, 5, 5, 5});
  check({33, 20, 40, 40, 40});
}

TEST(global_average_pooling_nwc, clamping) {
  check({3, 6, 37, 37, 37, -0.1f, 0.1f});
  check({3, 12, 37, 37, 37, 0.0f, INFINITY});
}

TEST(global_average_pooling_nwc, batch_zero_runs_nothing) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_global_average_pooling_nwc_f32(-INFINITY, INFINITY, 0, &raw), xnn_status_success);
  operator_ptr owned = own(raw);
  size_t workspace_size = 1;
  ASSERT_EQ(xnn_reshape_global_average_pooling_nwc_f32(raw, 0, 20, 4, 4, 4, &workspace_size, nullptr, nullptr),
            xnn_status_success);
  EXPECT_EQ(workspace_size, 0u);
  ASSERT_EQ(xnn_setup_global_average_pooling_nwc_f32(raw, nullptr, nullptr, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(raw, nullptr), xnn_status_success);
}

TEST(global_average_pooling_nwc, rejections) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_global_average_pooling_nwc_f32(-1, 1, 0, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_global_average_pooling_nwc_f32(1, -1, 0, &raw), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_global_average_pooling_nwc_f32(NAN, 1, 0, &raw), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_global_average_pooling_nwc_f32(-1, 1, 1, &raw), xnn_status_unsupported_parameter);
  EXPECT_EQ(raw, nullptr);
  ASSERT_EQ(xnn_create_global_average_pooling_nwc_f32(-1, 1, 0, &raw), xnn_status_success);
  operator_ptr owned = own(raw);
  std::vector<float> x(256, 0.0f);
  size_t ws = 0;
  EXPECT_EQ(xnn_setup_global_average_pooling_nwc_f32(raw, x.data(), x.data(), x.data()), xnn_status_invalid_state);
  EXPECT_EQ(xnn_reshape_global_average_pooling_nwc_f32(raw, 1, 0, 4, 4, 4, &ws, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_global_average_pooling_nwc_f32(raw, 1, 4, 0, 4, 4, &ws, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_global_average_pooling_nwc_f32(raw, 1, 4, 8, 7, 8, &ws, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_global_average_pooling_nwc_f32(raw, 1, 4, 8, 8, 7, &ws, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_global_average_pooling_nwc_f32(raw, size_t(1) << 40, size_t(1) << 30, 8, 8, 8, &ws, nullptr,
                                                       nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_global_average_pooling_nwc_f32(raw, x.data(), x.data(), x.data()), xnn_status_invalid_state);
  ASSERT_EQ(xnn_reshape_global_average_pooling_nwc_f32(raw, 2, 20, 8, 8, 8, &ws, nullptr, nullptr),
            xnn_status_success);
  EXPECT_GT(ws, 0u);
  EXPECT_EQ(xnn_setup_global_average_pooling_nwc_f32(raw, x.data(), nullptr, x.data()), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_global_average_pooling_nwc_f32(raw, x.data(), x.data(), nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_global_average_pooling_nwc_f32(raw, nullptr, x.data(), x.data()), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_run_operator(raw, nullptr), xnn_status_invalid_state);
  xnn_operator_t softmax = nullptr;
  ASSERT_EQ(xnn_create_softmax_nc_f32(0, &softmax), xnn_status_success);
  operator_ptr softmax_owned = own(softmax);
  EXPECT_EQ(xnn_reshape_global_average_pooling_nwc_f32(softmax, 1, 4, 4, 4, 4, &ws, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_global_average_pooling_nwc_f32(softmax, nullptr, x.data(), x.data()),
            xnn_status_invalid_parameter);
}

}  // namespace
