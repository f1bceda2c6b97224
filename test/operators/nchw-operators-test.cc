// The NCHW operators (convolution2d_nchw_f32 and _f16, resize_bilinear2d_nchw) against the plain NHWC references of
// reference.h, read through the layout change: channel-plane strides (planes past the channels stay untouched),
// XNN_FLAG_INPUT_NHWC, groups and depthwise, XNNPACK's own NCHW shapes and others, reshapes, batch 0, 1, 2 and 8
// threads bit-identical; then the rejections.
#include "log.h"
#include "operator-tester.h"
#include "ukernels/f16-vcvt/half.h"

#include <string>
#include <tuple>
#include <vector>

namespace {

// ---- convolution ------------------------------------------------------------------------------------------------

struct nchw_conv_case {
  const char* name;
  conv2d_shape s;
  size_t input_planes = 0, output_planes = 0;  // channel strides; 0: dense
  bool input_nhwc = false;
  bool clamp = false;
};

// The NCHW index of element (b, channel, y, x) of an image with `planes` channel planes.
size_t nchw_index(size_t b, size_t channel, size_t y, size_t x, size_t planes, size_t height, size_t width) {
  return ((b * planes + channel) * height + y) * width + x;
}

// The weights of a shape depend on its channels and kernel alone, so that one operator serves several input sizes.
uint32_t weights_seed(const conv2d_shape& s) {
  return uint32_t(s.groups * 1009 + s.group_input_channels * 31 + s.group_output_channels * 7 + s.kernel_height);
}

void check_conv(const nchw_conv_case& c, xnn_operator_t reused = nullptr) {
  conv2d_shape s = c.s;
  const size_t ic = s.groups * s.group_input_channels, oc = s.groups * s.group_output_channels;
  const size_t in_planes = c.input_planes != 0 ? c.input_planes : ic;
  const size_t out_planes = c.output_planes != 0 ? c.output_planes : oc;
  std::mt19937 rng(uint32_t(s.batch * 131 + s.input_height * 17 + s.input_width));
  std::mt19937 weights_rng(weights_seed(s));
  // The NHWC image the reference reads, dense (with INPUT_NHWC: pixels in_planes apart, as the operator reads it).
  s.input_pixel_stride = c.input_nhwc ? in_planes : 0;
  const std::vector<float> nhwc = random_tensor(rng, s.batch * s.input_height * s.input_width * s.input_stride());
  std::vector<float> input = nhwc;
  if (!c.input_nhwc) {
    input.assign(s.batch * in_planes * s.input_height * s.input_width + XNN_EXTRA_BYTES / sizeof(float),
                 std::numeric_limits<float>::quiet_NaN());
    for (size_t b = 0; b < s.batch; b++)
      for (size_t y = 0; y < s.input_height; y++)
        for (size_t x = 0; x < s.input_width; x++)
          for (size_t ch = 0; ch < ic; ch++)
            input[nchw_index(b, ch, y, x, in_planes, s.input_height, s.input_width)] =
                nhwc[s.input_index(b, y, x, ch / s.group_input_channels, ch % s.group_input_channels)];
  }
  const std::vector<float> kernel = random_tensor(weights_rng, s.kernel_size());
  const std::vector<float> bias = random_tensor(weights_rng, oc);
  size_t oh, ow;
  conv2d_output_size(s, false, &oh, &ow);
  const reference_result ref = reference_conv2d(s, oh, ow, nhwc, kernel, bias);
  const std::pair<float, float> range =
      c.clamp ? clamp_range(ref, 0.2, 0.2) : std::pair<float, float>(-INFINITY, INFINITY);
  const float min = range.first, max = range.second;
  operator_ptr fresh = own(nullptr);
  xnn_operator_t op = reused;
  if (op == nullptr) {
    const uint32_t flags = (c.input_nhwc ? XNN_FLAG_INPUT_NHWC : 0) |
                           (s.depthwise_layout ? XNN_FLAG_DEPTHWISE_CONVOLUTION : 0);
    ASSERT_EQ(xnn_create_convolution2d_nchw_f32(
                  uint32_t(s.padding_top), uint32_t(s.padding_right), uint32_t(s.padding_bottom),
                  uint32_t(s.padding_left), uint32_t(s.kernel_height), uint32_t(s.kernel_width),
                  uint32_t(s.stride_height), uint32_t(s.stride_width), uint32_t(s.dilation_height),
                  uint32_t(s.dilation_width), uint32_t(s.groups), s.group_input_channels, s.group_output_channels,
                  in_planes, out_planes, kernel.data(), bias.data(), min, max, flags, nullptr, &op),
              xnn_status_success)
        << c.name;
    fresh = own(op);
  }
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    size_t reported_h = 0, reported_w = 0;
    ASSERT_EQ(xnn_reshape_convolution2d_nchw_f32(op, s.batch, s.input_height, s.input_width, &reported_h, &reported_w,
                                                 pool),
              xnn_status_success)
        << what;
    ASSERT_EQ(reported_h, oh) << what;
    ASSERT_EQ(reported_w, ow) << what;
    std::vector<float> output(s.batch * out_planes * oh * ow, untouched_marker());
    ASSERT_EQ(xnn_setup_convolution2d_nchw_f32(op, input.data(), output.data()), xnn_status_success) << what;
    ASSERT_EQ(xnn_run_operator(op, pool), xnn_status_success) << what;
    const size_t terms = s.kernel_height * s.kernel_width * s.group_input_channels;
    for (size_t b = 0; b < s.batch; b++)
      for (size_t ch = 0; ch < out_planes; ch++)
        for (size_t y = 0; y < oh; y++)
          for (size_t x = 0; x < ow; x++) {
            const float actual = output[nchw_index(b, ch, y, x, out_planes, oh, ow)];
#define AT what << ": batch " << b << ", channel " << ch << ", y " << y << ", x " << x
            if (ch >= oc) {
              ASSERT_TRUE(is_untouched(actual)) << AT << " is past the channels";
              continue;
            }
            const size_t i = ((b * oh + y) * ow + x) * oc + ch;
            const double expected = std::min(std::max(ref.value[i], double(min)), double(max));
            ASSERT_NEAR(actual, expected, double(terms + 2) * 0x1.0p-24 * ref.magnitude[i] + 1.0e-30) << AT;
#undef AT
          }
    outputs->add(output);
  });
}

