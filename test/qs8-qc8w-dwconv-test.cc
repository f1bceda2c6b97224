// Every kernel of src/ukernels/qs8-qc8w-dwconv/ bit for bit against exact int32 sums requantized by
// xnn_requantize_fp32: every channel tail (whole tiles, single registers, partial registers), every smaller kernel
// (unipass) and every pass count up to two middle passes (multipass), several pixels with shared pointers and output
// increments, zero (padding) pointers, input_offset rebasing, zero points at both extremes, scales 2^-20..2^8
// (powers of two: exact ties), saturation at both ends; and the packer's layout.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "configs/qs8-qc8w-dwconv-config.h"
#include "qs8-dwconv-tester.h"
#include "ukernel-params.h"

void PrintTo(const xnn_qs8_qc8w_dwconv_unipass_info& info, std::ostream* os) { *os << info.name; }
void PrintTo(const xnn_qs8_qc8w_dwconv_multipass_info& info, std::ostream* os) { *os << info.name; }

namespace {

xnn_dwconv_tiles tiles_of(const xnn_qs8_qc8w_dwconv_unipass_info& k) {
  return {k.primary_tile, 0, 0, k.channel_tile, k.channel_subtile};
}
xnn_dwconv_tiles tiles_of(const xnn_qs8_qc8w_dwconv_multipass_info& k) {
  return {k.first_pass_tile, k.middle_pass_tile, k.last_pass_tile, k.channel_tile, k.channel_subtile};
}

// The cases every kernel shares, on a tester already set to the kernel's tiles, kernel size and a channel count
// with a whole tile, a whole register and a partial one.
template <class Fn>
void output_stage_cases(const Qs8DwconvTester& base, Fn fn) {
  for (int32_t zp : {-128, 127}) {
    Qs8DwconvTester(base).input_zero_point(zp).zero_rate(0.3).output_width(3).test(fn);
    Qs8DwconvTester(base).output_zero_point(zp).test(fn);
  }
  for (int e = -20; e <= 8; e++) {
    // Larger scales need smaller sums to leave results in range: inputs near the zero point, small weights.
    const int32_t spread = e <= -8 ? 127 : e <= 0 ? 8 : 1;
    Qs8DwconvTester(base).scale_exponents(e, e).bias_range(-100, 100).test(fn);
    Qs8DwconvTester(base)
        .scale_exponents(e, e, /*powers_of_two=*/true)
        .input_range(3 - spread, 3 + spread)
        .weight_range(-spread, spread)
        .bias_range(-spread * 4, spread * 4)
        .test(fn);
  }
  // Saturation: at the int8 ends (large scales) and at narrow bounds on both sides of the zero point.
  Qs8DwconvTester(base).scale_exponents(-6, -4).test(fn);
  Qs8DwconvTester(base).output_range(-20, 30).test(fn);
  Qs8DwconvTester(base).output_zero_point(-128).output_range(-128, -100).test(fn);
  Qs8DwconvTester(base).output_zero_point(127).output_range(100, 127).test(fn);
}

class Qs8DwconvUnipass : public testing::TestWithParam<xnn_qs8_qc8w_dwconv_unipass_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }
  Qs8DwconvTester tester() const {
    const auto& k = GetParam();
    Qs8DwconvTester t;
    t.tiles(tiles_of(k)).kernel_size(k.primary_tile).channels(k.channel_tile).output_width(1);
    return t;
  }
  size_t tile() const { return GetParam().channel_tile; }
  size_t lanes() const { return GetParam().channel_subtile; }
};

TEST_P(Qs8DwconvUnipass, every_channel_count_below_two_tiles_and_a_register) {
  for (size_t c = 1; c <= 2 * tile() + lanes(); c++) tester().channels(c).test(GetParam().fn);
}

TEST_P(Qs8DwconvUnipass, every_smaller_kernel) {
  for (size_t ks = 1; ks < GetParam().primary_tile; ks++) {
    tester().kernel_size(ks).channels(tile() + lanes() + 1).output_width(2).test(GetParam().fn);
  }
}

TEST_P(Qs8DwconvUnipass, several_pixels_every_step_with_output_increment) {
  for (size_t step = 1; step <= GetParam().primary_tile; step++) {
    tester().channels(tile() + lanes() + 1).output_width(5).step(step).output_increment(7).test(GetParam().fn);
  }
}

