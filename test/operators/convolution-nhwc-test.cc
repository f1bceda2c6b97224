// Convolution operator against the reference over many shapes (GEMM, IGEMM and depthwise paths), at 1, 2 and 8
// threads with bit-identical results, plus every rejected argument and lifecycle misuse.
#include <functional>

#include "operator-tester.h"
#include "indirection/convolution.h"

namespace {

struct conv_case {
  std::string name;
  conv2d_shape s;
  bool same_padding = false;
  double cut_low = 0, cut_high = 0;  // clamp fractions
  bool with_bias = true;
};

xnn_status create(const conv_case& c, const std::vector<float>& kernel, const std::vector<float>& bias, float min,
                  float max, xnn_operator_t* op) {
  const conv2d_shape& s = c.s;
  const bool same = c.same_padding;
  uint32_t flags =
      (same ? XNN_FLAG_TENSORFLOW_SAME_PADDING : 0) | (s.depthwise_layout ? XNN_FLAG_DEPTHWISE_CONVOLUTION : 0);
  return xnn_create_convolution2d_nhwc_f32(
      same ? 0 : s.padding_top, same ? 0 : s.padding_right, same ? 0 : s.padding_bottom, same ? 0 : s.padding_left,
      s.kernel_height, s.kernel_width, s.stride_height, s.stride_width, s.dilation_height, s.dilation_width, s.groups,
      s.group_input_channels, s.group_output_channels, s.input_stride(), s.output_stride(), kernel.data(),
      c.with_bias ? bias.data() : nullptr, min, max, flags, nullptr, op);
}

// Runs one case at every thread count; returns nothing, asserts everything.
void check_case(conv_case c) {
  std::mt19937 rng(42);
  size_t oh, ow;
  conv2d_output_size(c.s, c.same_padding, &oh, &ow);
  const conv2d_shape& s = c.s;
  const size_t oc = s.groups * s.group_output_channels;
  const std::vector<float> input = random_tensor(rng, s.batch * s.input_height * s.input_width * s.input_stride());
  const std::vector<float> kernel = random_tensor(rng, s.kernel_size());
  const std::vector<float> bias = random_tensor(rng, oc);
  const reference_result ref = reference_conv2d(s, oh, ow, input, kernel, c.with_bias ? bias : std::vector<float>());
  const std::pair<float, float> range = clamp_range(ref, c.cut_low, c.cut_high);
  const float min = range.first, max = range.second;
  const size_t terms = s.kernel_height * s.kernel_width * s.group_input_channels;

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success, create(c, kernel, bias, min, max, &raw)) << what;
    operator_ptr op = own(raw);
    size_t workspace = 1, out_h = 0, out_w = 0;
    ASSERT_EQ(xnn_status_success, xnn_reshape_convolution2d_nhwc_f32(op.get(), s.batch, s.input_height, s.input_width,
                                                                     &workspace, &out_h, &out_w, pool));
    ASSERT_EQ(out_h, oh) << what;
    ASSERT_EQ(out_w, ow) << what;
    ASSERT_EQ(workspace, 0u) << what;
    std::vector<float> output(s.batch * oh * ow * s.output_stride(), untouched_marker());
    ASSERT_EQ(xnn_status_success, xnn_setup_convolution2d_nhwc_f32(op.get(), nullptr, input.data(), output.data()));
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool));
    expect_matches_reference(output, s.batch * oh * ow, oc, s.output_stride(), ref, min, max, terms, what);
    outputs->add(output);
  });
}

