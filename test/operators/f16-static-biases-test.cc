// XNN_FLAG_FP32_STATIC_BIASES: the fp16 GEMM creates (fully connected, convolution on its GEMM, IGEMM and depthwise
// paths, deconvolution) read the bias in fp32 and round it to fp16 when packing, so an fp32 bias with the flag gives
// the bits of its fp16 rounding given without it (the same values when they are exactly representable); the
// *_f32_f16 creates keep such a bias in fp32 (the bits of the f32 operator on the widened kernel). The f32 creates
// still refuse the flag.
#include <cmath>

#include "configs/f16-gemm-config.h"
#include "operator-tester.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

constexpr uint32_t kBiasFlag = XNN_FLAG_FP32_STATIC_BIASES;

// Values of [-1, 1]; with XNN_EXTRA_BYTES of padding for the kernels' reads.
std::vector<uint16_t> random_halves(std::mt19937& rng, size_t count) {
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<uint16_t> v(count + XNN_EXTRA_BYTES / sizeof(uint16_t), 0);
  for (size_t i = 0; i < count; i++) v[i] = xnn_f32_to_f16(dist(rng));
  return v;
}

std::vector<float> widened(const std::vector<uint16_t>& halves) {
  std::vector<float> f(halves.size());
  for (size_t i = 0; i < halves.size(); i++) f[i] = xnn_f16_to_f32(halves[i]);
  return f;
}

// An fp32 bias whose even channels are exactly representable in fp16 and whose odd channels are not.
std::vector<float> mixed_bias(std::mt19937& rng, size_t count) {
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> b(count);
  for (size_t i = 0; i < count; i++) {
    const float exact = xnn_f16_to_f32(xnn_f32_to_f16(dist(rng)));
    b[i] = i % 2 == 0 ? exact : exact + 0x1.0p-16f;
  }
  return b;
}

std::vector<uint16_t> rounded(const std::vector<float>& values) {
  std::vector<uint16_t> h(values.size());
  for (size_t i = 0; i < values.size(); i++) h[i] = xnn_f32_to_f16(values[i]);
  return h;
}

bool has_f16_gemm() { return xnn_init_f16_gemm_config() != nullptr; }

// Runs a created operator on `input` with `reshape` and `setup`; returns its output of `output_count` elements.
template <class T, class Reshape, class Setup>
std::vector<T> run(xnn_operator_t raw, size_t output_count, Reshape reshape, Setup setup) {
  operator_ptr op = own(raw);
  std::vector<T> output(output_count);
  EXPECT_EQ(xnn_status_success, reshape(op.get()));
  EXPECT_EQ(xnn_status_success, setup(op.get(), output.data()));
  EXPECT_EQ(xnn_status_success, xnn_run_operator(op.get(), nullptr));
  return output;
}

// ---- fully connected --------------------------------------------------------------------------------------------

constexpr size_t kBatch = 3, kInputChannels = 13, kOutputChannels = 11;

std::vector<uint16_t> fc_f16(const std::vector<uint16_t>& input, const void* kernel, const void* bias,
                             uint32_t flags, xnn_weights_cache_t cache = nullptr) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_status_success,
            xnn_create_fully_connected_nc_f16(kInputChannels, kOutputChannels, kInputChannels, kOutputChannels,
                                              kernel, bias, -INFINITY, INFINITY, flags, cache, &raw));
  return run<uint16_t>(
      raw, kBatch * kOutputChannels,
      [](xnn_operator_t op) { return xnn_reshape_fully_connected_nc_f16(op, kBatch, nullptr); },
      [&](xnn_operator_t op, uint16_t* out) { return xnn_setup_fully_connected_nc_f16(op, input.data(), out); });
}

TEST(FullyConnectedF16StaticBiases, fp32_bias_gives_the_bits_of_its_fp16_rounding) {
  if (!has_f16_gemm()) GTEST_SKIP() << "no f16 GEMM on this CPU";
  std::mt19937 rng(3);
  const std::vector<uint16_t> input = random_halves(rng, kBatch * kInputChannels);
  const std::vector<uint16_t> kernel = random_halves(rng, kInputChannels * kOutputChannels);
  const std::vector<float> bias = mixed_bias(rng, kOutputChannels);
  EXPECT_EQ(fc_f16(input, kernel.data(), rounded(bias).data(), 0),
            fc_f16(input, kernel.data(), bias.data(), kBiasFlag));
}

