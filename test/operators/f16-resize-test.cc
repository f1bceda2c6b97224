// xnn_create_resize_bilinear2d_nhwc on fp16 against the interpolation computed in double from the fp16 inputs: the
// three sampling modes, up- and downscaling, strided pixels, batch > 1, thread counts 1, 2 and 8 (bit-identical).
// Bound: one fp16 ULP of the result plus 2^-10 of the largest corner (the weights are rounded to fp16, each off by
// at most 2^-12, in a horizontal and a vertical lerp) plus the kernels' 8 * 2^-24 of it.
#include "f16-tester.h"

namespace {

struct resize_case {
  resize_mode mode;
  size_t batch, ih, iw, channels, oh, ow;
  size_t input_stride = 0, output_stride = 0;  // 0: channels
};

double f16_ulp(double x) {
  const double a = std::fabs(x);
  return a < 0x1.0p-14 ? 0x1.0p-24 : std::ldexp(1.0, std::ilogb(a) - 10);
}

void check(resize_case t) {
  if (t.input_stride == 0) t.input_stride = t.channels;
  if (t.output_stride == 0) t.output_stride = t.channels;
  std::mt19937 rng(uint32_t(t.ih * 13 + t.ow));
  const size_t input_count = t.batch * t.ih * t.iw * t.input_stride;
  const std::vector<uint16_t> input = random_f16(rng, input_count, -8.0f, 8.0f);
  std::vector<float> widened(input_count);
  for (size_t i = 0; i < input_count; i++) widened[i] = f16_value(input[i]);
  const reference_result ref =
      reference_resize_bilinear(t.mode, t.batch, t.ih, t.iw, t.channels, t.input_stride, t.oh, t.ow, widened.data());
  const uint32_t flags = t.mode == resize_mode::align_corners       ? XNN_FLAG_ALIGN_CORNERS
                         : t.mode == resize_mode::tensorflow_legacy ? XNN_FLAG_TENSORFLOW_LEGACY_MODE
                                                                    : 0;
  const std::string name = std::to_string(t.ih) + "x" + std::to_string(t.iw) + " -> " + std::to_string(t.oh) + "x" +
                           std::to_string(t.ow) + " mode " + std::to_string(int(t.mode));
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc(xnn_datatype_fp16, t.oh, t.ow, flags, &raw), xnn_status_success);
    operator_ptr op = own(raw);
    size_t workspace_size = 1;
    ASSERT_EQ(xnn_reshape_resize_bilinear2d_nhwc(raw, t.batch, t.ih, t.iw, t.channels, t.input_stride,
                                                 t.output_stride, &workspace_size, pool),
              xnn_status_success);
    std::vector<uint16_t> y(t.batch * t.oh * t.ow * t.output_stride, 0x7E01);
    ASSERT_EQ(xnn_setup_resize_bilinear2d_nhwc(raw, nullptr, input.data(), y.data()), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
    for (size_t pixel = 0; pixel < t.batch * t.oh * t.ow; pixel++) {
      for (size_t c = 0; c < t.output_stride; c++) {
        const uint16_t actual = y[pixel * t.output_stride + c];
        if (c >= t.channels) {
          ASSERT_EQ(actual, 0x7E01) << what << ": wrote pixel " << pixel << "'s stride gap";
          continue;
        }
        const size_t i = pixel * t.channels + c;
        const double tolerance = f16_ulp(ref.value[i]) + (0x1.0p-10 + 8 * 0x1.0p-24) * ref.magnitude[i];
        ASSERT_NEAR(f16_value(actual), ref.value[i], tolerance) << what << ": pixel " << pixel << ", channel " << c;
      }
    }
    outputs->add(y);
  });
}

TEST(F16Resize, EveryModeUpAndDown) {
  for (resize_mode mode : {resize_mode::half_pixel, resize_mode::align_corners, resize_mode::tensorflow_legacy}) {
    check({mode, 2, 5, 7, 3, 11, 13});
    check({mode, 1, 12, 9, 17, 5, 4});
    check({mode, 1, 1, 1, 8, 3, 2});
  }
}

TEST(F16Resize, StridedPixels) {
  resize_case t{resize_mode::half_pixel, 3, 6, 6, 9, 9, 10};
  t.input_stride = 12;
  t.output_stride = 10;
  check(t);
}

TEST(F16Resize, Refusals) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc(xnn_datatype_fp16, 0, 4, 0, &raw), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc(xnn_datatype_fp16, 4, 4,
                                              XNN_FLAG_ALIGN_CORNERS | XNN_FLAG_TENSORFLOW_LEGACY_MODE, &raw),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_resize_bilinear2d_nhwc(xnn_datatype_bf16, 4, 4, 0, &raw), xnn_status_unsupported_hardware);
  ASSERT_EQ(xnn_create_resize_bilinear2d_nhwc(xnn_datatype_fp16, 4, 4, 0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  // An fp16 operator is not an f32 one.
  EXPECT_EQ(xnn_reshape_resize_bilinear2d_nhwc_f32(raw, 1, 2, 2, 3, 3, 3, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_resize_bilinear2d_nhwc(raw, 1, 2, 2, 3, 2, 3, nullptr, nullptr), xnn_status_invalid_parameter);
}

}  // namespace
