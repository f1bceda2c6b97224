// The s8 max pooling operator against a plain integer max over the window's taps inside the image, byte for byte:
// windows on both sides of the unipass kernel's 9 taps (multipass beyond), strides, dilation, explicit and TF SAME
// padding, odd channel counts, pixel strides, batch 0, 1 and many, the extremes -128 and 127, clamping; at 1, 2 and
// 8 threads with identical bytes; and every rejected argument.
#include "operator-tester.h"

namespace {

struct s8_maxpool_case {
  size_t batch, height, width, channels;
  uint32_t window_h, window_w, stride = 1, dilation = 1, padding = 0;
  size_t input_stride = 0, output_stride = 0;  // 0: dense
  bool same = false;
  int8_t output_min = -128, output_max = 127;
};

void check(const s8_maxpool_case& t) {
  const size_t in_stride = t.input_stride != 0 ? t.input_stride : t.channels;
  const size_t out_stride = t.output_stride != 0 ? t.output_stride : t.channels;
  std::mt19937 rng(uint32_t(t.batch * 131 + t.height * 17 + t.channels + t.window_h));
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<int8_t> input(t.batch * t.height * t.width * in_stride);
  for (int8_t& x : input) x = int8_t(dist(rng));
  const std::string name = "batch " + std::to_string(t.batch) + ", " + std::to_string(t.height) + "x" +
                           std::to_string(t.width) + "x" + std::to_string(t.channels) + ", window " +
                           std::to_string(t.window_h) + "x" + std::to_string(t.window_w);
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    const uint32_t pad = t.same ? 0 : t.padding;
    ASSERT_EQ(xnn_status_success,
              xnn_create_max_pooling2d_nhwc_s8(pad, pad, pad, pad, t.window_h, t.window_w, t.stride, t.stride,
                                               t.dilation, t.dilation, t.output_min, t.output_max,
                                               t.same ? XNN_FLAG_TENSORFLOW_SAME_PADDING : 0, &raw));
    operator_ptr owned = own(raw);
    size_t oh = 0, ow = 0;
    ASSERT_EQ(xnn_status_success, xnn_reshape_max_pooling2d_nhwc_s8(raw, t.batch, t.height, t.width, t.channels,
                                                                    in_stride, out_stride, &oh, &ow, pool));
    // Where the window starts: explicit padding, or TF SAME's (the odd element after).
    const auto before = [&](size_t in, size_t out, uint32_t k) -> ptrdiff_t {
      if (!t.same) return t.padding;
      const size_t needed = (out - 1) * t.stride + (k - 1) * t.dilation + 1;
      return needed > in ? ptrdiff_t((needed - in) / 2) : 0;
    };
    const ptrdiff_t top = before(t.height, oh, t.window_h), left = before(t.width, ow, t.window_w);
    std::vector<int8_t> output(t.batch * oh * ow * out_stride, int8_t(0x5A));
    ASSERT_EQ(xnn_status_success, xnn_setup_max_pooling2d_nhwc_s8(raw, input.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(raw, pool));
    for (size_t b = 0; b < t.batch; b++) {
      for (size_t y = 0; y < oh; y++) {
        for (size_t x = 0; x < ow; x++) {
          const int8_t* out = output.data() + ((b * oh + y) * ow + x) * out_stride;
          for (size_t c = 0; c < out_stride; c++) {
            if (c >= t.channels) {
              ASSERT_EQ(out[c], int8_t(0x5A)) << what << ": wrote into the pixel stride gap";
              continue;
            }
            int m = -128;
            for (size_t ky = 0; ky < t.window_h; ky++) {
              for (size_t kx = 0; kx < t.window_w; kx++) {
                const ptrdiff_t iy = ptrdiff_t(y * t.stride + ky * t.dilation) - top;
                const ptrdiff_t ix = ptrdiff_t(x * t.stride + kx * t.dilation) - left;
                if (iy < 0 || ix < 0 || iy >= ptrdiff_t(t.height) || ix >= ptrdiff_t(t.width)) continue;
                m = std::max<int>(m, input[((b * t.height + size_t(iy)) * t.width + size_t(ix)) * in_stride + c]);
              }
            }
            m = std::min<int>(std::max<int>(m, t.output_min), t.output_max);
            ASSERT_EQ(int(out[c]), m) << what << ": item " << b << ", pixel (" << y << ", " << x << "), channel " << c;
          }
        }
      }
    }
    outputs->add(output);
  });
}

TEST(max_pooling2d_nhwc_s8, windows_around_the_unipass_tile) {
  for (uint32_t k : {2u, 3u, 4u, 5u}) check({2, 9, 10, 5, k, k});
  check({2, 9, 10, 5, 1, 2});
  check({1, 8, 12, 3, 1, 9});   // exactly 9 taps in a row
  check({1, 12, 12, 3, 4, 5, 2});  // 20 taps: three passes
}

