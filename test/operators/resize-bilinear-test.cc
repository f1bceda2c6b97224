// Resize bilinear NHWC operator against the plain reference (reference.h): upscaling and downscaling, batches,
// odd channel counts, pixel strides, each coordinate mode, reshapes to new input sizes and back, 1, 2 and 8 threads
// bit-identical; then every rejection.
#include "operator-tester.h"

namespace {

struct resize_case {
  size_t batch, input_height, input_width, output_height, output_width, channels;
  size_t input_stride = 0, output_stride = 0;  // 0: dense
};

uint32_t flags_of(resize_mode m) {
  return m == resize_mode::align_corners       ? XNN_FLAG_ALIGN_CORNERS
         : m == resize_mode::tensorflow_legacy ? XNN_FLAG_TENSORFLOW_LEGACY_MODE
                                               : 0;
}

const char* name_of(resize_mode m) {
  return m == resize_mode::align_corners ? "align corners" : m == resize_mode::tensorflow_legacy ? "legacy" : "half pixel";
}

// Runs `op` (already created for the case's output size) on the case at `threads`; returns the output.
std::vector<float> run_resize(xnn_operator_t op, const resize_case& c, const std::vector<float>& input,
                              pthreadpool_t pool) {
  const size_t in_stride = c.input_stride != 0 ? c.input_stride : c.channels;
  const size_t out_stride = c.output_stride != 0 ? c.output_stride : c.channels;
  size_t workspace_size = 1, workspace_alignment = 0;
  EXPECT_EQ(xnn_reshape_resize_bilinear2d_nhwc_f32(op, c.batch, c.input_height, c.input_width, c.channels, in_stride,
                                                   out_stride, &workspace_size, &workspace_alignment, pool),
            xnn_status_success);
  EXPECT_EQ(workspace_size, 0u);
  EXPECT_EQ(workspace_alignment, 1u);
  std::vector<float> output(c.batch * c.output_height * c.output_width * out_stride, untouched_marker());
  EXPECT_EQ(xnn_setup_resize_bilinear2d_nhwc_f32(op, nullptr, input.data(), output.data()), xnn_status_success);
  EXPECT_EQ(xnn_run_operator(op, pool), xnn_status_success);
  return output;
}

void check(const resize_case& c, resize_mode m, operator_ptr* reused = nullptr) {
  std::mt19937 rng(uint32_t(c.input_height * 131 + c.output_width * 7 + c.channels));
  const size_t in_stride = c.input_stride != 0 ? c.input_stride : c.channels;
  const size_t out_stride = c.output_stride != 0 ? c.output_stride : c.channels;
  const std::vector<float> input = random_tensor(rng, c.batch * c.input_height * c.input_width * in_stride);
  xnn_operator_t raw = nullptr;
  operator_ptr fresh = own(nullptr);
  if (reused == nullptr) {
    ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc_f32(c.output_height, c.output_width, flags_of(m), &raw),
              xnn_status_success);
    fresh = own(raw);
  } else {
    raw = reused->get();
  }
  const reference_result ref = reference_resize_bilinear(m, c.batch, c.input_height, c.input_width, c.channels,
                                                         in_stride, c.output_height, c.output_width, input.data());
  const std::string what = std::string(name_of(m)) + " " + std::to_string(c.batch) + "x" +
                           std::to_string(c.input_height) + "x" + std::to_string(c.input_width) + " -> " +
                           std::to_string(c.output_height) + "x" + std::to_string(c.output_width) + "x" +
                           std::to_string(c.channels);
  check_every_thread_count(what, [&](pthreadpool_t pool, const std::string& at, run_outputs* outputs) {
    const std::vector<float> output = run_resize(raw, c, input, pool);
    const size_t rows = c.batch * c.output_height * c.output_width;
    for (size_t r = 0; r < rows; r++) {
      for (size_t ch = 0; ch < out_stride; ch++) {
        const float actual = output[r * out_stride + ch];
        if (ch >= c.channels) {
          ASSERT_TRUE(is_untouched(actual)) << at << ": wrote past the channels of output pixel " << r;
          continue;
        }
        // Coordinates are computed in float: a few ulps of a coordinate, times the step between pixels.
        const size_t i = r * c.channels + ch;
        ASSERT_NEAR(actual, ref.value[i], 1e-5 * (1.0 + double(c.input_height + c.input_width)) * ref.magnitude[i] +
                                              1e-30)
            << at << ": output pixel " << r << ", channel " << ch;
      }
    }
    outputs->add(output);
  });
}

const resize_case kCases[] = {
    {1, 4, 4, 8, 8, 1},          // 2x upscale
    {2, 3, 5, 7, 11, 3},         // batch, odd factors
    {3, 9, 8, 4, 3, 17},         // downscale
    {1, 6, 7, 6, 7, 5},          // same size
    {2, 1, 1, 3, 2, 4},          // a single input pixel
    {1, 5, 4, 1, 1, 8},          // a single output pixel
    {1, 2, 9, 13, 2, 33},        // up in one axis, down in the other
    {2, 7, 6, 5, 9, 19, 23, 21}, // pixel strides
    {1, 16, 16, 24, 24, 64},     // enough tiles for every thread
    {4, 3, 4, 10, 12, 2},
};

TEST(resize_bilinear_nhwc, half_pixel_centers) {
  for (const resize_case& c : kCases) check(c, resize_mode::half_pixel);
}

