// The f32 bilinear kernels (src/ukernels/f32-ibilinear/) against a double-precision reference: every channel count
// up to three tiles, several pixels, rebased pointers, output gaps, and corner and weight values that stress the
// interpolation. Then the indirection setup (src/indirection/resize-bilinear.h) with the chosen kernel resizes tiny
// images, compared with an independent reference of each sampling mode.
#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "configs/f32-ibilinear-config.h"
#include "guarded-buffer.h"
#include "indirection/resize-bilinear.h"
#include "operators/reference.h"
#include "ukernel-params.h"
#include "ukernels/f32-ibilinear/f32-ibilinear.h"

void PrintTo(const xnn_f32_ibilinear_info& info, std::ostream* os) { *os << info.name; }

namespace {

constexpr float kGuard = -12345.0f;

double lerp(double a, double b, double t) { return a + t * (b - a); }

// Error of the kernel's three float lerps: a few roundings of values bounded by the largest corner.
double bilinear_tolerance(double largest_corner) { return 8.0 * 0x1.0p-24 * largest_corner + 1e-30; }

class F32Ibilinear : public testing::TestWithParam<xnn_f32_ibilinear_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  // `pixels` output pixels of `channels`, corners drawn from a pool of distinct input pixels at `input_offset`
  // floats from where the pointers point, `gap` floats between output pixels.
  void check(size_t pixels, size_t channels, size_t input_offset, size_t gap) const {
    const size_t pool = 6;
    // The last pool pixel ends, XNN_EXTRA_BYTES of NaN later, at a guard page; pointers and weights end right at one.
    xnn_guarded_buffer<float> input(input_offset + pool * channels);
    input.fill(std::numeric_limits<float>::quiet_NaN());
    std::uniform_real_distribution<float> value(-10.0f, 10.0f), weight(0.0f, 1.0f);
    for (float& v : input) v = value(rng_);
    xnn_guarded_buffer<const float*> indirection(4 * pixels, 0);
    std::uniform_int_distribution<size_t> pick(0, pool - 1);
    for (auto& p : indirection) p = input.data() + pick(rng_) * channels;  // rebased by input_offset in the kernel
    xnn_guarded_buffer<float> weights(2 * pixels, 0);
    for (float& w : weights) w = weight(rng_);
    weights[0] = 0.0f;  // exact corners at the edges of the weight range
    if (pixels > 1) weights[3] = 1.0f;
    std::vector<float> output(pixels * (channels + gap), kGuard);
    GetParam().fn(pixels, channels * sizeof(float), indirection.data(), input_offset * sizeof(float), weights.data(),
                  output.data(), gap * sizeof(float));
    for (size_t p = 0; p < pixels; p++) {
      for (size_t c = 0; c < channels; c++) {
        double corner[4], largest = 0.0;
        for (size_t k = 0; k < 4; k++) {
          corner[k] = indirection[4 * p + k][input_offset + c];
          largest = std::max(largest, std::abs(corner[k]));
        }
        const double expected = lerp(lerp(corner[0], corner[1], weights[2 * p]),
                                     lerp(corner[2], corner[3], weights[2 * p]), weights[2 * p + 1]);
        ASSERT_NEAR(output[p * (channels + gap) + c], expected, bilinear_tolerance(largest))
            << pixels << " pixels x " << channels << " channels: pixel " << p << ", channel " << c;
      }
      for (size_t c = channels; c < channels + gap; c++) {
        ASSERT_EQ(output[p * (channels + gap) + c], kGuard) << "wrote into the gap after pixel " << p;
      }
    }
  }

  size_t tile() const { return GetParam().channel_tile; }
  mutable std::mt19937 rng_{29};
};

TEST_P(F32Ibilinear, every_channel_count_below_three_tiles) {
  for (size_t c = 1; c < 3 * tile() + 4; c++) check(3, c, 0, 0);
}

TEST_P(F32Ibilinear, input_offset_and_output_gap) {
  for (size_t c = 1; c < 2 * tile() + 4; c += 3) check(5, c, 7, 3);
}

TEST_P(F32Ibilinear, many_pixels) { check(37, tile() + 1, 2, 1); }

INSTANTIATE_TEST_SUITE_P(f32_ibilinear, F32Ibilinear,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_ibilinear_ukernels,
                                                          xnn_f32_ibilinear_ukernel_count)),
                         xnn_ukernel_test_name());

// ---- resize: indirection setup + kernel against a reference of each sampling mode ----------------------------------