// A 1 x 1 window (XNNPACK accepts it): each output is its input pixel, clamped; a stride subsamples.
TEST(max_pooling2d_nhwc_s8, one_by_one_window) {
  check({2, 5, 6, 17, 1, 1});
  check({1, 7, 7, 33, 1, 1, 2});
  check({1, 4, 4, 9, 1, 1, 1, 1, 0, 0, 0, false, -20, 30});
}

TEST(max_pooling2d_nhwc_s8, channel_counts) {
  for (size_t c : {1, 15, 16, 17, 31, 33, 63, 64, 65, 130}) check({1, 6, 6, c, 3, 3, 2});
}

TEST(max_pooling2d_nhwc_s8, strides_dilation_and_padding) {
  check({2, 11, 9, 7, 3, 3, 2, 2, 1});  // stride 2, dilation 2, padding 1
  s8_maxpool_case same{2, 11, 9, 7, 3, 3, 2};
  same.same = true;
  check(same);
  s8_maxpool_case strided{2, 7, 7, 19, 3, 2};
  strided.input_stride = 23, strided.output_stride = 21;
  check(strided);
}

TEST(max_pooling2d_nhwc_s8, batch_sizes) {
  for (size_t batch : {0, 1, 17}) check({batch, 5, 5, 3, 2, 2, 2});
}

TEST(max_pooling2d_nhwc_s8, clamps) {
  s8_maxpool_case clamped{2, 6, 6, 20, 3, 3};
  clamped.output_min = -20, clamped.output_max = 30;
  check(clamped);
  s8_maxpool_case single{2, 6, 6, 20, 3, 3};
  single.output_min = single.output_max = 7;
  check(single);
}

struct s8_maxpool_rejection {
  const char* name;
  uint32_t padding, window, stride, dilation;
  int8_t output_min, output_max;
  uint32_t flags;
  xnn_status expected;
};

class MaxPoolingS8CreateRejects : public testing::TestWithParam<s8_maxpool_rejection> {};

TEST_P(MaxPoolingS8CreateRejects, argument) {
  const s8_maxpool_rejection& r = GetParam();
  xnn_operator_t op = nullptr;
  EXPECT_EQ(r.expected, xnn_create_max_pooling2d_nhwc_s8(r.padding, 0, 0, 0, r.window, 2, r.stride, 1, r.dilation, 1,
                                                         r.output_min, r.output_max, r.flags, &op));
  EXPECT_EQ(op, nullptr);
}

INSTANTIATE_TEST_SUITE_P(
    arguments, MaxPoolingS8CreateRejects,
    testing::Values(
        s8_maxpool_rejection{"pooling_height_0", 0, 0, 1, 1, -128, 127, 0, xnn_status_invalid_parameter},
        s8_maxpool_rejection{"stride_0", 0, 2, 0, 1, -128, 127, 0, xnn_status_invalid_parameter},
        s8_maxpool_rejection{"dilation_0", 0, 2, 1, 0, -128, 127, 0, xnn_status_invalid_parameter},
        s8_maxpool_rejection{"padding_not_below_window", 2, 2, 1, 1, -128, 127, 0, xnn_status_invalid_parameter},
        s8_maxpool_rejection{"output_min_above_max", 0, 2, 1, 1, 5, 4, 0, xnn_status_invalid_parameter},
        s8_maxpool_rejection{"unknown_flag", 0, 2, 1, 1, -128, 127, 0x80000000u, xnn_status_unsupported_parameter}),
    [](const testing::TestParamInfo<s8_maxpool_rejection>& info) { return std::string(info.param.name); });

TEST(max_pooling2d_nhwc_s8, reshape_rejects) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_max_pooling2d_nhwc_s8(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, -128, 127, 0, &raw));
  operator_ptr owned = own(raw);
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_max_pooling2d_nhwc_s8(raw, 1, 1, 1, 2, 2, 2, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_max_pooling2d_nhwc_s8(raw, 1, 4, 4, 0, 2, 2, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_max_pooling2d_nhwc_s8(raw, 1, 4, 4, 3, 2, 3, nullptr, nullptr, nullptr));
}

// An f32 max pooling operator is not an s8 one, and the other way round.
TEST(max_pooling2d_nhwc_s8, reshape_of_the_other_datatype_is_refused) {
  xnn_operator_t f32 = nullptr, s8 = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_max_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, -INFINITY, INFINITY, 0, &f32));
  ASSERT_EQ(xnn_status_success, xnn_create_max_pooling2d_nhwc_s8(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, -128, 127, 0, &s8));
  operator_ptr owned_f32 = own(f32), owned_s8 = own(s8);
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_max_pooling2d_nhwc_s8(f32, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_max_pooling2d_nhwc_f32(s8, 1, 4, 4, 2, 2, 2, nullptr, nullptr, nullptr));
}

}  // namespace
