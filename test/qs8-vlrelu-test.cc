// Every kernel of src/ukernels/qs8-vlrelu/ (the qs8 and qu8 tables) against xnn_lrelu_8bit, bit for bit: every batch
// up to three tiles and a large one; every input code in every lane with zero points at both ends of the type;
// positive slopes below and above 1, negative slopes, scale ratios from 2^-8 to 2^7 and the multipliers' extremes;
// in place. Inputs and outputs end against a faulting page with no slack (test/guarded-buffer.h): the kernels read
// and write nothing past either end. The parameters' rounding and refusals, and the formula on values worked out by
// hand, are checked too.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/qs8-vlrelu/qs8-vlrelu.h"

namespace {

// A row of either table.
struct vlrelu_row {
  const char* name;
  xnn_isa isa;
  uint16_t tile;
  xnn_qs8_vlrelu_ukernel_fn qs8;  // set for a qs8 row
  xnn_qu8_vlrelu_ukernel_fn qu8;  // set for a qu8 row

  bool is_signed() const { return qs8 != nullptr; }
  int32_t lowest() const { return is_signed() ? -128 : 0; }
  int32_t highest() const { return is_signed() ? 127 : 255; }
  int32_t code_of(uint8_t byte) const { return is_signed() ? int32_t(int8_t(byte)) : int32_t(byte); }
  void run(size_t n, const uint8_t* x, uint8_t* y, const xnn_qs8_lrelu_params& p) const {
    if (is_signed()) {
      qs8(n, reinterpret_cast<const int8_t*>(x), reinterpret_cast<int8_t*>(y), &p);
    } else {
      qu8(n, x, y, &p);
    }
  }
};

void PrintTo(const vlrelu_row& row, std::ostream* os) { *os << row.name; }

std::vector<vlrelu_row> all_rows() {
  std::vector<vlrelu_row> rows;
  for (size_t i = 0; i < xnn_qs8_vlrelu_ukernel_count; i++) {
    const xnn_qs8_vlrelu_info& r = xnn_qs8_vlrelu_ukernels[i];
    rows.push_back({r.name, r.isa, r.tile, r.fn, nullptr});
  }
  for (size_t i = 0; i < xnn_qu8_vlrelu_ukernel_count; i++) {
    const xnn_qu8_vlrelu_info& r = xnn_qu8_vlrelu_ukernels[i];
    rows.push_back({r.name, r.isa, r.tile, nullptr, r.fn});
  }
  return rows;
}

std::mt19937 rng(17);

xnn_qs8_lrelu_params params_of(float input_scale, float output_scale, float slope, int32_t izp, int32_t ozp) {
  xnn_qs8_lrelu_params p{};
  EXPECT_TRUE(xnn_init_qs8_lrelu_params(input_scale, output_scale, slope, izp, ozp, &p))
      << "scales " << input_scale << " / " << output_scale << ", slope " << slope;
  return p;
}

std::string describe(const xnn_qs8_lrelu_params& p) {
  return "zero points " + std::to_string(p.input_zero_point) + " -> " + std::to_string(p.output_zero_point) +
         ", multipliers " + std::to_string(p.positive_multiplier) + " / " + std::to_string(p.negative_multiplier);
}

// Runs the kernel over `input` in a guarded buffer into a guarded output (or in place), both without slack; false
// after reporting the first element that differs from xnn_lrelu_8bit.
bool matches_reference(const vlrelu_row& k, const std::vector<uint8_t>& input, const xnn_qs8_lrelu_params& p,
                       bool in_place = false) {
  const size_t n = input.size();
  xnn_guarded_buffer<uint8_t> x(n, 0);
  std::memcpy(x.data(), input.data(), n);
  xnn_guarded_buffer<uint8_t> y(n, 0);
  std::memset(y.data(), 0x5A, n);
  uint8_t* out = in_place ? x.data() : y.data();
  k.run(n, x.data(), out, p);
  for (size_t i = 0; i < n; i++) {
    const int32_t expected = xnn_lrelu_8bit(k.code_of(input[i]), p, k.lowest(), k.highest());
    if (k.code_of(out[i]) != expected) {
      ADD_FAILURE() << describe(p) << ", batch " << n << (in_place ? " in place" : "") << ", element " << i
                    << ": input " << k.code_of(input[i]) << ", got " << k.code_of(out[i]) << ", expected "
                    << expected;
      return false;
    }
  }
  return true;
}

std::vector<uint8_t> random_bytes(size_t n) {
  std::vector<uint8_t> v(n);
  for (uint8_t& b : v) b = uint8_t(rng());
  return v;
}

// x[i] = (65 * (i / 64) + i) mod 256: in each lane i mod 64 the 256 rows give every byte once (65 is odd).
std::vector<uint8_t> every_code_in_every_lane() {
  std::vector<uint8_t> v(64 * 256);
  for (size_t i = 0; i < v.size(); i++) v[i] = uint8_t(65 * (i / 64) + i);
  return v;
}

class Vlrelu : public testing::TestWithParam<vlrelu_row> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }
  const vlrelu_row& k() const { return GetParam(); }
  int32_t middle() const { return k().is_signed() ? -5 : 123; }
};