std::vector<conv_case> cases() {
  case_list<conv_case> list;
  auto add = [&](const char* name, std::function<void(conv_case&)> set) { list.add(name, set); };
  // GEMM path (1x1, stride 1, no padding).
  add("pointwise", [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 5, c.s.input_width = 7, c.s.group_input_channels = 13,
    c.s.group_output_channels = 19;
  });
  add("pointwise_strided_pixels", [](conv_case& c) {
    c.s.batch = 3, c.s.input_height = 4, c.s.input_width = 3, c.s.group_input_channels = 5,
    c.s.group_output_channels = 33, c.s.input_pixel_stride = 9, c.s.output_pixel_stride = 41;
  });
  add("pointwise_groups", [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 3, c.s.input_width = 5, c.s.groups = 3, c.s.group_input_channels = 7,
    c.s.group_output_channels = 9;
  });
  add("pointwise_single_pixel", [](conv_case& c) { c.s.group_input_channels = 21, c.s.group_output_channels = 35; });
  add("pointwise_large_n", [](conv_case& c) {
    c.s.input_height = 6, c.s.input_width = 6, c.s.group_input_channels = 17, c.s.group_output_channels = 150;
  });
  add("pointwise_clamped", [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 4, c.s.input_width = 4, c.s.group_input_channels = 8,
    c.s.group_output_channels = 24, c.cut_low = 0.3, c.cut_high = 0.3;
  });
  add("pointwise_no_bias", [](conv_case& c) {
    c.s.input_height = 3, c.s.input_width = 5, c.s.group_input_channels = 4, c.s.group_output_channels = 7,
    c.with_bias = false;
  });
  // IGEMM path.
  add("3x3_pad1", [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 6, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 1, c.s.group_input_channels = 3,
    c.s.group_output_channels = 17;
  });
  // Padding on one side at a time: taller inputs for the top and bottom, wider ones for the left and right.
  for (const padded_side& side : {padded_side{"top", &conv2d_shape::padding_top, 2},
                                  padded_side{"bottom", &conv2d_shape::padding_bottom, 1},
                                  padded_side{"left", &conv2d_shape::padding_left, 2},
                                  padded_side{"right", &conv2d_shape::padding_right, 1}}) {
    list.add(std::string("3x3_pad_") + side.name, [&](conv_case& c) {
      const bool tall = side.vertical();
      c.s.input_height = tall ? 7 : 5, c.s.input_width = tall ? 6 : 7, c.s.kernel_height = c.s.kernel_width = 3;
      c.s.*side.padding = side.amount;
      c.s.group_input_channels = tall ? 5 : 4, c.s.group_output_channels = tall ? 6 : 9;
    });
  }
  add("3x3_s2_first_layer", [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 15, c.s.input_width = 14, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.stride_height = c.s.stride_width = 2, c.s.padding_top = c.s.padding_left = 0,
    c.s.padding_bottom = c.s.padding_right = 1, c.s.group_input_channels = 3, c.s.group_output_channels = 32;
  });
  add("5x3_s2x3", [](conv_case& c) {
    c.s.input_height = 11, c.s.input_width = 13, c.s.kernel_height = 5, c.s.kernel_width = 3, c.s.stride_height = 2,
    c.s.stride_width = 3, c.s.padding_top = 2, c.s.padding_left = 1, c.s.group_input_channels = 6,
    c.s.group_output_channels = 11;
  });
  add("3x3_dilation2", [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 9, c.s.input_width = 8, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.dilation_height = c.s.dilation_width = 2,
    c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 2, c.s.group_input_channels = 3,
    c.s.group_output_channels = 5;
  });
  add("2x3_dilation3x1_s2", [](conv_case& c) {
    c.s.input_height = 12, c.s.input_width = 9, c.s.kernel_height = 2, c.s.kernel_width = 3, c.s.dilation_height = 3,
    c.s.stride_height = c.s.stride_width = 2, c.s.padding_top = 1, c.s.group_input_channels = 7,
    c.s.group_output_channels = 4;
  });
  add("3x3_groups", [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 6, c.s.input_width = 6, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 1, c.s.groups = 2,
    c.s.group_input_channels = 5, c.s.group_output_channels = 7;
  });
  add("3x3_groups_strided_pixels", [](conv_case& c) {
    c.s.input_height = 5, c.s.input_width = 4, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.padding_top = c.s.padding_left = 1, c.s.groups = 3, c.s.group_input_channels = 2, c.s.group_output_channels = 3,
    c.s.input_pixel_stride = 8, c.s.output_pixel_stride = 12;
  });
  add("1x1_stride2", [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 7, c.s.input_width = 6, c.s.stride_height = c.s.stride_width = 2,
    c.s.group_input_channels = 9, c.s.group_output_channels = 10;
  });
  add("1x1_padded", [](conv_case& c) {
    c.s.input_height = 3, c.s.input_width = 4, c.s.padding_top = 0, c.s.group_input_channels = 3,
    c.s.group_output_channels = 5, c.s.kernel_height = 2;
  });
  add("single_output_pixel", [](conv_case& c) {
    c.s.batch = 3, c.s.input_height = 3, c.s.input_width = 3, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.group_input_channels = 4, c.s.group_output_channels = 20;
  });
  add("3x3_clamped", [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 5, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.padding_top = c.s.padding_left = 1, c.s.group_input_channels = 3, c.s.group_output_channels = 8,
    c.cut_low = 0.25, c.cut_high = 0.4;
  });
  add("same_3x3_s2", [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 7, c.s.input_width = 8, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.stride_height = c.s.stride_width = 2, c.s.group_input_channels = 3, c.s.group_output_channels = 16,
    c.same_padding = true;
  });
  add("same_4x4_s1", [](conv_case& c) {
    c.s.input_height = 6, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 4, c.s.group_input_channels = 2,
    c.s.group_output_channels = 5, c.same_padding = true;
  });
  add("same_1x1", [](conv_case& c) {
    c.s.input_height = 4, c.s.input_width = 5, c.s.group_input_channels = 6, c.s.group_output_channels = 7,
    c.same_padding = true;
  });
  add("depthwise_multiplier", [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 6, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 1, c.s.groups = 3,
    c.s.group_input_channels = 1, c.s.group_output_channels = 2, c.s.depthwise_layout = true;
  });
  add("padding_beyond_kernel", [](conv_case& c) {
    c.s.batch = 2, c.s.input_height = 3, c.s.input_width = 4, c.s.padding_top = 2, c.s.padding_right = 1,
    c.s.padding_bottom = 3, c.s.padding_left = 2, c.s.group_input_channels = 5, c.s.group_output_channels = 6;
  });
  add("padding_beyond_dilated_kernel", [](conv_case& c) {
    c.s.input_height = 4, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 2, c.s.dilation_height = 2,
    c.s.padding_top = 4, c.s.padding_left = 3, c.s.group_input_channels = 3, c.s.group_output_channels = 4;
  });
  // Depthwise path (one input and one output channel per group): f32-dwconv kernels, both filter layouts.
  for (bool hwgo : {false, true}) {
    const std::string layout = hwgo ? "_hwgo" : "_goki";
    conv_case base;
    base.s.depthwise_layout = hwgo;
    auto add_dw = [&](const char* name, std::function<void(conv_case&)> set) {
      list.add(std::string("depthwise_") + name + layout, set, base);
    };
    add_dw("3x3_pad1", [](conv_case& c) {
      c.s.batch = 2, c.s.input_height = 6, c.s.input_width = 7, c.s.kernel_height = c.s.kernel_width = 3,
      c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 1, c.s.groups = 19;
    });
    add_dw("3x3_s2", [](conv_case& c) {
      c.s.batch = 3, c.s.input_height = 9, c.s.input_width = 8, c.s.kernel_height = c.s.kernel_width = 3,
      c.s.stride_height = c.s.stride_width = 2, c.s.padding_bottom = c.s.padding_right = 1, c.s.groups = 37;
    });
    // One padded side at a time, each with its own channel count.
    const std::pair<padded_side, size_t> sides[] = {{{"top", &conv2d_shape::padding_top, 2}, 5},
                                                    {{"bottom", &conv2d_shape::padding_bottom, 2}, 9},
                                                    {{"left", &conv2d_shape::padding_left, 2}, 17},
                                                    {{"right", &conv2d_shape::padding_right, 1}, 3}};
    for (const auto& side_groups : sides) {
      const padded_side& side = side_groups.first;
      add_dw((std::string("3x3_pad_") + side.name).c_str(), [&](conv_case& c) {
        const bool tall = side.vertical();
        c.s.input_height = tall ? 5 : 4, c.s.input_width = tall ? 4 : 5, c.s.kernel_height = c.s.kernel_width = 3;
        c.s.*side.padding = side.amount;
        c.s.groups = side_groups.second;
      });
    }
    add_dw("3x3_dilation2", [](conv_case& c) {
      c.s.batch = 2, c.s.input_height = 8, c.s.input_width = 9, c.s.kernel_height = c.s.kernel_width = 3,
      c.s.dilation_height = 2, c.s.dilation_width = 3, c.s.padding_top = c.s.padding_left = 2, c.s.groups = 11;
    });
    add_dw("5x5_s1", [](conv_case& c) {
      c.s.batch = 2, c.s.input_height = 7, c.s.input_width = 6, c.s.kernel_height = c.s.kernel_width = 5,
      c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 2, c.s.groups = 21;
    });
    add_dw("5x5_s2", [](conv_case& c) {
      c.s.input_height = 11, c.s.input_width = 10, c.s.kernel_height = c.s.kernel_width = 5,
      c.s.stride_height = c.s.stride_width = 2, c.s.padding_top = c.s.padding_left = 1, c.s.groups = 13;
    });
    add_dw("7x7_multipass", [](conv_case& c) {
      c.s.batch = 2, c.s.input_height = 8, c.s.input_width = 9, c.s.kernel_height = c.s.kernel_width = 7,
      c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 3, c.s.groups = 27;
    });
    add_dw("7x7_multipass_s2_dilated", [](conv_case& c) {
      c.s.input_height = 13, c.s.input_width = 12, c.s.kernel_height = 7, c.s.kernel_width = 5,
      c.s.stride_height = c.s.stride_width = 2, c.s.dilation_height = 2, c.s.padding_top = 4, c.s.padding_right = 3,
      c.s.groups = 5;
    });
    add_dw("2x2_unipass_4", [](conv_case& c) {
      c.s.input_height = 5, c.s.input_width = 6, c.s.kernel_height = c.s.kernel_width = 2, c.s.groups = 23;
    });
    add_dw("3x1_unipass_3", [](conv_case& c) {
      c.s.input_height = 6, c.s.input_width = 4, c.s.kernel_height = 3, c.s.kernel_width = 1, c.s.padding_top = 1,
      c.s.groups = 10;
    });
    add_dw("same_3x3_s2", [](conv_case& c) {
      c.s.batch = 2, c.s.input_height = 7, c.s.input_width = 8, c.s.kernel_height = c.s.kernel_width = 3,
      c.s.stride_height = c.s.stride_width = 2, c.s.groups = 33, c.same_padding = true;
    });
    add_dw("same_5x5_s1", [](conv_case& c) {
      c.s.input_height = 6, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 5, c.s.groups = 7,
      c.same_padding = true;
    });
    add_dw("strided_pixels_clamped", [](conv_case& c) {
      c.s.batch = 2, c.s.input_height = 5, c.s.input_width = 6, c.s.kernel_height = c.s.kernel_width = 3,
      c.s.padding_top = c.s.padding_left = 1, c.s.groups = 13, c.s.input_pixel_stride = 17,
      c.s.output_pixel_stride = 15, c.cut_low = 0.25, c.cut_high = 0.3;
    });
    // Rows wider than two chunks of the pixel-tiled kernels (16+ pixels), stride 1 and 2 (shared columns).
    add_dw("3x3_long_rows", [](conv_case& c) {
      c.s.input_height = 3, c.s.input_width = 37, c.s.kernel_height = c.s.kernel_width = 3,
      c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 1, c.s.groups = 11;
    });
    add_dw("3x3_s2_long_rows", [](conv_case& c) {
      c.s.input_height = 4, c.s.input_width = 75, c.s.kernel_height = c.s.kernel_width = 3,
      c.s.stride_height = c.s.stride_width = 2, c.s.padding_top = c.s.padding_left = 1, c.s.groups = 9;
    });
    add_dw("no_bias_wide", [](conv_case& c) {
      c.s.input_height = 4, c.s.input_width = 5, c.s.kernel_height = c.s.kernel_width = 3,
      c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 1, c.s.groups = 75,
      c.with_bias = false;
    });
  }
  add("large_tiles", [](conv_case& c) {
    c.s.input_height = 12, c.s.input_width = 11, c.s.kernel_height = c.s.kernel_width = 3,
    c.s.padding_top = c.s.padding_bottom = c.s.padding_left = c.s.padding_right = 1, c.s.group_input_channels = 24,
    c.s.group_output_channels = 70;
  });
  return list.cases;
}

