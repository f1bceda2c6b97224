// Deconvolution operator against the reference: strides (upsampling), adjustment, every padding side, dilation,
// groups, odd channels, strided pixels and clamping, at 1, 2 and 8 threads with bit-identical results; and every
// rejected argument and lifecycle misuse.
#include <functional>

#include "operator-tester.h"

namespace {

struct deconv_case {
  std::string name;
  conv2d_shape s;  // stride = upsampling, padding = output cropping
  uint32_t adjustment_height = 0, adjustment_width = 0;
  double cut_low = 0, cut_high = 0;
};

void output_size(const deconv_case& c, size_t* oh, size_t* ow) {
  const conv2d_shape& s = c.s;
  *oh = (s.input_height - 1) * s.stride_height + c.adjustment_height + (s.kernel_height - 1) * s.dilation_height + 1 -
        s.padding_top - s.padding_bottom;
  *ow = (s.input_width - 1) * s.stride_width + c.adjustment_width + (s.kernel_width - 1) * s.dilation_width + 1 -
        s.padding_left - s.padding_right;
}

xnn_status create(const conv2d_shape& s, const float* kernel, const float* bias, float min, float max,
                  xnn_operator_t* op) {
  return xnn_create_deconvolution2d_nhwc_f32(
      s.padding_top, s.padding_right, s.padding_bottom, s.padding_left, s.kernel_height, s.kernel_width,
      s.stride_height, s.stride_width, s.dilation_height, s.dilation_width, s.groups, s.group_input_channels,
      s.group_output_channels, s.input_stride(), s.output_stride(), kernel, bias, min, max, 0, nullptr, op);
}

void check_case(const deconv_case& c) {
  std::mt19937 rng(11);
  const conv2d_shape& s = c.s;
  size_t oh, ow;
  output_size(c, &oh, &ow);
  const size_t oc = s.groups * s.group_output_channels;
  const std::vector<float> input = random_tensor(rng, s.batch * s.input_height * s.input_width * s.input_stride());
  const std::vector<float> kernel = random_tensor(rng, s.kernel_size());
  const std::vector<float> bias = random_tensor(rng, oc);
  const reference_result ref = reference_deconv2d(s, oh, ow, input, kernel, bias);
  const std::pair<float, float> range = clamp_range(ref, c.cut_low, c.cut_high);
  const float min = range.first, max = range.second;
  const size_t terms = s.kernel_height * s.kernel_width * s.group_input_channels;

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success, create(s, kernel.data(), bias.data(), min, max, &raw)) << what;
    operator_ptr op = own(raw);
    size_t out_h = 0, out_w = 0;
    ASSERT_EQ(xnn_status_success, xnn_reshape_deconvolution2d_nhwc_f32(op.get(), s.batch, s.input_height, s.input_width,
                                                                       c.adjustment_height, c.adjustment_width, &out_h,
                                                                       &out_w, pool));
    ASSERT_EQ(out_h, oh) << what;
    ASSERT_EQ(out_w, ow) << what;
    std::vector<float> output(s.batch * oh * ow * s.output_stride(), untouched_marker());
    ASSERT_EQ(xnn_status_success, xnn_setup_deconvolution2d_nhwc_f32(op.get(), input.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    expect_matches_reference(output, s.batch * oh * ow, oc, s.output_stride(), ref, min, max, terms, what);
    outputs->add(output);
  });
}