TEST(FullyConnectedF16StaticBiases, works_with_a_weights_cache_and_without_a_bias) {
  if (!has_f16_gemm()) GTEST_SKIP() << "no f16 GEMM on this CPU";
  std::mt19937 rng(4);
  const std::vector<uint16_t> input = random_halves(rng, kBatch * kInputChannels);
  const std::vector<uint16_t> kernel = random_halves(rng, kInputChannels * kOutputChannels);
  const std::vector<float> bias = mixed_bias(rng, kOutputChannels);
  xnn_weights_cache_t cache = nullptr;
  ASSERT_EQ(xnn_status_success, xnn_create_weights_cache(&cache));
  EXPECT_EQ(fc_f16(input, kernel.data(), rounded(bias).data(), 0),
            fc_f16(input, kernel.data(), bias.data(), kBiasFlag, cache));
  EXPECT_EQ(fc_f16(input, kernel.data(), nullptr, 0), fc_f16(input, kernel.data(), nullptr, kBiasFlag, cache));
  EXPECT_EQ(xnn_status_success, xnn_delete_weights_cache(cache));
}

TEST(FullyConnectedF16StaticBiases, with_fp32_weights_the_bias_is_fp32_either_way) {
  if (!has_f16_gemm()) GTEST_SKIP() << "no f16 GEMM on this CPU";
  std::mt19937 rng(5);
  const std::vector<uint16_t> input = random_halves(rng, kBatch * kInputChannels);
  const std::vector<float> kernel = widened(random_halves(rng, kInputChannels * kOutputChannels));
  const std::vector<float> bias = mixed_bias(rng, kOutputChannels);
  EXPECT_EQ(fc_f16(input, kernel.data(), bias.data(), XNN_FLAG_FP32_STATIC_WEIGHTS),
            fc_f16(input, kernel.data(), bias.data(), XNN_FLAG_FP32_STATIC_WEIGHTS | kBiasFlag));
}

TEST(FullyConnectedF32F16StaticBiases, fp32_bias_gives_the_bits_of_the_f32_operator) {
  std::mt19937 rng(6);
  const std::vector<float> input = widened(random_halves(rng, kBatch * kInputChannels));
  const std::vector<uint16_t> kernel = random_halves(rng, kInputChannels * kOutputChannels);
  const std::vector<float> kernel_f32 = widened(kernel);
  const std::vector<float> bias = mixed_bias(rng, kOutputChannels);
  const auto reshape = [](xnn_operator_t op) { return xnn_reshape_fully_connected_nc_f32(op, kBatch, nullptr); };
  const auto setup = [&](xnn_operator_t op, float* out) {
    return xnn_setup_fully_connected_nc_f32(op, input.data(), out);
  };
  xnn_operator_t f32_f16 = nullptr, f32 = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_fully_connected_nc_f32_f16(kInputChannels, kOutputChannels, kInputChannels, kOutputChannels,
                                                  kernel.data(), bias.data(), -INFINITY, INFINITY, kBiasFlag, nullptr,
                                                  &f32_f16));
  ASSERT_EQ(xnn_status_success,
            xnn_create_fully_connected_nc_f32(kInputChannels, kOutputChannels, kInputChannels, kOutputChannels,
                                              kernel_f32.data(), bias.data(), -INFINITY, INFINITY, 0, nullptr, &f32));
  EXPECT_EQ(run<float>(f32, kBatch * kOutputChannels, reshape, setup),
            run<float>(f32_f16, kBatch * kOutputChannels, reshape, setup));
}

// ---- convolution and deconvolution ------------------------------------------------------------------------------

struct conv_shape {
  const char* name;
  uint32_t kernel_size, groups;
  size_t group_input_channels, group_output_channels;
  uint32_t flags;
};

// 1x1 (the GEMM path), 3x3 (IGEMM) and depthwise 3x3.
const conv_shape kConvShapes[] = {
    {"1x1", 1, 1, 5, 7, 0},
    {"3x3 grouped", 3, 2, 3, 4, 0},
    {"depthwise 3x3", 3, 6, 1, 1, XNN_FLAG_DEPTHWISE_CONVOLUTION},
};
constexpr size_t kHeight = 5, kWidth = 6;

template <class T>
std::vector<T> run_conv(const conv_shape& s, const std::vector<T>& input, xnn_operator_t raw, bool f16) {
  const size_t k = s.kernel_size, out_pixels = (kHeight - k + 1) * (kWidth - k + 1);
  return run<T>(
      raw, out_pixels * s.groups * s.group_output_channels,
      [&](xnn_operator_t op) {
        size_t workspace = 0, out_h = 0, out_w = 0;  // the operators here need no workspace
        return f16 ? xnn_reshape_convolution2d_nhwc_f16(op, 1, kHeight, kWidth, &workspace, &out_h, &out_w, nullptr)
                   : xnn_reshape_convolution2d_nhwc_f32(op, 1, kHeight, kWidth, &workspace, &out_h, &out_w, nullptr);
      },
      [&](xnn_operator_t op, T* out) {
        return f16 ? xnn_setup_convolution2d_nhwc_f16(op, nullptr, input.data(), out)
                   : xnn_setup_convolution2d_nhwc_f32(op, nullptr, reinterpret_cast<const float*>(input.data()),
                                                      reinterpret_cast<float*>(out));
      });
}