class Convolution : public testing::TestWithParam<conv_case> {};

TEST_P(Convolution, matches_reference_at_every_thread_count) { check_case(GetParam()); }

INSTANTIATE_TEST_SUITE_P(shapes, Convolution, testing::ValuesIn(cases()), case_name());

// Reshape with new input sizes (the indirection buffer is rebuilt) and setup with a new input pointer (rebased).
void check_resize_and_rebind(conv_case c) {
  std::mt19937 rng(7);
  const size_t ic = c.s.input_stride(), oc = c.s.output_stride();
  const size_t terms = c.s.kernel_height * c.s.kernel_width * c.s.group_input_channels;
  const std::vector<float> kernel = random_tensor(rng, c.s.kernel_size());
  const std::vector<float> bias = random_tensor(rng, oc);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, create(c, kernel, bias, -INFINITY, INFINITY, &raw));
  operator_ptr op = own(raw);
  for (size_t size : {4, 7, 7, 3}) {
    c.s.input_height = size, c.s.input_width = size + 1, c.s.batch = size % 2 + 1;
    for (int copy = 0; copy < 2; copy++) {  // two different input buffers per reshape: setup rebases pointers
      const std::vector<float> input = random_tensor(rng, c.s.batch * size * (size + 1) * ic);
      size_t oh, ow, workspace;
      ASSERT_EQ(xnn_status_success, xnn_reshape_convolution2d_nhwc_f32(op.get(), c.s.batch, size, size + 1, &workspace,
                                                                       &oh, &ow, test_threadpool(2)));
      std::vector<float> output(c.s.batch * oh * ow * oc, untouched_marker());
      ASSERT_EQ(xnn_status_success, xnn_setup_convolution2d_nhwc_f32(op.get(), nullptr, input.data(), output.data()));
      ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), test_threadpool(2)));
      const reference_result ref = reference_conv2d(c.s, oh, ow, input, kernel, bias);
      expect_matches_reference(output, c.s.batch * oh * ow, oc, oc, ref, -INFINITY, INFINITY, terms,
                               c.name + ", input " + std::to_string(size));
    }
  }
}

