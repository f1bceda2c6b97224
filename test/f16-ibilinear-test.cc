// The f16 bilinear kernels (src/ukernels/f16-ibilinear/) against a double-precision interpolation of the same halves
// (bound in f16-ibilinear.h): every channel count up to three tiles, several pixels, rebased pointers, output gaps,
// weights 0 and 1 (exact corners), and the dispatch config.
#include <gtest/gtest.h>
#include <xnnpack.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "configs/f16-ibilinear-config.h"
#include "float-elements.h"
#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/f16-ibilinear/f16-ibilinear.h"
#include "ukernels/f16-vcvt/half.h"

void PrintTo(const xnn_f16_ibilinear_info& info, std::ostream* os) { *os << info.name; }

namespace {

constexpr uint16_t kNaN = 0x7E00, kGuard = 0x7D5A;  // kGuard: a signalling NaN no kernel produces

double lerp(double a, double b, double t) { return a + t * (b - a); }

double ulp16(double x) {
  const double ax = std::abs(x);
  return ax < 0x1.0p-14 ? 0x1.0p-24 : std::ldexp(1.0, std::ilogb(ax) - 10);
}

class F16Ibilinear : public testing::TestWithParam<xnn_f16_ibilinear_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  // `pixels` output pixels of `channels` halves, corners drawn from a pool of distinct input pixels at
  // `input_offset` halves from where the pointers point, `gap` halves between output pixels.
  void check(size_t pixels, size_t channels, size_t input_offset, size_t gap) const {
    const size_t pool = 6;
    // The last pool pixel ends, XNN_EXTRA_BYTES of NaN later, at a guard page; pointers and weights end right at one.
    xnn_guarded_buffer<uint16_t> input(input_offset + pool * channels);
    input.fill(kNaN);
    std::uniform_real_distribution<float> value(-10.0f, 10.0f), weight(0.0f, 1.0f);
    for (uint16_t& v : input) v = xnn_f32_to_f16(value(rng_));
    xnn_guarded_buffer<const uint16_t*> indirection(4 * pixels, 0);
    std::uniform_int_distribution<size_t> pick(0, pool - 1);
    for (auto& p : indirection) p = input.data() + pick(rng_) * channels;  // rebased by input_offset in the kernel
    xnn_guarded_buffer<uint16_t> weights(2 * pixels, 0);
    for (uint16_t& w : weights) w = xnn_f32_to_f16(weight(rng_));
    weights[0] = 0;  // exact corners at the edges of the weight range
    if (pixels > 1) weights[3] = 0x3C00;
    std::vector<uint16_t> output(pixels * (channels + gap), kGuard);
    GetParam().fn(pixels, channels * sizeof(uint16_t), indirection.data(), input_offset * sizeof(uint16_t),
                  weights.data(), output.data(), gap * sizeof(uint16_t));
    // Rows on an ISA with fp16 arithmetic interpolate in fp16 (f16-ibilinear.h).
    const bool native = xnn_row_computes_in_fp16<xnn_test_f16>(GetParam().name);
    for (size_t p = 0; p < pixels; p++) {
      const double alpha_h = xnn_f16_to_f32(weights[2 * p]), alpha_v = xnn_f16_to_f32(weights[2 * p + 1]);
      for (size_t c = 0; c < channels; c++) {
        double corner[4], largest = 0.0;
        for (size_t k = 0; k < 4; k++) {
          corner[k] = xnn_f16_to_f32(indirection[4 * p + k][input_offset + c]);
          largest = std::max(largest, std::abs(corner[k]));
        }
        const double expected =
            lerp(lerp(corner[0], corner[1], alpha_h), lerp(corner[2], corner[3], alpha_h), alpha_v);
        const double tolerance = native ? ulp16(expected) + 12.0 * 0x1.0p-11 * largest + 6.0 * 0x1.0p-25
                                        : ulp16(expected) + 8.0 * 0x1.0p-24 * largest;
        ASSERT_NEAR(xnn_f16_to_f32(output[p * (channels + gap) + c]), expected, tolerance)
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

TEST_P(F16Ibilinear, every_channel_count_below_three_tiles) {
  for (size_t c = 1; c < 3 * tile() + 4; c++) check(3, c, 0, 0);
}

TEST_P(F16Ibilinear, input_offset_and_output_gap) {
  for (size_t c = 1; c < 2 * tile() + 4; c += 3) check(5, c, 7, 3);
}

TEST_P(F16Ibilinear, many_pixels) { check(37, tile() + 1, 2, 1); }

INSTANTIATE_TEST_SUITE_P(f16_ibilinear, F16Ibilinear,
                         testing::ValuesIn(xnn_table_rows(xnn_f16_ibilinear_ukernels,
                                                          xnn_f16_ibilinear_ukernel_count)),
                         xnn_ukernel_test_name());

TEST(f16_ibilinear_config, chooses_a_row_of_this_cpu) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  const xnn_f16_ibilinear_info* info = xnn_init_f16_ibilinear_config();
  ASSERT_NE(info, nullptr);
  EXPECT_TRUE(xnn_isa_enabled(info->isa)) << info->name;
}

}  // namespace