conv2d_shape conv(size_t batch, size_t h, size_t w, size_t k, size_t stride, size_t pad, size_t groups, size_t gic,
                  size_t goc) {
  conv2d_shape s;
  s.batch = batch, s.input_height = h, s.input_width = w;
  s.kernel_height = s.kernel_width = k;
  s.stride_height = s.stride_width = stride;
  s.padding_top = s.padding_right = s.padding_bottom = s.padding_left = pad;
  s.groups = groups, s.group_input_channels = gic, s.group_output_channels = goc;
  return s;
}

conv2d_shape depthwise(conv2d_shape s) {
  s.depthwise_layout = true;
  return s;
}

const nchw_conv_case kConvCases[] = {
    // The shapes XNNPACK has NCHW kernels for.
    {"pointwise_1x1", conv(2, 7, 9, 1, 1, 0, 1, 19, 23)},
    {"first_layer_3x3s2_input_nhwc", conv(1, 15, 16, 3, 2, 1, 1, 3, 16), 0, 0, true},
    {"depthwise_3x3", depthwise(conv(2, 8, 7, 3, 1, 1, 24, 1, 1))},
    {"depthwise_3x3s2", depthwise(conv(1, 9, 10, 3, 2, 1, 17, 1, 1))},
    {"depthwise_5x5", depthwise(conv(1, 11, 6, 5, 1, 2, 8, 1, 1))},
    {"depthwise_5x5s2", depthwise(conv(1, 12, 13, 5, 2, 2, 5, 1, 1))},
    // Everything else the NHWC convolution runs.
    {"grouped_3x3", conv(1, 6, 5, 3, 1, 1, 3, 4, 5)},
    {"unpadded_2x2s2", conv(3, 8, 8, 2, 2, 0, 1, 6, 7)},
    {"dilated", [] { conv2d_shape s = conv(1, 9, 9, 3, 1, 2, 1, 5, 4); s.dilation_height = s.dilation_width = 2;
                     return s; }()},
    {"channel_plane_strides", conv(2, 5, 6, 3, 1, 1, 1, 5, 6), 7, 9},
    {"input_nhwc_pixel_stride", conv(1, 6, 6, 3, 2, 1, 1, 3, 8), 5, 11, true},
    {"clamped", conv(1, 8, 8, 3, 1, 1, 1, 8, 8), 0, 0, false, true},
    {"large_enough_for_every_thread", conv(1, 32, 33, 3, 1, 1, 1, 16, 32)},
};