xnn_operator_t create_conv_f16(const conv_shape& s, const void* kernel, const void* bias, uint32_t flags) {
  const size_t ic = s.groups * s.group_input_channels, oc = s.groups * s.group_output_channels;
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_success,
            xnn_create_convolution2d_nhwc_f16(0, 0, 0, 0, s.kernel_size, s.kernel_size, 1, 1, 1, 1, s.groups,
                                              s.group_input_channels, s.group_output_channels, ic, oc, kernel, bias,
                                              -INFINITY, INFINITY, s.flags | flags, nullptr, &op))
      << s.name;
  return op;
}

TEST(ConvolutionF16StaticBiases, fp32_bias_gives_the_bits_of_its_fp16_rounding_on_every_path) {
  if (!has_f16_gemm()) GTEST_SKIP() << "no f16 GEMM on this CPU";
  std::mt19937 rng(7);
  for (const conv_shape& s : kConvShapes) {
    const size_t oc = s.groups * s.group_output_channels;
    const std::vector<uint16_t> input = random_halves(rng, kHeight * kWidth * s.groups * s.group_input_channels);
    const std::vector<uint16_t> kernel =
        random_halves(rng, oc * s.kernel_size * s.kernel_size * s.group_input_channels);
    const std::vector<float> bias = mixed_bias(rng, oc);
    EXPECT_EQ(run_conv(s, input, create_conv_f16(s, kernel.data(), rounded(bias).data(), 0), true),
              run_conv(s, input, create_conv_f16(s, kernel.data(), bias.data(), kBiasFlag), true))
        << s.name;
  }
}

TEST(ConvolutionF32F16StaticBiases, fp32_bias_gives_the_bits_of_the_f32_operator) {
  std::mt19937 rng(8);
  const conv_shape& s = kConvShapes[1];
  const size_t ic = s.groups * s.group_input_channels, oc = s.groups * s.group_output_channels;
  const std::vector<float> input = widened(random_halves(rng, kHeight * kWidth * ic));
  const std::vector<uint16_t> kernel = random_halves(rng, oc * s.kernel_size * s.kernel_size * s.group_input_channels);
  const std::vector<float> kernel_f32 = widened(kernel);
  const std::vector<float> bias = mixed_bias(rng, oc);
  xnn_operator_t f32_f16 = nullptr, f32 = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_convolution2d_nhwc_f32_f16(0, 0, 0, 0, 3, 3, 1, 1, 1, 1, s.groups, s.group_input_channels,
                                                  s.group_output_channels, ic, oc, kernel.data(), bias.data(),
                                                  -INFINITY, INFINITY, kBiasFlag, nullptr, &f32_f16));
  ASSERT_EQ(xnn_status_success,
            xnn_create_convolution2d_nhwc_f32(0, 0, 0, 0, 3, 3, 1, 1, 1, 1, s.groups, s.group_input_channels,
                                              s.group_output_channels, ic, oc, kernel_f32.data(), bias.data(),
                                              -INFINITY, INFINITY, 0, nullptr, &f32));
  EXPECT_EQ(run_conv(s, input, f32, false), run_conv(s, input, f32_f16, false));
}

// A 2x2 stride-2 deconvolution of 3x4 pixels, 2 groups of 3 -> 4 channels.
constexpr size_t kDeconvGroups = 2, kDeconvIn = 3, kDeconvOut = 4, kDeconvH = 3, kDeconvW = 4;

template <class T>
std::vector<T> run_deconv(const std::vector<T>& input, xnn_operator_t raw, bool f16) {
  return run<T>(
      raw, 4 * kDeconvH * kDeconvW * kDeconvGroups * kDeconvOut,
      [&](xnn_operator_t op) {
        size_t out_h = 0, out_w = 0;
        return f16 ? xnn_reshape_deconvolution2d_nhwc_f16(op, 1, kDeconvH, kDeconvW, 0, 0, &out_h, &out_w, nullptr)
                   : xnn_reshape_deconvolution2d_nhwc_f32(op, 1, kDeconvH, kDeconvW, 0, 0, &out_h, &out_w, nullptr);
      },
      [&](xnn_operator_t op, T* out) {
        return f16 ? xnn_setup_deconvolution2d_nhwc_f16(op, input.data(), out)
                   : xnn_setup_deconvolution2d_nhwc_f32(op, reinterpret_cast<const float*>(input.data()),
                                                        reinterpret_cast<float*>(out));
      });
}

template <class Create>
xnn_operator_t create_deconv(Create create, const void* kernel, const void* bias, uint32_t flags) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_success,
            create(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, kDeconvGroups, kDeconvIn, kDeconvOut, kDeconvGroups * kDeconvIn,
                   kDeconvGroups * kDeconvOut, kernel, bias, -INFINITY, INFINITY, flags, nullptr, &op));
  return op;
}

