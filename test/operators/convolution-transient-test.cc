// XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER on convolution: the indirection buffer lives in the workspace reshape asks
// for, is built by the run, and the outputs are bitwise those of the same operator without the flag (IGEMM and
// depthwise paths, f32 and the quantized datatypes, 2 threads), also after a new input and a dirtied workspace.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <vector>

#include <gtest/gtest.h>
#include <pthreadpool.h>
#include <xnnpack.h>

namespace {

constexpr size_t kBatch = 2, kHeight = 9, kWidth = 7;

struct shape {
  uint32_t kernel, stride, groups;
  size_t group_input_channels, group_output_channels;
  size_t input_channels() const { return groups * group_input_channels; }
  size_t output_channels() const { return groups * group_output_channels; }
};

const shape kIgemm{3, 2, 1, 3, 8};          // MobileNet v2's first layer, smaller
const shape kDepthwise{3, 1, 12, 1, 1};
const shape kGroupedIgemm{3, 1, 2, 4, 5};

using create_fn = std::function<xnn_status(const shape&, uint32_t flags, xnn_operator_t*)>;
using reshape_fn = std::function<xnn_status(xnn_operator_t, size_t* workspace_size, pthreadpool_t)>;
using setup_fn = std::function<xnn_status(xnn_operator_t, void* workspace, const void* input, void* output)>;

// Runs the operator over two inputs in turn and returns both outputs, bytes of `element` each. With the flag the
// workspace is filled with garbage before each run: nothing may be kept in it between runs.
std::vector<uint8_t> run_twice(const shape& s, uint32_t flags, size_t input_element, size_t output_element,
                               const create_fn& create, const reshape_fn& reshape, const setup_fn& setup,
                               size_t* workspace_size) {
  pthreadpool_t pool = pthreadpool_create(2);
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_status_success, create(s, flags, &op));
  EXPECT_EQ(xnn_status_success, reshape(op, workspace_size, pool));
  const size_t output_bytes = kBatch * ((kHeight - 1) / s.stride + 1) * ((kWidth - 1) / s.stride + 1) *
                              s.output_channels() * output_element;
  std::vector<uint8_t> outputs(2 * output_bytes);
  std::vector<uint8_t> workspace(*workspace_size + 64);
  for (int run = 0; run < 2; run++) {
    std::vector<uint8_t> input(kBatch * kHeight * kWidth * s.input_channels() * input_element + 64);
    for (size_t i = 0; i < input.size(); i++) input[i] = uint8_t((i * 37 + run * 11) % 61);
    if (input_element == sizeof(float)) {
      float* f = reinterpret_cast<float*>(input.data());
      for (size_t i = 0; i < input.size() / sizeof(float); i++) f[i] = float(int(i * 7 + run) % 13) - 6.0f;
    }
    std::memset(workspace.data(), 0xA5, workspace.size());
    EXPECT_EQ(xnn_status_success, setup(op, *workspace_size != 0 ? workspace.data() : nullptr, input.data(),
                                        outputs.data() + run * output_bytes));
    EXPECT_EQ(xnn_status_success, xnn_run_operator(op, pool));
  }
  xnn_delete_operator(op);
  pthreadpool_destroy(pool);
  return outputs;
}

void expect_same_with_flag(const shape& s, size_t input_element, size_t output_element, const create_fn& create,
                           const reshape_fn& reshape, const setup_fn& setup) {
  size_t kept_workspace = 1, transient_workspace = 0;
  const std::vector<uint8_t> kept =
      run_twice(s, 0, input_element, output_element, create, reshape, setup, &kept_workspace);
  const std::vector<uint8_t> transient = run_twice(s, XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER, input_element,
                                                   output_element, create, reshape, setup, &transient_workspace);
  EXPECT_EQ(kept_workspace, 0u);
  EXPECT_GT(transient_workspace, 0u);
  EXPECT_TRUE(kept == transient) << "outputs differ with the flag";
}