TEST(convolution_nchw_f32, matches_reference) {
  for (const nchw_conv_case& c : kConvCases) {
    SCOPED_TRACE(c.name);
    check_conv(c);
  }
}

// One operator reshaped to new input sizes and batches and back (its weights depend on the channels alone).
TEST(convolution_nchw_f32, reshape_to_new_input_sizes) {
  nchw_conv_case c = {"reshaped", conv(1, 6, 7, 3, 1, 1, 1, 4, 5), 6, 8};
  std::mt19937 weights_rng(weights_seed(c.s));
  const std::vector<float> kernel = random_tensor(weights_rng, c.s.kernel_size());
  const std::vector<float> bias = random_tensor(weights_rng, 5);
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_convolution2d_nchw_f32(1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1, 4, 5, 6, 8, kernel.data(), bias.data(),
                                              -INFINITY, INFINITY, 0, nullptr, &raw),
            xnn_status_success);
  operator_ptr op = own(raw);
  for (const auto& [batch, h, w] : {std::tuple<size_t, size_t, size_t>{1, 6, 7}, {3, 10, 4}, {2, 3, 3}, {1, 6, 7}}) {
    c.s.batch = batch, c.s.input_height = h, c.s.input_width = w;
    check_conv(c, raw);
  }
}

TEST(convolution_nchw_f32, batch_zero_does_nothing) {
  const float kernel[4] = {1, 2, 3, 4};
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_convolution2d_nchw_f32(0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, kernel, nullptr, -INFINITY,
                                              INFINITY, 0, nullptr, &raw),
            xnn_status_success);
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_reshape_convolution2d_nchw_f32(raw, 0, 4, 4, nullptr, nullptr, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_convolution2d_nchw_f32(raw, nullptr, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_run_operator(raw, nullptr), xnn_status_success);
}

