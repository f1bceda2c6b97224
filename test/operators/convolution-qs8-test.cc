// Convolution, qs8 activations and per-channel int8 weights (qs8_qc8w), bit for bit against an integer reference
// (exact int32 sums, padding taps contributing nothing, the one requantization formula at scale input_scale *
// kernel_scale[o] / output_scale) over the GEMM, IGEMM and depthwise paths: strides, dilation, padding (explicit and
// TensorFlow SAME), groups, the depthwise HWGo layout, pixel strides, zero points at both extremes, clamps; at 1, 2
// and 8 threads with identical bytes; and the quantization arguments it refuses. The per-tensor operator
// (xnn_*_convolution2d_nhwc_qs8, one kernel scale) runs a subset of the same cases against the same reference.
#include <algorithm>
#include <functional>

#include "operator-tester.h"
#include "ukernels/requantization.h"

namespace {

struct qs8_conv_case {
  std::string name;
  conv2d_shape s;
  bool same_padding = false;
  int32_t input_zero_point = 5, output_zero_point = -3;
  int32_t output_min = -128, output_max = 127;
  bool per_tensor = false;  // xnn_*_convolution2d_nhwc_qs8: one kernel scale for every channel
};

// gtest prints a case by its name (not its bytes, padding included).
void PrintTo(const qs8_conv_case& c, std::ostream* os) { *os << c.name; }

void check_case(qs8_conv_case c) {
  std::mt19937 rng(11);
  size_t oh, ow;
  conv2d_output_size(c.s, c.same_padding, &oh, &ow);
  const conv2d_shape& s = c.s;
  const size_t oc = s.groups * s.group_output_channels;
  const std::vector<int8_t> input = random_int8(rng, s.batch * s.input_height * s.input_width * s.input_stride());
  const std::vector<int8_t> kernel = random_int8(rng, s.kernel_size());
  std::vector<int32_t> bias(oc);
  std::vector<float> kernel_scale(oc);
  std::uniform_int_distribution<int32_t> bias_dist(-5000, 5000);
  std::uniform_real_distribution<float> scale_dist(0.5f, 2.0f);
  for (int32_t& b : bias) b = bias_dist(rng);
  for (float& x : kernel_scale) x = scale_dist(rng) * 0x1.0p-7f;
  if (c.per_tensor) std::fill(kernel_scale.begin(), kernel_scale.end(), kernel_scale[0]);
  const float input_scale = 0.25f;
  const size_t terms = s.kernel_height * s.kernel_width * s.group_input_channels;
  const float output_scale = input_scale * 0x1.0p-7f * 128.0f * 128.0f * std::sqrt(float(terms)) / 100.0f;

  const size_t out_stride = s.output_stride();
  std::vector<int8_t> expected(s.batch * oh * ow * oc);
  const xnn_qs8_minmax_params params = {c.output_zero_point, c.output_min, c.output_max};
  for (size_t b = 0; b < s.batch; b++) {
    for (size_t y = 0; y < oh; y++) {
      for (size_t x = 0; x < ow; x++) {
        for (size_t g = 0; g < s.groups; g++) {
          for (size_t o = 0; o < s.group_output_channels; o++) {
            const size_t channel = g * s.group_output_channels + o;
            int32_t acc = bias[channel];
            for (size_t ky = 0; ky < s.kernel_height; ky++) {
              const ptrdiff_t iy = ptrdiff_t(y * s.stride_height + ky * s.dilation_height) - ptrdiff_t(s.padding_top);
              if (iy < 0 || iy >= ptrdiff_t(s.input_height)) continue;
              for (size_t kx = 0; kx < s.kernel_width; kx++) {
                const ptrdiff_t ix =
                    ptrdiff_t(x * s.stride_width + kx * s.dilation_width) - ptrdiff_t(s.padding_left);
                if (ix < 0 || ix >= ptrdiff_t(s.input_width)) continue;
                for (size_t i = 0; i < s.group_input_channels; i++) {
                  const int32_t a = input[s.input_index(b, size_t(iy), size_t(ix), g, i)];
                  acc += (a - c.input_zero_point) * int32_t(kernel[s.kernel_index(g, o, ky, kx, i)]);
                }
              }
            }
            const float scale = input_scale * kernel_scale[channel] / output_scale;
            expected[((b * oh + y) * ow + x) * oc + channel] = int8_t(xnn_requantize_fp32(acc, scale, params));
          }
        }
      }
    }
  }

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    const bool same = c.same_padding;
    const uint32_t flags =
        (same ? XNN_FLAG_TENSORFLOW_SAME_PADDING : 0) | (s.depthwise_layout ? XNN_FLAG_DEPTHWISE_CONVOLUTION : 0);
    xnn_operator_t raw = nullptr;
    const uint32_t pad_top = same ? 0 : s.padding_top, pad_right = same ? 0 : s.padding_right;
    const uint32_t pad_bottom = same ? 0 : s.padding_bottom, pad_left = same ? 0 : s.padding_left;
    if (c.per_tensor) {
      ASSERT_EQ(xnn_status_success,
                xnn_create_convolution2d_nhwc_qs8(
                    pad_top, pad_right, pad_bottom, pad_left, s.kernel_height, s.kernel_width, s.stride_height,
                    s.stride_width, s.dilation_height, s.dilation_width, s.groups, s.group_input_channels,
                    s.group_output_channels, s.input_stride(), out_stride, int8_t(c.input_zero_point), input_scale,
                    kernel_scale[0], kernel.data(), bias.data(), int8_t(c.output_zero_point), output_scale,
                    int8_t(c.output_min), int8_t(c.output_max), flags, nullptr, &raw));
    } else {
      ASSERT_EQ(xnn_status_success,
                xnn_create_convolution2d_nhwc_qs8_qc8w(
                    pad_top, pad_right, pad_bottom, pad_left, s.kernel_height, s.kernel_width, s.stride_height,
                    s.stride_width, s.dilation_height, s.dilation_width, s.groups, s.group_input_channels,
                    s.group_output_channels, s.input_stride(), out_stride, int8_t(c.input_zero_point), input_scale,
                    kernel_scale.data(), kernel.data(), bias.data(), int8_t(c.output_zero_point), output_scale,
                    int8_t(c.output_min), int8_t(c.output_max), flags, nullptr, &raw));
    }
    operator_ptr op = own(raw);
    size_t out_h = 0, out_w = 0;
    const auto reshape_fn = c.per_tensor ? xnn_reshape_convolution2d_nhwc_qs8 : xnn_reshape_convolution2d_nhwc_qs8_qc8w;
    const auto setup_fn = c.per_tensor ? xnn_setup_convolution2d_nhwc_qs8 : xnn_setup_convolution2d_nhwc_qs8_qc8w;
    ASSERT_EQ(xnn_status_success,
              reshape_fn(op.get(), s.batch, s.input_height, s.input_width, nullptr, &out_h, &out_w, pool));
    ASSERT_EQ(out_h, oh);
    ASSERT_EQ(out_w, ow);
    const int8_t kMarker = 0x5A;
    std::vector<int8_t> output(s.batch * oh * ow * out_stride, kMarker);
    ASSERT_EQ(xnn_status_success, setup_fn(op.get(), nullptr, input.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    for (size_t pixel = 0; pixel < s.batch * oh * ow; pixel++) {
      for (size_t channel = 0; channel < out_stride; channel++) {
        const int8_t got = output[pixel * out_stride + channel];
        if (channel < oc) {
          ASSERT_EQ(int(got), int(expected[pixel * oc + channel])) << what << ": pixel " << pixel << ", channel "
                                                                   << channel;
        } else {
          ASSERT_EQ(got, kMarker) << what << ": wrote into the pixel stride gap at pixel " << pixel;
        }
      }
    }
    outputs->add(output);
  });
}

conv2d_shape shape(size_t h, size_t w, size_t k, size_t stride, size_t pad, size_t groups, size_t gic, size_t goc) {
  conv2d_shape s;
  s.batch = 2, s.input_height = h, s.input_width = w;
  s.kernel_height = s.kernel_width = k;
  s.stride_height = s.stride_width = stride;
  s.padding_top = s.padding_right = s.padding_bottom = s.padding_left = pad;
  s.groups = groups, s.group_input_channels = gic, s.group_output_channels = goc;
  return s;
}

std::vector<qs8_conv_case> cases() {
  std::vector<qs8_conv_case> all;
  all.push_back({"pointwise_gemm", shape(5, 6, 1, 1, 0, 1, 19, 23)});
  all.push_back({"pointwise_one_pixel", shape(1, 1, 1, 1, 0, 1, 40, 17)});
  all.push_back({"3x3_padded", shape(7, 6, 3, 1, 1, 1, 5, 21)});
  all.push_back({"3x3_stride2", shape(9, 8, 3, 2, 1, 1, 8, 34)});
  all.push_back({"5x5_unpadded", shape(8, 9, 5, 1, 0, 1, 3, 7)});
  all.push_back({"one_output_pixel", shape(3, 3, 3, 1, 0, 1, 6, 9)});
  qs8_conv_case dilated{"dilated", shape(9, 9, 3, 1, 2, 1, 4, 11)};
  dilated.s.dilation_height = dilated.s.dilation_width = 2;
  all.push_back(dilated);
  all.push_back({"grouped", shape(6, 5, 3, 1, 1, 3, 4, 5)});
  all.push_back({"depthwise_3x3", shape(8, 7, 3, 1, 1, 37, 1, 1)});
  all.push_back({"depthwise_3x3_stride2", shape(9, 10, 3, 2, 1, 24, 1, 1)});
  all.push_back({"depthwise_5x5", shape(9, 8, 5, 1, 2, 19, 1, 1)});
  all.push_back({"depthwise_7x7_multipass", shape(10, 9, 7, 1, 3, 20, 1, 1)});
  qs8_conv_case hwgo{"depthwise_hwgo_layout", shape(6, 6, 3, 1, 1, 16, 1, 1)};
  hwgo.s.depthwise_layout = true;
  all.push_back(hwgo);
  qs8_conv_case multiplier{"depth_multiplier_2", shape(6, 6, 3, 1, 1, 8, 1, 2)};
  multiplier.s.depthwise_layout = true;
  all.push_back(multiplier);
  qs8_conv_case same{"same_padding", shape(7, 8, 3, 2, 0, 1, 6, 10)};
  same.same_padding = true;
  all.push_back(same);
  qs8_conv_case strided{"pixel_strides", shape(5, 5, 3, 1, 1, 1, 7, 9)};
  strided.s.input_pixel_stride = 11, strided.s.output_pixel_stride = 13;
  all.push_back(strided);
  qs8_conv_case dw_strided{"depthwise_pixel_strides", shape(5, 5, 3, 1, 1, 12, 1, 1)};
  dw_strided.s.input_pixel_stride = 15, dw_strided.s.output_pixel_stride = 14;
  all.push_back(dw_strided);
  for (int32_t zp : {-128, 127}) {
    qs8_conv_case extreme{zp < 0 ? "zero_points_min" : "zero_points_max", shape(6, 6, 3, 1, 1, 1, 5, 12)};
    extreme.input_zero_point = extreme.output_zero_point = zp;
    all.push_back(extreme);
    qs8_conv_case dw{zp < 0 ? "depthwise_zero_points_min" : "depthwise_zero_points_max",
                     shape(6, 6, 3, 1, 1, 17, 1, 1)};
    dw.input_zero_point = dw.output_zero_point = zp;
    all.push_back(dw);
  }
  qs8_conv_case clamped{"clamped", shape(6, 6, 3, 1, 1, 1, 5, 12)};
  clamped.output_min = -10, clamped.output_max = 20;
  all.push_back(clamped);
  // The per-tensor operator on every path (GEMM, IGEMM, grouped, depthwise unipass and multipass) and the extremes.
  const size_t per_channel_cases = all.size();
  for (size_t i = 0; i < per_channel_cases; i++) {
    const std::string& n = all[i].name;
    if (n == "pointwise_gemm" || n == "3x3_stride2" || n == "grouped" || n == "depthwise_3x3" ||
        n == "depthwise_7x7_multipass" || n == "depth_multiplier_2" || n == "same_padding" ||
        n == "zero_points_min" || n == "depthwise_zero_points_max" || n == "clamped") {
      qs8_conv_case per_tensor = all[i];
      per_tensor.name = "per_tensor_" + n;
      per_tensor.per_tensor = true;
      all.push_back(per_tensor);
    }
  }
  return all;
}

class ConvolutionQs8 : public testing::TestWithParam<qs8_conv_case> {};

TEST_P(ConvolutionQs8, matches_reference_bit_for_bit_at_every_thread_count) { check_case(GetParam()); }

INSTANTIATE_TEST_SUITE_P(cases, ConvolutionQs8, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<qs8_conv_case>& info) { return info.param.name; });

