// The qs8 and qu8 average pooling 2D operators and the qu8 global average pooling operator, bit for bit against a
// reference that sums in exact int32 and requantizes with the one formula (ukernels/requantization.h): average
// pooling divides by the taps inside the image (padding excluded, as the f32 operator does), with windows on both
// sides of the unipass kernels' 9 taps, explicit and SAME padding, strides, odd channel counts, pixel strides, zero
// points at both extremes and clamping; global average pooling over widths on both sides of 7 rows; at 1, 2 and 8
// threads with identical bytes; and the rejected quantization parameters.
#include <type_traits>

#include "operator-tester.h"
#include "ukernels/requantization.h"

namespace {

struct avgpool_case {
  size_t batch, height, width, channels;
  uint32_t pool_h, pool_w, stride_h, stride_w;
  uint32_t pad_top = 0, pad_right = 0, pad_bottom = 0, pad_left = 0;
  uint32_t flags = 0;
  size_t input_stride = 0, output_stride = 0;  // 0: channels
  int32_t input_zero_point = 3, output_zero_point = -5;  // in the signed range; shifted by 128 for qu8
  int32_t output_min = -128, output_max = 127;
  float input_scale = 0.5f, output_scale = 0.375f;
};

template <class T>
xnn_status create(const avgpool_case& t, xnn_operator_t* op) {
  const int32_t shift = std::is_signed_v<T> ? 0 : 128;
  if constexpr (std::is_signed_v<T>) {
    return xnn_create_average_pooling2d_nhwc_qs8(
        t.pad_top, t.pad_right, t.pad_bottom, t.pad_left, t.pool_h, t.pool_w, t.stride_h, t.stride_w,
        T(t.input_zero_point + shift), t.input_scale, T(t.output_zero_point + shift), t.output_scale,
        T(t.output_min + shift), T(t.output_max + shift), t.flags, op);
  } else {
    return xnn_create_average_pooling2d_nhwc_qu8(
        t.pad_top, t.pad_right, t.pad_bottom, t.pad_left, t.pool_h, t.pool_w, t.stride_h, t.stride_w,
        T(t.input_zero_point + shift), t.input_scale, T(t.output_zero_point + shift), t.output_scale,
        T(t.output_min + shift), T(t.output_max + shift), t.flags, op);
  }
}

template <class T>
void check(const avgpool_case& t) {
  const int32_t shift = std::is_signed_v<T> ? 0 : 128;
  const size_t in_stride = t.input_stride != 0 ? t.input_stride : t.channels;
  const size_t out_stride = t.output_stride != 0 ? t.output_stride : t.channels;
  std::mt19937 rng(uint32_t(t.height * 131 + t.width * 17 + t.channels + t.pool_h));
  std::uniform_int_distribution<int> dist(-128, 127);
  std::vector<T> input(t.batch * t.height * t.width * in_stride);
  for (T& x : input) x = T(dist(rng) + shift);
  // The output shape and leading padding, as the operator computes them.
  size_t out_h, out_w, pad_top = t.pad_top, pad_left = t.pad_left;
  if (t.flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) {
    out_h = (t.height + t.stride_h - 1) / t.stride_h;
    out_w = (t.width + t.stride_w - 1) / t.stride_w;
    const size_t need_h = (out_h - 1) * t.stride_h + t.pool_h, need_w = (out_w - 1) * t.stride_w + t.pool_w;
    pad_top = (need_h > t.height ? need_h - t.height : 0) / 2;
    pad_left = (need_w > t.width ? need_w - t.width : 0) / 2;
  } else {
    out_h = (t.height + t.pad_top + t.pad_bottom - t.pool_h) / t.stride_h + 1;
    out_w = (t.width + t.pad_left + t.pad_right - t.pool_w) / t.stride_w + 1;
  }
  const xnn_qs8_minmax_params params{t.output_zero_point + shift, t.output_min + shift, t.output_max + shift};
  const std::string name = std::to_string(t.pool_h) + "x" + std::to_string(t.pool_w) + " window over " +
                           std::to_string(t.height) + "x" + std::to_string(t.width) + "x" +
                           std::to_string(t.channels) + (std::is_signed_v<T> ? " (qs8)" : " (qu8)");
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(create<T>(t, &raw), xnn_status_success);
    operator_ptr owned = own(raw);
    size_t oh = 0, ow = 0;
    std::vector<T> y(t.batch * out_h * out_w * out_stride, T(0x5A));
    if constexpr (std::is_signed_v<T>) {
      ASSERT_EQ(xnn_reshape_average_pooling2d_nhwc_qs8(raw, t.batch, t.height, t.width, t.channels, in_stride,
                                                       out_stride, &oh, &ow, pool),
                xnn_status_success);
      ASSERT_EQ(xnn_setup_average_pooling2d_nhwc_qs8(raw, input.data(), y.data()), xnn_status_success);
    } else {
      ASSERT_EQ(xnn_reshape_average_pooling2d_nhwc_qu8(raw, t.batch, t.height, t.width, t.channels, in_stride,
                                                       out_stride, &oh, &ow, pool),
                xnn_status_success);
      ASSERT_EQ(xnn_setup_average_pooling2d_nhwc_qu8(raw, input.data(), y.data()), xnn_status_success);
    }
    ASSERT_EQ(oh, out_h) << what;
    ASSERT_EQ(ow, out_w) << what;
    ASSERT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
    for (size_t b = 0; b < t.batch; b++) {
      for (size_t oy = 0; oy < out_h; oy++) {
        for (size_t ox = 0; ox < out_w; ox++) {
          const T* out = y.data() + ((b * out_h + oy) * out_w + ox) * out_stride;
          for (size_t c = 0; c < out_stride; c++) {
            if (c >= t.channels) {
              ASSERT_EQ(out[c], T(0x5A)) << what << ": wrote into the pixel stride gap";
              continue;
            }
            int32_t sum = 0, count = 0;
            for (size_t ky = 0; ky < t.pool_h; ky++) {
              for (size_t kx = 0; kx < t.pool_w; kx++) {
                const ptrdiff_t iy = ptrdiff_t(oy * t.stride_h + ky) - ptrdiff_t(pad_top);
                const ptrdiff_t ix = ptrdiff_t(ox * t.stride_w + kx) - ptrdiff_t(pad_left);
                if (iy < 0 || ix < 0 || iy >= ptrdiff_t(t.height) || ix >= ptrdiff_t(t.width)) continue;
                sum += input[((b * t.height + size_t(iy)) * t.width + size_t(ix)) * in_stride + c] -
                       (t.input_zero_point + shift);
                count++;
              }
            }
            const float scale = t.input_scale / t.output_scale / float(count);
            ASSERT_EQ(int32_t(out[c]), xnn_requantize_fp32(sum, scale, params))
                << what << ": pixel (" << oy << ", " << ox << "), channel " << c << ", " << count << " taps";
          }
        }
      }
    }
    outputs->add(y);
  });
}