TEST(convolution_nchw_f32, rejects_invalid_arguments) {
  const float kernel[16] = {};
  xnn_operator_t op = nullptr;
  auto create = [&](size_t in_stride, size_t out_stride, uint32_t kernel_size, uint32_t flags) {
    return xnn_create_convolution2d_nchw_f32(0, 0, 0, 0, kernel_size, kernel_size, 1, 1, 1, 1, 1, 2, 2, in_stride,
                                             out_stride, kernel, nullptr, -INFINITY, INFINITY, flags, nullptr, &op);
  };
  EXPECT_EQ(create(1, 2, 1, 0), xnn_status_invalid_parameter);  // input planes below the channels
  EXPECT_EQ(create(2, 1, 1, 0), xnn_status_invalid_parameter);  // output planes below the channels
  EXPECT_EQ(create(2, 2, 0, 0), xnn_status_invalid_parameter);  // kernel 0x0 (the NHWC convolution's check)
  EXPECT_EQ(create(2, 2, 1, XNN_FLAG_KEEP_DIMS), xnn_status_unsupported_parameter);
  EXPECT_EQ(op, nullptr);
  ASSERT_EQ(create(2, 2, 2, 0), xnn_status_success);
  operator_ptr owned = own(op);
  EXPECT_EQ(xnn_setup_convolution2d_nchw_f32(op, kernel, nullptr), xnn_status_invalid_state);  // before reshape
  EXPECT_EQ(xnn_reshape_convolution2d_nchw_f32(op, 1, 1, 1, nullptr, nullptr, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_reshape_convolution2d_nchw_f32(op, 1, 2, 2, nullptr, nullptr, nullptr), xnn_status_success);
  float output[4];
  EXPECT_EQ(xnn_setup_convolution2d_nchw_f32(op, nullptr, output), xnn_status_invalid_parameter);
}

// fp16: the NHWC fp16 convolution's halves on the transposed image, bit for bit, at every thread count: dense and
// strided planes, groups, depthwise, XNN_FLAG_INPUT_NHWC, fp32 static weights; a refusal in the fp16 name.
struct nchw_f16_case {
  const char* name;
  conv2d_shape s;
  size_t input_planes, output_planes;
  uint32_t flags;  // XNN_FLAG_INPUT_NHWC, XNN_FLAG_DEPTHWISE_CONVOLUTION, XNN_FLAG_FP32_STATIC_WEIGHTS
};

void check_conv_f16(const nchw_f16_case& c) {
  const conv2d_shape& s = c.s;
  const size_t ic = s.groups * s.group_input_channels, oc = s.groups * s.group_output_channels;
  const size_t h = s.input_height, w = s.input_width;
  const bool input_nhwc = (c.flags & XNN_FLAG_INPUT_NHWC) != 0;
  const bool fp32_weights = (c.flags & XNN_FLAG_FP32_STATIC_WEIGHTS) != 0;
  std::mt19937 rng(uint32_t(ic * 131 + oc * 7 + h));
  auto half = [&rng] { return uint16_t(0x3800 + rng() % 0x800); };  // 0.5 .. 1 with every mantissa
  // The NHWC image (pixels c.input_planes apart with INPUT_NHWC, dense otherwise) and the NCHW one.
  const size_t nhwc_stride = input_nhwc ? c.input_planes : ic;
  std::vector<uint16_t> nhwc(s.batch * h * w * nhwc_stride + XNN_EXTRA_BYTES / 2, 0x7E00);
  std::vector<uint16_t> nchw(s.batch * c.input_planes * h * w + XNN_EXTRA_BYTES / 2, 0x7E00);
  for (size_t b = 0; b < s.batch; b++)
    for (size_t p = 0; p < h * w; p++)
      for (size_t ch = 0; ch < ic; ch++) {
        const uint16_t v = half();
        nhwc[(b * h * w + p) * nhwc_stride + ch] = v;
        nchw[(b * c.input_planes + ch) * h * w + p] = v;
      }
  const size_t kernel_count = s.kernel_size(), scale = fp32_weights ? 2 : 1;
  std::vector<uint16_t> kernel(kernel_count * scale), bias(oc * scale);
  for (size_t i = 0; i < kernel_count; i++) {
    const float f = float(int(rng() % 17) - 8) / 64.0f;
    if (fp32_weights) {
      std::memcpy(&kernel[2 * i], &f, sizeof(f));
    } else {
      kernel[i] = xnn_f32_to_f16(f);
    }
  }
  for (size_t i = 0; i < oc; i++) {
    const float f = float(int(i % 5) - 2) / 8.0f;
    if (fp32_weights) {
      std::memcpy(&bias[2 * i], &f, sizeof(f));
    } else {
      bias[i] = xnn_f32_to_f16(f);
    }
  }
  xnn_operator_t nchw_op = nullptr, nhwc_op = nullptr;
  ASSERT_EQ(xnn_create_convolution2d_nchw_f16(
                uint32_t(s.padding_top), uint32_t(s.padding_right), uint32_t(s.padding_bottom),
                uint32_t(s.padding_left), uint32_t(s.kernel_height), uint32_t(s.kernel_width),
                uint32_t(s.stride_height), uint32_t(s.stride_width), 1, 1, uint32_t(s.groups), s.group_input_channels,
                s.group_output_channels, c.input_planes, c.output_planes, kernel.data(), bias.data(), -INFINITY,
                INFINITY, c.flags, nullptr, &nchw_op),
            xnn_status_success)
      << c.name;
  const operator_ptr own_nchw = own(nchw_op);
  ASSERT_EQ(xnn_create_convolution2d_nhwc_f16(
                uint32_t(s.padding_top), uint32_t(s.padding_right), uint32_t(s.padding_bottom),
                uint32_t(s.padding_left), uint32_t(s.kernel_height), uint32_t(s.kernel_width),
                uint32_t(s.stride_height), uint32_t(s.stride_width), 1, 1, uint32_t(s.groups), s.group_input_channels,
                s.group_output_channels, nhwc_stride, oc, kernel.data(), bias.data(), -INFINITY, INFINITY,
                c.flags & ~XNN_FLAG_INPUT_NHWC, nullptr, &nhwc_op),
            xnn_status_success)
      << c.name;
  const operator_ptr own_nhwc = own(nhwc_op);
  size_t oh = 0, ow = 0, workspace = 0;
  ASSERT_EQ(xnn_reshape_convolution2d_nhwc_f16(nhwc_op, s.batch, h, w, &workspace, &oh, &ow, nullptr),
            xnn_status_success);
  std::vector<char> scratch(workspace + 64);
  std::vector<uint16_t> expected(s.batch * oh * ow * oc + XNN_EXTRA_BYTES / 2);
  ASSERT_EQ(xnn_setup_convolution2d_nhwc_f16(nhwc_op, scratch.data(), nhwc.data(), expected.data()),
            xnn_status_success);
  ASSERT_EQ(xnn_run_operator(nhwc_op, nullptr), xnn_status_success);
  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    size_t reported_h = 0, reported_w = 0;
    ASSERT_EQ(xnn_reshape_convolution2d_nchw_f16(nchw_op, s.batch, h, w, &reported_h, &reported_w, pool),
              xnn_status_success)
        << what;
    ASSERT_EQ(reported_h, oh);
    ASSERT_EQ(reported_w, ow);
    std::vector<uint16_t> output(s.batch * c.output_planes * oh * ow, 0x7E01);
    ASSERT_EQ(xnn_setup_convolution2d_nchw_f16(nchw_op, input_nhwc ? nhwc.data() : nchw.data(), output.data()),
              xnn_status_success)
        << what;
    ASSERT_EQ(xnn_run_operator(nchw_op, pool), xnn_status_success) << what;
    for (size_t b = 0; b < s.batch; b++)
      for (size_t ch = 0; ch < c.output_planes; ch++)
        for (size_t p = 0; p < oh * ow; p++) {
          const uint16_t actual = output[(b * c.output_planes + ch) * oh * ow + p];
          const uint16_t want = ch < oc ? expected[(b * oh * ow + p) * oc + ch] : uint16_t(0x7E01);
          ASSERT_EQ(actual, want) << what << ": batch " << b << ", channel " << ch << ", pixel " << p;
        }
    std::vector<float> as_floats(output.begin(), output.end());
    outputs->add(as_floats);
  });
}