// The quantization arguments only the quantized operator has; the shape arguments are the f32 operator's (its tests
// cover them).
TEST(ConvolutionQs8Create, refuses_bad_quantization_arguments) {
  const std::vector<int8_t> kernel(64, 1);
  const float scales[2] = {0.5f, 0.5f};
  const float bad_scales[2] = {0.5f, NAN};
  struct bad_call {
    const char* what;
    float input_scale, output_scale;
    const float* kernel_scale;
    int8_t output_min, output_max;
    xnn_status expected;
  };
  const bad_call calls[] = {
      {"input_scale 0", 0.0f, 1.0f, scales, -128, 127, xnn_status_invalid_parameter},
      {"output_scale inf", 1.0f, INFINITY, scales, -128, 127, xnn_status_invalid_parameter},
      {"kernel_scale NULL", 1.0f, 1.0f, nullptr, -128, 127, xnn_status_invalid_parameter},
      {"kernel_scale NaN", 1.0f, 1.0f, bad_scales, -128, 127, xnn_status_invalid_parameter},
      {"requantization scale 256", 1024.0f, 1.0f, scales, -128, 127, xnn_status_unsupported_parameter},
      {"output range inverted", 1.0f, 1.0f, scales, 3, 2, xnn_status_invalid_parameter},
  };
  for (const bad_call& call : calls) {
    xnn_operator_t op = nullptr;
    EXPECT_EQ(call.expected,
              xnn_create_convolution2d_nhwc_qs8_qc8w(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 0,
                                                     call.input_scale, call.kernel_scale, kernel.data(), nullptr, 0,
                                                     call.output_scale, call.output_min, call.output_max, 0, nullptr,
                                                     &op))
        << call.what;
    EXPECT_EQ(op, nullptr) << call.what;
  }
}

