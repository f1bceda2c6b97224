// Quantized deconvolution (qs8_qc8w, qs8 with one kernel scale, qu8), bit for bit against an integer reference: the
// bias plus (x - input zero point) * w (qu8: w - kernel zero point) summed exactly in int32 over the taps that land on
// each output pixel, then the one requantization formula at input_scale * kernel_scale[c] / output_scale. Strides 1
// to 3, kernels 1x1 to 5x5, padding, adjustment, groups, dilation, pixel strides, zero points at both extremes,
// saturation and clamps, at every test thread count with identical bytes; and the arguments each operator refuses.
#include <algorithm>
#include <cmath>
#include <functional>

#include "operator-tester.h"
#include "ukernels/requantization.h"

namespace {

enum class kind { qs8_qc8w, qs8, qu8 };

const char* kind_name(kind k) { return k == kind::qs8_qc8w ? "qs8_qc8w" : k == kind::qs8 ? "qs8" : "qu8"; }

struct q8_deconv_case {
  std::string name;
  kind k = kind::qs8_qc8w;
  conv2d_shape s;  // stride = upsampling, padding = output cropping
  uint32_t adjustment_height = 0, adjustment_width = 0;
  int32_t input_zero_point = 0, kernel_zero_point = 0, output_zero_point = 0;  // kernel zero point: qu8 only
  int32_t output_min = 0, output_max = 0;
  float output_scale_divisor = 1.0f;  // > 1 pushes most outputs past the clamp at both ends
};

void PrintTo(const q8_deconv_case& c, std::ostream* os) { *os << c.name; }

bool is_unsigned(kind k) { return k == kind::qu8; }

// Bytes of an int8 or uint8 tensor: `count` random values over the whole range, then XNN_EXTRA_BYTES of zeros.
std::vector<uint8_t> random_bytes(std::mt19937& rng, size_t count) {
  std::uniform_int_distribution<int> dist(0, 255);
  std::vector<uint8_t> v(count + XNN_EXTRA_BYTES);
  for (size_t i = 0; i < count; i++) v[i] = uint8_t(dist(rng));
  return v;
}

int32_t value_of(kind k, uint8_t byte) { return is_unsigned(k) ? int32_t(byte) : int32_t(int8_t(byte)); }

void output_size(const q8_deconv_case& c, size_t* oh, size_t* ow) {
  const conv2d_shape& s = c.s;
  *oh = (s.input_height - 1) * s.stride_height + c.adjustment_height + (s.kernel_height - 1) * s.dilation_height + 1 -
        s.padding_top - s.padding_bottom;
  *ow = (s.input_width - 1) * s.stride_width + c.adjustment_width + (s.kernel_width - 1) * s.dilation_width + 1 -
        s.padding_left - s.padding_right;
}

struct quantized_tensors {
  std::vector<uint8_t> input, kernel;
  std::vector<int32_t> bias;
  std::vector<float> kernel_scale;  // one per output channel (the same in all for qs8 and qu8)
  float input_scale = 0.25f, output_scale = 0.0f;
};

quantized_tensors make_tensors(const q8_deconv_case& c) {
  std::mt19937 rng(17);
  const conv2d_shape& s = c.s;
  const size_t oc = s.groups * s.group_output_channels;
  quantized_tensors t;
  t.input = random_bytes(rng, s.batch * s.input_height * s.input_width * s.input_stride());
  t.kernel = random_bytes(rng, s.kernel_size());
  t.bias.resize(oc);
  t.kernel_scale.resize(oc);
  std::uniform_int_distribution<int32_t> bias_dist(-5000, 5000);
  std::uniform_real_distribution<float> scale_dist(0.5f, 2.0f);
  for (int32_t& b : t.bias) b = bias_dist(rng);
  for (float& x : t.kernel_scale) x = scale_dist(rng) * 0x1.0p-7f;
  if (c.k != kind::qs8_qc8w) std::fill(t.kernel_scale.begin(), t.kernel_scale.end(), t.kernel_scale[0]);
  // Taps per output pixel: about kernel / stride in each direction; the scale keeps typical sums inside the range.
  const size_t taps = std::max<size_t>(1, (s.kernel_height / s.stride_height) * (s.kernel_width / s.stride_width));
  const float terms = float(taps * s.group_input_channels);
  t.output_scale = t.input_scale * 0x1.0p-7f * 128.0f * 128.0f * std::sqrt(terms) / 100.0f / c.output_scale_divisor;
  return t;
}

std::vector<uint8_t> reference(const q8_deconv_case& c, const quantized_tensors& t, size_t oh, size_t ow) {
  const conv2d_shape& s = c.s;
  const size_t oc = s.groups * s.group_output_channels;
  std::vector<int32_t> acc(s.batch * oh * ow * oc);
  for (size_t i = 0; i < acc.size(); i++) acc[i] = t.bias[i % oc];
  for (size_t b = 0; b < s.batch; b++)
    for (size_t iy = 0; iy < s.input_height; iy++)
      for (size_t ix = 0; ix < s.input_width; ix++)
        for (size_t ky = 0; ky < s.kernel_height; ky++) {
          const ptrdiff_t oy = ptrdiff_t(iy * s.stride_height + ky * s.dilation_height) - ptrdiff_t(s.padding_top);
          if (oy < 0 || oy >= ptrdiff_t(oh)) continue;
          for (size_t kx = 0; kx < s.kernel_width; kx++) {
            const ptrdiff_t ox = ptrdiff_t(ix * s.stride_width + kx * s.dilation_width) - ptrdiff_t(s.padding_left);
            if (ox < 0 || ox >= ptrdiff_t(ow)) continue;
            const size_t pixel = ((b * oh + size_t(oy)) * ow + size_t(ox)) * oc;
            for (size_t g = 0; g < s.groups; g++)
              for (size_t o = 0; o < s.group_output_channels; o++)
                for (size_t i = 0; i < s.group_input_channels; i++) {
                  const int32_t x = value_of(c.k, t.input[s.input_index(b, iy, ix, g, i)]) - c.input_zero_point;
                  const int32_t w = value_of(c.k, t.kernel[s.kernel_index(g, o, ky, kx, i)]) - c.kernel_zero_point;
                  acc[pixel + g * s.group_output_channels + o] += x * w;
                }
          }
        }
  std::vector<uint8_t> expected(acc.size());
  const xnn_qs8_minmax_params params = {c.output_zero_point, c.output_min, c.output_max};
  for (size_t i = 0; i < acc.size(); i++) {
    const float scale = t.input_scale * t.kernel_scale[i % oc] / t.output_scale;
    expected[i] = uint8_t(xnn_requantize_fp32(acc[i], scale, params));
  }
  return expected;
}

xnn_status create(const q8_deconv_case& c, const quantized_tensors& t, xnn_operator_t* op) {
  const conv2d_shape& s = c.s;
  if (c.k == kind::qu8) {
    return xnn_create_deconvolution2d_nhwc_qu8(
        s.padding_top, s.padding_right, s.padding_bottom, s.padding_left, s.kernel_height, s.kernel_width,
        s.stride_height, s.stride_width, s.dilation_height, s.dilation_width, s.groups, s.group_input_channels,
        s.group_output_channels, s.input_stride(), s.output_stride(), uint8_t(c.input_zero_point), t.input_scale,
        uint8_t(c.kernel_zero_point), t.kernel_scale[0], t.kernel.data(), t.bias.data(), uint8_t(c.output_zero_point),
        t.output_scale, uint8_t(c.output_min), uint8_t(c.output_max), 0, nullptr, op);
  }
  const int8_t* kernel = reinterpret_cast<const int8_t*>(t.kernel.data());
  if (c.k == kind::qs8) {
    return xnn_create_deconvolution2d_nhwc_qs8(
        s.padding_top, s.padding_right, s.padding_bottom, s.padding_left, s.kernel_height, s.kernel_width,
        s.stride_height, s.stride_width, s.dilation_height, s.dilation_width, s.groups, s.group_input_channels,
        s.group_output_channels, s.input_stride(), s.output_stride(), int8_t(c.input_zero_point), t.input_scale,
        t.kernel_scale[0], kernel, t.bias.data(), int8_t(c.output_zero_point), t.output_scale, int8_t(c.output_min),
        int8_t(c.output_max), 0, nullptr, op);
  }
  return xnn_create_deconvolution2d_nhwc_qs8_qc8w(
      s.padding_top, s.padding_right, s.padding_bottom, s.padding_left, s.kernel_height, s.kernel_width,
      s.stride_height, s.stride_width, s.dilation_height, s.dilation_width, s.groups, s.group_input_channels,
      s.group_output_channels, s.input_stride(), s.output_stride(), int8_t(c.input_zero_point), t.input_scale,
      t.kernel_scale.data(), kernel, t.bias.data(), int8_t(c.output_zero_point), t.output_scale, int8_t(c.output_min),
      int8_t(c.output_max), 0, nullptr, op);
}

xnn_status reshape(kind k, xnn_operator_t op, const conv2d_shape& s, uint32_t adjustment_height,
                   uint32_t adjustment_width, size_t* oh, size_t* ow, pthreadpool_t pool) {
  const auto fn = k == kind::qu8 ? xnn_reshape_deconvolution2d_nhwc_qu8
                  : k == kind::qs8 ? xnn_reshape_deconvolution2d_nhwc_qs8
                                   : xnn_reshape_deconvolution2d_nhwc_qs8_qc8w;
  return fn(op, s.batch, s.input_height, s.input_width, adjustment_height, adjustment_width, oh, ow, pool);
}

xnn_status setup(kind k, xnn_operator_t op, const uint8_t* input, uint8_t* output) {
  if (k == kind::qu8) return xnn_setup_deconvolution2d_nhwc_qu8(op, input, output);
  const auto fn = k == kind::qs8 ? xnn_setup_deconvolution2d_nhwc_qs8 : xnn_setup_deconvolution2d_nhwc_qs8_qc8w;
  return fn(op, reinterpret_cast<const int8_t*>(input), reinterpret_cast<int8_t*>(output));
}

void check_case(const q8_deconv_case& c) {
  const conv2d_shape& s = c.s;
  size_t oh, ow;
  output_size(c, &oh, &ow);
  const size_t oc = s.groups * s.group_output_channels, out_stride = s.output_stride();
  const quantized_tensors t = make_tensors(c);
  const std::vector<uint8_t> expected = reference(c, t, oh, ow);

  check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_status_success, create(c, t, &raw)) << what;
    operator_ptr op = own(raw);
    size_t out_h = 0, out_w = 0;
    ASSERT_EQ(xnn_status_success,
              reshape(c.k, op.get(), s, c.adjustment_height, c.adjustment_width, &out_h, &out_w, pool))
        << what;
    ASSERT_EQ(out_h, oh) << what;
    ASSERT_EQ(out_w, ow) << what;
    const uint8_t kMarker = 0x5A;
    std::vector<uint8_t> output(s.batch * oh * ow * out_stride, kMarker);
    ASSERT_EQ(xnn_status_success, setup(c.k, op.get(), t.input.data(), output.data())) << what;
    ASSERT_EQ(xnn_status_success, xnn_run_operator(op.get(), pool)) << what;
    for (size_t pixel = 0; pixel < s.batch * oh * ow; pixel++) {
      for (size_t channel = 0; channel < out_stride; channel++) {
        const uint8_t got = output[pixel * out_stride + channel];
        if (channel < oc) {
          ASSERT_EQ(value_of(c.k, got), value_of(c.k, expected[pixel * oc + channel]))
              << what << ": pixel " << pixel << ", channel " << channel;
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

// The shapes every kind runs, with the kind's default zero points and full output range.
std::vector<q8_deconv_case> shapes() {
  std::vector<q8_deconv_case> all;
  all.push_back({"1x1_s1", kind::qs8_qc8w, shape(3, 7, 1, 1, 0, 1, 11, 13)});
  all.push_back({"1x1_s2", kind::qs8_qc8w, shape(3, 4, 1, 2, 0, 1, 6, 5)});
  all.push_back({"2x2_s2", kind::qs8_qc8w, shape(4, 5, 2, 2, 0, 1, 7, 9)});
  all.push_back({"3x3_s1", kind::qs8_qc8w, shape(4, 5, 3, 1, 0, 1, 3, 17)});
  all.push_back({"3x3_s1_pad1", kind::qs8_qc8w, shape(5, 4, 3, 1, 1, 1, 9, 8)});
  q8_deconv_case adjusted{"3x3_s2_pad1_adj1", kind::qs8_qc8w, shape(5, 4, 3, 2, 1, 1, 6, 5)};
  adjusted.adjustment_height = adjusted.adjustment_width = 1;
  all.push_back(adjusted);
  all.push_back({"4x4_s2_pad1", kind::qs8_qc8w, shape(6, 6, 4, 2, 1, 1, 8, 19)});
  all.push_back({"5x5_s3_pad2", kind::qs8_qc8w, shape(4, 3, 5, 3, 2, 1, 5, 10)});
  q8_deconv_case mixed{"3x2_s3x2_adj", kind::qs8_qc8w, shape(4, 3, 3, 3, 0, 1, 5, 4)};
  mixed.s.kernel_width = 2, mixed.s.stride_width = 2;
  mixed.adjustment_height = 2, mixed.adjustment_width = 1;
  all.push_back(mixed);
  q8_deconv_case uneven{"uneven_padding", kind::qs8_qc8w, shape(4, 4, 3, 2, 0, 1, 3, 6)};
  uneven.s.padding_top = 2, uneven.s.padding_right = 1, uneven.s.padding_bottom = 3;
  all.push_back(uneven);
  q8_deconv_case dilated{"dilation2", kind::qs8_qc8w, shape(5, 4, 3, 2, 0, 1, 4, 7)};
  dilated.s.dilation_height = dilated.s.dilation_width = 2;
  dilated.s.padding_top = dilated.s.padding_left = 1;
  all.push_back(dilated);
  all.push_back({"groups", kind::qs8_qc8w, shape(3, 4, 2, 2, 0, 3, 5, 3)});
  all.push_back({"groups_3x3_s1", kind::qs8_qc8w, shape(4, 4, 3, 1, 1, 2, 4, 6)});
  q8_deconv_case strided{"pixel_strides", kind::qs8_qc8w, shape(3, 3, 3, 2, 0, 2, 3, 4)};
  strided.s.input_pixel_stride = 9, strided.s.output_pixel_stride = 11;
  all.push_back(strided);
  q8_deconv_case saturated{"saturation", kind::qs8_qc8w, shape(4, 4, 3, 2, 1, 1, 8, 12)};
  saturated.output_scale_divisor = 64.0f;
  all.push_back(saturated);
  all.push_back({"one_input_pixel", kind::qs8_qc8w, shape(1, 1, 3, 2, 0, 1, 21, 16)});
  return all;
}

void set_defaults(q8_deconv_case* c) {
  if (c->k == kind::qu8) {
    c->input_zero_point = 130, c->kernel_zero_point = 120, c->output_zero_point = 125;
    c->output_min = 0, c->output_max = 255;
  } else {
    c->input_zero_point = 5, c->output_zero_point = -3;
    c->output_min = -128, c->output_max = 127;
  }
}

std::vector<q8_deconv_case> cases() {
  std::vector<q8_deconv_case> all;
  for (kind k : {kind::qs8_qc8w, kind::qs8, kind::qu8}) {
    for (q8_deconv_case c : shapes()) {
      c.k = k;
      c.name = std::string(kind_name(k)) + "_" + c.name;
      set_defaults(&c);
      all.push_back(c);
    }
    // Zero points at both extremes of the type, on the subconvolution path and the all-taps (dilated) path.
    const int32_t low = is_unsigned(k) ? 0 : -128, high = is_unsigned(k) ? 255 : 127;
    for (int32_t zp : {low, high}) {
      for (bool dilated : {false, true}) {
        q8_deconv_case c{std::string(kind_name(k)) + (zp == low ? "_zero_points_min" : "_zero_points_max") +
                             (dilated ? "_dilated" : ""),
                         k, shape(4, 5, 3, 2, 1, 1, 6, 10)};
        if (dilated) c.s.dilation_height = c.s.dilation_width = 2;
        set_defaults(&c);
        c.input_zero_point = c.output_zero_point = zp;
        if (is_unsigned(k)) c.kernel_zero_point = zp;
        all.push_back(c);
      }
    }
    q8_deconv_case clamped{std::string(kind_name(k)) + "_clamped", k, shape(4, 4, 3, 2, 1, 1, 5, 12)};
    set_defaults(&clamped);
    clamped.output_min = clamped.output_zero_point - 10, clamped.output_max = clamped.output_zero_point + 20;
    clamped.output_scale_divisor = 4.0f;
    all.push_back(clamped);
  }
  return all;
}

class DeconvolutionQ8 : public testing::TestWithParam<q8_deconv_case> {};

TEST_P(DeconvolutionQ8, matches_integer_reference_bit_for_bit_at_every_thread_count) { check_case(GetParam()); }

INSTANTIATE_TEST_SUITE_P(cases, DeconvolutionQ8, testing::ValuesIn(cases()), case_name());

// One create call of `k` over a 2x2 stride-2 kernel of 2 input and 2 output channels, with the arguments a refusal
// test varies.
struct create_args {
  uint32_t kernel_height = 2, stride_height = 2, groups = 1;
  size_t output_pixel_stride = 2;
  float input_scale = 1.0f, output_scale = 1.0f, kernel_scale = 0.5f;
  const float* kernel_scales = nullptr;  // qs8_qc8w: null passes a valid array
  bool null_kernel_scales = false;
  int32_t output_min = 0, output_max = 100;
  uint32_t flags = 0;
};

xnn_status create_with(kind k, const create_args& a, xnn_operator_t* op) {
  static const uint8_t kernel[64] = {};
  const float valid_scales[2] = {a.kernel_scale, a.kernel_scale};
  const float* scales = a.null_kernel_scales ? nullptr : a.kernel_scales != nullptr ? a.kernel_scales : valid_scales;
  if (k == kind::qu8) {
    return xnn_create_deconvolution2d_nhwc_qu8(0, 0, 0, 0, a.kernel_height, 2, a.stride_height, 2, 1, 1, a.groups, 2, 2,
                                               2, a.output_pixel_stride, 0, a.input_scale, 0, a.kernel_scale, kernel,
                                               nullptr, 0, a.output_scale, uint8_t(a.output_min),
                                               uint8_t(a.output_max), a.flags, nullptr, op);
  }
  const int8_t* skernel = reinterpret_cast<const int8_t*>(kernel);
  if (k == kind::qs8) {
    return xnn_create_deconvolution2d_nhwc_qs8(0, 0, 0, 0, a.kernel_height, 2, a.stride_height, 2, 1, 1, a.groups, 2, 2,
                                               2, a.output_pixel_stride, 0, a.input_scale, a.kernel_scale, skernel,
                                               nullptr, 0, a.output_scale, int8_t(a.output_min), int8_t(a.output_max),
                                               a.flags, nullptr, op);
  }
  return xnn_create_deconvolution2d_nhwc_qs8_qc8w(0, 0, 0, 0, a.kernel_height, 2, a.stride_height, 2, 1, 1, a.groups,
                                                  2, 2, 2, a.output_pixel_stride, 0, a.input_scale, scales, skernel,
                                                  nullptr, 0, a.output_scale, int8_t(a.output_min),
                                                  int8_t(a.output_max), a.flags, nullptr, op);
}

struct bad_create {
  const char* what;
  std::function<void(create_args&)> set;
  xnn_status expected;
  bool qs8_qc8w_only = false;
};

class DeconvolutionQ8Create : public testing::TestWithParam<kind> {};

TEST_P(DeconvolutionQ8Create, accepts_the_base_arguments) {
  xnn_operator_t op = nullptr;
  ASSERT_EQ(xnn_status_success, create_with(GetParam(), create_args{}, &op));
  xnn_delete_operator(op);
}

TEST_P(DeconvolutionQ8Create, refuses_bad_arguments_with_no_operator) {
  static const float kNanScales[2] = {0.5f, NAN};
  const bad_create calls[] = {
      {"input_scale 0", [](create_args& a) { a.input_scale = 0.0f; }, xnn_status_invalid_parameter},
      {"output_scale inf", [](create_args& a) { a.output_scale = INFINITY; }, xnn_status_invalid_parameter},
      {"kernel_scale NaN", [](create_args& a) { a.kernel_scale = NAN; }, xnn_status_invalid_parameter},
      {"kernel_scale negative", [](create_args& a) { a.kernel_scale = -0.5f; }, xnn_status_invalid_parameter},
      {"kernel_scale array NULL", [](create_args& a) { a.null_kernel_scales = true; }, xnn_status_invalid_parameter,
       true},
      {"kernel_scale array holds NaN", [](create_args& a) { a.kernel_scales = kNanScales; },
       xnn_status_invalid_parameter, true},
      {"requantization scale 256", [](create_args& a) { a.input_scale = 512.0f; },
       xnn_status_unsupported_parameter},
      {"output_min above output_max", [](create_args& a) { a.output_min = 3, a.output_max = 2; },
       xnn_status_invalid_parameter},
      {"kernel_height 0", [](create_args& a) { a.kernel_height = 0; }, xnn_status_invalid_parameter},
      {"stride_height 0", [](create_args& a) { a.stride_height = 0; }, xnn_status_invalid_parameter},
      {"groups 0", [](create_args& a) { a.groups = 0; }, xnn_status_invalid_parameter},
      {"output_pixel_stride below the channels", [](create_args& a) { a.output_pixel_stride = 1; },
       xnn_status_invalid_parameter},
      {"TensorFlow SAME padding flag", [](create_args& a) { a.flags = XNN_FLAG_TENSORFLOW_SAME_PADDING; },
       xnn_status_unsupported_parameter},
  };
  for (const bad_create& call : calls) {
    if (call.qs8_qc8w_only && GetParam() != kind::qs8_qc8w) continue;
    create_args args;
    call.set(args);
    xnn_operator_t op = reinterpret_cast<xnn_operator_t>(uintptr_t(1));
    EXPECT_EQ(call.expected, create_with(GetParam(), args, &op)) << call.what;
    EXPECT_EQ(op, nullptr) << call.what;
  }
}

TEST_P(DeconvolutionQ8Create, reshape_refuses_an_adjustment_not_below_the_stride) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, create_with(GetParam(), create_args{}, &raw));
  operator_ptr op = own(raw);
  conv2d_shape s = shape(3, 3, 2, 2, 0, 1, 2, 2);
  s.batch = 1;
  size_t oh, ow;
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(GetParam(), op.get(), s, 2, 0, &oh, &ow, nullptr));
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(GetParam(), op.get(), s, 0, 2, &oh, &ow, nullptr));
  s.input_height = 0;
  EXPECT_EQ(xnn_status_invalid_parameter, reshape(GetParam(), op.get(), s, 0, 0, &oh, &ow, nullptr));
}

