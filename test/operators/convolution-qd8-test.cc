// Convolution with dynamically quantized input (qd8_f32_qc8w: one zero point and scale per image, as XNNPACK's
// convolution reads them), per-channel int8 weights, fp32 bias and output, bit for bit against a reference that sums
// the integer products exactly (padding taps contribute nothing: they read the image's zero point) and applies the
// scales in the documented order ((acc * input scale) * kernel scale + bias, one rounding each, then the clamp):
// pointwise, strided, dilated, padded (explicit and TensorFlow SAME), grouped and depthwise shapes (all IGEMM), pixel
// strides, images of different zero points (both extremes), no bias, clamps; at 1, 2 and 8 threads with identical
// bytes; reshaping to another batch and size; and the arguments it refuses. qdu8_f32_qc8w (qduint8 input: the same
// bytes and zero points + 128; VNNI CPUs only, the qdu8 IGEMM) on every case against the same reference.
#include <algorithm>
#include <cstring>

#include "configs/qdu8-f32-qc8w-gemm-config.h"
#include "operator-tester.h"

namespace {

struct qd8_conv_case {
  std::string name;
  conv2d_shape s;
  bool same_padding = false, with_bias = true;
  std::vector<int32_t> zero_points = {5, -3};  // image b uses zero_points[b % size]
  float output_min = -INFINITY, output_max = INFINITY;
};

void PrintTo(const qd8_conv_case& c, std::ostream* os) { *os << c.name; }

struct qd8_conv_data {
  std::vector<int8_t> input, kernel;
  std::vector<xnn_quantization_params> quantization;  // per image, plus XNNPACK's padding entries
  std::vector<float> kernel_scale, bias;
};

qd8_conv_data make_data(const qd8_conv_case& c) {
  const conv2d_shape& s = c.s;
  const size_t oc = s.groups * s.group_output_channels;
  std::mt19937 rng(13);
  qd8_conv_data d;
  d.input = random_int8(rng, s.batch * s.input_height * s.input_width * s.input_stride() + XNN_EXTRA_BYTES);
  d.kernel = random_int8(rng, s.kernel_size());
  std::uniform_real_distribution<float> unit(0.5f, 2.0f), bias_dist(-1.0f, 1.0f);
  for (size_t b = 0; b < s.batch; b++) {
    // Input scales from 2^-20 to 2^8 across the images.
    const float scale = unit(rng) * std::ldexp(1.0f, -20 + int(b * 7 % 29));
    d.quantization.push_back({c.zero_points[b % c.zero_points.size()], scale});
  }
  for (size_t p = 0; p < XNN_EXTRA_QUANTIZATION_PARAMS; p++) d.quantization.push_back(d.quantization.back());
  d.kernel_scale.resize(oc);
  d.bias.resize(oc);
  for (float& x : d.kernel_scale) x = unit(rng) * 0x1.0p-7f;
  for (float& x : d.bias) x = bias_dist(rng);
  return d;
}

std::vector<float> reference(const qd8_conv_case& c, const conv2d_shape& s, size_t oh, size_t ow,
                             const qd8_conv_data& d) {
  const size_t oc = s.groups * s.group_output_channels;
  std::vector<float> expected(s.batch * oh * ow * oc);
  for (size_t b = 0; b < s.batch; b++) {
    const int32_t zero_point = d.quantization[b].zero_point;
    for (size_t y = 0; y < oh; y++) {
      for (size_t x = 0; x < ow; x++) {
        for (size_t g = 0; g < s.groups; g++) {
          for (size_t o = 0; o < s.group_output_channels; o++) {
            const size_t channel = g * s.group_output_channels + o;
            int64_t acc = 0;
            for (size_t ky = 0; ky < s.kernel_height; ky++) {
              const ptrdiff_t iy = ptrdiff_t(y * s.stride_height + ky * s.dilation_height) - ptrdiff_t(s.padding_top);
              if (iy < 0 || iy >= ptrdiff_t(s.input_height)) continue;
              for (size_t kx = 0; kx < s.kernel_width; kx++) {
                const ptrdiff_t ix =
                    ptrdiff_t(x * s.stride_width + kx * s.dilation_width) - ptrdiff_t(s.padding_left);
                if (ix < 0 || ix >= ptrdiff_t(s.input_width)) continue;
                for (size_t i = 0; i < s.group_input_channels; i++) {
                  const int64_t a = d.input[s.input_index(b, size_t(iy), size_t(ix), g, i)];
                  acc += (a - zero_point) * int64_t(d.kernel[s.kernel_index(g, o, ky, kx, i)]);
                }
              }
            }
            volatile float v = float(acc) * d.quantization[b].scale;
            v = v * d.kernel_scale[channel];
            v = v + (c.with_bias ? d.bias[channel] : 0.0f);
            expected[((b * oh + y) * ow + x) * oc + channel] = std::min(std::max(float(v), c.output_min), c.output_max);
          }
        }
      }
    }
  }
  return expected;
}

// unsigned_input: the qdu8 operator.
xnn_status create(const qd8_conv_case& c, const conv2d_shape& s, const qd8_conv_data& d, xnn_operator_t* op,
                  bool unsigned_input = false) {
  const bool same = c.same_padding;
  const uint32_t flags =
      (same ? XNN_FLAG_TENSORFLOW_SAME_PADDING : 0) | (s.depthwise_layout ? XNN_FLAG_DEPTHWISE_CONVOLUTION : 0);
  const auto create_fn =
      unsigned_input ? xnn_create_convolution2d_nhwc_qdu8_f32_qc8w : xnn_create_convolution2d_nhwc_qd8_f32_qc8w;
  return create_fn(
      same ? 0 : s.padding_top, same ? 0 : s.padding_right, same ? 0 : s.padding_bottom, same ? 0 : s.padding_left,
      s.kernel_height, s.kernel_width, s.stride_height, s.stride_width, s.dilation_height, s.dilation_width, s.groups,
      s.group_input_channels, s.group_output_channels, s.input_stride(), s.output_stride(), d.kernel_scale.data(),
      d.kernel.data(), c.with_bias ? d.bias.data() : nullptr, c.output_min, c.output_max, flags, nullptr, op);
}

// Runs `op` (created for c; the qdu8 operator when `unsigned_input`, given the input bytes and zero points + 128) on
// a batch of s and checks every output and the stride gaps.
void run_and_check(xnn_operator_t op, const qd8_conv_case& c, conv2d_shape s, const qd8_conv_data& d,
                   pthreadpool_t pool, const std::string& what, run_outputs* outputs, bool unsigned_input = false) {
  size_t oh, ow;
  conv2d_output_size(s, c.same_padding, &oh, &ow);
  const std::vector<float> expected = reference(c, s, oh, ow, d);
  const size_t oc = s.groups * s.group_output_channels, out_stride = s.output_stride();
  size_t out_h = 0, out_w = 0, workspace_size = 1;
  const auto reshape_fn =
      unsigned_input ? xnn_reshape_convolution2d_nhwc_qdu8_f32_qc8w : xnn_reshape_convolution2d_nhwc_qd8_f32_qc8w;
  ASSERT_EQ(xnn_status_success,
            reshape_fn(op, s.batch, s.input_height, s.input_width, &workspace_size, &out_h, &out_w, pool));
  ASSERT_EQ(workspace_size, 0u);
  ASSERT_EQ(out_h, oh);
  ASSERT_EQ(out_w, ow);
  std::vector<float> output(s.batch * oh * ow * out_stride, untouched_marker());
  if (unsigned_input) {
    std::vector<uint8_t> input_u(d.input.size());
    for (size_t i = 0; i < input_u.size(); i++) input_u[i] = uint8_t(d.input[i]) ^ 0x80;
    std::vector<xnn_quantization_params> quantization_u = d.quantization;
    for (xnn_quantization_params& q : quantization_u) q.zero_point += 128;
    ASSERT_EQ(xnn_status_success, xnn_setup_convolution2d_nhwc_qdu8_f32_qc8w(op, nullptr, input_u.data(),
                                                                             output.data(), quantization_u.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op, pool));  // input_u lives until the run is over
  } else {
    ASSERT_EQ(xnn_status_success, xnn_setup_convolution2d_nhwc_qd8_f32_qc8w(op, nullptr, d.input.data(),
                                                                            output.data(), d.quantization.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op, pool));
  }
  for (size_t pixel = 0; pixel < s.batch * oh * ow; pixel++) {
    for (size_t channel = 0; channel < out_stride; channel++) {
      const float got = output[pixel * out_stride + channel];
      if (channel < oc) {
        const float want = expected[pixel * oc + channel];
        ASSERT_EQ(std::memcmp(&got, &want, sizeof(float)), 0)
            << what << ": pixel " << pixel << ", channel " << channel << ": " << got << " != " << want;
      } else {
        ASSERT_TRUE(is_untouched(got)) << what << ": wrote into the pixel stride gap at pixel " << pixel;
      }
    }
  }
  outputs->add(output);
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

std::vector<qd8_conv_case> cases() {
  std::vector<qd8_conv_case> all;
  all.push_back({"pointwise", shape(5, 6, 1, 1, 0, 1, 19, 23)});
  all.push_back({"pointwise_one_pixel", shape(1, 1, 1, 1, 0, 1, 40, 17)});
  all.push_back({"3x3_padded", shape(7, 6, 3, 1, 1, 1, 5, 21)});
  all.push_back({"3x3_stride2", shape(9, 8, 3, 2, 1, 1, 8, 34)});
  all.push_back({"5x5_unpadded", shape(8, 9, 5, 1, 0, 1, 3, 7)});
  all.push_back({"one_output_pixel", shape(3, 3, 3, 1, 0, 1, 6, 9)});
  all.push_back({"long_input_channels", shape(4, 4, 3, 1, 1, 1, 300, 5)});
  qd8_conv_case asymmetric{"asymmetric_padding", shape(6, 7, 3, 1, 0, 1, 4, 6)};
  asymmetric.s.padding_top = 2, asymmetric.s.padding_left = 1, asymmetric.s.padding_right = 3;
  all.push_back(asymmetric);
  qd8_conv_case dilated{"dilated", shape(9, 9, 3, 1, 2, 1, 4, 11)};
  dilated.s.dilation_height = dilated.s.dilation_width = 2;
  all.push_back(dilated);
  all.push_back({"grouped", shape(6, 5, 3, 1, 1, 3, 4, 5)});
  all.push_back({"depthwise_3x3", shape(8, 7, 3, 1, 1, 37, 1, 1)});
  qd8_conv_case hwgo{"depthwise_hwgo_layout", shape(6, 6, 3, 1, 1, 16, 1, 1)};
  hwgo.s.depthwise_layout = true;
  all.push_back(hwgo);
  qd8_conv_case multiplier{"depth_multiplier_2", shape(6, 6, 3, 1, 1, 8, 1, 2)};
  multiplier.s.depthwise_layout = true;
  all.push_back(multiplier);
  qd8_conv_case same{"same_padding", shape(7, 8, 3, 2, 0, 1, 6, 10)};
  same.same_padding = true;
  all.push_back(same);
  qd8_conv_case strided{"pixel_strides", shape(5, 5, 3, 1, 1, 1, 7, 9)};
  strided.s.input_pixel_stride = 11, strided.s.output_pixel_stride = 13;
  all.push_back(strided);
  // Padding taps must read each image's own zero point: images at both extremes in one batch.
  qd8_conv_case extremes{"zero_points_both_extremes", shape(6, 6, 3, 1, 2, 2, 5, 12)};
  extremes.s.batch = 4;
  extremes.zero_points = {-128, 127, 0, -128};
  all.push_back(extremes);
  qd8_conv_case one_image{"batch1_zero_point_max", shape(5, 5, 3, 1, 1, 1, 9, 8)};
  one_image.s.batch = 1;
  one_image.zero_points = {127};
  all.push_back(one_image);
  qd8_conv_case many{"batch7", shape(4, 5, 3, 2, 1, 1, 6, 5)};
  many.s.batch = 7;
  many.zero_points = {1, -60, 100, -128, 127, 0, 33};
  all.push_back(many);
  qd8_conv_case no_bias{"no_bias", shape(6, 6, 3, 1, 1, 1, 5, 12)};
  no_bias.with_bias = false;
  all.push_back(no_bias);
  qd8_conv_case clamped{"clamped", shape(6, 6, 3, 1, 1, 1, 5, 12)};
  clamped.output_min = -1e-4f, clamped.output_max = 2e-4f;
  all.push_back(clamped);
  return all;
}

class ConvolutionQd8F32Qc8w : public testing::TestWithParam<qd8_conv_case> {};

TEST_P(ConvolutionQd8F32Qc8w, matches_reference_bit_for_bit_at_every_thread_count) {
  const qd8_conv_case& c = GetParam();
  const qd8_conv_data d = make_data(c);
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success, create(c, c.s, d, &raw));
    operator_ptr op = own(raw);
    run_and_check(op.get(), c, c.s, d, pool, what, outputs);
  });
}

