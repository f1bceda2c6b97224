// The qs8-qc8w packers against an independent description of the packed layout: per block of nr channels,
// int32 bias with the zero-point correction, int8 weights in kr groups (zero-padded), float scales.
#include <cstdint>
#include <cstring>
#include <vector>

#include <gtest/gtest.h>

#include "packing/qs8-gemm-pack.h"

namespace {

int8_t weight(size_t g, size_t n, size_t tap, size_t k) {
  return int8_t(int(g * 37 + n * 11 + tap * 5 + k) % 251 - 125);
}

// Checks one group's packed bytes for ks taps of kc values, channels nc, tile nr x kr (sr = 1).
void expect_layout(const uint8_t* p, size_t g, size_t nc, size_t ks, size_t kc, size_t nr, size_t kr,
                   const int32_t* bias, const float* scale, int32_t correction) {
  const size_t kc_padded = (kc + kr - 1) / kr * kr;
  for (size_t n0 = 0; n0 < nc; n0 += nr) {
    for (size_t n = 0; n < nr; n++) {
      int32_t expected = 0;
      if (n0 + n < nc) {
        int32_t sum = 0;
        for (size_t t = 0; t < ks; t++) {
          for (size_t k = 0; k < kc; k++) sum += weight(g, n0 + n, t, k);
        }
        expected = bias[n0 + n] - correction * sum;
      }
      int32_t b;
      std::memcpy(&b, p, sizeof(b));
      EXPECT_EQ(b, expected) << "bias of channel " << n0 + n;
      p += sizeof(b);
    }
    for (size_t t = 0; t < ks; t++) {
      for (size_t k0 = 0; k0 < kc_padded; k0 += kr) {
        for (size_t n = 0; n < nr; n++) {
          for (size_t j = 0; j < kr; j++) {
            const size_t k = k0 + j;
            const int8_t expected = n0 + n < nc && k < kc ? weight(g, n0 + n, t, k) : 0;
            EXPECT_EQ(int8_t(*p++), expected) << "channel " << n0 + n << ", tap " << t << ", k " << k;
          }
        }
      }
    }
    for (size_t n = 0; n < nr; n++) {
      float s;
      std::memcpy(&s, p, sizeof(s));
      EXPECT_EQ(s, n0 + n < nc ? scale[n0 + n] : 0.0f) << "scale of channel " << n0 + n;
      p += sizeof(s);
    }
  }
}

TEST(Qs8GemmPack, goi_folds_zero_point_and_a_offset_into_bias) {
  const size_t groups = 2, nc = 5, kc = 7, nr = 4, kr = 4;
  std::vector<int8_t> k(groups * nc * kc);
  std::vector<int32_t> bias(groups * nc);
  std::vector<float> scale(groups * nc);
  for (size_t g = 0; g < groups; g++) {
    for (size_t n = 0; n < nc; n++) {
      bias[g * nc + n] = int32_t(g * 100 + n) - 50;
      scale[g * nc + n] = 0.25f * float(g * nc + n + 1);
      for (size_t i = 0; i < kc; i++) k[(g * nc + n) * kc + i] = weight(g, n, 0, i);
    }
  }
  const size_t size = xnn_packed_qs8_qc8w_gemm_size(nc, 1, kc, nr, kr, 1);
  EXPECT_EQ(size, 8 * (4 + 8 + 4));
  std::vector<uint8_t> packed(groups * size, 0xCD);
  xnn_pack_qs8_qc8w_gemm_goi_w(groups, nc, kc, nr, kr, 1, k.data(), bias.data(), scale.data(), -3, 128,
                               packed.data());
  for (size_t g = 0; g < groups; g++) {
    expect_layout(packed.data() + g * size, g, nc, 1, kc, nr, kr, bias.data() + g * nc, scale.data() + g * nc, 125);
  }
}

TEST(Qs8GemmPack, conv_goki_sums_every_tap_and_null_bias_is_zero) {
  const size_t nc = 3, ks = 3, kc = 5, nr = 2, kr = 8;
  std::vector<int8_t> k(nc * ks * kc);
  for (size_t n = 0; n < nc; n++) {
    for (size_t t = 0; t < ks; t++) {
      for (size_t i = 0; i < kc; i++) k[(n * ks + t) * kc + i] = weight(0, n, t, i);
    }
  }
  const std::vector<int32_t> zero_bias(nc, 0);
  const std::vector<float> scale = {1.0f, 2.0f, 3.0f};
  std::vector<uint8_t> packed(xnn_packed_qs8_qc8w_gemm_size(nc, ks, kc, nr, kr, 1), 0xCD);
  xnn_pack_qs8_qc8w_conv_goki_w(1, nc, ks, kc, nr, kr, 1, k.data(), nullptr, scale.data(), 7, 0, packed.data());
  expect_layout(packed.data(), 0, nc, ks, kc, nr, kr, zero_bias.data(), scale.data(), 7);
}

}  // namespace