// Unipass kernels take rows in chunks of 16 pixels, and compute groups of pixels together where a square kernel's
// stride-1 or stride-2 pixels share pointers (dwconv-template.h): every width through two chunks and one more, at
// those two steps and at one that shares nothing, with whole, single-register and partial channel blocks.
TEST_P(Qs8DwconvUnipass, every_width_through_two_chunks_shared_and_not) {
  size_t side = 1;
  while (side * side < GetParam().primary_tile) side++;
  for (size_t step : {side, 2 * side, size_t(GetParam().primary_tile)}) {
    for (size_t w = 1; w <= 33; w++) {
      tester()
          .channels(tile() + lanes() + 1)
          .output_width(w)
          .step(step)
          .output_increment(3)
          .zero_rate(0.1)
          .test(GetParam().fn);
    }
  }
  tester().channels(2 * tile()).output_width(20).step(side).test(GetParam().fn);
}

TEST_P(Qs8DwconvUnipass, zero_pointers) {
  for (double rate : {0.3, 1.0}) {
    tester().channels(2 * tile() + 1).output_width(3).zero_rate(rate).test(GetParam().fn);
  }
}

TEST_P(Qs8DwconvUnipass, zero_points_scales_and_saturation) {
  output_stage_cases(tester().channels(tile() + lanes() + 1).output_width(2), GetParam().fn);
}

INSTANTIATE_TEST_SUITE_P(qs8_qc8w_dwconv, Qs8DwconvUnipass,
                         testing::ValuesIn(xnn_table_rows(xnn_qs8_qc8w_dwconv_unipass_ukernels,
                                                          xnn_qs8_qc8w_dwconv_unipass_ukernel_count)),
                         xnn_ukernel_test_name());

class Qs8DwconvMultipass : public testing::TestWithParam<xnn_qs8_qc8w_dwconv_multipass_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }
  Qs8DwconvTester tester() const {
    const auto& k = GetParam();
    Qs8DwconvTester t;
    t.tiles(tiles_of(k)).kernel_size(k.first_pass_tile + 1).channels(k.channel_tile).output_width(1);
    return t;
  }
  size_t tile() const { return GetParam().channel_tile; }
  size_t lanes() const { return GetParam().channel_subtile; }
  // Kernel sizes from first + 1 (last pass only) through two middle passes and every last-pass tail.
  std::vector<size_t> kernel_sizes() const {
    const auto& k = GetParam();
    std::vector<size_t> sizes;
    const size_t last = size_t(k.first_pass_tile) + 2 * size_t(k.middle_pass_tile) + size_t(k.last_pass_tile) + 1;
    for (size_t ks = size_t(k.first_pass_tile) + 1; ks <= last; ks++) sizes.push_back(ks);
    return sizes;
  }
};

TEST_P(Qs8DwconvMultipass, every_kernel_size) {
  for (size_t ks : kernel_sizes()) tester().kernel_size(ks).channels(tile() + lanes() + 1).test(GetParam().fn);
}

TEST_P(Qs8DwconvMultipass, every_channel_count_below_two_tiles_and_a_register) {
  for (size_t ks : {GetParam().first_pass_tile + 1, GetParam().first_pass_tile + GetParam().middle_pass_tile + 2}) {
    for (size_t c = 1; c <= 2 * tile() + lanes(); c++) tester().kernel_size(ks).channels(c).test(GetParam().fn);
  }
}

TEST_P(Qs8DwconvMultipass, several_pixels_strided_with_zero_pointers) {
  for (size_t ks : kernel_sizes()) {
    tester()
        .kernel_size(ks)
        .channels(tile() + 1)
        .output_width(3)
        .output_increment(5)
        .zero_rate(0.2)
        .test(GetParam().fn);
    tester().kernel_size(ks).channels(tile() + 1).output_width(3).step(2).test(GetParam().fn);
  }
}

TEST_P(Qs8DwconvMultipass, zero_points_scales_and_saturation) {
  const size_t ks = GetParam().first_pass_tile + GetParam().middle_pass_tile + 1;
  output_stage_cases(tester().kernel_size(ks).channels(tile() + lanes() + 1).output_width(2), GetParam().fn);
}

INSTANTIATE_TEST_SUITE_P(qs8_qc8w_dwconv, Qs8DwconvMultipass,
                         testing::ValuesIn(xnn_table_rows(xnn_qs8_qc8w_dwconv_multipass_ukernels,
                                                          xnn_qs8_qc8w_dwconv_multipass_ukernel_count)),
                         xnn_ukernel_test_name());