std::vector<deconv_case> cases() {
  case_list<deconv_case> list;
  auto add = [&](const char* name, std::function<void(deconv_case&)> set) { list.add(name, set); };
  add("2x2_s2", [](deconv_case& c) {
    c.s.batch = 2, c.s.input_height = 4, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 2,
    c.s.stride_height = c.s.stride_width = 2, c.s.group_input_channels = 7, c.s.group_output_channels = 9;
  });
  add("3x3_s2_pad1_adj1", [](deconv_case& c) {
    c.s.batch = 2, c.s.input_height = 5, c.s.input_width = 4, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.stride_height = c.s.stride_width = 2,
    c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 1,
    c.adjustment_height = c.adjustment_width = 1, c.s.group_input_channels = 6, c.s.group_output_channels = 5;
  });
  add("4x4_s2_pad1", [](deconv_case& c) {
    c.s.input_height = 6, c.s.input_width = 6, c.s.kernel_height = c.s.kernel_width = 4,
    c.s.stride_height = c.s.stride_width = 2,
    c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 1, c.s.group_input_channels = 8,
    c.s.group_output_channels = 19;
  });
  add("3x3_s1", [](deconv_case& c) {
    c.s.batch = 3, c.s.input_height = 4, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.group_input_channels = 3, c.s.group_output_channels = 17;
  });
  add("1x1_s1", [](deconv_case& c) {
    c.s.input_height = 3, c.s.input_width = 7, c.s.group_input_channels = 11, c.s.group_output_channels = 13;
  });
  add("3x2_s3x2_adj", [](deconv_case& c) {
    c.s.input_height = 4, c.s.input_width = 3, c.s.kernel_height = 3, c.s.kernel_width = 2, c.s.stride_height = 3,
    c.s.stride_width = 2, c.adjustment_height = 2, c.adjustment_width = 1, c.s.group_input_channels = 5,
    c.s.group_output_channels = 4;
  });
  for (const padded_side& side : {padded_side{"top", &conv2d_shape::padding_top, 2},
                                  padded_side{"right", &conv2d_shape::padding_right, 2},
                                  padded_side{"bottom", &conv2d_shape::padding_bottom, 3},
                                  padded_side{"left", &conv2d_shape::padding_left, 1}}) {
    list.add(std::string("pad_") + side.name, [&](deconv_case& c) {
      c.s.input_height = 4, c.s.input_width = 4, c.s.kernel_height = c.s.kernel_width = 3;
      c.s.stride_height = c.s.stride_width = 2, c.s.*side.padding = side.amount;
      c.s.group_input_channels = 3, c.s.group_output_channels = 6;
    });
  }
  add("dilation2", [](deconv_case& c) {
    c.s.batch = 2, c.s.input_height = 5, c.s.input_width = 4, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.stride_height = c.s.stride_width = 2, c.s.dilation_height = c.s.dilation_width = 2,
    c.s.padding_top = c.s.padding_left = 1, c.s.group_input_channels = 4, c.s.group_output_channels = 7;
  });
  add("groups", [](deconv_case& c) {
    c.s.batch = 2, c.s.input_height = 3, c.s.input_width = 4, c.s.kernel_height = c.s.kernel_width = 2,
    c.s.stride_height = c.s.stride_width = 2, c.s.groups = 3, c.s.group_input_channels = 5,
    c.s.group_output_channels = 3;
  });
  add("strided_pixels", [](deconv_case& c) {
    c.s.input_height = 3, c.s.input_width = 3, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.stride_height = c.s.stride_width = 2, c.s.groups = 2, c.s.group_input_channels = 3,
    c.s.group_output_channels = 4, c.s.input_pixel_stride = 9, c.s.output_pixel_stride = 11;
  });
  add("clamped", [](deconv_case& c) {
    c.s.input_height = 5, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.stride_height = c.s.stride_width = 2, c.s.group_input_channels = 8, c.s.group_output_channels = 16,
    c.cut_low = 0.3, c.cut_high = 0.2;
  });
  add("single_input_pixel", [](deconv_case& c) {
    c.s.batch = 2, c.s.kernel_height = c.s.kernel_width = 3, c.s.stride_height = c.s.stride_width = 2,
    c.s.group_input_channels = 5, c.s.group_output_channels = 21;
  });
  add("large", [](deconv_case& c) {
    c.s.input_height = 8, c.s.input_width = 9, c.s.kernel_height = c.s.kernel_width = 4,
    c.s.stride_height = c.s.stride_width = 2,
    c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 1, c.s.group_input_channels = 16,
    c.s.group_output_channels = 40;
  });
  add("stride_above_kernel", [](deconv_case& c) {
    c.s.batch = 2, c.s.input_height = 3, c.s.input_width = 4, c.s.kernel_height = c.s.kernel_width = 2,
    c.s.stride_height = c.s.stride_width = 3, c.adjustment_height = 2, c.s.group_input_channels = 3,
    c.s.group_output_channels = 5;
  });
  add("stride_2x1", [](deconv_case& c) {
    c.s.input_height = 4, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 3, c.s.stride_height = 2,
    c.s.padding_left = 1, c.s.padding_right = 1, c.s.group_input_channels = 4, c.s.group_output_channels = 6;
  });
  add("phase_without_pixels", [](deconv_case& c) {
    c.s.batch = 2, c.s.kernel_height = c.s.kernel_width = 3, c.s.stride_height = c.s.stride_width = 2,
    c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 1, c.s.group_input_channels = 3,
    c.s.group_output_channels = 7;
  });
  add("padding_beyond_stride", [](deconv_case& c) {
    c.s.input_height = 5, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 5,
    c.s.stride_height = c.s.stride_width = 2, c.s.padding_top = 3, c.s.padding_left = 4, c.s.padding_bottom = 2,
    c.s.group_input_channels = 2, c.s.group_output_channels = 9;
  });
  return list.cases;
}

