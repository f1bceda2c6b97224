// The reference packers against an independent description of the packed layout.
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

#include "packing/gemm-pack.h"

namespace {

struct layout {
  size_t nc, kc, nr, kr, sr;
};

// Value at packed position of (block, kgroup, channel in block, j in kr) for the GOI tensor k[n][kc] = n*1000+k+1.
float expected_value(const layout& l, size_t n, size_t kp) {
  const size_t window = l.kr * l.sr;
  const size_t base = kp / window * window;
  const size_t rotated = base + (kp - base + (n % l.nr) * l.kr) % window;
  if (n >= l.nc || rotated >= l.kc) return 0.0f;
  return float(n * 1000 + rotated + 1);
}

class GemmPack : public testing::TestWithParam<layout> {};

TEST_P(GemmPack, goi_and_gio_agree_with_layout) {
  const layout l = GetParam();
  std::vector<float> goi(l.nc * l.kc), gio(l.kc * (l.nc + 3)), bias(l.nc);
  for (size_t n = 0; n < l.nc; n++) {
    bias[n] = -float(n + 1);
    for (size_t k = 0; k < l.kc; k++) {
      goi[n * l.kc + k] = float(n * 1000 + k + 1);
      gio[k * (l.nc + 3) + n] = goi[n * l.kc + k];
    }
  }
  const size_t size = xnn_packed_f32_gemm_size(l.nc, l.kc, l.nr, l.kr, l.sr);
  std::vector<float> packed_goi(size, 99.0f), packed_gio(size, 99.0f);
  xnn_pack_f32_gemm_goi_w(1, l.nc, l.kc, l.nr, l.kr, l.sr, goi.data(), bias.data(), packed_goi.data());
  xnn_pack_f32_gemm_gio_w(1, l.nc, l.kc, l.nr, l.kr, l.sr, l.nc + 3, gio.data(), bias.data(), packed_gio.data());
  EXPECT_EQ(packed_goi, packed_gio);

  const size_t kc_padded = (l.kc + l.kr * l.sr - 1) / (l.kr * l.sr) * (l.kr * l.sr);
  size_t pos = 0;
  for (size_t n0 = 0; n0 < l.nc; n0 += l.nr) {
    for (size_t n = 0; n < l.nr; n++, pos++) {
      ASSERT_EQ(packed_goi[pos], n0 + n < l.nc ? bias[n0 + n] : 0.0f) << "bias of channel " << n0 + n;
    }
    for (size_t kp0 = 0; kp0 < kc_padded; kp0 += l.kr) {
      for (size_t n = 0; n < l.nr; n++) {
        for (size_t j = 0; j < l.kr; j++, pos++) {
          ASSERT_EQ(packed_goi[pos], expected_value(l, n0 + n, kp0 + j))
              << "channel " << n0 + n << ", packed k " << kp0 + j;
        }
      }
    }
  }
  EXPECT_EQ(pos, size);
}

TEST(GemmPackConv, taps_follow_each_other_per_block) {
  const size_t nc = 5, ks = 3, kc = 2, nr = 4;
  std::vector<float> k(nc * ks * kc);
  for (size_t i = 0; i < k.size(); i++) k[i] = float(i + 1);
  std::vector<float> packed(xnn_packed_f32_conv_size(nc, ks, kc, nr, 1, 1));
  xnn_pack_f32_conv_goki_w(1, nc, ks, kc, nr, 1, 1, k.data(), nullptr, packed.data());
  // Block 0: 4 zero biases, then tap 0 k 0 for channels 0..3.
  EXPECT_EQ(packed[0], 0.0f);
  EXPECT_EQ(packed[4], k[(0 * ks + 0) * kc + 0]);
  EXPECT_EQ(packed[5], k[(1 * ks + 0) * kc + 0]);
  // Tap 1, k 1, channel 2 of block 0.
  EXPECT_EQ(packed[4 + (1 * kc + 1) * nr + 2], k[(2 * ks + 1) * kc + 1]);
  // Block 1 has channel 4 only; the rest is zero.
  const size_t block1 = nr * (1 + ks * kc);
  EXPECT_EQ(packed[block1 + nr + 0], k[(4 * ks + 0) * kc + 0]);
  EXPECT_EQ(packed[block1 + nr + 1], 0.0f);
}

TEST(GemmPackConv, kgo_matches_goki_of_the_transposed_kernel) {
  const size_t groups = 3, nc = 5, ks = 4;
  for (const auto& [nr, kr, sr] : {std::tuple<size_t, size_t, size_t>{4, 1, 1}, {8, 2, 1}, {4, 1, 4}}) {
    std::vector<float> hwgo(ks * groups * nc), goki(groups * nc * ks), bias(groups * nc);
    for (size_t i = 0; i < bias.size(); i++) bias[i] = -float(i + 1);
    for (size_t tap = 0; tap < ks; tap++) {
      for (size_t c = 0; c < groups * nc; c++) {
        hwgo[tap * groups * nc + c] = float(tap * 100 + c + 1);
        goki[c * ks + tap] = hwgo[tap * groups * nc + c];  // c = g * nc + n; kc = 1
      }
    }
    const size_t size = groups * xnn_packed_f32_conv_size(nc, ks, 1, nr, kr, sr);
    std::vector<float> from_kgo(size, 99.0f), from_goki(size, 98.0f);
    xnn_pack_f32_conv_kgo_w(groups, nc, ks, nr, kr, sr, hwgo.data(), bias.data(), from_kgo.data());
    xnn_pack_f32_conv_goki_w(groups, nc, ks, 1, nr, kr, sr, goki.data(), bias.data(), from_goki.data());
    EXPECT_EQ(from_kgo, from_goki) << "nr=" << nr << " kr=" << kr << " sr=" << sr;
  }
}

INSTANTIATE_TEST_SUITE_P(layouts, GemmPack,
                         testing::Values(layout{7, 5, 4, 1, 1}, layout{16, 16, 16, 1, 1}, layout{9, 11, 8, 2, 1},
                                         layout{13, 7, 8, 1, 4}, layout{3, 9, 4, 2, 4}, layout{1, 1, 32, 1, 1}));

}  // namespace
