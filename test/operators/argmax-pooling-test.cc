// The argmax pooling 2D operator against a plain reference (the first maximum of each window in row-major order, its
// index numbered column-major as XNNPACK's, padding never chosen): windows on both sides of the unipass kernels' 9
// rows, padding on each side (pixels with fewer inside taps than the window), ties, odd channel counts, strided pixels,
// batch > 1, thread counts 1, 2 and 8 (bit-identical), and rejections.
#include "operator-tester.h"

namespace {

struct argmax_case {
  size_t batch, height, width, channels;
  uint32_t pad_top, pad_right, pad_bottom, pad_left;
  uint32_t kernel_height, kernel_width;
  size_t input_stride = 0, output_stride = 0;  // 0: channels
  bool ties = false;                           // inputs from 3 levels only
};

void check(argmax_case t) {
  if (t.input_stride == 0) t.input_stride = t.channels;
  if (t.output_stride == 0) t.output_stride = t.channels;
  char name[200];
  snprintf(name, sizeof(name), "%zux%zux%zux%zu pad %u,%u,%u,%u kernel %ux%u%s", t.batch, t.height, t.width,
           t.channels, t.pad_top, t.pad_right, t.pad_bottom, t.pad_left, t.kernel_height, t.kernel_width,
           t.ties ? " ties" : "");
  std::mt19937 rng(uint32_t(t.height * 131 + t.width * 7 + t.channels + t.kernel_width));
  std::vector<float> input = random_tensor(rng, t.batch * t.height * t.width * t.input_stride);
  if (t.ties) {
    for (size_t i = 0; i < t.batch * t.height * t.width * t.input_stride; i++) input[i] = std::round(input[i]);
  }
  const size_t oh = (t.height + t.pad_top + t.pad_bottom - t.kernel_height) / t.kernel_height + 1;
  const size_t ow = (t.width + t.pad_left + t.pad_right - t.kernel_width) / t.kernel_width + 1;
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_create_argmax_pooling2d_nhwc_f32(t.pad_top, t.pad_right, t.pad_bottom, t.pad_left, t.kernel_height,
                                                   t.kernel_width, 0, &raw),
              xnn_status_success) << what;
    operator_ptr owned = own(raw);
    size_t out_h = 0, out_w = 0;
    ASSERT_EQ(xnn_reshape_argmax_pooling2d_nhwc_f32(raw, t.batch, t.height, t.width, t.channels, t.input_stride,
                                                    t.output_stride, &out_h, &out_w, pool),
              xnn_status_success) << what;
    ASSERT_EQ(out_h, oh) << what;
    ASSERT_EQ(out_w, ow) << what;
    std::vector<float> y(t.batch * oh * ow * t.output_stride + XNN_EXTRA_BYTES / sizeof(float), untouched_marker());
    std::vector<uint32_t> index(t.batch * oh * ow * t.channels, 0xDEADBEEFu);
    ASSERT_EQ(xnn_setup_argmax_pooling2d_nhwc_f32(raw, input.data(), y.data(), index.data()), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
    const pooling_window window{t.height,        t.width,        t.input_stride, t.kernel_height, t.kernel_width,
                                t.kernel_height, t.kernel_width, 1,              1,               t.pad_top,
                                t.pad_left};
    for_each_output(y, t.batch * oh * ow, t.channels, t.output_stride, what, [&](size_t pixel, size_t c, float actual) {
      float best = 0;
      uint32_t best_index = UINT32_MAX;
      window.for_each_tap(input, pixel / (oh * ow), pixel / ow % oh, pixel % ow, c, [&](float x, size_t tap) {
        // Window positions are numbered column by column (x * kernel_height + y), as XNNPACK numbers them.
        const uint32_t position = uint32_t(tap % t.kernel_width * t.kernel_height + tap / t.kernel_width);
        if (best_index == UINT32_MAX || x > best) best = x, best_index = position;
      });
      ASSERT_EQ(actual, best) << what << ": pixel " << pixel << ", channel " << c;
      ASSERT_EQ(index[pixel * t.channels + c], best_index) << what << ": pixel " << pixel << ", channel " << c;
    });
    outputs->add(y);
    outputs->add(index);
  });
}