// Resizes an in_h x in_w x channels image to out_h x out_w with the library's setup and kernel.
void check_resize(resize_mode m, size_t in_h, size_t in_w, size_t out_h, size_t out_w, size_t channels) {
  const xnn_f32_ibilinear_info* kernel = xnn_init_f32_ibilinear_config();
  ASSERT_NE(kernel, nullptr);
  xnn_guarded_buffer<float> image(in_h * in_w * channels);
  for (size_t i = 0; i < image.size(); i++) image[i] = float((i * 37) % 101) / 7.0f - 5.0f;
  xnn_guarded_buffer<const void*> indirection(4 * out_h * out_w, 0);
  xnn_guarded_buffer<float> weights(2 * out_h * out_w, 0);
  // Two calls over row ranges, as an operator splitting rows between threads would make.
  const size_t split = out_h / 2;
  for (auto range : {std::make_pair(size_t(0), split), std::make_pair(split, out_h)}) {
    xnn_indirection_init_resize_bilinear2d_hwc_f32(range.first, range.second, channels * sizeof(float), in_h, in_w,
                                                   out_h, out_w, image.data(), indirection.data(), weights.data(),
                                                   m == resize_mode::align_corners,
                                                   m == resize_mode::tensorflow_legacy);
  }
  std::vector<float> output(out_h * out_w * channels, kGuard);
  kernel->fn(out_h * out_w, channels * sizeof(float), reinterpret_cast<const float**>(indirection.data()), 0,
             weights.data(), output.data(), 0);

  const reference_result expected =
      reference_resize_bilinear(m, 1, in_h, in_w, channels, channels, out_h, out_w, image.data());
  for (size_t i = 0; i < output.size(); i++) {
    // The setup computes coordinates in float: a few ulps of the coordinate, times the largest pixel step.
    ASSERT_NEAR(output[i], expected.value[i], 1e-4)
        << in_h << "x" << in_w << " -> " << out_h << "x" << out_w << ": output pixel " << i / channels << ", channel "
        << i % channels;
  }
}

const size_t kShapes[][4] = {{3, 4, 5, 7}, {4, 4, 8, 8}, {5, 6, 2, 3}, {1, 3, 2, 5}, {3, 3, 1, 1}, {2, 5, 7, 1}};

TEST(resize_bilinear, align_corners) {
  for (const auto& s : kShapes) {
    for (size_t channels : {1, 3, 17}) check_resize(resize_mode::align_corners, s[0], s[1], s[2], s[3], channels);
  }
}

TEST(resize_bilinear, half_pixel_centers) {
  for (const auto& s : kShapes) {
    for (size_t channels : {1, 3, 17}) check_resize(resize_mode::half_pixel, s[0], s[1], s[2], s[3], channels);
  }
}

TEST(resize_bilinear, tensorflow_legacy) {
  for (const auto& s : kShapes) {
    for (size_t channels : {1, 3, 17}) check_resize(resize_mode::tensorflow_legacy, s[0], s[1], s[2], s[3], channels);
  }
}

// Upscaling 2x2 -> 3x3 with align_corners samples the exact midpoints: known pointers and weights.
TEST(resize_bilinear, align_corners_midpoints) {
  float image[4] = {};
  std::vector<const void*> indirection(4 * 9);
  std::vector<float> weights(2 * 9);
  xnn_indirection_init_resize_bilinear2d_hwc_f32(0, 3, sizeof(float), 2, 2, 3, 3, image, indirection.data(),
                                                 weights.data(), true, false);
  // Output (1, 1) is the centre: top-left pixel 0, bottom-right pixel 3, both weights 1/2.
  EXPECT_EQ(indirection[4 * 4 + 0], &image[0]);
  EXPECT_EQ(indirection[4 * 4 + 3], &image[3]);
  EXPECT_EQ(weights[2 * 4], 0.5f);
  EXPECT_EQ(weights[2 * 4 + 1], 0.5f);
  // Output (2, 2) is the bottom-right corner itself: both corners clamp to pixel 3, weights 0.
  EXPECT_EQ(indirection[4 * 8 + 0], &image[3]);
  EXPECT_EQ(indirection[4 * 8 + 3], &image[3]);
  EXPECT_EQ(weights[2 * 8], 0.0f);
  EXPECT_EQ(weights[2 * 8 + 1], 0.0f);
}

// Half-pixel centers clamp below 0: downscaling 4 -> 2 samples at 0.5 and 2.5.
TEST(resize_bilinear, half_pixel_positions) {
  float image[4] = {};
  std::vector<const void*> indirection(4 * 2);
  std::vector<float> weights(2 * 2);
  xnn_indirection_init_resize_bilinear2d_hwc_f32(0, 1, sizeof(float), 1, 4, 1, 2, image, indirection.data(),
                                                 weights.data(), false, false);
  EXPECT_EQ(indirection[0], &image[0]);
  EXPECT_EQ(indirection[1], &image[1]);
  EXPECT_EQ(weights[0], 0.5f);
  EXPECT_EQ(indirection[4], &image[2]);
  EXPECT_EQ(indirection[5], &image[3]);
  EXPECT_EQ(weights[2], 0.5f);
}

}  // namespace