void check_both(const avgpool_case& t) {
  check<int8_t>(t);
  check<uint8_t>(t);
}

TEST(average_pooling_nhwc_q8, unipass_windows_with_padding) {
  avgpool_case t{2, 9, 10, 19, 3, 3, 1, 1};
  t.pad_top = t.pad_right = t.pad_bottom = t.pad_left = 1;
  check_both(t);
  check_both({1, 8, 8, 17, 2, 2, 2, 2});
  check_both({1, 7, 6, 5, 1, 9, 1, 1, 0, 4, 0, 4});
}

// A 1 x 1 window (XNNPACK accepts it): each output is its input pixel requantized; a stride subsamples.
TEST(average_pooling_nhwc_q8, one_by_one_window) {
  check_both({2, 5, 6, 17, 1, 1, 1, 1});
  check_both({1, 7, 7, 33, 1, 1, 2, 3});
}

TEST(average_pooling_nhwc_q8, multipass_windows) {
  check_both({1, 9, 9, 35, 5, 5, 2, 2, 2, 2, 2, 2});
  check_both({1, 11, 12, 16, 7, 7, 1, 3});
  check_both({2, 5, 6, 33, 2, 5, 1, 1, 1, 2, 0, 2});  // 10 taps: one past the unipass tile
}

TEST(average_pooling_nhwc_q8, same_padding) {
  avgpool_case t{1, 13, 11, 21, 7, 7, 2, 2};
  t.flags = XNN_FLAG_TENSORFLOW_SAME_PADDING;
  check_both(t);
  t.pool_h = t.pool_w = 3;
  check_both(t);
}

TEST(average_pooling_nhwc_q8, pixel_strides) {
  avgpool_case t{2, 6, 7, 13, 3, 3, 2, 2, 1, 1, 1, 1};
  t.input_stride = 20, t.output_stride = 17;
  check_both(t);
}

TEST(average_pooling_nhwc_q8, zero_points_at_both_extremes) {
  for (int32_t zp : {-128, 127}) {
    avgpool_case t{1, 7, 7, 18, 4, 4, 1, 1, 1, 2, 2, 1};
    t.input_zero_point = t.output_zero_point = zp;
    check_both(t);
  }
}

TEST(average_pooling_nhwc_q8, clamps_and_saturates) {
  avgpool_case clamped{1, 6, 6, 9, 3, 3, 1, 1, 1, 1, 1, 1};
  clamped.output_min = -20, clamped.output_max = 30;
  check_both(clamped);
  avgpool_case saturated{1, 6, 6, 9, 3, 3, 1, 1};
  saturated.input_scale = 100.0f, saturated.output_scale = 1.0f;
  check_both(saturated);
}

struct rejection {
  const char* name;
  float input_scale, output_scale;
  uint32_t pool;
  xnn_status expected;
};

class AveragePoolingQ8CreateRejects : public testing::TestWithParam<rejection> {};