TEST(convolution_nchw_f16, matches_the_nhwc_operator) {
  const nchw_f16_case cases[] = {
      {"3x3 pad 1, 4 -> 8", conv(1, 9, 7, 3, 1, 1, 1, 4, 8), 4, 8, 0},
      {"3x3 stride 2, batch 2, strided planes", conv(2, 11, 10, 3, 2, 1, 1, 3, 16), 5, 19, 0},
      {"1x1, 24 -> 40", conv(1, 6, 6, 1, 1, 0, 1, 24, 40), 24, 40, 0},
      {"grouped 3x3", conv(1, 8, 8, 3, 1, 1, 2, 3, 5), 6, 10, 0},
      {"depthwise 3x3", depthwise(conv(1, 10, 9, 3, 1, 1, 12, 1, 1)), 12, 12, XNN_FLAG_DEPTHWISE_CONVOLUTION},
      {"first layer, input NHWC", conv(1, 16, 16, 3, 2, 1, 1, 3, 16), 4, 16, XNN_FLAG_INPUT_NHWC},
      {"fp32 static weights", conv(1, 7, 7, 3, 1, 1, 1, 8, 8), 8, 8, XNN_FLAG_FP32_STATIC_WEIGHTS},
  };
  for (const nchw_f16_case& c : cases) check_conv_f16(c);
}

