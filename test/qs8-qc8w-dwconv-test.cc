// Every kernel of src/ukernels/qs8-qc8w-dwconv/ bit for bit against exact int32 sums requantized by
// xnn_requantize_fp32 (the cases of q8-dwconv-cases.h); the config's choice and the packer's layout.
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "configs/qs8-qc8w-dwconv-config.h"
#include "q8-dwconv-cases.h"

void PrintTo(const xnn_qs8_qc8w_dwconv_unipass_info& info, std::ostream* os) { *os << info.name; }
void PrintTo(const xnn_qs8_qc8w_dwconv_multipass_info& info, std::ostream* os) { *os << info.name; }

namespace {

using Qs8DwconvUnipass = Q8DwconvUnipass<int8_t, xnn_qs8_qc8w_dwconv_unipass_info>;
using Qs8DwconvMultipass = Q8DwconvMultipass<int8_t, xnn_qs8_qc8w_dwconv_multipass_info>;

TEST_P(Qs8DwconvUnipass, every_channel_count_below_two_tiles_and_a_register) {
  every_channel_count_below_two_tiles_and_a_register();
}
TEST_P(Qs8DwconvUnipass, every_smaller_kernel) { every_smaller_kernel(); }
TEST_P(Qs8DwconvUnipass, several_pixels_every_step_with_output_increment) {
  several_pixels_every_step_with_output_increment();
}
TEST_P(Qs8DwconvUnipass, every_width_through_two_chunks_shared_and_not) {
  every_width_through_two_chunks_shared_and_not();
}
TEST_P(Qs8DwconvUnipass, zero_pointers) { zero_pointers(); }
TEST_P(Qs8DwconvUnipass, zero_points_scales_and_saturation) { zero_points_scales_and_saturation(); }

INSTANTIATE_TEST_SUITE_P(qs8_qc8w_dwconv, Qs8DwconvUnipass,
                         testing::ValuesIn(xnn_table_rows(xnn_qs8_qc8w_dwconv_unipass_ukernels,
                                                          xnn_qs8_qc8w_dwconv_unipass_ukernel_count)),
                         xnn_ukernel_test_name());

XNN_DWCONV_MULTIPASS_SHAPE_CASES(Qs8DwconvMultipass)
TEST_P(Qs8DwconvMultipass, zero_points_scales_and_saturation) { zero_points_scales_and_saturation(); }

INSTANTIATE_TEST_SUITE_P(qs8_qc8w_dwconv, Qs8DwconvMultipass,
                         testing::ValuesIn(xnn_table_rows(xnn_qs8_qc8w_dwconv_multipass_ukernels,
                                                          xnn_qs8_qc8w_dwconv_multipass_ukernel_count)),
                         xnn_ukernel_test_name());

TEST(qs8_qc8w_dwconv_config, a_kernel_per_primary_tile_and_a_multipass_kernel) {
  q8_dwconv_config_cases(xnn_init_qs8_qc8w_dwconv_config());
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