// The per-tensor operator's one kernel scale, checked by name, and the requantization scale it gives every channel.
TEST(ConvolutionQs8PerTensorCreate, refuses_bad_quantization_arguments) {
  const std::vector<int8_t> kernel(64, 1);
  struct bad_call {
    const char* what;
    float input_scale, kernel_scale;
    int8_t output_min, output_max;
    xnn_status expected;
  };
  const bad_call calls[] = {
      {"input_scale 0", 0.0f, 0.5f, -128, 127, xnn_status_invalid_parameter},
      {"kernel_scale 0", 1.0f, 0.0f, -128, 127, xnn_status_invalid_parameter},
      {"kernel_scale NaN", 1.0f, NAN, -128, 127, xnn_status_invalid_parameter},
      {"kernel_scale inf", 1.0f, INFINITY, -128, 127, xnn_status_invalid_parameter},
      {"requantization scale 256", 1024.0f, 0.5f, -128, 127, xnn_status_unsupported_parameter},
      {"output range inverted", 1.0f, 0.5f, 3, 2, xnn_status_invalid_parameter},
  };
  for (const bad_call& call : calls) {
    xnn_operator_t op = nullptr;
    EXPECT_EQ(call.expected,
              xnn_create_convolution2d_nhwc_qs8(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 0, call.input_scale,
                                                call.kernel_scale, kernel.data(), nullptr, 0, 1.0f, call.output_min,
                                                call.output_max, 0, nullptr, &op))
        << call.what;
    EXPECT_EQ(op, nullptr) << call.what;
  }
}

