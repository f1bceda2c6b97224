// Every kernel of src/ukernels/f16-dwconv/ against a double-precision reference (bound in f16-dwconv-tester.h): the
// f32 family's cases (f32-dwconv-test.cc) on halves: every channel tail (whole tiles, single registers, partial
// registers), every pixel-group tail, shared indirection pointers (small steps), zero (padding) pointers,
// input_offset rebasing, output increments, clamping, special values and overflow past the largest half; multipass
// kernels at every kernel size up to two middle passes past the first; and the two f16 packers against the f32 one.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "configs/f16-dwconv-config.h"
#include "f16-dwconv-tester.h"
#include "ukernels/f16-vcvt/half.h"
#include "ukernel-params.h"

void PrintTo(const xnn_f16_dwconv_unipass_info& info, std::ostream* os) { *os << info.name; }
void PrintTo(const xnn_f16_dwconv_multipass_info& info, std::ostream* os) { *os << info.name; }

namespace {

class F16DwconvUnipass : public testing::TestWithParam<xnn_f16_dwconv_unipass_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }
  F16DwconvTester tester() const {
    const auto& k = GetParam();
    F16DwconvTester t;
    t.tiles(xnn_dwconv_unipass_tiles(k)).kernel_size(k.primary_tile).channels(k.channel_tile).output_width(1);
    return t;
  }
  size_t tile() const { return GetParam().channel_tile; }
  size_t lanes() const { return GetParam().channel_subtile; }
  size_t pixels() const { return GetParam().pixel_tile; }
};

TEST_P(F16DwconvUnipass, every_channel_count_below_two_tiles_and_a_register) {
  for (size_t c = 1; c <= 2 * tile() + lanes(); c++) tester().channels(c).test(GetParam().fn);
}

TEST_P(F16DwconvUnipass, every_width_below_three_pixel_tiles) {
  for (size_t w = 1; w <= 3 * pixels() + 1; w++) {
    tester().channels(tile() + lanes() + 1).output_width(w).test(GetParam().fn);
  }
}

TEST_P(F16DwconvUnipass, shared_pointers_every_step) {
  for (size_t step = 1; step <= GetParam().primary_tile; step++) {
    tester().channels(tile() + 1).output_width(pixels() + 2).step(step).test(GetParam().fn);
  }
}

// Pixel-tiled kernels run rows in chunks of at least 16 pixels (dwconv-template.h), with their own code for the
// pointer steps of stride-1 and stride-2 square kernels: every width through two chunks and a group past them, with
// whole, single-register and partial channel blocks, at every step (one-pixel kernels too: their steps are generic).
TEST_P(F16DwconvUnipass, shared_pointers_every_width) {
  const size_t widths = 2 * std::max<size_t>(16, pixels()) + pixels() + 1;
  for (size_t step = 1; step <= GetParam().primary_tile; step++) {
    for (size_t w = 1; w <= widths; w++) {
      tester().channels(tile() + lanes() + 1).output_width(w).step(step).test(GetParam().fn);
    }
  }
}

TEST_P(F16DwconvUnipass, shared_pointers_zero_pointers_and_clamps) {
  for (size_t step = 1; step < GetParam().primary_tile; step++) {
    tester().channels(tile() + lanes() + 1).output_width(17).step(step).zero_rate(0.3).test(GetParam().fn);
    tester().channels(tile() + lanes() + 1).output_width(17).step(step).clamp(0.3, 0.7).test(GetParam().fn);
    tester()
        .channels(tile() + lanes() + 1)
        .output_width(5)
        .step(step)
        .output_increment(7)
        .input_values({1.0f, std::numeric_limits<float>::infinity(), std::numeric_limits<float>::quiet_NaN()})
        .test(GetParam().fn);
  }
}

TEST_P(F16DwconvUnipass, output_increment) {
  tester().channels(tile() + lanes() - 1).output_width(pixels() + 3).output_increment(7).test(GetParam().fn);
}

