// Every kernel of src/ukernels/f32-dwconv/ against a double-precision reference: every channel tail (whole tiles,
// single registers, partial registers), every pixel-group tail, shared indirection pointers (small steps), zero
// (padding) pointers, input_offset rebasing, output increments, clamping and special values; multipass kernels at
// every kernel size up to two middle passes past the first; and the packer's layout.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "dwconv-tester.h"
#include "ukernel-params.h"

void PrintTo(const xnn_f32_dwconv_unipass_info& info, std::ostream* os) { *os << info.name; }
void PrintTo(const xnn_f32_dwconv_multipass_info& info, std::ostream* os) { *os << info.name; }

namespace {

class F32DwconvUnipass : public testing::TestWithParam<xnn_f32_dwconv_unipass_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }
  DwconvTester tester() const {
    const auto& k = GetParam();
    DwconvTester t;
    t.tiles(xnn_dwconv_unipass_tiles(k)).kernel_size(k.primary_tile).channels(k.channel_tile).output_width(1);
    return t;
  }
  size_t tile() const { return GetParam().channel_tile; }
  size_t lanes() const { return GetParam().channel_subtile; }
  size_t pixels() const { return GetParam().pixel_tile; }
};

TEST_P(F32DwconvUnipass, every_channel_count_below_two_tiles_and_a_register) {
  for (size_t c = 1; c <= 2 * tile() + lanes(); c++) tester().channels(c).test(GetParam().fn);
}

TEST_P(F32DwconvUnipass, every_width_below_three_pixel_tiles) {
  for (size_t w = 1; w <= 3 * pixels() + 1; w++) {
    tester().channels(tile() + lanes() + 1).output_width(w).test(GetParam().fn);
  }
}

TEST_P(F32DwconvUnipass, shared_pointers_every_step) {
  for (size_t step = 1; step <= GetParam().primary_tile; step++) {
    tester().channels(tile() + 1).output_width(pixels() + 2).step(step).test(GetParam().fn);
  }
}

// Pixel-tiled kernels run rows in chunks of at least 16 pixels (dwconv-template.h), with their own code for the
// pointer steps of stride-1 and stride-2 square kernels: every width through two chunks and a group past them, with
// whole, single-register and partial channel blocks, at every step (one-pixel kernels too: their steps are generic).
TEST_P(F32DwconvUnipass, shared_pointers_every_width) {
  const size_t widths = 2 * std::max<size_t>(16, pixels()) + pixels() + 1;
  for (size_t step = 1; step <= GetParam().primary_tile; step++) {
    for (size_t w = 1; w <= widths; w++) {
      tester().channels(tile() + lanes() + 1).output_width(w).step(step).test(GetParam().fn);
    }
  }
}

TEST_P(F32DwconvUnipass, shared_pointers_zero_pointers_and_clamps) {
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

TEST_P(F32DwconvUnipass, output_increment) {
  tester().channels(tile() + lanes() - 1).output_width(pixels() + 3).output_increment(7).test(GetParam().fn);
}

TEST_P(F32DwconvUnipass, zero_pointers) {
  for (double rate : {0.3, 1.0}) {
    tester().channels(2 * tile() + 1).output_width(pixels() + 1).zero_rate(rate).test(GetParam().fn);
  }
}

TEST_P(F32DwconvUnipass, every_smaller_kernel) {
  for (size_t ks = 1; ks < GetParam().primary_tile; ks++) {
    tester().kernel_size(ks).channels(tile() + 1).output_width(2).test(GetParam().fn);
  }
}

TEST_P(F32DwconvUnipass, clamps) {
  tester().channels(tile() + lanes() + 1).output_width(pixels() + 1).clamp(0.3, 1.0).test(GetParam().fn);
  tester().channels(tile() + lanes() + 1).output_width(pixels() + 1).clamp(0.0, 0.7).test(GetParam().fn);
  tester().channels(tile() + lanes() + 1).output_width(pixels() + 1).clamp(0.4, 0.6).test(GetParam().fn);
}

TEST_P(F32DwconvUnipass, special_values) {
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  tester()
      .channels(tile() + lanes() + 1)
      .output_width(2)
      .input_values({1.0f, inf, 0.5f, -inf, nan, 2.0f, -0.0f})
      .test(GetParam().fn);
  tester().channels(tile() + lanes() + 1).output_width(2).input_values({1e30f, -1e30f, 1e37f}).test(GetParam().fn);
}

// -0 bias plus products of -0 inputs stays -0; a +0 padding product makes it +0.
TEST_P(F32DwconvUnipass, signed_zeros) {
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

INSTANTIATE_TEST_SUITE_P(f32_dwconv, F32DwconvUnipass,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_dwconv_unipass_ukernels,
                                                          xnn_f32_dwconv_unipass_ukernel_count)),
                         xnn_ukernel_test_name());