TEST_P(Vlrelu, every_batch_up_to_three_tiles) {
  const xnn_qs8_lrelu_params p = params_of(0.05f, 0.03f, 0.1f, middle(), middle() + 7);
  for (size_t n = 1; n <= 3 * size_t(k().tile); n++) ASSERT_TRUE(matches_reference(k(), random_bytes(n), p));
}

TEST_P(Vlrelu, large_batch) {
  const xnn_qs8_lrelu_params p = params_of(0.02f, 0.1f, 0.25f, middle(), middle() - 3);
  ASSERT_TRUE(matches_reference(k(), random_bytes(4099), p));
}

// Zero points at both ends of the type, slopes 0 (ReLU), below and above 1 and negative, scale ratios from 2^-8 to
// 2^7: every combination the multipliers accept, each over every code in every lane.
TEST_P(Vlrelu, every_code_with_extreme_zero_points_slopes_and_scales) {
  const std::vector<uint8_t> input = every_code_in_every_lane();
  const int32_t zero_points[] = {k().lowest(), k().highest(), middle()};
  const float ratios[] = {0x1.0p-8f, 0.013f, 0.37f, 1.0f, 1.6666666f, 7.3f, 0x1.0p+7f};
  const float slopes[] = {0.0f, 0.1f, 0.5f, 1.0f, 2.5f, 7.0f, -0.3f, -1.0f, -4.0f};
  size_t checked = 0;
  for (int32_t izp : zero_points) {
    for (int32_t ozp : zero_points) {
      for (float ratio : ratios) {
        for (float slope : slopes) {
          xnn_qs8_lrelu_params p;
          if (!xnn_init_qs8_lrelu_params(ratio * 0.01f, 0.01f, slope, izp, ozp, &p)) continue;
          ASSERT_TRUE(matches_reference(k(), input, p)) << "ratio " << ratio << ", slope " << slope;
          checked++;
        }
      }
    }
  }
  EXPECT_GT(checked, 300u);
}

// The multipliers' extremes: 32768 on either side (a ratio of 2^7, slope 1), -32767 (the most negative accepted),
// and 1 (a ratio of 2^-8): the values a 16-bit lane holds only negated.
TEST_P(Vlrelu, multiplier_extremes) {
  const std::vector<uint8_t> input = every_code_in_every_lane();
  for (int32_t zp : {k().lowest(), k().highest()}) {
    const xnn_qs8_lrelu_params cases[] = {
        {zp, 32768, 32768, zp}, {zp, 32768, -32767, zp}, {zp, 1, -32767, zp},
        {zp, 1, 1, zp},         {zp, 1, -1, zp},         {zp, 32768, 1, zp},
    };
    for (const xnn_qs8_lrelu_params& p : cases) ASSERT_TRUE(matches_reference(k(), input, p));
  }
}

TEST_P(Vlrelu, in_place) {
  const xnn_qs8_lrelu_params p = params_of(0.05f, 0.07f, -0.6f, middle(), middle());
  for (size_t n = 1; n <= 3 * size_t(k().tile); n++) ASSERT_TRUE(matches_reference(k(), random_bytes(n), p, true));
  ASSERT_TRUE(matches_reference(k(), random_bytes(4099), p, true));
}

INSTANTIATE_TEST_SUITE_P(qs8_vlrelu, Vlrelu, testing::ValuesIn(all_rows()), xnn_ukernel_test_name());

// XNNPACK's rounding of the multipliers (256 * ratio, half to even) and the ranges it accepts.
TEST(qs8_vlrelu_params, multipliers_round_half_to_even_within_xnnpack_ranges) {
  xnn_qs8_lrelu_params p{};
  ASSERT_TRUE(xnn_init_qs8_lrelu_params(0.05f, 0.03f, 0.1f, -3, 4, &p));
  EXPECT_EQ(p.positive_multiplier, 427);  // 426.67
  EXPECT_EQ(p.negative_multiplier, 43);   // 42.67
  EXPECT_EQ(p.input_zero_point, -3);
  EXPECT_EQ(p.output_zero_point, 4);
  ASSERT_TRUE(xnn_init_qs8_lrelu_params(1.0f, 1.0f, 0x1.8p-8f, 0, 0, &p));  // 256 * 1.5 / 256 = 1.5 -> 2
  EXPECT_EQ(p.negative_multiplier, 2);
  ASSERT_TRUE(xnn_init_qs8_lrelu_params(1.0f, 1.0f, 0x1.4p-7f, 0, 0, &p));  // 2.5 -> 2
  EXPECT_EQ(p.negative_multiplier, 2);
  ASSERT_TRUE(xnn_init_qs8_lrelu_params(0x1.0p+7f, 1.0f, 1.0f, 0, 0, &p));
  EXPECT_EQ(p.positive_multiplier, 32768);
  EXPECT_EQ(p.negative_multiplier, 32768);
  ASSERT_TRUE(xnn_init_qs8_lrelu_params(1.0f, 1.0f, -0x1.FFFCp+6f, 0, 0, &p));
  EXPECT_EQ(p.negative_multiplier, -32767);
  ASSERT_TRUE(xnn_init_qs8_lrelu_params(0x1.0p-8f, 1.0f, 1.0f, 0, 0, &p));
  EXPECT_EQ(p.positive_multiplier, 1);
}