TEST(DeconvolutionF16StaticBiases, fp32_bias_gives_the_bits_of_its_fp16_rounding) {
  if (!has_f16_gemm()) GTEST_SKIP() << "no f16 GEMM on this CPU";
  std::mt19937 rng(9);
  const std::vector<uint16_t> input = random_halves(rng, kDeconvH * kDeconvW * kDeconvGroups * kDeconvIn);
  const std::vector<uint16_t> kernel = random_halves(rng, kDeconvGroups * kDeconvOut * 4 * kDeconvIn);
  const std::vector<float> bias = mixed_bias(rng, kDeconvGroups * kDeconvOut);
  const auto create = xnn_create_deconvolution2d_nhwc_f16;
  EXPECT_EQ(run_deconv(input, create_deconv(create, kernel.data(), rounded(bias).data(), 0), true),
            run_deconv(input, create_deconv(create, kernel.data(), bias.data(), kBiasFlag), true));
}

TEST(DeconvolutionF32F16StaticBiases, fp32_bias_gives_the_bits_of_the_f32_operator) {
  std::mt19937 rng(10);
  const std::vector<float> input = widened(random_halves(rng, kDeconvH * kDeconvW * kDeconvGroups * kDeconvIn));
  const std::vector<uint16_t> kernel = random_halves(rng, kDeconvGroups * kDeconvOut * 4 * kDeconvIn);
  const std::vector<float> kernel_f32 = widened(kernel);
  const std::vector<float> bias = mixed_bias(rng, kDeconvGroups * kDeconvOut);
  const auto create_f32_f16 = xnn_create_deconvolution2d_nhwc_f32_f16;
  xnn_operator_t f32 = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_deconvolution2d_nhwc_f32(0, 0, 0, 0, 2, 2, 2, 2, 1, 1, kDeconvGroups, kDeconvIn, kDeconvOut,
                                                kDeconvGroups * kDeconvIn, kDeconvGroups * kDeconvOut,
                                                kernel_f32.data(), bias.data(), -INFINITY, INFINITY, 0, nullptr,
                                                &f32));
  EXPECT_EQ(run_deconv(input, f32, false),
            run_deconv(input, create_deconv(create_f32_f16, kernel.data(), bias.data(), kBiasFlag), false));
}

// ---- refusals ---------------------------------------------------------------------------------------------------

TEST(StaticBiasesRefusals, f32_creates_refuse_the_flag) {
  const std::vector<float> kernel(9 * 4, 0.5f), bias(4, 0.25f);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_unsupported_parameter,
            xnn_create_fully_connected_nc_f32(9, 4, 9, 4, kernel.data(), bias.data(), -INFINITY, INFINITY, kBiasFlag,
                                              nullptr, &op));
  EXPECT_EQ(xnn_status_unsupported_parameter,
            xnn_create_convolution2d_nhwc_f32(0, 0, 0, 0, 3, 3, 1, 1, 1, 1, 1, 1, 4, 1, 4, kernel.data(),
                                              bias.data(), -INFINITY, INFINITY, kBiasFlag, nullptr, &op));
  EXPECT_EQ(xnn_status_unsupported_parameter,
            xnn_create_deconvolution2d_nhwc_f32(0, 0, 0, 0, 3, 3, 1, 1, 1, 1, 1, 1, 4, 1, 4, kernel.data(),
                                                bias.data(), -INFINITY, INFINITY, kBiasFlag, nullptr, &op));
  EXPECT_EQ(op, nullptr);
}

TEST(StaticBiasesRefusals, f16_creates_refuse_a_bad_shape_before_rounding_the_bias) {
  if (!has_f16_gemm()) GTEST_SKIP() << "no f16 GEMM on this CPU";
  const std::vector<uint16_t> kernel(9 * 4, 0x3800);
  const std::vector<float> bias(4, 0.25f);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_fully_connected_nc_f16(9, 0, 9, 4, kernel.data(), bias.data(), -INFINITY, INFINITY, kBiasFlag,
                                              nullptr, &op));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_convolution2d_nhwc_f16(0, 0, 0, 0, 3, 3, 1, 1, 1, 1, 0, 1, 4, 1, 4, kernel.data(),
                                              bias.data(), -INFINITY, INFINITY, kBiasFlag, nullptr, &op));
  EXPECT_EQ(xnn_status_invalid_parameter,
            xnn_create_deconvolution2d_nhwc_f16(0, 0, 0, 0, 3, 3, 1, 1, 1, 1, 1, 1, 0, 1, 4, kernel.data(),
                                                bias.data(), -INFINITY, INFINITY, kBiasFlag, nullptr, &op));
  EXPECT_EQ(op, nullptr);
}

}  // namespace