TEST(resize_bilinear_nhwc, align_corners) {
  for (const resize_case& c : kCases) check(c, resize_mode::align_corners);
}

TEST(resize_bilinear_nhwc, tensorflow_legacy) {
  for (const resize_case& c : kCases) check(c, resize_mode::tensorflow_legacy);
}

// One operator, reshaped to new input sizes, strides and batch sizes and back: the indirection buffer follows.
TEST(resize_bilinear_nhwc, reshape_to_new_input_sizes) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc_f32(6, 5, 0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  const resize_case sizes[] = {{1, 3, 3, 6, 5, 4}, {2, 9, 11, 6, 5, 4},  {1, 9, 11, 6, 5, 4, 6, 0},
                               {3, 3, 3, 6, 5, 7}, {1, 3, 3, 6, 5, 4}};
  for (const resize_case& c : sizes) check(c, resize_mode::half_pixel, &op);
}

TEST(resize_bilinear_nhwc, batch_zero_does_nothing) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc_f32(3, 3, 0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_reshape_resize_bilinear2d_nhwc_f32(raw, 0, 2, 2, 3, 3, 3, nullptr, nullptr, nullptr),
            xnn_status_success);
  ASSERT_EQ(xnn_setup_resize_bilinear2d_nhwc_f32(raw, nullptr, nullptr, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_run_operator(raw, nullptr), xnn_status_success);
}

TEST(resize_bilinear_nhwc, rejects_invalid_create_arguments) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc_f32(4, 4, 0, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc_f32(0, 4, 0, &op), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc_f32(4, 0, 0, &op), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc_f32(size_t(1) << 24, 4, 0, &op), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc_f32(4, size_t(1) << 24, 0, &op), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc_f32(4, 4, XNN_FLAG_KEEP_DIMS, &op), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc_f32(4, 4, XNN_FLAG_ALIGN_CORNERS | XNN_FLAG_TENSORFLOW_LEGACY_MODE, &op),
            xnn_status_invalid_parameter);
  EXPECT_EQ(op, nullptr);
  // Hints are accepted.
  ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc_f32(4, 4, XNN_FLAG_TRANSIENT_INDIRECTION_BUFFER, &op),
            xnn_status_success);
  xnn_delete_operator(op);
}

TEST(resize_bilinear_nhwc, rejects_invalid_reshape_and_setup_arguments) {
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc_f32(4, 4, 0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  auto reshape = [&](xnn_operator_t o, size_t batch, size_t h, size_t w, size_t c, size_t in_stride,
                     size_t out_stride) {
    return xnn_reshape_resize_bilinear2d_nhwc_f32(o, batch, h, w, c, in_stride, out_stride, nullptr, nullptr,
                                                  nullptr);
  };
  float x[64] = {}, y[64] = {};
  // Setup and run before a successful reshape.
  EXPECT_EQ(xnn_setup_resize_bilinear2d_nhwc_f32(raw, nullptr, x, y), xnn_status_invalid_state);
  EXPECT_EQ(xnn_run_operator(raw, nullptr), xnn_status_invalid_state);
  EXPECT_EQ(reshape(nullptr, 1, 2, 2, 1, 1, 1), xnn_status_invalid_parameter);
  EXPECT_EQ(reshape(raw, 1, 0, 2, 1, 1, 1), xnn_status_invalid_parameter);
  EXPECT_EQ(reshape(raw, 1, 2, 0, 1, 1, 1), xnn_status_invalid_parameter);
  EXPECT_EQ(reshape(raw, 1, size_t(1) << 24, 2, 1, 1, 1), xnn_status_unsupported_parameter);
  EXPECT_EQ(reshape(raw, 1, 2, size_t(1) << 24, 1, 1, 1), xnn_status_unsupported_parameter);
  EXPECT_EQ(reshape(raw, 1, 2, 2, 0, 1, 1), xnn_status_invalid_parameter);
  EXPECT_EQ(reshape(raw, 1, 2, 2, 3, 2, 3), xnn_status_invalid_parameter);
  EXPECT_EQ(reshape(raw, 1, 2, 2, 3, 3, 2), xnn_status_invalid_parameter);
  EXPECT_EQ(reshape(raw, SIZE_MAX / 2, 2, 2, 3, 3, 3), xnn_status_invalid_parameter);
  // A failed reshape leaves the operator unusable until the next successful one.
  EXPECT_EQ(xnn_setup_resize_bilinear2d_nhwc_f32(raw, nullptr, x, y), xnn_status_invalid_state);
  ASSERT_EQ(reshape(raw, 1, 2, 2, 2, 2, 2), xnn_status_success);
  EXPECT_EQ(xnn_setup_resize_bilinear2d_nhwc_f32(raw, nullptr, nullptr, y), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_resize_bilinear2d_nhwc_f32(raw, nullptr, x, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_resize_bilinear2d_nhwc_f32(nullptr, nullptr, x, y), xnn_status_invalid_parameter);
  // An operator of another kind.
  xnn_operator_t softmax = nullptr;
  ASSERT_EQ(xnn_create_softmax_nc_f32(0, &softmax), xnn_status_success);
  operator_ptr other = own(softmax);
  EXPECT_EQ(reshape(softmax, 1, 2, 2, 1, 1, 1), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_setup_resize_bilinear2d_nhwc_f32(softmax, nullptr, x, y), xnn_status_invalid_parameter);
}

}  // namespace