class F32DwconvMultipass : public testing::TestWithParam<xnn_f32_dwconv_multipass_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }
  DwconvTester tester() const {
    const auto& k = GetParam();
    DwconvTester t;
    t.tiles(xnn_dwconv_multipass_tiles(k)).kernel_size(k.first_pass_tile + 1).channels(k.channel_tile).output_width(1);
    return t;
  }
  size_t tile() const { return GetParam().channel_tile; }
  size_t lanes() const { return GetParam().channel_subtile; }
  std::vector<size_t> kernel_sizes() const { return xnn_dwconv_multipass_kernel_sizes(GetParam()); }
};

XNN_DWCONV_MULTIPASS_SHAPE_CASES(F32DwconvMultipass)

TEST_P(F32DwconvMultipass, clamps_and_special_values) {
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

INSTANTIATE_TEST_SUITE_P(f32_dwconv, F32DwconvMultipass,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_dwconv_multipass_ukernels,
                                                          xnn_f32_dwconv_multipass_ukernel_count)),
                         xnn_ukernel_test_name());

// The packer against an independent description: HWG weights k[y][x][c] = 1000 * (y * kw + x) + c + 1 land at
// tap x * kh + y of their pass, in their channel block.
TEST(dwconv_pack, unipass_and_multipass_layouts) {
  struct shape {
    xnn_dwconv_tiles tiles;
    size_t kh, kw, channels;
  };
  for (const shape& s :
       {shape{{9, 0, 0, 8, 4}, 3, 3, 13}, shape{{25, 0, 0, 4, 4}, 2, 3, 7}, shape{{5, 5, 5, 16, 8}, 5, 5, 27},
        shape{{2, 2, 2, 1, 1}, 3, 2, 3}, shape{{5, 5, 5, 8, 8}, 2, 3, 9}}) {
    const size_t ks = s.kh * s.kw;
    std::vector<float> k(ks * s.channels), bias(s.channels);
    for (size_t t = 0; t < ks; t++) {
      for (size_t c = 0; c < s.channels; c++) k[t * s.channels + c] = float(1000 * t + c + 1);
    }
    for (size_t c = 0; c < s.channels; c++) bias[c] = -float(c + 1);
    std::vector<float> packed(xnn_packed_f32_dwconv_size(s.tiles, ks, s.channels), NAN);
    xnn_pack_f32_dwconv_hwg_w(s.tiles, s.kh, s.kw, s.channels, k.data(), bias.data(), packed.data());

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
        for (size_t i = 0; pass == 0 && i < width; i++, pos++) {
          ASSERT_EQ(packed.at(pos), c0 + i < s.channels ? bias[c0 + i] : 0.0f) << "bias of channel " << c0 + i;
        }
        for (size_t t = tap0; t < tap0 + passes[pass]; t++) {
          const size_t x = t / s.kh, y = t % s.kh;
          for (size_t i = 0; i < width; i++, pos++) {
            const float expected = t < ks && c0 + i < s.channels ? float(1000 * (y * s.kw + x) + c0 + i + 1) : 0.0f;
            ASSERT_EQ(packed.at(pos), expected) << "pass " << pass << " tap " << t << " channel " << c0 + i;
          }
        }
        c0 += width;
      }
      tap0 += passes[pass];
    }
    EXPECT_EQ(pos, packed.size());
  }
}

}  // namespace
