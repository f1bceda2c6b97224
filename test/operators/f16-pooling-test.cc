// max_pooling2d_nhwc_f16 and average_pooling2d_nhwc_f16 against references computed in double from the fp16 inputs:
// padding, strides, dilation (max), TF SAME padding, windows on both sides of the unipass kernels' 9 rows, odd channel
// counts, strided pixels, batch > 1, clamping (bounds rounded to fp16), thread counts 1, 2 and 8 (bit-identical), and
// the refusals. Max pooling is exact; average pooling is within 1 fp16 ULP of the exact mean plus 2^-11 of the mean
// magnitude (the 1/count scale is an fp16) plus 2^-24, or, where the CPU's average pooling kernels sum in fp16 (the
// native `xnn_f16_avgpool` rows of neonfp16arith), (count + 2) * (2^-11 of the mean magnitude + 2^-25) more: the
// kernels' bound (f16-avgpool.h).
#include "configs/f16-pooling-config.h"
#include "f16-tester.h"
#include "float-elements.h"

namespace {

// Whether this CPU's average pooling kernels sum in fp16 (float-elements.h reads it from the kernel's name).
bool average_sums_in_fp16() {
  const xnn_f16_pooling_config* config = xnn_init_f16_pooling_config();
  return config != nullptr && xnn_row_computes_in_fp16<xnn_test_f16>(config->avgpool.unipass->name);
}

struct pool_case {
  bool is_max;
  size_t batch, height, width, channels;
  uint32_t padding, kernel, stride;
  uint32_t dilation = 1;
  uint32_t flags = 0;
  size_t input_stride = 0, output_stride = 0;  // 0: channels
  float min = -INFINITY, max = INFINITY;
};

// One fp16 ULP at the magnitude of x (the subnormal spacing below 2^-14).
double f16_ulp(double x) {
  const double a = std::fabs(x);
  return a < 0x1.0p-14 ? 0x1.0p-24 : std::ldexp(1.0, std::ilogb(a) - 10);
}

void check(pool_case t) {
  if (t.input_stride == 0) t.input_stride = t.channels;
  if (t.output_stride == 0) t.output_stride = t.channels;
  std::mt19937 rng(uint32_t(t.height * 31 + t.width * 7 + t.channels + t.kernel));
  const size_t input_count = t.batch * t.height * t.width * t.input_stride;
  const std::vector<uint16_t> input = random_f16(rng, input_count, -4.0f, 4.0f);
  std::vector<float> widened(input_count);
  for (size_t i = 0; i < input_count; i++) widened[i] = f16_value(input[i]);
  const bool same = (t.flags & XNN_FLAG_TENSORFLOW_SAME_PADDING) != 0;
  const size_t window = (t.kernel - 1) * t.dilation + 1;
  const size_t oh = same ? (t.height + t.stride - 1) / t.stride : (t.height + 2 * t.padding - window) / t.stride + 1;
  const size_t ow = same ? (t.width + t.stride - 1) / t.stride : (t.width + 2 * t.padding - window) / t.stride + 1;
  const size_t needed_h = (oh - 1) * t.stride + window, needed_w = (ow - 1) * t.stride + window;
  const size_t top = same ? (needed_h > t.height ? needed_h - t.height : 0) / 2 : t.padding;
  const size_t left = same ? (needed_w > t.width ? needed_w - t.width : 0) / 2 : t.padding;
  const std::string name = std::string(t.is_max ? "max " : "average ") + std::to_string(t.height) + "x" +
                           std::to_string(t.width) + "x" + std::to_string(t.channels) + " kernel " +
                           std::to_string(t.kernel) + " stride " + std::to_string(t.stride);
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    xnn_operator_t raw = nullptr;
    if (t.is_max) {
      ASSERT_EQ(xnn_create_max_pooling2d_nhwc_f16(t.padding, t.padding, t.padding, t.padding, t.kernel, t.kernel,
                                                  t.stride, t.stride, t.dilation, t.dilation, t.min, t.max, t.flags,
                                                  &raw),
                xnn_status_success);
    } else {
      ASSERT_EQ(xnn_create_average_pooling2d_nhwc_f16(t.padding, t.padding, t.padding, t.padding, t.kernel, t.kernel,
                                                      t.stride, t.stride, t.min, t.max, t.flags, &raw),
                xnn_status_success);
    }
    operator_ptr op = own(raw);
    size_t out_h = 0, out_w = 0;
    const auto reshape = t.is_max ? xnn_reshape_max_pooling2d_nhwc_f16 : xnn_reshape_average_pooling2d_nhwc_f16;
    ASSERT_EQ(reshape(raw, t.batch, t.height, t.width, t.channels, t.input_stride, t.output_stride, &out_h, &out_w,
                      pool),
              xnn_status_success);
    ASSERT_EQ(out_h, oh);
    ASSERT_EQ(out_w, ow);
    // XNN_EXTRA_BYTES after the output, as the f32 pooling test has: the f16 multipass max pooling kernels read the
    // running maximum of the last pixel's partial register past its end.
    std::vector<uint16_t> y(t.batch * oh * ow * t.output_stride + XNN_EXTRA_BYTES / sizeof(uint16_t), 0x7E01);
    const auto setup = t.is_max ? xnn_setup_max_pooling2d_nhwc_f16 : xnn_setup_average_pooling2d_nhwc_f16;
    ASSERT_EQ(setup(raw, input.data(), y.data()), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(raw, pool), xnn_status_success);
    const pooling_window w{t.height, t.width, t.input_stride, t.kernel, t.kernel, t.stride, t.stride,
                           t.dilation, t.dilation, top, left};
    const double min = f16_value(f16_of(t.min)), max = f16_value(f16_of(t.max));
    for (size_t i = t.batch * oh * ow * t.output_stride; i < y.size(); i++) {
      ASSERT_EQ(y[i], 0x7E01) << what << ": wrote past the output";
    }
    for (size_t pixel = 0; pixel < t.batch * oh * ow; pixel++) {
      for (size_t c = 0; c < t.output_stride; c++) {
        const uint16_t actual = y[pixel * t.output_stride + c];
        if (c >= t.channels) {
          ASSERT_EQ(actual, 0x7E01) << what << ": wrote pixel " << pixel << "'s stride gap";
          continue;
        }
        double acc = t.is_max ? -INFINITY : 0.0, magnitude = 0;
        size_t count = 0;
        w.for_each_tap(widened, pixel / (oh * ow), pixel / ow % oh, pixel % ow, c, [&](float x, size_t) {
          acc = t.is_max ? std::max(acc, double(x)) : acc + x;
          magnitude += std::fabs(x);
          count++;
        });
        const double expected = std::min(std::max(t.is_max ? acc : acc / double(count), min), max);
        if (t.is_max) {
          ASSERT_EQ(f16_value(actual), expected) << what << ": pixel " << pixel << ", channel " << c;
        } else {
          const double mean_magnitude = magnitude / double(count);
          const double fp16_sums =
              average_sums_in_fp16() ? double(count + 2) * (0x1.0p-11 * mean_magnitude + 0x1.0p-25) : 0.0;
          const double tolerance = f16_ulp(expected) + 0x1.0p-11 * mean_magnitude + 0x1.0p-24 + fp16_sums;
          ASSERT_NEAR(f16_value(actual), expected, tolerance) << what << ": pixel " << pixel << ", channel " << c;
        }
      }
    }
    outputs->add(y);
  });
}