TEST(ConvolutionLifecycle, reshape_to_new_sizes_and_rebind_inputs) {
  conv_case c{"resize", conv2d_shape{}};
  c.s.kernel_height = c.s.kernel_width = 3;
  c.s.padding_top = c.s.padding_left = c.s.padding_bottom = c.s.padding_right = 1;
  c.s.group_input_channels = 3, c.s.group_output_channels = 5;
  check_resize_and_rebind(c);
}

TEST(ConvolutionLifecycle, depthwise_reshape_to_new_sizes_and_rebind_inputs) {
  for (size_t kernel : {3, 7}) {  // unipass and multipass
    conv_case c{"depthwise " + std::to_string(kernel), conv2d_shape{}};
    c.s.kernel_height = c.s.kernel_width = kernel;
    c.s.padding_top = c.s.padding_left = c.s.padding_bottom = c.s.padding_right = kernel / 2;
    c.s.groups = 11;
    check_resize_and_rebind(c);
  }
}

TEST(ConvolutionLifecycle, batch_zero_runs_nothing) {
  std::vector<float> kernel(4, 1.0f);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_convolution2d_nhwc_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, kernel.data(), nullptr,
                                              -INFINITY, INFINITY, 0, nullptr, &raw));
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_status_success,
            xnn_reshape_convolution2d_nhwc_f32(op.get(), 0, 3, 3, nullptr, nullptr, nullptr, nullptr));
  ASSERT_EQ(xnn_status_success, xnn_setup_convolution2d_nhwc_f32(op.get(), nullptr, nullptr, nullptr));
  ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), nullptr));
}