TEST(argmax_pooling_nhwc, windows_around_the_unipass_tile) {
  check({2, 8, 8, 5, 0, 0, 0, 0, 2, 2});
  check({2, 9, 9, 5, 0, 0, 0, 0, 3, 3});   // 9 taps: unipass limit
  check({2, 8, 10, 5, 0, 0, 0, 0, 2, 5});  // 10 taps: multipass
  check({1, 8, 8, 17, 0, 0, 0, 0, 4, 4});  // 16 taps
}

// A 1 x 1 window (XNNPACK accepts it): each output is its input pixel, index 0.
TEST(argmax_pooling_nhwc, one_by_one_window) {
  check({2, 4, 5, 7, 0, 0, 0, 0, 1, 1});
  check({1, 3, 3, 17, 0, 0, 0, 0, 1, 1, 19, 21});
}

TEST(argmax_pooling_nhwc, padding_on_each_side) {
  check({2, 5, 5, 3, 1, 0, 0, 0, 3, 3});
  check({2, 5, 5, 3, 0, 1, 0, 0, 3, 3});
  check({2, 5, 5, 3, 0, 0, 1, 0, 3, 3});
  check({2, 5, 5, 3, 0, 0, 0, 1, 3, 3});
  check({2, 6, 6, 7, 1, 1, 1, 1, 4, 4});  // inside counts 9, 12 and 16: unipass and multipass in one row
}

TEST(argmax_pooling_nhwc, ties_keep_the_first_position) {
  check({2, 6, 6, 9, 0, 0, 0, 0, 2, 3, 0, 0, true});
  check({1, 8, 8, 9, 1, 1, 1, 1, 3, 3, 0, 0, true});
  check({1, 8, 8, 9, 0, 0, 0, 0, 4, 4, 0, 0, true});
}

TEST(argmax_pooling_nhwc, odd_channels_and_strided_pixels) {
  for (size_t channels : {1, 3, 4, 9, 17, 33}) check({2, 4, 6, channels, 0, 0, 0, 0, 2, 3});
  check({2, 6, 6, 10, 1, 0, 1, 0, 3, 2, 13, 17});
}

TEST(argmax_pooling_nhwc, rejections) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_argmax_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 0, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_argmax_pooling2d_nhwc_f32(0, 0, 0, 0, 0, 2, 0, &raw), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_argmax_pooling2d_nhwc_f32(2, 0, 0, 0, 2, 2, 0, &raw), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_argmax_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 0x100, &raw), xnn_status_unsupported_parameter);
  EXPECT_EQ(raw, nullptr);
  ASSERT_EQ(xnn_create_argmax_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 0, &raw), xnn_status_success);
  operator_ptr owned = own(raw);
  std::vector<float> x(64, 0.0f);
  std::vector<uint32_t> index(64);
  EXPECT_EQ(xnn_setup_argmax_pooling2d_nhwc_f32(raw, x.data(), x.data(), index.data()), xnn_status_invalid_state);
  EXPECT_EQ(xnn_reshape_argmax_pooling2d_nhwc_f32(raw, 1, 1, 4, 2, 2, 2, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_argmax_pooling2d_nhwc_f32(raw, 1, 4, 4, 3, 2, 3, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_reshape_argmax_pooling2d_nhwc_f32(raw, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr),
            xnn_status_success);
  EXPECT_EQ(xnn_setup_argmax_pooling2d_nhwc_f32(raw, x.data(), x.data(), nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_argmax_pooling2d_nhwc_f32(raw, nullptr, x.data(), index.data()), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_max_pooling2d_nhwc_f32(raw, x.data(), x.data()), xnn_status_invalid_parameter);
}

}  // namespace