TEST(ConvolutionQs8Kinds, per_tensor_and_per_channel_are_distinct_kinds) {
  const std::vector<int8_t> kernel(16, 1);
  const float scales[2] = {0.5f, 0.5f};
  xnn_operator_t per_tensor = nullptr, per_channel = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_convolution2d_nhwc_qs8(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 0,
                                                                  1.0f, 0.5f, kernel.data(), nullptr, 0, 1.0f, -128,
                                                                  127, 0, nullptr, &per_tensor));
  operator_ptr owned_per_tensor = own(per_tensor);
  ASSERT_EQ(xnn_status_success, xnn_create_convolution2d_nhwc_qs8_qc8w(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2,
                                                                       0, 1.0f, scales, kernel.data(), nullptr, 0,
                                                                       1.0f, -128, 127, 0, nullptr, &per_channel));
  operator_ptr owned_per_channel = own(per_channel);
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_qs8(per_channel, 1, 3, 3, nullptr, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_qs8_qc8w(per_tensor, 1, 3, 3, nullptr, nullptr, nullptr, nullptr));
}

TEST(ConvolutionQs8Kinds, reshape_of_an_f32_convolution_is_refused) {
  const std::vector<float> kernel(16, 1.0f);
  xnn_operator_t f32_op = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_convolution2d_nhwc_f32(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2,
                                                                  kernel.data(), nullptr, -INFINITY, INFINITY, 0,
                                                                  nullptr, &f32_op));
  operator_ptr owned = own(f32_op);
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_qs8_qc8w(f32_op, 1, 3, 3, nullptr, nullptr, nullptr, nullptr));
}

}  // namespace