class Deconvolution : public testing::TestWithParam<deconv_case> {};

TEST_P(Deconvolution, matches_reference_at_every_thread_count) { check_case(GetParam()); }

INSTANTIATE_TEST_SUITE_P(shapes, Deconvolution, testing::ValuesIn(cases()), case_name());

TEST(DeconvolutionLifecycle, reshape_to_new_sizes_and_adjustments) {
  std::mt19937 rng(9);
  conv2d_shape s;
  s.kernel_height = s.kernel_width = 3, s.stride_height = s.stride_width = 2, s.padding_top = s.padding_left = 1;
  s.group_input_channels = 3, s.group_output_channels = 4;
  const std::vector<float> kernel = random_tensor(rng, s.kernel_size());
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, create(s, kernel.data(), nullptr, -INFINITY, INFINITY, &raw));
  operator_ptr op = own(raw);
  for (const auto& [size, adjustment] : {std::pair<size_t, uint32_t>{3, 0}, {5, 1}, {5, 1}, {2, 1}}) {
    deconv_case c{"resize", s, adjustment, adjustment};
    c.s.input_height = size, c.s.input_width = size + 1;
    size_t oh, ow;
    output_size(c, &oh, &ow);
    const std::vector<float> input = random_tensor(rng, size * (size + 1) * 3);
    std::vector<float> output(oh * ow * 4, untouched_marker());
    ASSERT_EQ(xnn_status_success, xnn_reshape_deconvolution2d_nhwc_f32(op.get(), 1, size, size + 1, adjustment,
                                                                       adjustment, nullptr, nullptr, nullptr));
    ASSERT_EQ(xnn_status_success, xnn_setup_deconvolution2d_nhwc_f32(op.get(), input.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), nullptr));
    const reference_result ref = reference_deconv2d(c.s, oh, ow, input, kernel, {});
    expect_matches_reference(output, oh * ow, 4, 4, ref, -INFINITY, INFINITY, 27, "input " + std::to_string(size));
  }
}

TEST(DeconvolutionLifecycle, setup_before_reshape_and_run_before_setup_are_invalid_state) {
  std::vector<float> kernel(4 * 4, 1.0f), input(64), output(256);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_deconvolution2d_nhwc_f32(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, kernel.data(), nullptr,
                                                -INFINITY, INFINITY, 0, nullptr, &raw));
  operator_ptr op = own(raw);
  EXPECT_EQ(xnn_status_invalid_state, xnn_setup_deconvolution2d_nhwc_f32(op.get(), input.data(), output.data()));
  EXPECT_EQ(xnn_status_invalid_state, xnn_run_operator(op.get(), nullptr));
  ASSERT_EQ(xnn_status_success,
            xnn_reshape_deconvolution2d_nhwc_f32(op.get(), 1, 3, 3, 0, 0, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_invalid_state, xnn_run_operator(op.get(), nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_setup_deconvolution2d_nhwc_f32(op.get(), nullptr, output.data()));
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_setup_deconvolution2d_nhwc_f32(op.get(), input.data(), nullptr));
  ASSERT_EQ(xnn_status_success, xnn_setup_deconvolution2d_nhwc_f32(op.get(), input.data(), output.data()));
  EXPECT_EQ(xnn_status_success, xnn_run_operator(op.get(), nullptr));
}

TEST(DeconvolutionReshapeRejects, arguments) {
  std::vector<float> kernel(9 * 4, 1.0f);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_deconvolution2d_nhwc_f32(2, 2, 2, 2, 3, 3, 2, 2, 1, 1, 1, 2, 2, 2, 2, kernel.data(), nullptr,
                                                -INFINITY, INFINITY, 0, nullptr, &raw));
  operator_ptr op = own(raw);
  auto reshape = [&](xnn_operator_t target, size_t height, size_t width, uint32_t adjustment_height,
                     uint32_t adjustment_width) {
    return xnn_reshape_deconvolution2d_nhwc_f32(target, 1, height, width, adjustment_height, adjustment_width, nullptr,
                                                nullptr, nullptr);
  };
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(op.get(), 0, 3, 0, 0)) << "input_height 0";
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(op.get(), 3, 0, 0, 0)) << "input_width 0";
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(op.get(), 3, 3, 2, 0)) << "adjustment_height >= stride";
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(op.get(), 3, 3, 0, 2)) << "adjustment_width >= stride";
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(op.get(), 1, 3, 0, 0)) << "padding crops the whole output";
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(nullptr, 3, 3, 0, 0)) << "null operator";
  EXPECT_EQ(xnn_status_success, reshape(op.get(), 3, 3, 1, 1));
}