INSTANTIATE_TEST_SUITE_P(cases, ConvolutionQd8F32Qc8w, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<qd8_conv_case>& info) { return info.param.name; });

class ConvolutionQdu8F32Qc8w : public testing::TestWithParam<qd8_conv_case> {};

// Skipped on CPUs without the qdu8 IGEMM (x86 VNNI).
TEST_P(ConvolutionQdu8F32Qc8w, matches_reference_bit_for_bit_at_every_thread_count) {
  const qd8_conv_case& c = GetParam();
  const qd8_conv_data d = make_data(c);
  xnn_operator_t probe = nullptr;
  const xnn_status created = create(c, c.s, d, &probe, true);
  if (created == xnn_status_unsupported_hardware) GTEST_SKIP() << "no qdu8-f32-qc8w IGEMM on this CPU";
  ASSERT_EQ(created, xnn_status_success);
  xnn_delete_operator(probe);
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success, create(c, c.s, d, &raw, true));
    operator_ptr op = own(raw);
    run_and_check(op.get(), c, c.s, d, pool, what, outputs, true);
  });
}

INSTANTIATE_TEST_SUITE_P(cases, ConvolutionQdu8F32Qc8w, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<qd8_conv_case>& info) { return info.param.name; });

TEST(ConvolutionQdu8F32Qc8wCreate, needs_the_qdu8_igemm) {
  const std::vector<int8_t> kernel(16, 1);
  const float scales[2] = {0.5f, 0.5f};
  xnn_operator_t raw = nullptr;
  const xnn_status status =
      xnn_create_convolution2d_nhwc_qdu8_f32_qc8w(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, scales, kernel.data(),
                                                  nullptr, -INFINITY, INFINITY, 0, nullptr, &raw);
  operator_ptr op = own(raw);
  EXPECT_EQ(status, xnn_qdu8_f32_qc8w_gemm_config_for_qd8() != nullptr ? xnn_status_success
                                                                       : xnn_status_unsupported_hardware);
  if (status != xnn_status_success) return;
  // A qdu8 operator is not the qd8 kind, nor the other way round.
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_qd8_f32_qc8w(raw, 1, 3, 3, nullptr, nullptr, nullptr, nullptr));
}