std::vector<float> weights_f32(size_t n) {
  std::vector<float> w(n);
  for (size_t i = 0; i < n; i++) w[i] = float(int(i * 5) % 9) * 0.25f - 1.0f;
  return w;
}

std::vector<int8_t> weights_s8(size_t n) {
  std::vector<int8_t> w(n);
  for (size_t i = 0; i < n; i++) w[i] = int8_t(int(i * 5) % 15 - 7);
  return w;
}

size_t kernel_elements(const shape& s) {
  return s.output_channels() * s.kernel * s.kernel * s.group_input_channels;
}

void check_f32(const shape& s) {
  const std::vector<float> kernel = weights_f32(kernel_elements(s)), bias = weights_f32(s.output_channels());
  expect_same_with_flag(
      s, sizeof(float), sizeof(float),
      [&](const shape& c, uint32_t flags, xnn_operator_t* op) {
        return xnn_create_convolution2d_nhwc_f32(1, 1, 1, 1, c.kernel, c.kernel, c.stride, c.stride, 1, 1, c.groups,
                                                 c.group_input_channels, c.group_output_channels, c.input_channels(),
                                                 c.output_channels(), kernel.data(), bias.data(), -INFINITY,
                                                 INFINITY, flags, nullptr, op);
      },
      [](xnn_operator_t op, size_t* ws, pthreadpool_t pool) {
        return xnn_reshape_convolution2d_nhwc_f32(op, kBatch, kHeight, kWidth, ws, nullptr, nullptr, pool);
      },
      [](xnn_operator_t op, void* ws, const void* in, void* out) {
        return xnn_setup_convolution2d_nhwc_f32(op, ws, static_cast<const float*>(in), static_cast<float*>(out));
      });
}

void check_qs8_qc8w(const shape& s) {
  const std::vector<int8_t> kernel = weights_s8(kernel_elements(s));
  const std::vector<int32_t> bias(s.output_channels(), 17);
  const std::vector<float> scales(s.output_channels(), 0.5f);
  expect_same_with_flag(
      s, 1, 1,
      [&](const shape& c, uint32_t flags, xnn_operator_t* op) {
        return xnn_create_convolution2d_nhwc_qs8_qc8w(
            1, 1, 1, 1, c.kernel, c.kernel, c.stride, c.stride, 1, 1, c.groups, c.group_input_channels,
            c.group_output_channels, c.input_channels(), c.output_channels(), 3, 0.5f, scales.data(), kernel.data(),
            bias.data(), -2, 4.0f, -128, 127, flags, nullptr, op);
      },
      [](xnn_operator_t op, size_t* ws, pthreadpool_t pool) {
        return xnn_reshape_convolution2d_nhwc_qs8_qc8w(op, kBatch, kHeight, kWidth, ws, nullptr, nullptr, pool);
      },
      [](xnn_operator_t op, void* ws, const void* in, void* out) {
        return xnn_setup_convolution2d_nhwc_qs8_qc8w(op, ws, static_cast<const int8_t*>(in),
                                                     static_cast<int8_t*>(out));
      });
}

void check_qu8(const shape& s) {
  std::vector<uint8_t> kernel(kernel_elements(s));
  for (size_t i = 0; i < kernel.size(); i++) kernel[i] = uint8_t(120 + i % 17);
  const std::vector<int32_t> bias(s.output_channels(), -9);
  expect_same_with_flag(
      s, 1, 1,
      [&](const shape& c, uint32_t flags, xnn_operator_t* op) {
        return xnn_create_convolution2d_nhwc_qu8(1, 1, 1, 1, c.kernel, c.kernel, c.stride, c.stride, 1, 1, c.groups,
                                                 c.group_input_channels, c.group_output_channels, c.input_channels(),
                                                 c.output_channels(), 30, 0.5f, 128, 0.25f, kernel.data(),
                                                 bias.data(), 100, 4.0f, 0, 255, flags, nullptr, op);
      },
      [](xnn_operator_t op, size_t* ws, pthreadpool_t pool) {
        return xnn_reshape_convolution2d_nhwc_qu8(op, kBatch, kHeight, kWidth, ws, nullptr, nullptr, pool);
      },
      [](xnn_operator_t op, void* ws, const void* in, void* out) {
        return xnn_setup_convolution2d_nhwc_qu8(op, ws, static_cast<const uint8_t*>(in), static_cast<uint8_t*>(out));
      });
}