TEST(convolution_nchw_f16, rejects_invalid_arguments) {
  const uint16_t kernel[16] = {};
  xnn_operator_t op = nullptr;
  auto create = [&](size_t in_stride, uint32_t kernel_size, uint32_t flags) {
    return xnn_create_convolution2d_nchw_f16(0, 0, 0, 0, kernel_size, kernel_size, 1, 1, 1, 1, 1, 2, 2, in_stride, 2,
                                             kernel, nullptr, -INFINITY, INFINITY, flags, nullptr, &op);
  };
  EXPECT_EQ(create(1, 1, 0), xnn_status_invalid_parameter);  // input planes below the channels
  EXPECT_EQ(create(2, 1, XNN_FLAG_KEEP_DIMS), xnn_status_unsupported_parameter);
  EXPECT_EQ(op, nullptr);
  ASSERT_EQ(create(2, 2, 0), xnn_status_success);
  const operator_ptr owned = own(op);
  EXPECT_EQ(xnn_setup_convolution2d_nchw_f16(op, kernel, nullptr), xnn_status_invalid_state);  // before reshape
  EXPECT_EQ(xnn_reshape_convolution2d_nchw_f32(op, 1, 2, 2, nullptr, nullptr, nullptr), xnn_status_invalid_parameter);
}

// ---- resize bilinear ----------------------------------------------------------------------------------------------

struct nchw_resize_case {
  size_t batch, input_height, input_width, output_height, output_width, channels;
  size_t input_planes = 0, output_planes = 0;  // 0: dense
};

void check_resize(const nchw_resize_case& c, resize_mode m, uint32_t flags, xnn_operator_t reused = nullptr) {
  const size_t in_planes = c.input_planes != 0 ? c.input_planes : c.channels;
  const size_t out_planes = c.output_planes != 0 ? c.output_planes : c.channels;
  std::mt19937 rng(uint32_t(c.input_height * 131 + c.output_width * 7 + c.channels));
  const size_t in_pixels = c.input_height * c.input_width, out_pixels = c.output_height * c.output_width;
  const std::vector<float> nhwc = random_tensor(rng, c.batch * in_pixels * c.channels);
  std::vector<float> input(c.batch * in_planes * in_pixels + XNN_EXTRA_BYTES / sizeof(float),
                           std::numeric_limits<float>::quiet_NaN());
  for (size_t b = 0; b < c.batch; b++)
    for (size_t p = 0; p < in_pixels; p++)
      for (size_t ch = 0; ch < c.channels; ch++)
        input[(b * in_planes + ch) * in_pixels + p] = nhwc[(b * in_pixels + p) * c.channels + ch];
  const reference_result ref = reference_resize_bilinear(m, c.batch, c.input_height, c.input_width, c.channels,
                                                         c.channels, c.output_height, c.output_width, nhwc.data());
  operator_ptr fresh = own(nullptr);
  xnn_operator_t op = reused;
  if (op == nullptr) {
    ASSERT_EQ(xnn_create_resize_bilinear2d_nchw(xnn_datatype_fp32, c.output_height, c.output_width, flags, &op),
              xnn_status_success);
    fresh = own(op);
  }
  const std::string name = std::to_string(c.batch) + "x" + std::to_string(c.channels) + "x" +
                           std::to_string(c.input_height) + "x" + std::to_string(c.input_width) + " -> " +
                           std::to_string(c.output_height) + "x" + std::to_string(c.output_width);
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    ASSERT_EQ(xnn_reshape_resize_bilinear2d_nchw(op, c.batch, c.input_height, c.input_width, c.channels, in_planes,
                                                 out_planes, pool),
              xnn_status_success)
        << what;
    std::vector<float> output(c.batch * out_planes * out_pixels, untouched_marker());
    ASSERT_EQ(xnn_setup_resize_bilinear2d_nchw(op, input.data(), output.data()), xnn_status_success) << what;
    ASSERT_EQ(xnn_run_operator(op, pool), xnn_status_success) << what;
    for (size_t b = 0; b < c.batch; b++)
      for (size_t ch = 0; ch < out_planes; ch++)
        for (size_t p = 0; p < out_pixels; p++) {
          const float actual = output[(b * out_planes + ch) * out_pixels + p];
#define AT what << ": batch " << b << ", channel " << ch << ", pixel " << p
          if (ch >= c.channels) {
            ASSERT_TRUE(is_untouched(actual)) << AT << " is past the channels";
            continue;
          }
          // As the NHWC test: coordinates in float, a few ulps times the step between pixels.
          const size_t i = (b * out_pixels + p) * c.channels + ch;
          ASSERT_NEAR(actual, ref.value[i],
                      1e-5 * (1.0 + double(c.input_height + c.input_width)) * ref.magnitude[i] + 1e-30)
              << AT;
#undef AT
        }
    outputs->add(output);
  });
}

