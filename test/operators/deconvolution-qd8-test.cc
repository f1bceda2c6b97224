// Deconvolution with dynamically quantized input (qd8_f32_qc8w: one zero point and scale per image, as XNNPACK's
// deconvolution reads them), per-channel int8 weights, fp32 bias and output, bit for bit against a reference that
// sums (x - image zero point) * w exactly over the taps that land on each output pixel and applies the scales in the
// documented order ((acc * input scale) * kernel scale + bias, one rounding each, then the clamp). Strides 1 to 3
// (the subconvolution phases and the single IGEMM), kernels 1x1 to 5x5, padding, adjustment, groups, dilation, pixel
// strides, images at both zero-point extremes, no bias, clamps; at 1, 2 and 8 threads with identical bytes; and the
// arguments it refuses. qdu8_f32_qc8w (qduint8 input: the same bytes and zero points + 128; VNNI CPUs only, the qdu8
// IGEMM) on every case against the same reference.
#include <algorithm>
#include <cstring>

#include "configs/qdu8-f32-qc8w-gemm-config.h"
#include "operator-tester.h"

namespace {

struct qd8_deconv_case {
  std::string name;
  conv2d_shape s;  // stride = upsampling, padding = output cropping
  uint32_t adjustment_height = 0, adjustment_width = 0;
  std::vector<int32_t> zero_points = {-128, 127};  // image b uses zero_points[b % size]
  bool with_bias = true;
  float output_min = -INFINITY, output_max = INFINITY;
};

void PrintTo(const qd8_deconv_case& c, std::ostream* os) { *os << c.name; }

void output_size(const qd8_deconv_case& c, size_t* oh, size_t* ow) {
  const conv2d_shape& s = c.s;
  *oh = (s.input_height - 1) * s.stride_height + c.adjustment_height + (s.kernel_height - 1) * s.dilation_height + 1 -
        s.padding_top - s.padding_bottom;
  *ow = (s.input_width - 1) * s.stride_width + c.adjustment_width + (s.kernel_width - 1) * s.dilation_width + 1 -
        s.padding_left - s.padding_right;
}

struct qd8_tensors {
  std::vector<int8_t> input, kernel;
  std::vector<xnn_quantization_params> quantization;  // per image, plus XNNPACK's padding entries
  std::vector<float> kernel_scale, bias;
};

qd8_tensors make_tensors(const qd8_deconv_case& c) {
  const conv2d_shape& s = c.s;
  const size_t oc = s.groups * s.group_output_channels;
  std::mt19937 rng(19);
  qd8_tensors t;
  t.input = random_int8(rng, s.batch * s.input_height * s.input_width * s.input_stride() + XNN_EXTRA_BYTES);
  t.kernel = random_int8(rng, s.kernel_size());
  std::uniform_real_distribution<float> unit(0.5f, 2.0f), bias_dist(-1.0f, 1.0f);
  for (size_t b = 0; b < s.batch; b++) {
    t.quantization.push_back({c.zero_points[b % c.zero_points.size()], unit(rng) * std::ldexp(1.0f, -9 + int(b))});
  }
  for (size_t p = 0; p < XNN_EXTRA_QUANTIZATION_PARAMS; p++) t.quantization.push_back(t.quantization.back());
  t.kernel_scale.resize(oc);
  t.bias.resize(oc);
  for (float& x : t.kernel_scale) x = unit(rng) * 0x1.0p-7f;
  for (float& x : t.bias) x = bias_dist(rng);
  return t;
}

std::vector<float> reference(const qd8_deconv_case& c, const qd8_tensors& t, size_t oh, size_t ow) {
  const conv2d_shape& s = c.s;
  const size_t oc = s.groups * s.group_output_channels;
  std::vector<int64_t> acc(s.batch * oh * ow * oc, 0);
  for (size_t b = 0; b < s.batch; b++) {
    for (size_t iy = 0; iy < s.input_height; iy++) {
      for (size_t ix = 0; ix < s.input_width; ix++) {
        for (size_t ky = 0; ky < s.kernel_height; ky++) {
          const ptrdiff_t oy = ptrdiff_t(iy * s.stride_height + ky * s.dilation_height) - ptrdiff_t(s.padding_top);
          if (oy < 0 || oy >= ptrdiff_t(oh)) continue;
          for (size_t kx = 0; kx < s.kernel_width; kx++) {
            const ptrdiff_t ox = ptrdiff_t(ix * s.stride_width + kx * s.dilation_width) - ptrdiff_t(s.padding_left);
            if (ox < 0 || ox >= ptrdiff_t(ow)) continue;
            const size_t pixel = ((b * oh + size_t(oy)) * ow + size_t(ox)) * oc;
            for (size_t g = 0; g < s.groups; g++) {
              for (size_t o = 0; o < s.group_output_channels; o++) {
                for (size_t i = 0; i < s.group_input_channels; i++) {
                  const int64_t x = int64_t(t.input[s.input_index(b, iy, ix, g, i)]) - t.quantization[b].zero_point;
                  acc[pixel + g * s.group_output_channels + o] += x * t.kernel[s.kernel_index(g, o, ky, kx, i)];
                }
              }
            }
          }
        }
      }
    }
  }
  std::vector<float> expected(acc.size());
  for (size_t i = 0; i < acc.size(); i++) {
    const size_t image = i / (oh * ow * oc), channel = i % oc;
    volatile float v = float(acc[i]) * t.quantization[image].scale;
    v = v * t.kernel_scale[channel];
    v = v + (c.with_bias ? t.bias[channel] : 0.0f);
    expected[i] = std::min(std::max(float(v), c.output_min), c.output_max);
  }
  return expected;
}

// unsigned_input: the qdu8 operator.
xnn_status create(const qd8_deconv_case& c, const qd8_tensors& t, xnn_operator_t* op, bool unsigned_input = false) {
  const conv2d_shape& s = c.s;
  const auto create_fn = unsigned_input ? xnn_create_deconvolution2d_nhwc_qdu8_f32_qc8w
                                        : xnn_create_deconvolution2d_nhwc_qd8_f32_qc8w;
  return create_fn(
      s.padding_top, s.padding_right, s.padding_bottom, s.padding_left, s.kernel_height, s.kernel_width,
      s.stride_height, s.stride_width, s.dilation_height, s.dilation_width, s.groups, s.group_input_channels,
      s.group_output_channels, s.input_stride(), s.output_stride(), t.kernel_scale.data(), t.kernel.data(),
      c.with_bias ? t.bias.data() : nullptr, c.output_min, c.output_max, 0, nullptr, op);
}

// unsigned_input: the qdu8 operator, given the input bytes and zero points + 128.
void check_case(const qd8_deconv_case& c, bool unsigned_input = false) {
  const conv2d_shape& s = c.s;
  size_t oh, ow;
  output_size(c, &oh, &ow);
  const size_t oc = s.groups * s.group_output_channels, out_stride = s.output_stride();
  const qd8_tensors t = make_tensors(c);
  const std::vector<float> expected = reference(c, t, oh, ow);
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success, create(c, t, &raw, unsigned_input)) << what;
    operator_ptr op = own(raw);
    size_t out_h = 0, out_w = 0;
    const auto reshape_fn = unsigned_input ? xnn_reshape_deconvolution2d_nhwc_qdu8_f32_qc8w
                                           : xnn_reshape_deconvolution2d_nhwc_qd8_f32_qc8w;
    ASSERT_EQ(xnn_status_success, reshape_fn(op.get(), s.batch, s.input_height, s.input_width, c.adjustment_height,
                                             c.adjustment_width, &out_h, &out_w, pool))
        << what;
    ASSERT_EQ(out_h, oh);
    ASSERT_EQ(out_w, ow);
    std::vector<float> output(s.batch * oh * ow * out_stride, untouched_marker());
    std::vector<int8_t> input_u = t.input;
    std::vector<xnn_quantization_params> quantization_u = t.quantization;
    if (unsigned_input) {
      for (int8_t& x : input_u) x = int8_t(uint8_t(x) ^ 0x80);
      for (xnn_quantization_params& q : quantization_u) q.zero_point += 128;
    }
    const auto setup_fn =
        unsigned_input ? xnn_setup_deconvolution2d_nhwc_qdu8_f32_qc8w : xnn_setup_deconvolution2d_nhwc_qd8_f32_qc8w;
    ASSERT_EQ(xnn_status_success, setup_fn(op.get(), input_u.data(), output.data(), quantization_u.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
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

std::vector<qd8_deconv_case> cases() {
  case_list<qd8_deconv_case> l;
  l.add("1x1_stride1", [](qd8_deconv_case& c) { c.s = shape(4, 5, 1, 1, 0, 1, 13, 17); });
  l.add("3x3_stride1", [](qd8_deconv_case& c) { c.s = shape(5, 4, 3, 1, 0, 1, 7, 11); });
  l.add("3x3_stride1_padded", [](qd8_deconv_case& c) { c.s = shape(5, 5, 3, 1, 1, 1, 6, 9); });
  l.add("2x2_stride2", [](qd8_deconv_case& c) { c.s = shape(4, 3, 2, 2, 0, 1, 8, 10); });
  l.add("3x3_stride2_padded", [](qd8_deconv_case& c) { c.s = shape(4, 5, 3, 2, 1, 1, 5, 12); });
  l.add("4x4_stride2_adjusted", [](qd8_deconv_case& c) {
    c.s = shape(3, 4, 4, 2, 1, 1, 9, 7);
    c.adjustment_height = c.adjustment_width = 1;
  });
  l.add("5x5_stride3", [](qd8_deconv_case& c) { c.s = shape(3, 3, 5, 3, 0, 1, 4, 6); });
  l.add("kernel_below_stride", [](qd8_deconv_case& c) { c.s = shape(3, 4, 2, 3, 0, 1, 5, 5); });
  l.add("dilated", [](qd8_deconv_case& c) {
    c.s = shape(4, 4, 3, 2, 1, 1, 6, 8);
    c.s.dilation_height = c.s.dilation_width = 2;
  });
  l.add("grouped", [](qd8_deconv_case& c) { c.s = shape(4, 4, 3, 2, 1, 3, 4, 5); });
  l.add("pixel_strides", [](qd8_deconv_case& c) {
    c.s = shape(4, 4, 3, 2, 0, 1, 5, 6);
    c.s.input_pixel_stride = 9, c.s.output_pixel_stride = 11;
  });
  l.add("batch5_mixed_zero_points", [](qd8_deconv_case& c) {
    c.s = shape(3, 4, 3, 2, 1, 1, 6, 7);
    c.s.batch = 5;
    c.zero_points = {0, -128, 127, 64, -3};
  });
  l.add("one_input_pixel", [](qd8_deconv_case& c) { c.s = shape(1, 1, 3, 2, 0, 1, 20, 9); });
  l.add("long_input_channels", [](qd8_deconv_case& c) { c.s = shape(3, 3, 3, 2, 1, 1, 300, 5); });
  l.add("no_bias", [](qd8_deconv_case& c) {
    c.s = shape(4, 4, 3, 2, 1, 1, 5, 6);
    c.with_bias = false;
  });
  l.add("clamped", [](qd8_deconv_case& c) {
    c.s = shape(4, 4, 3, 2, 1, 1, 5, 6);
    c.output_min = -0.02f, c.output_max = 0.03f;
  });
  return l.cases;
}

class DeconvolutionQd8F32Qc8w : public testing::TestWithParam<qd8_deconv_case> {};

TEST_P(DeconvolutionQd8F32Qc8w, matches_reference_bit_for_bit_at_every_thread_count) { check_case(GetParam()); }

INSTANTIATE_TEST_SUITE_P(cases, DeconvolutionQd8F32Qc8w, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<qd8_deconv_case>& info) { return info.param.name; });

class DeconvolutionQdu8F32Qc8w : public testing::TestWithParam<qd8_deconv_case> {};

// Skipped on CPUs without the qdu8 IGEMM (x86 VNNI).
TEST_P(DeconvolutionQdu8F32Qc8w, matches_reference_bit_for_bit_at_every_thread_count) {
  if (xnn_qdu8_f32_qc8w_gemm_config_for_qd8() == nullptr) GTEST_SKIP() << "no qdu8-f32-qc8w IGEMM on this CPU";
  check_case(GetParam(), true);
}

INSTANTIATE_TEST_SUITE_P(cases, DeconvolutionQdu8F32Qc8w, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<qd8_deconv_case>& info) { return info.param.name; });

TEST(DeconvolutionQdu8F32Qc8wCreate, needs_the_qdu8_igemm) {
  const std::vector<int8_t> kernel(16, 1);
  const float scales[2] = {0.5f, 0.5f};
  xnn_operator_t raw = nullptr;
  const xnn_status status =
      xnn_create_deconvolution2d_nhwc_qdu8_f32_qc8w(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, scales, kernel.data(),
                                                    nullptr, -INFINITY, INFINITY, 0, nullptr, &raw);
  operator_ptr op = own(raw);
  EXPECT_EQ(status, xnn_qdu8_f32_qc8w_gemm_config_for_qd8() != nullptr ? xnn_status_success
                                                                       : xnn_status_unsupported_hardware);
}

TEST(DeconvolutionQd8F32Qc8wCreate, refuses_kernel_scales_that_are_not_positive_normal_and_bad_ranges) {
  const std::vector<int8_t> kernel(64, 1);
  for (float bad : {0.0f, -1.0f, NAN, INFINITY, 1e-40f}) {
    const float scales[2] = {bad, 0.5f};
    xnn_operator_t op = nullptr;
    EXPECT_EQ(xnn_status_invalid_parameter,
              xnn_create_deconvolution2d_nhwc_qd8_f32_qc8w(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, scales,
                                                           kernel.data(), nullptr, -INFINITY, INFINITY, 0, nullptr,
                                                           &op))
        << bad;
    EXPECT_EQ(op, nullptr);
  }
  const float scales[2] = {0.5f, 0.5f};
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_deconvolution2d_nhwc_qd8_f32_qc8w(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, nullptr,
                                                         kernel.data(), nullptr, -INFINITY, INFINITY, 0, nullptr,
                                                         &op));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_deconvolution2d_nhwc_qd8_f32_qc8w(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, scales,
                                                         kernel.data(), nullptr, 2.0f, 1.0f, 0, nullptr, &op));
  EXPECT_EQ(op, nullptr);
}

TEST(DeconvolutionQd8F32Qc8wSetup, refuses_null_quantization_params) {
  const std::vector<int8_t> kernel(16, 1);
  const float scales[2] = {0.5f, 0.5f};
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_deconvolution2d_nhwc_qd8_f32_qc8w(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, scales,
                                                         kernel.data(), nullptr, -INFINITY, INFINITY, 0, nullptr,
                                                         &raw));
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_status_success,
            xnn_reshape_deconvolution2d_nhwc_qd8_f32_qc8w(op.get(), 1, 2, 2, 0, 0, nullptr, nullptr, nullptr));
  int8_t input[8 + XNN_EXTRA_BYTES] = {};
  float output[32];
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_setup_deconvolution2d_nhwc_qd8_f32_qc8w(op.get(), input, output, nullptr));
}

}  // namespace