TEST(ConvolutionLifecycle, setup_before_reshape_and_run_before_setup_are_invalid_state) {
  std::vector<float> kernel(9 * 4, 1.0f), input(2 * 5 * 5 * 2 + 4), output(2 * 5 * 5 * 2);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_convolution2d_nhwc_f32(1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, 2, 2, 2, 2, kernel.data(), nullptr,
                                              -INFINITY, INFINITY, 0, nullptr, &raw));
  operator_ptr op = own(raw);
  EXPECT_EQ(xnn_status_invalid_state, xnn_setup_convolution2d_nhwc_f32(op.get(), nullptr, input.data(), output.data()));
  EXPECT_EQ(xnn_status_invalid_state, xnn_run_operator(op.get(), nullptr));
  ASSERT_EQ(xnn_status_success,
            xnn_reshape_convolution2d_nhwc_f32(op.get(), 2, 5, 5, nullptr, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_invalid_state, xnn_run_operator(op.get(), nullptr));
  ASSERT_EQ(xnn_status_success, xnn_setup_convolution2d_nhwc_f32(op.get(), nullptr, input.data(), output.data()));
  EXPECT_EQ(xnn_status_success, xnn_run_operator(op.get(), nullptr));
  // A failed reshape leaves the operator unusable until the next successful one.
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_f32(op.get(), 2, 0, 5, nullptr, nullptr, nullptr, nullptr));
  EXPECT_EQ(xnn_status_invalid_state, xnn_run_operator(op.get(), nullptr));
  EXPECT_EQ(xnn_status_invalid_state, xnn_setup_convolution2d_nhwc_f32(op.get(), nullptr, input.data(), output.data()));
}

// Create arguments, each made invalid on its own from a valid 3x3 convolution.
struct create_args : create_args_base {
  uint32_t pt = 1, pr = 1, pb = 1, pl = 1, kh = 3, kw = 3, sh = 1, sw = 1, dh = 1, dw = 1, groups = 1;
  size_t gic = 2, goc = 3, istride = 2, ostride = 3;
};

using conv_rejection = rejection<create_args>;

class ConvolutionCreateRejects : public testing::TestWithParam<conv_rejection> {};

