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

using F32DwconvUnipass = FloatDwconvUnipass<xnn_test_f32, xnn_f32_dwconv_unipass_info>;
using F32DwconvMultipass = FloatDwconvMultipass<xnn_test_f32, xnn_f32_dwconv_multipass_info>;
XNN_FLOAT_DWCONV_CASES(F32DwconvUnipass, F32DwconvMultipass)

INSTANTIATE_TEST_SUITE_P(f32_dwconv, F32DwconvUnipass,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_dwconv_unipass_ukernels,
                                                          xnn_f32_dwconv_unipass_ukernel_count)),
                         xnn_ukernel_test_name());

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
