// The max pooling and average pooling 2D operators against plain references: padding on each side, strides,
// dilation (max), TF SAME padding, windows from 1 x 1 to both sides of the unipass kernels' 9 rows, odd channel
// counts, strided pixels, batch > 1, clamping, thread counts 1, 2 and 8 (bit-identical), and rejections.
#include "operator-tester.h"

namespace {

struct pool_case {
  bool is_max;
  size_t batch, height, width, channels;
  uint32_t pad_top, pad_right, pad_bottom, pad_left;
  uint32_t kernel_height, kernel_width, stride_height, stride_width;
  uint32_t dilation_height = 1, dilation_width = 1;
  uint32_t flags = 0;
  size_t input_stride = 0, output_stride = 0;  // 0: channels
  float min = -INFINITY, max = INFINITY;
};

std::string describe(const pool_case& t) {
  char s[256];
  snprintf(s, sizeof(s), "%s %zux%zux%zux%zu pad %u,%u,%u,%u kernel %ux%u stride %ux%u dilation %ux%u flags %u",
           t.is_max ? "max" : "avg", t.batch, t.height, t.width, t.channels, t.pad_top, t.pad_right, t.pad_bottom,
           t.pad_left, t.kernel_height, t.kernel_width, t.stride_height, t.stride_width, t.dilation_height,
           t.dilation_width, t.flags);
  return s;
}

void check(pool_case t) {
  if (t.input_stride == 0) t.input_stride = t.channels;
  if (t.output_stride == 0) t.output_stride = t.channels;
  std::mt19937 rng(uint32_t(t.height * 31 + t.width * 7 + t.channels + t.kernel_height));
  const std::vector<float> input = random_tensor(rng, t.batch * t.height * t.width * t.input_stride);
  // Reference geometry: explicit padding, or TF SAME (output = ceil(input / stride), the odd padding at the end).
  const size_t window_h = (t.kernel_height - 1) * t.dilation_height + 1;
  const size_t window_w = (t.kernel_width - 1) * t.dilation_width + 1;
  size_t oh, ow, top, left;
  if (t.flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) {
    oh = (t.height + t.stride_height - 1) / t.stride_height;
    ow = (t.width + t.stride_width - 1) / t.stride_width;
    const size_t needed_h = (oh - 1) * t.stride_height + window_h, needed_w = (ow - 1) * t.stride_width + window_w;
    const size_t total_h = needed_h > t.height ? needed_h - t.height : 0;
    const size_t total_w = needed_w > t.width ? needed_w - t.width : 0;
    top = total_h / 2, left = total_w / 2;
  } else {
    oh = (t.height + t.pad_top + t.pad_bottom - window_h) / t.stride_height + 1;
    ow = (t.width + t.pad_left + t.pad_right - window_w) / t.stride_width + 1;
    top = t.pad_top, left = t.pad_left;
  }
  check_every_thread_count(describe(t), [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    if (t.is_max) {
      ASSERT_EQ(xnn_create_max_pooling2d_nhwc_f32(t.pad_top, t.pad_right, t.pad_bottom, t.pad_left, t.kernel_height,
                                                  t.kernel_width, t.stride_height, t.stride_width, t.dilation_height,
                                                  t.dilation_width, t.min, t.max, t.flags, &raw),
                xnn_status_success) << what;
    } else {
      ASSERT_EQ(xnn_create_average_pooling2d_nhwc_f32(t.pad_top, t.pad_right, t.pad_bottom, t.pad_left,
                                                      t.kernel_height, t.kernel_width, t.stride_height,
                                                      t.stride_width, t.min, t.max, t.flags, &raw),
                xnn_status_success) << what;
    }
    operator_ptr owned = own(raw);
    size_t out_h = 0, out_w = 0;
    const auto reshape = t.is_max ? xnn_reshape_max_pooling2d_nhwc_f32 : xnn_reshape_average_pooling2d_nhwc_f32;
    ASSERT_EQ(reshape(raw, t.batch, t.height, t.width, t.channels, t.input_stride, t.output_stride, &out_h, &out_w,
                      pool),
              xnn_status_success) << what;
    ASSERT_EQ(out_h, oh) << what;
    ASSERT_EQ(out_w, ow) << what;
    std::vector<float> y(t.batch * oh * ow * t.output_stride + XNN_EXTRA_BYTES / sizeof(float), untouched_marker());
    const auto setup = t.is_max ? xnn_setup_max_pooling2d_nhwc_f32 : xnn_setup_average_pooling2d_nhwc_f32;
    ASSERT_EQ(setup(raw, input.data(), y.data()), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
    const pooling_window window{t.height,        t.width,          t.input_stride,    t.kernel_height,
                                t.kernel_width,  t.stride_height,  t.stride_width,    t.dilation_height,
                                t.dilation_width, top,             left};
    for_each_output(y, t.batch * oh * ow, t.channels, t.output_stride, what, [&](size_t pixel, size_t c, float actual) {
      double acc = t.is_max ? -INFINITY : 0.0, magnitude = 0;
      size_t count = 0;
      window.for_each_tap(input, pixel / (oh * ow), pixel / ow % oh, pixel % ow, c, [&](float x, size_t) {
        acc = t.is_max ? std::max(acc, double(x)) : acc + x;
        magnitude += std::fabs(x);
        count++;
      });
      ASSERT_GT(count, 0u) << what;
      const double value = t.is_max ? acc : acc / double(count);
      const double expected = std::min(std::max(value, double(t.min)), double(t.max));
      if (t.is_max) {
        ASSERT_EQ(actual, float(expected)) << what << ": pixel " << pixel << ", channel " << c;
      } else {
        const double tolerance = double(count + 2) * 0x1.0p-24 * magnitude / double(count) + 1e-30;
        ASSERT_NEAR(actual, expected, tolerance) << what << ": pixel " << pixel << ", channel " << c;
      }
    });
    outputs->add(y);
  });
}

TEST(pooling_nhwc, windows_around_the_unipass_tile) {
  for (bool is_max : {true, false}) {
    check({is_max, 2, 7, 8, 5, 0, 0, 0, 0, 2, 2, 2, 2});    // 4 rows
    check({is_max, 2, 7, 8, 5, 0, 0, 0, 0, 3, 3, 1, 1});    // 9 rows: unipass limit
    check({is_max, 2, 7, 8, 5, 0, 0, 0, 0, 2, 5, 1, 1});    // 10 rows: multipass
    check({is_max, 1, 9, 9, 17, 0, 0, 0, 0, 5, 5, 2, 2});   // 25 rows: several incremental passes
  }
}

TEST(pooling_nhwc, padding_on_each_side) {
  for (bool is_max : {true, false}) {
    check({is_max, 2, 6, 7, 3, 1, 0, 0, 0, 3, 3, 1, 1});
    check({is_max, 2, 6, 7, 3, 0, 1, 0, 0, 3, 3, 1, 1});
    check({is_max, 2, 6, 7, 3, 0, 0, 1, 0, 3, 3, 1, 1});
    check({is_max, 2, 6, 7, 3, 0, 0, 0, 1, 3, 3, 1, 1});
    check({is_max, 2, 6, 7, 3, 2, 1, 2, 1, 3, 4, 2, 1});
    check({is_max, 1, 5, 5, 19, 2, 2, 2, 2, 4, 4, 1, 1});  // multipass with padding
  }
}

TEST(pooling_nhwc, strides_and_odd_channels) {
  for (bool is_max : {true, false}) {
    for (size_t channels : {1, 7, 9, 33}) {
      check({is_max, 3, 9, 10, channels, 0, 0, 0, 0, 3, 2, 3, 2});
      check({is_max, 1, 9, 10, channels, 1, 1, 1, 1, 2, 3, 2, 3});
    }
  }
}

TEST(pooling_nhwc, tensorflow_same_padding) {
  for (bool is_max : {true, false}) {
    check({is_max, 2, 7, 6, 5, 0, 0, 0, 0, 3, 3, 2, 2, 1, 1, XNN_FLAG_TENSORFLOW_SAME_PADDING});
    check({is_max, 2, 8, 5, 5, 0, 0, 0, 0, 2, 4, 1, 3, 1, 1, XNN_FLAG_TENSORFLOW_SAME_PADDING});
  }
  check({true, 1, 9, 9, 4, 0, 0, 0, 0, 3, 3, 2, 2, 2, 2, XNN_FLAG_TENSORFLOW_SAME_PADDING});
}

TEST(pooling_nhwc, max_dilation) {
  check({true, 2, 9, 11, 6, 0, 0, 0, 0, 3, 3, 1, 1, 2, 2});
  check({true, 2, 9, 11, 6, 2, 1, 1, 2, 2, 3, 2, 1, 3, 2});
}

TEST(pooling_nhwc, strided_pixels_and_clamping) {
  for (bool is_max : {true, false}) {
    pool_case t{is_max, 2, 6, 6, 10, 1, 1, 1, 1, 3, 3, 2, 2};
    t.input_stride = 13, t.output_stride = 17;
    check(t);
    t.min = -0.3f, t.max = 0.4f;
    check(t);
  }
}

// A 1 x 1 window, which XNNPACK accepts (its MobileNet v3 definitions average-pool 1 x 1): each output is its input
// pixel, clamped; a stride subsamples.
TEST(pooling_nhwc, one_by_one_window) {
  for (bool is_max : {true, false}) {
    check({is_max, 2, 5, 6, 7, 0, 0, 0, 0, 1, 1, 1, 1});
    check({is_max, 1, 7, 7, 33, 0, 0, 0, 0, 1, 1, 2, 3});
    check({is_max, 1, 4, 5, 3, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, XNN_FLAG_TENSORFLOW_SAME_PADDING});
    pool_case t{is_max, 2, 3, 4, 10, 0, 0, 0, 0, 1, 1, 1, 1};
    t.input_stride = 13, t.output_stride = 11, t.min = -0.3f, t.max = 0.4f;
    check(t);
  }
}

TEST(pooling_nhwc, batch_zero_runs_nothing) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_max_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, -INFINITY, INFINITY, 0, &raw),
            xnn_status_success);
  operator_ptr owned = own(raw);
  ASSERT_EQ(xnn_reshape_max_pooling2d_nhwc_f32(raw, 0, 4, 4, 3, 3, 3, nullptr, nullptr, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_max_pooling2d_nhwc_f32(raw, nullptr, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(raw, nullptr), xnn_status_success);
}

TEST(pooling_nhwc, rejections) {
  xnn_operator_t raw = nullptr;
  const float inf = INFINITY;
  EXPECT_EQ(xnn_create_max_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, -inf, inf, 0, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_max_pooling2d_nhwc_f32(0, 0, 0, 0, 0, 2, 1, 1, 1, 1, -inf, inf, 0, &raw),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_max_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 0, 1, 1, 1, -inf, inf, 0, &raw),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_max_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 1, 1, 1, 0, -inf, inf, 0, &raw),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_max_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, -1, 0, &raw),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_max_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, -inf, inf, 0x100, &raw),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_max_pooling2d_nhwc_f32(1, 0, 0, 0, 2, 2, 1, 1, 1, 1, -inf, inf,
                                              XNN_FLAG_TENSORFLOW_SAME_PADDING, &raw),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_max_pooling2d_nhwc_f32(0, 0, 2, 0, 2, 2, 1, 1, 1, 1, -inf, inf, 0, &raw),
            xnn_status_invalid_parameter);  // padding as large as the window
  EXPECT_EQ(xnn_create_average_pooling2d_nhwc_f32(0, 0, 0, 0, 300, 300, 1, 1, -inf, inf, 0, &raw),
            xnn_status_invalid_parameter);  // more window elements than a count can hold
  EXPECT_EQ(raw, nullptr);
  ASSERT_EQ(xnn_create_average_pooling2d_nhwc_f32(0, 0, 0, 0, 3, 3, 1, 1, -inf, inf, 0, &raw), xnn_status_success);
  operator_ptr owned = own(raw);
  std::vector<float> x(256, 0.0f);
  EXPECT_EQ(xnn_setup_average_pooling2d_nhwc_f32(raw, x.data(), x.data()), xnn_status_invalid_state);
  EXPECT_EQ(xnn_reshape_average_pooling2d_nhwc_f32(raw, 1, 0, 4, 2, 2, 2, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_average_pooling2d_nhwc_f32(raw, 1, 4, 4, 0, 2, 2, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_average_pooling2d_nhwc_f32(raw, 1, 4, 4, 3, 2, 3, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_average_pooling2d_nhwc_f32(raw, 1, 4, 4, 3, 3, 2, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_average_pooling2d_nhwc_f32(raw, 1, 2, 4, 3, 3, 3, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);  // smaller than the window
  EXPECT_EQ(xnn_reshape_average_pooling2d_nhwc_f32(raw, size_t(1) << 40, 1 << 20, 1 << 20, 3, 3, 3, nullptr, nullptr,
                                                   nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_average_pooling2d_nhwc_f32(raw, x.data(), x.data()), xnn_status_invalid_state);
  ASSERT_EQ(xnn_reshape_average_pooling2d_nhwc_f32(raw, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr),
            xnn_status_success);
  EXPECT_EQ(xnn_setup_average_pooling2d_nhwc_f32(raw, nullptr, x.data()), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_average_pooling2d_nhwc_f32(raw, x.data(), nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_run_operator(raw, nullptr), xnn_status_invalid_state);
  // A dilated window that skips over the only input row.
  xnn_operator_t dilated = nullptr;
  ASSERT_EQ(xnn_create_max_pooling2d_nhwc_f32(2, 0, 1, 0, 2, 1, 1, 1, 3, 1, -inf, inf, 0, &dilated),
            xnn_status_success);
  operator_ptr dilated_owned = own(dilated);
  EXPECT_EQ(xnn_reshape_max_pooling2d_nhwc_f32(dilated, 1, 1, 4, 2, 2, 2, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  // An operator of the other pooling kind.
  EXPECT_EQ(xnn_reshape_max_pooling2d_nhwc_f32(raw, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_max_pooling2d_nhwc_f32(raw, x.data(), x.data()), xnn_status_invalid_parameter);
}

}  // namespace