TEST_P(AveragePoolingQ8CreateRejects, argument) {
  const rejection& r = GetParam();
  xnn_operator_t op = nullptr;
  EXPECT_EQ(r.expected, xnn_create_average_pooling2d_nhwc_qs8(0, 0, 0, 0, r.pool, r.pool, 1, 1, 0, r.input_scale, 0,
                                                              r.output_scale, -128, 127, 0, &op));
  EXPECT_EQ(op, nullptr);
  EXPECT_EQ(r.expected, xnn_create_average_pooling2d_nhwc_qu8(0, 0, 0, 0, r.pool, r.pool, 1, 1, 128, r.input_scale,
                                                              128, r.output_scale, 0, 255, 0, &op));
  EXPECT_EQ(op, nullptr);
}

INSTANTIATE_TEST_SUITE_P(
    arguments, AveragePoolingQ8CreateRejects,
    testing::Values(rejection{"input_scale_0", 0.0f, 1.0f, 3, xnn_status_invalid_parameter},
                    rejection{"input_scale_nan", NAN, 1.0f, 3, xnn_status_invalid_parameter},
                    rejection{"input_scale_negative", -1.0f, 1.0f, 3, xnn_status_invalid_parameter},
                    rejection{"output_scale_infinite", 1.0f, INFINITY, 3, xnn_status_invalid_parameter},
                    rejection{"scale_ratio_256", 256.0f, 1.0f, 3, xnn_status_unsupported_parameter},
                    // 2^-124 / 16 is below the smallest normal float.
                    rejection{"scale_ratio_over_taps_subnormal", 0x1p-124f, 1.0f, 4, xnn_status_unsupported_parameter}),
    [](const testing::TestParamInfo<rejection>& info) { return std::string(info.param.name); });

// qu8 global average pooling: the sums of uint8 rows less width * input_zero_point.
void check_gavgpool_qu8(size_t batch, size_t width, size_t channels, int32_t izp, int32_t ozp) {
  std::mt19937 rng(uint32_t(width * 17 + channels));
  std::uniform_int_distribution<int> dist(0, 255);
  std::vector<uint8_t> input(batch * width * channels);
  for (uint8_t& x : input) x = uint8_t(dist(rng));
  const float input_scale = 0.5f, output_scale = 0.375f;
  const xnn_qs8_minmax_params params{ozp, 0, 255};
  check_every_thread_count("qu8 global average pooling of width " + std::to_string(width),
                           [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_create_global_average_pooling_nwc_qu8(uint8_t(izp), input_scale, uint8_t(ozp), output_scale, 0, 255,
                                                        0, &raw),
              xnn_status_success);
    operator_ptr owned = own(raw);
    size_t workspace_size = 0, workspace_alignment = 0;
    ASSERT_EQ(xnn_reshape_global_average_pooling_nwc_qu8(raw, batch, width, channels, channels, channels,
                                                         &workspace_size, &workspace_alignment, pool),
              xnn_status_success);
    std::vector<unsigned char> workspace(workspace_size + 64, 0xA5);
    std::vector<uint8_t> y(batch * channels);
    ASSERT_EQ(xnn_setup_global_average_pooling_nwc_qu8(raw, workspace_size != 0 ? workspace.data() : nullptr,
                                                       input.data(), y.data()),
              xnn_status_success);
    ASSERT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
    for (size_t b = 0; b < batch; b++) {
      for (size_t c = 0; c < channels; c++) {
        int32_t sum = 0;
        for (size_t w = 0; w < width; w++) sum += input[(b * width + w) * channels + c] - izp;
        const float scale = input_scale / output_scale / float(width);
        ASSERT_EQ(int32_t(y[b * channels + c]), xnn_requantize_fp32(sum, scale, params))
            << what << ": item " << b << ", channel " << c;
      }
    }
    outputs->add(y);
  });
}

TEST(global_average_pooling_nwc_qu8, widths_around_the_unipass_tile) {
  for (size_t width : {1, 6, 7, 8, 14, 15, 49}) check_gavgpool_qu8(2, width, 19, 128, 120);
}

TEST(global_average_pooling_nwc_qu8, zero_points_at_both_extremes_and_channel_blocks) {
  check_gavgpool_qu8(2, 9, 300, 0, 255);
  check_gavgpool_qu8(2, 9, 17, 255, 0);
}

TEST(global_average_pooling_nwc_qu8, create_rejects_bad_scales) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_create_global_average_pooling_nwc_qu8(0, 0.0f, 0, 1.0f, 0, 255, 0, &op));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_create_global_average_pooling_nwc_qu8(0, 1.0f, 0, NAN, 0, 255, 0, &op));
  EXPECT_EQ(xnn_status_unsupported_parameter,
            xnn_create_global_average_pooling_nwc_qu8(0, 512.0f, 0, 1.0f, 0, 255, 0, &op));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_create_global_average_pooling_nwc_qu8(0, 1.0f, 0, 1.0f, 9, 8, 0, &op));
  EXPECT_EQ(op, nullptr);
}

}  // namespace
