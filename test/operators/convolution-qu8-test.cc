// Convolution, qu8 (uint8 activations, uint8 weights of one zero point and one scale), bit for bit against an integer
// reference (exact int32 sums of (input - input_zero_point) * (kernel - kernel_zero_point), padding taps
// contributing nothing, the one requantization formula at scale input_scale * kernel_scale / output_scale) over the
// GEMM, IGEMM and depthwise paths (the qu8-dwconv kernels: unipass 3x3 and 5x5, multipass 7x7): strides, dilation,
// padding (explicit and TensorFlow SAME), groups, the depthwise HWGo layout, pixel strides, zero points at both
// extremes, clamps; at 1, 2 and 8 threads with identical bytes; and the quantization arguments it refuses.
#include <functional>

#include "operator-tester.h"
#include "ukernels/requantization.h"

namespace {

// `count` random uint8 values, then XNN_EXTRA_BYTES of zeros that kernels may read past an input's end.
std::vector<uint8_t> random_uint8(std::mt19937& rng, size_t count) {
  std::uniform_int_distribution<int32_t> dist(0, 255);
  std::vector<uint8_t> values(count + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < count; i++) values[i] = uint8_t(dist(rng));
  return values;
}

struct qu8_conv_case {
  std::string name;
  conv2d_shape s;
  bool same_padding = false;
  int32_t input_zero_point = 133, kernel_zero_point = 121, output_zero_point = 127;
  int32_t output_min = 0, output_max = 255;
};

// gtest prints a case by its name (not its bytes, padding included).
void PrintTo(const qu8_conv_case& c, std::ostream* os) { *os << c.name; }

void check_case(qu8_conv_case c) {
  std::mt19937 rng(13);
  size_t oh, ow;
  conv2d_output_size(c.s, c.same_padding, &oh, &ow);
  const conv2d_shape& s = c.s;
  const size_t oc = s.groups * s.group_output_channels;
  const std::vector<uint8_t> input = random_uint8(rng, s.batch * s.input_height * s.input_width * s.input_stride());
  const std::vector<uint8_t> kernel = random_uint8(rng, s.kernel_size());
  std::vector<int32_t> bias(oc);
  std::uniform_int_distribution<int32_t> bias_dist(-5000, 5000);
  for (int32_t& b : bias) b = bias_dist(rng);
  const float input_scale = 0.25f, kernel_scale = 0x1.7p-8f;
  const size_t terms = s.kernel_height * s.kernel_width * s.group_input_channels;
  const float output_scale = input_scale * kernel_scale * 128.0f * 128.0f * std::sqrt(float(terms)) / 100.0f;
  const float scale = input_scale * kernel_scale / output_scale;

  const size_t out_stride = s.output_stride();
  std::vector<uint8_t> expected(s.batch * oh * ow * oc);
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
                  const int32_t w = kernel[s.kernel_index(g, o, ky, kx, i)];
                  acc += (a - c.input_zero_point) * (w - c.kernel_zero_point);
                }
              }
            }
            expected[((b * oh + y) * ow + x) * oc + channel] = uint8_t(xnn_requantize_fp32(acc, scale, params));
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
    ASSERT_EQ(xnn_status_success,
              xnn_create_convolution2d_nhwc_qu8(
                  pad_top, pad_right, pad_bottom, pad_left, s.kernel_height, s.kernel_width, s.stride_height,
                  s.stride_width, s.dilation_height, s.dilation_width, s.groups, s.group_input_channels,
                  s.group_output_channels, s.input_stride(), out_stride, uint8_t(c.input_zero_point), input_scale,
                  uint8_t(c.kernel_zero_point), kernel_scale, kernel.data(), bias.data(),
                  uint8_t(c.output_zero_point), output_scale, uint8_t(c.output_min), uint8_t(c.output_max), flags,
                  nullptr, &raw));
    operator_ptr op = own(raw);
    size_t out_h = 0, out_w = 0;
    ASSERT_EQ(xnn_status_success, xnn_reshape_convolution2d_nhwc_qu8(op.get(), s.batch, s.input_height,
                                                                     s.input_width, nullptr, &out_h, &out_w, pool));
    ASSERT_EQ(out_h, oh);
    ASSERT_EQ(out_w, ow);
    const uint8_t kMarker = 0x5A;
    std::vector<uint8_t> output(s.batch * oh * ow * out_stride, kMarker);
    ASSERT_EQ(xnn_status_success, xnn_setup_convolution2d_nhwc_qu8(op.get(), nullptr, input.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    for (size_t pixel = 0; pixel < s.batch * oh * ow; pixel++) {
      for (size_t channel = 0; channel < out_stride; channel++) {
        const uint8_t got = output[pixel * out_stride + channel];
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

std::vector<qu8_conv_case> cases() {
  std::vector<qu8_conv_case> all;
  all.push_back({"pointwise_gemm", shape(5, 6, 1, 1, 0, 1, 19, 23)});
  all.push_back({"pointwise_one_pixel", shape(1, 1, 1, 1, 0, 1, 40, 17)});
  all.push_back({"3x3_padded", shape(7, 6, 3, 1, 1, 1, 5, 21)});
  all.push_back({"3x3_stride2", shape(9, 8, 3, 2, 1, 1, 8, 34)});
  all.push_back({"5x5_unpadded", shape(8, 9, 5, 1, 0, 1, 3, 7)});
  all.push_back({"one_output_pixel", shape(3, 3, 3, 1, 0, 1, 6, 9)});
  qu8_conv_case dilated{"dilated", shape(9, 9, 3, 1, 2, 1, 4, 11)};
  dilated.s.dilation_height = dilated.s.dilation_width = 2;
  all.push_back(dilated);
  all.push_back({"grouped", shape(6, 5, 3, 1, 1, 3, 4, 5)});
  all.push_back({"depthwise_3x3", shape(8, 7, 3, 1, 1, 37, 1, 1)});
  all.push_back({"depthwise_3x3_stride2", shape(9, 10, 3, 2, 1, 24, 1, 1)});
  all.push_back({"depthwise_5x5", shape(9, 8, 5, 1, 2, 19, 1, 1)});
  all.push_back({"depthwise_pointwise", shape(4, 5, 1, 1, 0, 13, 1, 1)});
  all.push_back({"depthwise_7x7_multipass", shape(10, 9, 7, 1, 3, 20, 1, 1)});
  all.push_back({"depthwise_many_channels", shape(5, 6, 3, 1, 1, 77, 1, 1)});
  qu8_conv_case dw_dilated{"depthwise_dilated", shape(9, 9, 3, 1, 2, 21, 1, 1)};
  dw_dilated.s.dilation_height = dw_dilated.s.dilation_width = 2;
  all.push_back(dw_dilated);
  qu8_conv_case dw_same{"depthwise_same_padding_stride2", shape(7, 8, 5, 2, 0, 18, 1, 1)};
  dw_same.same_padding = true;
  all.push_back(dw_same);
  qu8_conv_case hwgo{"depthwise_hwgo_layout", shape(6, 6, 3, 1, 1, 16, 1, 1)};
  hwgo.s.depthwise_layout = true;
  all.push_back(hwgo);
  qu8_conv_case multiplier{"depth_multiplier_2", shape(6, 6, 3, 1, 1, 8, 1, 2)};
  multiplier.s.depthwise_layout = true;
  all.push_back(multiplier);
  qu8_conv_case same{"same_padding", shape(7, 8, 3, 2, 0, 1, 6, 10)};
  same.same_padding = true;
  all.push_back(same);
  qu8_conv_case strided{"pixel_strides", shape(5, 5, 3, 1, 1, 1, 7, 9)};
  strided.s.input_pixel_stride = 11, strided.s.output_pixel_stride = 13;
  all.push_back(strided);
  qu8_conv_case dw_strided{"depthwise_pixel_strides", shape(5, 5, 3, 1, 1, 12, 1, 1)};
  dw_strided.s.input_pixel_stride = 15, dw_strided.s.output_pixel_stride = 14;
  all.push_back(dw_strided);
  for (int32_t zp : {0, 255}) {
    qu8_conv_case extreme{zp == 0 ? "zero_points_0" : "zero_points_255", shape(6, 6, 3, 1, 1, 1, 5, 12)};
    extreme.input_zero_point = extreme.kernel_zero_point = extreme.output_zero_point = zp;
    all.push_back(extreme);
    qu8_conv_case dw{zp == 0 ? "depthwise_zero_points_0" : "depthwise_zero_points_255",
                     shape(6, 6, 3, 1, 1, 17, 1, 1)};
    dw.input_zero_point = dw.kernel_zero_point = dw.output_zero_point = zp;
    all.push_back(dw);
  }
  qu8_conv_case clamped{"clamped", shape(6, 6, 3, 1, 1, 1, 5, 12)};
  clamped.output_min = 110, clamped.output_max = 140;
  all.push_back(clamped);
  qu8_conv_case dw_clamped{"depthwise_clamped", shape(6, 6, 3, 1, 1, 33, 1, 1)};
  dw_clamped.output_min = 110, dw_clamped.output_max = 140;
  all.push_back(dw_clamped);
  return all;
}

class ConvolutionQu8 : public testing::TestWithParam<qu8_conv_case> {};

TEST_P(ConvolutionQu8, matches_reference_bit_for_bit_at_every_thread_count) { check_case(GetParam()); }

INSTANTIATE_TEST_SUITE_P(cases, ConvolutionQu8, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<qu8_conv_case>& info) { return info.param.name; });

// The quantization arguments only the quantized operator has; the shape arguments are the f32 operator's (its tests
// cover them).
TEST(ConvolutionQu8Create, refuses_bad_quantization_arguments) {
  const std::vector<uint8_t> kernel(64, 1);
  struct bad_call {
    const char* what;
    float input_scale, kernel_scale, output_scale;
    uint8_t output_min, output_max;
    xnn_status expected;
  };
  const bad_call calls[] = {
      {"input_scale 0", 0.0f, 0.5f, 1.0f, 0, 255, xnn_status_invalid_parameter},
      {"input_scale NaN", NAN, 0.5f, 1.0f, 0, 255, xnn_status_invalid_parameter},
      {"output_scale inf", 1.0f, 0.5f, INFINITY, 0, 255, xnn_status_invalid_parameter},
      {"output_scale negative", 1.0f, 0.5f, -1.0f, 0, 255, xnn_status_invalid_parameter},
      {"kernel_scale 0", 1.0f, 0.0f, 1.0f, 0, 255, xnn_status_invalid_parameter},
      {"kernel_scale NaN", 1.0f, NAN, 1.0f, 0, 255, xnn_status_invalid_parameter},
      {"kernel_scale inf", 1.0f, INFINITY, 1.0f, 0, 255, xnn_status_invalid_parameter},
      {"requantization scale 256", 1024.0f, 0.5f, 1.0f, 0, 255, xnn_status_unsupported_parameter},
      {"output range inverted", 1.0f, 0.5f, 1.0f, 3, 2, xnn_status_invalid_parameter},
  };
  for (const bad_call& call : calls) {
    xnn_operator_t op = nullptr;
    EXPECT_EQ(call.expected,
              xnn_create_convolution2d_nhwc_qu8(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 128, call.input_scale,
                                                128, call.kernel_scale, kernel.data(), nullptr, 128,
                                                call.output_scale, call.output_min, call.output_max, 0, nullptr, &op))
        << call.what;
    EXPECT_EQ(op, nullptr) << call.what;
  }
}

TEST(ConvolutionQu8Kinds, reshape_of_a_qs8_convolution_is_refused) {
  const std::vector<int8_t> qs8_kernel(16, 1);
  const std::vector<uint8_t> qu8_kernel(16, 1);
  xnn_operator_t qs8 = nullptr, qu8 = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_convolution2d_nhwc_qs8(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 0,
                                                                  1.0f, 0.5f, qs8_kernel.data(), nullptr, 0, 1.0f,
                                                                  -128, 127, 0, nullptr, &qs8));
  operator_ptr owned_qs8 = own(qs8);
  ASSERT_EQ(xnn_status_success, xnn_create_convolution2d_nhwc_qu8(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, 128,
                                                                  1.0f, 128, 0.5f, qu8_kernel.data(), nullptr, 128,
                                                                  1.0f, 0, 255, 0, nullptr, &qu8));
  operator_ptr owned_qu8 = own(qu8);
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_qu8(qs8, 1, 3, 3, nullptr, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_qs8(qu8, 1, 3, 3, nullptr, nullptr, nullptr, nullptr));
}

}  // namespace