TEST(F16Pooling, WindowsAroundTheUnipassTile) {
  for (bool is_max : {true, false}) {
    for (uint32_t kernel : {1u, 2u, 3u, 4u, 5u}) {
      check({is_max, 2, 9, 10, 19, 0, kernel, 1});
    }
  }
}

TEST(F16Pooling, PaddingStridesAndSamePadding) {
  for (bool is_max : {true, false}) {
    check({is_max, 1, 12, 11, 7, 1, 3, 2});
    check({is_max, 3, 7, 7, 64, 2, 5, 3});
    pool_case same{is_max, 1, 10, 9, 33, 0, 3, 2};
    same.flags = XNN_FLAG_TENSORFLOW_SAME_PADDING;
    check(same);
  }
}

TEST(F16Pooling, DilationStridedPixelsAndClamping) {
  pool_case dilated{true, 1, 11, 11, 5, 0, 3, 1};
  dilated.dilation = 2;
  check(dilated);
  for (bool is_max : {true, false}) {
    pool_case strided{is_max, 2, 6, 6, 9, 1, 3, 1};
    strided.input_stride = 13;
    strided.output_stride = 11;
    strided.min = -0.3f;
    strided.max = 0.7f;
    check(strided);
  }
}

TEST(F16Pooling, Refusals) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_max_pooling2d_nhwc_f16(0, 0, 0, 0, 0, 2, 1, 1, 1, 1, -INFINITY, INFINITY, 0, &raw),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_average_pooling2d_nhwc_f16(0, 0, 0, 0, 2, 2, 0, 1, -INFINITY, INFINITY, 0, &raw),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_max_pooling2d_nhwc_f16(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, 1.0f, -1.0f, 0, &raw),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_average_pooling2d_nhwc_f16(0, 0, 0, 0, 2, 2, 1, 1, -INFINITY, INFINITY, 0x100, &raw),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(raw, nullptr);
  ASSERT_EQ(xnn_create_max_pooling2d_nhwc_f32(0, 0, 0, 0, 2, 2, 1, 1, 1, 1, -INFINITY, INFINITY, 0, &raw),
            xnn_status_success);
  operator_ptr f32_op = own(raw);
  EXPECT_EQ(xnn_reshape_max_pooling2d_nhwc_f16(f32_op.get(), 1, 4, 4, 3, 3, 3, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_create_average_pooling2d_nhwc_f16(0, 0, 0, 0, 2, 2, 1, 1, -INFINITY, INFINITY, 0, &raw),
            xnn_status_success);
  operator_ptr op = own(raw);
  EXPECT_EQ(xnn_reshape_average_pooling2d_nhwc_f16(op.get(), 1, 4, 4, 3, 2, 3, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_average_pooling2d_nhwc_f16(op.get(), 1, 1, 4, 3, 3, 3, nullptr, nullptr, nullptr),
            xnn_status_invalid_parameter);
}

}  // namespace