TEST_P(DeconvolutionQ8Create, setup_before_reshape_is_refused) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, create_with(GetParam(), create_args{}, &raw));
  operator_ptr op = own(raw);
  uint8_t input[64] = {}, output[64] = {};
  EXPECT_EQ(xnn_status_invalid_state, setup(GetParam(), op.get(), input, output));
}

// Each kind refuses the others' reshape, and the f32 operator's.
TEST_P(DeconvolutionQ8Create, reshape_of_another_kind_is_refused) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_status_success, create_with(GetParam(), create_args{}, &raw));
  operator_ptr op = own(raw);
  conv2d_shape s = shape(3, 3, 2, 2, 0, 1, 2, 2);
  size_t oh, ow;
  for (kind other : {kind::qs8_qc8w, kind::qs8, kind::qu8}) {
    if (other == GetParam()) continue;
    EXPECT_EQ(xnn_status_invalid_parameter, reshape(other, op.get(), s, 0, 0, &oh, &ow, nullptr))
        << kind_name(other);
  }
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_reshape_deconvolution2d_nhwc_f32(op.get(), 1, 3, 3, 0, 0, &oh, &ow, nullptr));
}

INSTANTIATE_TEST_SUITE_P(kinds, DeconvolutionQ8Create, testing::Values(kind::qs8_qc8w, kind::qs8, kind::qu8),
                         [](const testing::TestParamInfo<kind>& info) { return std::string(kind_name(info.param)); });

}  // namespace
