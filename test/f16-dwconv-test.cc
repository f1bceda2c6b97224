// Every kernel of src/ukernels/f16-dwconv/ against a double-precision reference (bound in dwconv-tester.h): the
// f32 family's cases (XNN_FLOAT_DWCONV_CASES) on halves: every channel tail (whole tiles, single registers, partial
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
#include "dwconv-tester.h"
#include "ukernels/f16-vcvt/half.h"
#include "ukernel-params.h"

void PrintTo(const xnn_f16_dwconv_unipass_info& info, std::ostream* os) { *os << info.name; }
void PrintTo(const xnn_f16_dwconv_multipass_info& info, std::ostream* os) { *os << info.name; }

namespace {

using F16DwconvUnipass = FloatDwconvUnipass<xnn_test_f16, xnn_f16_dwconv_unipass_info>;
using F16DwconvMultipass = FloatDwconvMultipass<xnn_test_f16, xnn_f16_dwconv_multipass_info>;
XNN_FLOAT_DWCONV_CASES(F16DwconvUnipass, F16DwconvMultipass)

INSTANTIATE_TEST_SUITE_P(f16_dwconv, F16DwconvUnipass,
                         testing::ValuesIn(xnn_table_rows(xnn_f16_dwconv_unipass_ukernels,
                                                          xnn_f16_dwconv_unipass_ukernel_count)),
                         xnn_ukernel_test_name());

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