TEST(qs8_vlrelu_params, ratios_outside_xnnpack_ranges_are_refused) {
  xnn_qs8_lrelu_params p{};
  EXPECT_FALSE(xnn_init_qs8_lrelu_params(0x1.FFFFFEp-9f, 1.0f, 1.0f, 0, 0, &p));  // ratio below 2^-8
  EXPECT_FALSE(xnn_init_qs8_lrelu_params(0x1.000002p+7f, 1.0f, 0.5f, 0, 0, &p));  // ratio above 2^7
  EXPECT_FALSE(xnn_init_qs8_lrelu_params(2.0f, 1.0f, 64.5f, 0, 0, &p));           // ratio * slope above 2^7
  EXPECT_FALSE(xnn_init_qs8_lrelu_params(1.0f, 1.0f, -128.0f, 0, 0, &p));         // below -(2^7 - 2^-8)
  EXPECT_FALSE(xnn_init_qs8_lrelu_params(1.0f, 1.0f, NAN, 0, 0, &p));
}

// XNNPACK's release builds take a negative ratio below 2^-8 in magnitude (a slope of 0 is ReLU) and round it.
TEST(qs8_vlrelu_params, small_negative_ratios_round_like_xnnpack_release_builds) {
  xnn_qs8_lrelu_params p{};
  ASSERT_TRUE(xnn_init_qs8_lrelu_params(1.0f, 1.0f, 0.0f, 0, 0, &p));
  EXPECT_EQ(p.negative_multiplier, 0);
  EXPECT_EQ(xnn_lrelu_8bit(-100, p, -128, 127), 0);
  ASSERT_TRUE(xnn_init_qs8_lrelu_params(1.0f, 1.0f, 0x1.0p-9f, 0, 0, &p));
  EXPECT_EQ(p.negative_multiplier, 0);  // 0.5 rounds to even
  ASSERT_TRUE(xnn_init_qs8_lrelu_params(1.0f, 1.0f, -0x1.8p-9f, 0, 0, &p));
  EXPECT_EQ(p.negative_multiplier, -1);
}

// The formula on values worked out by hand: ties go up, the floor rounds toward -inf, the clamp is the type's.
TEST(qs8_vlrelu_formula, hand_computed_values) {
  const xnn_qs8_lrelu_params half{0, 256, 128, 0};  // ratio 1, slope 0.5
  EXPECT_EQ(xnn_lrelu_8bit(-1, half, -128, 127), 0);    // -0.5 -> 0
  EXPECT_EQ(xnn_lrelu_8bit(-3, half, -128, 127), -1);   // -1.5 -> -1
  EXPECT_EQ(xnn_lrelu_8bit(-5, half, -128, 127), -2);   // -2.5 -> -2
  EXPECT_EQ(xnn_lrelu_8bit(-4, half, -128, 127), -2);
  EXPECT_EQ(xnn_lrelu_8bit(100, half, -128, 127), 100);
  const xnn_qs8_lrelu_params doubled{10, 512, -768, 20};  // ratio 2, slope -1.5
  EXPECT_EQ(xnn_lrelu_8bit(50, doubled, -128, 127), 100);  // 20 + 2 * 40
  EXPECT_EQ(xnn_lrelu_8bit(60, doubled, -128, 127), 120);
  EXPECT_EQ(xnn_lrelu_8bit(70, doubled, -128, 127), 127);  // 140 saturates
  EXPECT_EQ(xnn_lrelu_8bit(0, doubled, -128, 127), 50);    // 20 + (-3) * (-10)
  EXPECT_EQ(xnn_lrelu_8bit(-128, doubled, -128, 127), 127);
  EXPECT_EQ(xnn_lrelu_8bit(0, doubled, 0, 255), 50);
  const xnn_qs8_lrelu_params small{128, 300, 3, 128};  // quint8: negative side barely moves
  EXPECT_EQ(xnn_lrelu_8bit(0, small, 0, 255), 127);   // 128 + floor((-384 + 128) / 256) = 127
  EXPECT_EQ(xnn_lrelu_8bit(86, small, 0, 255), 128);  // -42 * 3 + 128 = 2 -> 0
  EXPECT_EQ(xnn_lrelu_8bit(255, small, 0, 255), 255);
}

}  // namespace