TEST_P(F16DwconvUnipass, zero_pointers) {
  for (double rate : {0.3, 1.0}) {
    tester().channels(2 * tile() + 1).output_width(pixels() + 1).zero_rate(rate).test(GetParam().fn);
  }
}

TEST_P(F16DwconvUnipass, every_smaller_kernel) {
  for (size_t ks = 1; ks < GetParam().primary_tile; ks++) {
    tester().kernel_size(ks).channels(tile() + 1).output_width(2).test(GetParam().fn);
  }
}

TEST_P(F16DwconvUnipass, clamps) {
  tester().channels(tile() + lanes() + 1).output_width(pixels() + 1).clamp(0.3, 1.0).test(GetParam().fn);
  tester().channels(tile() + lanes() + 1).output_width(pixels() + 1).clamp(0.0, 0.7).test(GetParam().fn);
  tester().channels(tile() + lanes() + 1).output_width(pixels() + 1).clamp(0.4, 0.6).test(GetParam().fn);
}

TEST_P(F16DwconvUnipass, special_values) {
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  tester()
      .channels(tile() + lanes() + 1)
      .output_width(2)
      .input_values({1.0f, inf, 0.5f, -inf, nan, 2.0f, -0.0f})
      .test(GetParam().fn);
  // Sums past the largest half (65504) round to infinity.
  tester()
      .channels(tile() + lanes() + 1)
      .output_width(2)
      .input_values({60000.0f, -60000.0f, 30000.0f})
      .test(GetParam().fn);
}

// -0 bias plus products of -0 inputs stays -0; a +0 padding product makes it +0.
TEST_P(F16DwconvUnipass, signed_zeros) {
  tester().channels(tile() + 1).output_width(2).input_values({-0.0f}).bias_value(-0.0f).test(GetParam().fn);
  tester()
      .channels(tile() + 1)
      .output_width(2)
      .input_values({-0.0f})
      .bias_value(-0.0f)
      .zero_rate(0.5)
      .test(GetParam().fn);
  // Positive weights: every product is -0, so any +0 from the padded taps (kernel smaller than the tile) shows.
  tester().kernel_size(1).channels(tile() + 1).input_values({-0.0f}).bias_value(-0.0f).weight_value(0.5f).test(
      GetParam().fn);
}

INSTANTIATE_TEST_SUITE_P(f16_dwconv, F16DwconvUnipass,
                         testing::ValuesIn(xnn_table_rows(xnn_f16_dwconv_unipass_ukernels,
                                                          xnn_f16_dwconv_unipass_ukernel_count)),
                         xnn_ukernel_test_name());

class F16DwconvMultipass : public testing::TestWithParam<xnn_f16_dwconv_multipass_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }
  F16DwconvTester tester() const {
    const auto& k = GetParam();
    F16DwconvTester t;
    t.tiles(xnn_dwconv_multipass_tiles(k)).kernel_size(k.first_pass_tile + 1).channels(k.channel_tile).output_width(1);
    return t;
  }
  size_t tile() const { return GetParam().channel_tile; }
  size_t lanes() const { return GetParam().channel_subtile; }
  std::vector<size_t> kernel_sizes() const { return xnn_dwconv_multipass_kernel_sizes(GetParam()); }
};

XNN_DWCONV_MULTIPASS_SHAPE_CASES(F16DwconvMultipass)

TEST_P(F16DwconvMultipass, clamps_and_special_values) {
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  const size_t ks = GetParam().first_pass_tile + GetParam().middle_pass_tile + 1;
  tester().kernel_size(ks).channels(tile() + lanes() + 1).output_width(2).clamp(0.3, 0.7).test(GetParam().fn);
  tester()
      .kernel_size(ks)
      .channels(tile() + 1)
      .output_width(2)
      .input_values({1.0f, inf, -inf, nan, -0.0f})
      .test(GetParam().fn);
  tester().kernel_size(ks).channels(tile() + 1).input_values({-0.0f}).bias_value(-0.0f).test(GetParam().fn);
  // Positive weights: every product is -0, so any +0 from the last pass's padded taps shows.
  tester()
      .kernel_size(ks)
      .channels(tile() + 1)
      .input_values({-0.0f})
      .bias_value(-0.0f)
      .weight_value(0.5f)
      .test(GetParam().fn);
}