void check_qd8(const shape& s) {
  const std::vector<int8_t> kernel = weights_s8(kernel_elements(s));
  const std::vector<float> bias = weights_f32(s.output_channels()), scales(s.output_channels(), 0.125f);
  static const xnn_quantization_params quantization[kBatch] = {{3, 0.5f}, {-7, 0.25f}};
  expect_same_with_flag(
      s, 1, sizeof(float),
      [&](const shape& c, uint32_t flags, xnn_operator_t* op) {
        return xnn_create_convolution2d_nhwc_qd8_f32_qc8w(
            1, 1, 1, 1, c.kernel, c.kernel, c.stride, c.stride, 1, 1, c.groups, c.group_input_channels,
            c.group_output_channels, c.input_channels(), c.output_channels(), scales.data(), kernel.data(),
            bias.data(), -INFINITY, INFINITY, flags, nullptr, op);
      },
      [](xnn_operator_t op, size_t* ws, pthreadpool_t pool) {
        return xnn_reshape_convolution2d_nhwc_qd8_f32_qc8w(op, kBatch, kHeight, kWidth, ws, nullptr, nullptr, pool);
      },
      [](xnn_operator_t op, void* ws, const void* in, void* out) {
        return xnn_setup_convolution2d_nhwc_qd8_f32_qc8w(op, ws, static_cast<const int8_t*>(in),
                                                         static_cast<float*>(out), quantization);
      });
}

TEST(ConvolutionTransientIndirection, f32_igemm_matches_kept_buffer) { check_f32(kIgemm); }
TEST(ConvolutionTransientIndirection, f32_grouped_igemm_matches_kept_buffer) { check_f32(kGroupedIgemm); }
TEST(ConvolutionTransientIndirection, f32_depthwise_matches_kept_buffer) { check_f32(kDepthwise); }
TEST(ConvolutionTransientIndirection, qs8_qc8w_igemm_matches_kept_buffer) { check_qs8_qc8w(kIgemm); }
TEST(ConvolutionTransientIndirection, qs8_qc8w_depthwise_matches_kept_buffer) { check_qs8_qc8w(kDepthwise); }
TEST(ConvolutionTransientIndirection, qu8_igemm_matches_kept_buffer) { check_qu8(kIgemm); }
TEST(ConvolutionTransientIndirection, qu8_depthwise_matches_kept_buffer) { check_qu8(kDepthwise); }
TEST(ConvolutionTransientIndirection, qd8_igemm_matches_kept_buffer) { check_qd8(kIgemm); }

TEST(ConvolutionTransientIndirection, setup_without_workspace_is_refused) {
  const std::vector<float> kernel = weights_f32(kernel_elements(kIgemm));
  xnn_operator_t op = nullptr;
  ASSERT_EQ(xnn_status_success,
            xnn_create_convolution2d_nhwc_f32(1, 1, 1, 1, 3, 3, 2, 2, 1, 1, 1, 3, 8, 3, 8, kernel.data(), nullptr,
                                              -INFINITY, INFINITY, XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER, nullptr,
                                              &op));
  size_t workspace_size = 0;
  ASSERT_EQ(xnn_status_success,
            xnn_reshape_convolution2d_nhwc_f32(op, 1, kHeight, kWidth, &workspace_size, nullptr, nullptr, nullptr));
  EXPECT_GT(workspace_size, 0u);
  std::vector<float> input(kHeight * kWidth * 3 + 16), output(kHeight * kWidth * 8);
  EXPECT_EQ(xnn_status_invalid_parameter, xnn_setup_convolution2d_nhwc_f32(op, nullptr, input.data(), output.data()));
  xnn_delete_operator(op);
}

}  // namespace