TEST_P(ConvolutionCreateRejects, argument) {
  create_args a;
  GetParam().change(a);
  std::vector<float> kernel(64 * 64, 1.0f);
  xnn_operator_t op = nullptr;
  const xnn_status status = xnn_create_convolution2d_nhwc_f32(
      a.pt, a.pr, a.pb, a.pl, a.kh, a.kw, a.sh, a.sw, a.dh, a.dw, a.groups, a.gic, a.goc, a.istride, a.ostride,
      a.null_kernel ? nullptr : kernel.data(), nullptr, a.min, a.max, a.flags, nullptr, a.null_out ? nullptr : &op);
  EXPECT_EQ(status, GetParam().expected);
  EXPECT_EQ(op, nullptr);
  xnn_delete_operator(op);
}

INSTANTIATE_TEST_SUITE_P(
    arguments, ConvolutionCreateRejects,
    testing::Values(
        conv_rejection{"kernel_height_0", [](create_args& a) { a.kh = 0; }, xnn_status_invalid_parameter},
        conv_rejection{"kernel_width_0", [](create_args& a) { a.kw = 0; }, xnn_status_invalid_parameter},
        conv_rejection{"subsampling_height_0", [](create_args& a) { a.sh = 0; }, xnn_status_invalid_parameter},
        conv_rejection{"subsampling_width_0", [](create_args& a) { a.sw = 0; }, xnn_status_invalid_parameter},
        conv_rejection{"dilation_height_0", [](create_args& a) { a.dh = 0; }, xnn_status_invalid_parameter},
        conv_rejection{"dilation_width_0", [](create_args& a) { a.dw = 0; }, xnn_status_invalid_parameter},
        conv_rejection{"groups_0", [](create_args& a) { a.groups = 0; }, xnn_status_invalid_parameter},
        conv_rejection{"group_input_channels_0", [](create_args& a) { a.gic = 0; }, xnn_status_invalid_parameter},
        conv_rejection{"group_output_channels_0", [](create_args& a) { a.goc = 0; }, xnn_status_invalid_parameter},
        conv_rejection{"input_stride_too_small", [](create_args& a) { a.istride = 1; }, xnn_status_invalid_parameter},
        conv_rejection{"output_stride_too_small", [](create_args& a) { a.groups = 2, a.istride = 4, a.ostride = 5; },
                  xnn_status_invalid_parameter},
        conv_rejection{"null_kernel", [](create_args& a) { a.null_kernel = true; }, xnn_status_invalid_parameter},
        conv_rejection{"null_output_pointer", [](create_args& a) { a.null_out = true; }, xnn_status_invalid_parameter},
        conv_rejection{"nan_min", [](create_args& a) { a.min = NAN; }, xnn_status_invalid_parameter},
        conv_rejection{"nan_max", [](create_args& a) { a.max = NAN; }, xnn_status_invalid_parameter},
        conv_rejection{"min_above_max", [](create_args& a) { a.min = 1.0f, a.max = -1.0f; },
                       xnn_status_invalid_parameter},
        conv_rejection{"min_equals_max", [](create_args& a) { a.min = a.max = 0.5f; }, xnn_status_invalid_parameter},
        conv_rejection{"dilated_kernel_overflows", [](create_args& a) { a.kh = a.dh = UINT32_MAX, a.pt = a.pb = 0; },
                  xnn_status_invalid_parameter},
        conv_rejection{"same_padding_with_explicit_padding",
                  [](create_args& a) { a.flags = XNN_FLAG_TENSORFLOW_SAME_PADDING; }, xnn_status_invalid_parameter},
        conv_rejection{"depthwise_flag_with_input_channels",
                  [](create_args& a) { a.flags = XNN_FLAG_DEPTHWISE_CONVOLUTION; }, xnn_status_invalid_parameter},
        conv_rejection{"unknown_flag", [](create_args& a) { a.flags = 0x100; }, xnn_status_unsupported_parameter}),
    case_name());

TEST(ConvolutionReshapeRejects, arguments) {
  std::vector<float> kernel(9 * 6, 1.0f);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_convolution2d_nhwc_f32(0, 0, 0, 0, 3, 3, 1, 1, 2, 2, 1, 2, 3, 2, 3, kernel.data(), nullptr,
                                              -INFINITY, INFINITY, 0, nullptr, &raw));
  operator_ptr op = own(raw);
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_f32(op.get(), 1, 0, 5, nullptr, nullptr, nullptr, nullptr))
      << "input_height 0";
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_f32(op.get(), 1, 5, 0, nullptr, nullptr, nullptr, nullptr))
      << "input_width 0";
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_f32(op.get(), 1, 4, 5, nullptr, nullptr, nullptr, nullptr))
      << "input smaller than the dilated kernel";
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_f32(nullptr, 1, 5, 5, nullptr, nullptr, nullptr, nullptr))
      << "null operator";
  ASSERT_EQ(xnn_status_success,
            xnn_reshape_convolution2d_nhwc_f32(op.get(), 1, 5, 5, nullptr, nullptr, nullptr, nullptr));
  std::vector<float> buffer(64);
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_setup_convolution2d_nhwc_f32(op.get(), nullptr, nullptr, buffer.data()))
      << "null input";
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_setup_convolution2d_nhwc_f32(op.get(), nullptr, buffer.data(), nullptr))
      << "null output";
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_run_operator(nullptr, nullptr)) << "run with a null operator";
}