INSTANTIATE_TEST_SUITE_P(f16_dwconv, F16DwconvMultipass,
                         testing::ValuesIn(xnn_table_rows(xnn_f16_dwconv_multipass_ukernels,
                                                          xnn_f16_dwconv_multipass_ukernel_count)),
                         xnn_ukernel_test_name());

// Both f16 packers against the f32 one (whose layout f32-dwconv-test checks): packing floats and rounding each
// element, packing the rounded halves, and packing floats into halves give the same bits, padding (-0 taps, +0 bias)
// included.
TEST(f16_dwconv_pack, matches_the_f32_layout_rounded) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> dist(-70000.0f, 70000.0f);
  for (const xnn_dwconv_tiles& tiles :
       {xnn_dwconv_tiles{9, 0, 0, 8, 4}, xnn_dwconv_tiles{25, 0, 0, 16, 16}, xnn_dwconv_tiles{5, 5, 5, 16, 8}}) {
    const size_t kh = 3, kw = 4, channels = 21, ks = kh * kw;
    if (tiles.last_pass == 0 && ks > tiles.first_pass) continue;
    std::vector<float> k(ks * channels), bias(channels);
    for (float& v : k) v = dist(rng) * (rng() % 2 ? 1.0f : 0x1.0p-20f);
    for (float& v : bias) v = dist(rng);
    std::vector<uint16_t> hk(k.size()), hbias(bias.size());
    for (size_t i = 0; i < k.size(); i++) hk[i] = xnn_f32_to_f16(k[i]);
    for (size_t i = 0; i < bias.size(); i++) hbias[i] = xnn_f32_to_f16(bias[i]);
    const size_t size = xnn_packed_f32_dwconv_size(tiles, ks, channels);
    std::vector<float> f32(size);
    std::vector<uint16_t> from_f32(size, 0x7E00), from_f16(size, 0x7E00);
    xnn_pack_f32_dwconv_hwg_w(tiles, kh, kw, channels, k.data(), bias.data(), f32.data());
    xnn_pack_f32_to_f16_dwconv_hwg_w(tiles, kh, kw, channels, k.data(), bias.data(), from_f32.data());
    xnn_pack_f16_dwconv_hwg_w(tiles, kh, kw, channels, hk.data(), hbias.data(), from_f16.data());
    for (size_t i = 0; i < size; i++) {
      ASSERT_EQ(from_f32[i], xnn_f32_to_f16(f32[i])) << "element " << i << " of tiles " << tiles.first_pass;
      ASSERT_EQ(from_f16[i], from_f32[i]) << "element " << i << " of tiles " << tiles.first_pass;
    }
  }
}

// The config takes, per primary tile, a row of that tile on an enabled ISA, and finds the smallest that holds a
// kernel (none past the largest: the multipass row runs).
TEST(f16_dwconv_config, chooses_rows_of_this_cpu_per_primary_tile) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  const xnn_f16_dwconv_config* config = xnn_init_f16_dwconv_config();
  ASSERT_NE(config, nullptr);
  for (size_t i = 0; i < 4; i++) {
    ASSERT_NE(config->unipass[i], nullptr) << "primary tile " << kXnnDwconvPrimaryTiles[i];
    EXPECT_EQ(config->unipass[i]->primary_tile, kXnnDwconvPrimaryTiles[i]) << config->unipass[i]->name;
    EXPECT_TRUE(xnn_isa_enabled(config->unipass[i]->isa)) << config->unipass[i]->name;
  }
  ASSERT_NE(config->multipass, nullptr);
  EXPECT_TRUE(xnn_isa_enabled(config->multipass->isa)) << config->multipass->name;
  EXPECT_EQ(xnn_f16_dwconv_unipass_for(config, 5)->primary_tile, 9);
  EXPECT_EQ(xnn_f16_dwconv_unipass_for(config, 26), nullptr);
}

}  // namespace