TEST(qs8_qc8w_dwconv_config, a_kernel_per_primary_tile_and_a_multipass_kernel) {
  const xnn_qs8_qc8w_dwconv_config* config = xnn_init_qs8_qc8w_dwconv_config();
  ASSERT_NE(config, nullptr);
  for (size_t i = 0; i < sizeof(kXnnQs8DwconvPrimaryTiles) / sizeof(kXnnQs8DwconvPrimaryTiles[0]); i++) {
    ASSERT_NE(config->unipass[i], nullptr) << kXnnQs8DwconvPrimaryTiles[i] << " taps";
    EXPECT_EQ(config->unipass[i]->primary_tile, kXnnQs8DwconvPrimaryTiles[i]);
    EXPECT_TRUE(xnn_isa_enabled(config->unipass[i]->isa)) << config->unipass[i]->name;
  }
  ASSERT_NE(config->multipass, nullptr);
  EXPECT_TRUE(xnn_isa_enabled(config->multipass->isa)) << config->multipass->name;
  EXPECT_EQ(xnn_qs8_qc8w_dwconv_unipass_for(config, 9)->primary_tile, 9);
  EXPECT_EQ(xnn_qs8_qc8w_dwconv_unipass_for(config, 10)->primary_tile, 25);
  EXPECT_EQ(xnn_qs8_qc8w_dwconv_unipass_for(config, 26), nullptr);
}

// The packer against an independent description: HWG weights k[y][x][c] = (7 * (y * kw + x) + c) % 256 - 128 land
// at tap x * kh + y of their pass, in their channel block; the first pass starts each block with
// bias[c] - izp * sum_t k[t][c], the last ends it with the scales.
TEST(qs8_qc8w_dwconv_pack, unipass_and_multipass_layouts) {
  struct shape {
    xnn_dwconv_tiles tiles;
    size_t kh, kw, channels;
  };
  const int32_t izp = -77;
  for (const shape& s :
       {shape{{9, 0, 0, 8, 4}, 3, 3, 13}, shape{{25, 0, 0, 4, 4}, 2, 3, 7}, shape{{5, 5, 5, 16, 8}, 5, 5, 27},
        shape{{5, 5, 5, 1, 1}, 3, 2, 3}, shape{{5, 5, 5, 8, 8}, 2, 3, 9}}) {
    const size_t ks = s.kh * s.kw;
    std::vector<int8_t> k(ks * s.channels);
    std::vector<int32_t> bias(s.channels);
    std::vector<float> scale(s.channels);
    for (size_t t = 0; t < ks; t++) {
      for (size_t c = 0; c < s.channels; c++) k[t * s.channels + c] = int8_t(int((7 * t + c) % 256) - 128);
    }
    for (size_t c = 0; c < s.channels; c++) bias[c] = -int32_t(1000 * c + 1), scale[c] = 0.25f * float(c + 1);
    std::vector<uint8_t> packed(xnn_packed_qs8_qc8w_dwconv_size(s.tiles, ks, s.channels), 0xEE);
    xnn_pack_qs8_qc8w_dwconv_hwg_w(s.tiles, s.kh, s.kw, s.channels, izp, k.data(), bias.data(), scale.data(),
                                   packed.data());

    std::vector<size_t> passes = {s.tiles.first_pass};
    if (s.tiles.last_pass != 0) {
      size_t remaining = ks - s.tiles.first_pass;
      for (; remaining > s.tiles.last_pass; remaining -= s.tiles.middle_pass) passes.push_back(s.tiles.middle_pass);
      passes.push_back(s.tiles.last_pass);
    }
    size_t pos = 0, tap0 = 0;
    for (size_t pass = 0; pass < passes.size(); pass++) {
      for (size_t c0 = 0; c0 < s.channels;) {
        const size_t width = c0 + s.tiles.channel_tile <= s.channels ? s.tiles.channel_tile : s.tiles.channel_subtile;
        for (size_t i = 0; pass == 0 && i < width; i++, pos += 4) {
          int32_t expected = 0;
          if (c0 + i < s.channels) {
            expected = bias[c0 + i];
            for (size_t t = 0; t < ks; t++) expected -= izp * k[t * s.channels + c0 + i];
          }
          int32_t got;
          ASSERT_LE(pos + 4, packed.size());
          std::memcpy(&got, &packed[pos], 4);
          ASSERT_EQ(got, expected) << "bias of channel " << c0 + i;
        }
        for (size_t t = tap0; t < tap0 + passes[pass]; t++) {
          const size_t x = t / s.kh, y = t % s.kh;
          for (size_t i = 0; i < width; i++, pos++) {
            const int8_t expected = t < ks && c0 + i < s.channels ? k[(y * s.kw + x) * s.channels + c0 + i] : 0;
            ASSERT_EQ(int8_t(packed.at(pos)), expected) << "pass " << pass << " tap " << t << " channel " << c0 + i;
          }
        }
        for (size_t i = 0; pass + 1 == passes.size() && i < width; i++, pos += 4) {
          float got;
          ASSERT_LE(pos + 4, packed.size());
          std::memcpy(&got, &packed[pos], 4);
          ASSERT_EQ(got, c0 + i < s.channels ? scale[c0 + i] : 0.0f) << "scale of channel " << c0 + i;
        }
        c0 += width;
      }
      tap0 += passes[pass];
    }
    EXPECT_EQ(pos, packed.size());
  }
}

}  // namespace