const nchw_resize_case kResizeCases[] = {
    {1, 4, 4, 8, 8, 1},  {2, 3, 5, 7, 11, 3},        {3, 9, 8, 4, 3, 17},     {2, 1, 1, 3, 2, 4},
    {1, 2, 9, 13, 2, 33}, {2, 7, 6, 5, 9, 19, 23, 21}, {1, 16, 16, 24, 24, 64},
};

TEST(resize_bilinear2d_nchw, half_pixel_centers) {
  for (const nchw_resize_case& c : kResizeCases) check_resize(c, resize_mode::half_pixel, 0);
}

TEST(resize_bilinear2d_nchw, align_corners) {
  for (const nchw_resize_case& c : kResizeCases) check_resize(c, resize_mode::align_corners, XNN_FLAG_ALIGN_CORNERS);
}

TEST(resize_bilinear2d_nchw, tensorflow_legacy) {
  for (const nchw_resize_case& c : kResizeCases) {
    check_resize(c, resize_mode::tensorflow_legacy, XNN_FLAG_TENSORFLOW_LEGACY_MODE);
  }
}

TEST(resize_bilinear2d_nchw, reshape_to_new_input_sizes) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_resize_bilinear2d_nchw(xnn_datatype_fp32, 6, 5, 0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  const nchw_resize_case sizes[] = {{1, 3, 3, 6, 5, 4}, {2, 9, 11, 6, 5, 4}, {1, 9, 11, 6, 5, 4, 6, 0},
                                    {3, 3, 3, 6, 5, 7}, {1, 3, 3, 6, 5, 4}};
  for (const nchw_resize_case& c : sizes) check_resize(c, resize_mode::half_pixel, 0, raw);
}