TEST(ConvolutionQd8F32Qc8wReshape, a_second_reshape_to_more_images_and_another_size_gives_its_results) {
  qd8_conv_case c{"reshaped", shape(5, 5, 3, 1, 1, 1, 6, 7)};
  c.s.batch = 5;
  c.zero_points = {-128, 127, 3, -7, 90};
  const qd8_conv_data d = make_data(c);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, create(c, c.s, d, &raw));
  operator_ptr op = own(raw);
  run_outputs outputs;
  conv2d_shape small = c.s;
  small.batch = 1, small.input_height = 3, small.input_width = 4;
  run_and_check(op.get(), c, small, d, nullptr, "first reshape", &outputs);
  if (HasFatalFailure()) return;
  run_and_check(op.get(), c, c.s, d, nullptr, "second reshape", &outputs);
}

TEST(ConvolutionQd8F32Qc8wReshape, batch_zero_runs_nothing) {
  qd8_conv_case c{"empty", shape(4, 4, 3, 1, 1, 1, 3, 2)};
  const qd8_conv_data d = make_data(c);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, create(c, c.s, d, &raw));
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_status_success,
            xnn_reshape_convolution2d_nhwc_qd8_f32_qc8w(op.get(), 0, 4, 4, nullptr, nullptr, nullptr, nullptr));
  int8_t input[XNN_EXTRA_BYTES] = {};
  float output[1] = {};
  ASSERT_EQ(xnn_status_success,
            xnn_setup_convolution2d_nhwc_qd8_f32_qc8w(op.get(), nullptr, input, output, nullptr));
  EXPECT_EQ(xnn_status_success, xnn_run_operator(op.get(), nullptr));
}