TEST(ConvolutionReshapeRejects, operator_of_another_kind) {
  std::vector<float> kernel(6, 1.0f);
  xnn_operator_t fc = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_fully_connected_nc_f32(2, 3, 2, 3, kernel.data(), nullptr, -INFINITY,
                                                                  INFINITY, 0, nullptr, &fc));
  operator_ptr op = own(fc);
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_convolution2d_nhwc_f32(op.get(), 1, 5, 5, nullptr, nullptr, nullptr, nullptr));
}

}  // namespace

namespace {

// The indirection buffer's rebasing rules, including the fallback for address spaces where pointers built against
// the fixed base could be mistaken for the zero row (only reachable on small address spaces, so forced here).
TEST(ConvolutionIndirection, pointers_rebase_onto_any_input) {
  xnn_conv2d_geometry g;
  g.input_height = 3, g.input_width = 4, g.output_height = 3, g.output_width = 4;
  g.kernel_height = g.kernel_width = 3, g.padding_top = g.padding_left = 1;
  g.input_pixel_stride = 2 * sizeof(float);
  std::vector<float> input(3 * 4 * 2), zero(2);
  const size_t mr = 5;
  std::vector<const void*> from_base(xnn_conv2d_indirection_count(g, mr)), from_input(from_base.size());
  xnn_build_conv2d_indirection(g, mr, kXnnIndirectionBase, zero.data(), from_base.data());
  xnn_build_conv2d_indirection(g, mr, reinterpret_cast<uintptr_t>(input.data()), zero.data(), from_input.data());
  const uintptr_t a_offset = reinterpret_cast<uintptr_t>(input.data()) - kXnnIndirectionBase;
  for (size_t i = 0; i < from_base.size(); i++) {
    if (from_base[i] == zero.data()) {
      EXPECT_EQ(from_input[i], zero.data()) << "pointer " << i;
    } else {
      EXPECT_EQ(reinterpret_cast<uintptr_t>(from_base[i]) + a_offset, reinterpret_cast<uintptr_t>(from_input[i]))
          << "pointer " << i;
    }
  }
  // Output pixel 0 reads input pixel 0 through the center tap (4) and the zero row through tap 0.
  EXPECT_EQ(from_input[4 * mr], input.data());
  EXPECT_EQ(from_input[0], zero.data());
  // Pixels past the last group member repeat the last pixel: 12 pixels in groups of 5 leave 3 slots in group 2.
  EXPECT_EQ(from_input[(2 * 9 + 4) * mr + 4], from_input[(2 * 9 + 4) * mr + 1]);
}

// Depthwise layout: taps column-major per pixel, padded with the zero row up to the kernel's primary tile.
TEST(ConvolutionIndirection, depthwise_taps_are_column_major_and_padded_with_zero) {
  xnn_conv2d_geometry g;
  g.input_height = 3, g.input_width = 4, g.output_height = 2, g.output_width = 2;
  g.kernel_height = 2, g.kernel_width = 3, g.stride_height = g.stride_width = 2, g.padding_left = 1;
  g.input_pixel_stride = 5 * sizeof(float);
  std::vector<float> input(3 * 4 * 5), zero(5);
  const size_t taps = 9;
  std::vector<const void*> pointers(4 * taps);
  xnn_build_dwconv_indirection(g, taps, reinterpret_cast<uintptr_t>(input.data()), zero.data(), pointers.data());
  for (size_t oy = 0; oy < 2; oy++) {
    for (size_t ox = 0; ox < 2; ox++) {
      const void* const* pixel = pointers.data() + (oy * 2 + ox) * taps;
      for (size_t kx = 0; kx < 3; kx++) {
        for (size_t ky = 0; ky < 2; ky++) {
          const ptrdiff_t iy = ptrdiff_t(oy * 2 + ky), ix = ptrdiff_t(ox * 2 + kx) - 1;
          const void* expected = iy < 3 && ix >= 0 && ix < 4 ? input.data() + (iy * 4 + ix) * 5 : zero.data();
          EXPECT_EQ(pixel[kx * 2 + ky], expected) << "pixel " << oy << "," << ox << " tap " << ky << "," << kx;
        }
      }
      for (size_t t = 6; t < taps; t++) EXPECT_EQ(pixel[t], zero.data()) << "padding tap " << t;
    }
  }
}

// Stride below the kernel width: adjacent pixels share columns, pixel x starting x * stride * kernel_height pointers
// into its row; a row holds (output_width - 1) * step + taps pointers.
TEST(ConvolutionIndirection, depthwise_pixels_share_columns) {
  xnn_conv2d_geometry g;
  g.input_height = 4, g.input_width = 5, g.output_height = 2, g.output_width = 3;
  g.kernel_height = 3, g.kernel_width = 3, g.stride_height = 2, g.stride_width = 2, g.padding_top = 1;
  g.padding_left = 1, g.input_pixel_stride = 2 * sizeof(float);
  std::vector<float> input(4 * 5 * 2), zero(2);
  const size_t taps = 9, step = 2 * 3, row_pointers = 2 * step + taps;
  EXPECT_EQ(xnn_dwconv_pixel_step(g, taps), step);
  EXPECT_EQ(xnn_dwconv_row_pointers(g, taps), row_pointers);
  std::vector<const void*> pointers(2 * row_pointers);
  xnn_build_dwconv_indirection(g, taps, reinterpret_cast<uintptr_t>(input.data()), zero.data(), pointers.data());
  for (size_t oy = 0; oy < 2; oy++) {
    for (size_t ox = 0; ox < 3; ox++) {
      const void* const* pixel = pointers.data() + oy * row_pointers + ox * step;
      for (size_t kx = 0; kx < 3; kx++) {
        for (size_t ky = 0; ky < 3; ky++) {
          const ptrdiff_t iy = ptrdiff_t(oy * 2 + ky) - 1, ix = ptrdiff_t(ox * 2 + kx) - 1;
          const bool inside = iy >= 0 && ix >= 0 && iy < 4 && ix < 5;
          const float* expected = inside ? input.data() + (iy * 5 + ix) * 2 : zero.data();
          EXPECT_EQ(pixel[kx * 3 + ky], expected) << "pixel " << oy << "," << ox << " tap " << ky << "," << kx;
        }
      }
    }
  }
  // No sharing when taps pad the kernel, with dilation, or when the stride reaches the kernel width.
  EXPECT_EQ(xnn_dwconv_pixel_step(g, 25), 25u);
  g.dilation_width = 2;
  EXPECT_EQ(xnn_dwconv_pixel_step(g, taps), taps);
  g.dilation_width = 1, g.stride_width = 3;
  EXPECT_EQ(xnn_dwconv_pixel_step(g, taps), taps);
}

TEST(ConvolutionIndirection, collision_with_zero_row_is_detected) {
  const float* zero = reinterpret_cast<const float*>(uintptr_t{4096});
  EXPECT_TRUE(xnn_indirection_collides(64, 8192, zero));
  EXPECT_FALSE(xnn_indirection_collides(64, 1024, zero));
  EXPECT_FALSE(xnn_indirection_collides(8192, 1 << 20, zero));

  xnn_conv2d_geometry g;
  g.input_height = g.input_width = g.output_height = g.output_width = 2;
  g.kernel_height = g.kernel_width = 1, g.input_pixel_stride = sizeof(float);
  std::vector<float> input(4), zero_row(1);
  xnn_indirection_buffer buffer;
  ASSERT_EQ(xnn_status_success, buffer.update("test", g, 2, zero_row.data(), nullptr));
  buffer.build_against_input = true;  // as if the zero row sat inside the span reachable from the base
  EXPECT_EQ(buffer.bind(input.data(), zero_row.data()), 0u);
  EXPECT_EQ(buffer.pointers[0], input.data());
  EXPECT_EQ(buffer.pointers[3], input.data() + 3);
}

TEST(ConvolutionFlags, hint_flags_are_accepted) {
  std::vector<float> kernel(9 * 4, 1.0f);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_success,
            xnn_create_convolution2d_nhwc_f32(
                1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, 2, 2, 2, 2, kernel.data(), nullptr, -INFINITY, INFINITY,
                XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER | XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC, nullptr, &op));
  EXPECT_EQ(xnn_status_success, xnn_delete_operator(op));
}

}  // namespace