// fp16 runs the NHWC fp16 resize: the same halves as that operator on the transposed image.
TEST(resize_bilinear2d_nchw, fp16_matches_the_nhwc_operator) {
  const size_t channels = 3, ih = 5, iw = 4, oh = 7, ow = 6;
  std::vector<uint16_t> nchw(channels * ih * iw + XNN_EXTRA_BYTES / 2), nhwc(nchw.size());
  for (size_t ch = 0; ch < channels; ch++)
    for (size_t p = 0; p < ih * iw; p++) {
      const uint16_t half = uint16_t(0x3C00 + ((ch * 37 + p * 11) % 512));  // 1.0 .. 1.5
      nchw[ch * ih * iw + p] = half;
      nhwc[p * channels + ch] = half;
    }
  xnn_operator_t nchw_op = nullptr, nhwc_op = nullptr;
  ASSERT_EQ(xnn_create_resize_bilinear2d_nchw(xnn_datatype_fp16, oh, ow, 0, &nchw_op), xnn_status_success);
  operator_ptr own_nchw = own(nchw_op);
  ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc(xnn_datatype_fp16, oh, ow, 0, &nhwc_op), xnn_status_success);
  operator_ptr own_nhwc = own(nhwc_op);
  ASSERT_EQ(xnn_reshape_resize_bilinear2d_nchw(nchw_op, 1, ih, iw, channels, channels, channels, nullptr),
            xnn_status_success);
  size_t workspace = 0;
  ASSERT_EQ(xnn_reshape_resize_bilinear2d_nhwc(nhwc_op, 1, ih, iw, channels, channels, channels, &workspace, nullptr),
            xnn_status_success);
  std::vector<uint16_t> from_nchw(channels * oh * ow), from_nhwc(channels * oh * ow);
  ASSERT_EQ(xnn_setup_resize_bilinear2d_nchw(nchw_op, nchw.data(), from_nchw.data()), xnn_status_success);
  ASSERT_EQ(xnn_setup_resize_bilinear2d_nhwc(nhwc_op, nullptr, nhwc.data(), from_nhwc.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(nchw_op, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(nhwc_op, nullptr), xnn_status_success);
  for (size_t ch = 0; ch < channels; ch++)
    for (size_t p = 0; p < oh * ow; p++) {
      ASSERT_EQ(from_nchw[ch * oh * ow + p], from_nhwc[p * channels + ch]) << "channel " << ch << ", pixel " << p;
    }
}

TEST(resize_bilinear2d_nchw, rejects_invalid_arguments) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_create_resize_bilinear2d_nchw(xnn_datatype_qint8, 4, 4, 0, &op), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_resize_bilinear2d_nchw(xnn_datatype_fp32, 0, 4, 0, &op), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_resize_bilinear2d_nchw(xnn_datatype_fp32, 4, 4, 0, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(op, nullptr);
  ASSERT_EQ(xnn_create_resize_bilinear2d_nchw(xnn_datatype_fp32, 4, 4, 0, &op), xnn_status_success);
  operator_ptr owned = own(op);
  EXPECT_EQ(xnn_reshape_resize_bilinear2d_nchw(op, 1, 2, 2, 3, 2, 3, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_resize_bilinear2d_nchw(op, 1, 2, 2, 3, 3, 2, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_resize_bilinear2d_nchw(op, 1, 2, 2, 0, 3, 3, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_resize_bilinear2d_nchw(op, 1, 0, 2, 3, 3, 3, nullptr), xnn_status_invalid_parameter);
  float data[64] = {};
  EXPECT_EQ(xnn_setup_resize_bilinear2d_nchw(op, data, data), xnn_status_invalid_state);
}

// The sentences `call` logs on this thread.
template <class F>
std::vector<std::string> logged(F&& call) {
  std::vector<std::string> lines;
  xnn_log_set_sink(
      [](void* context, const char* line) { static_cast<std::vector<std::string>*>(context)->push_back(line); },
      &lines);
  call();
  xnn_log_set_sink(nullptr, nullptr);
  return lines;
}

// A refusal that the wrapped NHWC operator makes is one sentence in the NCHW operator's name.
void expect_one_sentence_from(const std::vector<std::string>& lines, const std::string& name) {
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0].rfind(name + ":", 0), 0u) << lines[0];
}

TEST(nchw_operators, refusals_of_the_nhwc_operator_inside_name_the_nchw_operator) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  const float kernel[16] = {};
  xnn_operator_t op = nullptr;
  auto create = [&](uint32_t kernel_size) {
    return xnn_create_convolution2d_nchw_f32(0, 0, 0, 0, kernel_size, kernel_size, 1, 1, 1, 1, 1, 2, 2, 2, 2, kernel,
                                             nullptr, -INFINITY, INFINITY, 0, nullptr, &op);
  };
  expect_one_sentence_from(logged([&] { EXPECT_EQ(create(0), xnn_status_invalid_parameter); }), "convolution nchw");
  ASSERT_EQ(create(2), xnn_status_success);
  const operator_ptr convolution = own(op);
  op = nullptr;
  expect_one_sentence_from(logged([&] {
                             EXPECT_EQ(xnn_create_convolution2d_nchw_f16(0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2,
                                                                         kernel, nullptr, -INFINITY, INFINITY, 0,
                                                                         nullptr, &op),
                                       xnn_status_invalid_parameter);
                           }),
                           "convolution nchw (f16)");
  op = convolution.get();
  expect_one_sentence_from(logged([&] {
                             EXPECT_EQ(xnn_reshape_convolution2d_nchw_f32(op, 1, 1, 1, nullptr, nullptr, nullptr),
                                       xnn_status_invalid_parameter);
                           }),
                           "convolution nchw");
  op = nullptr;
  expect_one_sentence_from(logged([&] {
                             EXPECT_EQ(xnn_create_resize_bilinear2d_nchw(xnn_datatype_fp32, 0, 4, 0, &op),
                                       xnn_status_invalid_parameter);
                           }),
                           "resize bilinear nchw");
  ASSERT_EQ(xnn_create_resize_bilinear2d_nchw(xnn_datatype_fp32, 4, 4, 0, &op), xnn_status_success);
  const operator_ptr resize = own(op);
  expect_one_sentence_from(logged([&] {
                             EXPECT_EQ(xnn_reshape_resize_bilinear2d_nchw(op, 1, 0, 2, 3, 3, 3, nullptr),
                                       xnn_status_invalid_parameter);
                           }),
                           "resize bilinear nchw");
}

}  // namespace