TEST(ConvolutionQd8F32Qc8wCreate, refuses_kernel_scales_that_are_not_positive_normal_and_bad_ranges) {
  const std::vector<int8_t> kernel(64, 1);
  for (float bad : {0.0f, -1.0f, NAN, INFINITY, 1e-40f}) {
    const float scales[2] = {0.5f, bad};
    xnn_operator_t op = nullptr;
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_convolution2d_nhwc_qd8_f32_qc8w(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, scales,
                                                         kernel.data(), nullptr, -INFINITY, INFINITY, 0, nullptr, &op))
        << bad;
    EXPECT_EQ(op, nullptr);
  }
  const float scales[2] = {0.5f, 0.5f};
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_convolution2d_nhwc_qd8_f32_qc8w(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, nullptr,
                                                       kernel.data(), nullptr, -INFINITY, INFINITY, 0, nullptr, &op));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_convolution2d_nhwc_qd8_f32_qc8w(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, scales,
                                                       kernel.data(), nullptr, 1.0f, -1.0f, 0, nullptr, &op));
  EXPECT_EQ(op, nullptr);
}

TEST(ConvolutionQd8F32Qc8wSetup, refuses_null_quantization_params) {
  const std::vector<int8_t> kernel(16, 1);
  const float scales[2] = {0.5f, 0.5f};
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_convolution2d_nhwc_qd8_f32_qc8w(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2, scales,
                                                       kernel.data(), nullptr, -INFINITY, INFINITY, 0, nullptr, &raw));
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_status_success,
            xnn_reshape_convolution2d_nhwc_qd8_f32_qc8w(op.get(), 1, 3, 3, nullptr, nullptr, nullptr, nullptr));
  int8_t input[18 + XNN_EXTRA_BYTES] = {};
  float output[8];
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_convolution2d_nhwc_qd8_f32_qc8w(op.get(), nullptr, input, output, nullptr));
}

TEST(ConvolutionQd8F32Qc8wKinds, reshape_of_a_qs8_convolution_is_refused) {
  const std::vector<int8_t> kernel(16, 1);
  const float scales[2] = {0.5f, 0.5f};
  xnn_operator_t qs8 = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_convolution2d_nhwc_qs8_qc8w(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1, 2, 2, 2, 2,
                                                                       0, 1.0f, scales, kernel.data(), nullptr, 0,
                                                                       1.0f, -128, 127, 0, nullptr, &qs8));
  operator_ptr owned = own(qs8);
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_qd8_f32_qc8w(qs8, 1, 3, 3, nullptr, nullptr, nullptr, nullptr));
}

}  // namespace