struct deconv_args : create_args_base {
  uint32_t kh = 3, kw = 3, sh = 2, sw = 2, dh = 1, dw = 1, groups = 1;
  size_t gic = 2, goc = 3, istride = 2, ostride = 3;
};

using deconv_rejection = rejection<deconv_args>;

class DeconvolutionCreateRejects : public testing::TestWithParam<deconv_rejection> {};

TEST_P(DeconvolutionCreateRejects, argument) {
  deconv_args a;
  GetParam().change(a);
  std::vector<float> kernel(256, 1.0f);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(GetParam().expected,
            xnn_create_deconvolution2d_nhwc_f32(0, 0, 0, 0, a.kh, a.kw, a.sh, a.sw, a.dh, a.dw, a.groups, a.gic, a.goc,
                                                a.istride, a.ostride, a.null_kernel ? nullptr : kernel.data(), nullptr,
                                                a.min, a.max, a.flags, nullptr, a.null_out ? nullptr : &op));
  EXPECT_EQ(op, nullptr);
}

INSTANTIATE_TEST_SUITE_P(
    arguments, DeconvolutionCreateRejects,
    testing::Values(
        deconv_rejection{"kernel_height_0", [](deconv_args& a) { a.kh = 0; }, xnn_status_invalid_parameter},
        deconv_rejection{"kernel_width_0", [](deconv_args& a) { a.kw = 0; }, xnn_status_invalid_parameter},
        deconv_rejection{"stride_height_0", [](deconv_args& a) { a.sh = 0; }, xnn_status_invalid_parameter},
        deconv_rejection{"stride_width_0", [](deconv_args& a) { a.sw = 0; }, xnn_status_invalid_parameter},
        deconv_rejection{"dilation_height_0", [](deconv_args& a) { a.dh = 0; }, xnn_status_invalid_parameter},
        deconv_rejection{"dilation_width_0", [](deconv_args& a) { a.dw = 0; }, xnn_status_invalid_parameter},
        deconv_rejection{"groups_0", [](deconv_args& a) { a.groups = 0; }, xnn_status_invalid_parameter},
        deconv_rejection{"group_input_channels_0", [](deconv_args& a) { a.gic = 0; }, xnn_status_invalid_parameter},
        deconv_rejection{"group_output_channels_0", [](deconv_args& a) { a.goc = 0; }, xnn_status_invalid_parameter},
        deconv_rejection{"input_stride_too_small", [](deconv_args& a) { a.istride = 1; }, xnn_status_invalid_parameter},
        deconv_rejection{"output_stride_too_small", [](deconv_args& a) { a.ostride = 2; },
                         xnn_status_invalid_parameter},
        deconv_rejection{"null_kernel", [](deconv_args& a) { a.null_kernel = true; }, xnn_status_invalid_parameter},
        deconv_rejection{"null_output_pointer", [](deconv_args& a) { a.null_out = true; },
                         xnn_status_invalid_parameter},
        deconv_rejection{"nan_min", [](deconv_args& a) { a.min = NAN; }, xnn_status_invalid_parameter},
        deconv_rejection{"nan_max", [](deconv_args& a) { a.max = NAN; }, xnn_status_invalid_parameter},
        deconv_rejection{"min_above_max", [](deconv_args& a) { a.min = 3.0f, a.max = 1.0f; },
                         xnn_status_invalid_parameter},
        deconv_rejection{"unknown_flag", [](deconv_args& a) { a.flags = XNN_FLAG_TENSORFLOW_SAME_PADDING; },
                         xnn_status_unsupported_parameter}),
    case_name());

TEST(DeconvolutionFlags, hint_flags_are_accepted) {
  std::vector<float> kernel(4 * 4, 1.0f);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_success,
            xnn_create_deconvolution2d_nhwc_f32(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, 1, 2, 2, 2, 2, kernel.data(), nullptr,
                                                -INFINITY, INFINITY, XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER, nullptr,
                                                &op));
  EXPECT_EQ(xnn_status_success, xnn_delete_operator(op));
}

}  // namespace
