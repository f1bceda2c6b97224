// The kernel cases both 8-bit depthwise families run (qs8-qc8w-dwconv-test, qu8-dwconv-test), each against
// Q8DwconvTester<E>: fixtures over a table row, and one function per case that a family's TEST_P calls. Every channel
// tail (whole tiles, single registers, partial registers), every smaller kernel (unipass) and every pass count up to
// two middle passes (multipass), several pixels with shared pointers and output increments, zero (padding) pointers,
// input_offset rebasing, zero points at both ends of E, scales 2^-20..2^8 (powers of two: exact ties), saturation
// at both ends.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "configs/q8-dwconv-config.h"
#include "q8-dwconv-tester.h"
#include "ukernel-params.h"

// The cases every kernel shares, on a tester already set to the kernel's tiles, kernel size and a channel count
// with a whole tile, a whole register and a partial one.
template <class E, class Fn>
void q8_dwconv_output_stage_cases(const Q8DwconvTester<E>& base, Fn fn) {
  using T = Q8DwconvTester<E>;
  for (int32_t zp : {T::kMin, T::kMax}) {
    T(base).input_zero_point(zp).zero_rate(0.3).output_width(3).test(fn);
    T(base).output_zero_point(zp).test(fn);
    if (!std::is_signed_v<E>) T(base).kernel_zero_point(zp).test(fn);
  }
  for (int e = -20; e <= 8; e++) {
    // Larger scales need smaller sums to leave results in range: inputs near the zero point, small weights.
    const int32_t spread = e <= -8 ? 127 : e <= 0 ? 8 : 1;
    T(base).scale_exponents(e, e).bias_range(-100, 100).test(fn);
    T(base)
        .scale_exponents(e, e, /*powers_of_two=*/true)
        .near_zero_points(spread)
        .bias_range(-spread * 4, spread * 4)
        .test(fn);
  }
  // Saturation: at the ends of E (large scales) and at narrow bounds on both sides of the zero point.
  T(base).scale_exponents(-6, -4).test(fn);
  T(base).output_zero_point(T::kMin + 100).output_range(T::kMin + 80, T::kMin + 130).test(fn);
  T(base).output_zero_point(T::kMin).output_range(T::kMin, T::kMin + 28).test(fn);
  T(base).output_zero_point(T::kMax).output_range(T::kMax - 27, T::kMax).test(fn);
}

// What both fixtures share: the row, skipped unless its ISA is enabled, and a tester set to its tiles, `taps` and
// one whole channel tile.
template <class E, class Info>
class Q8DwconvFixture : public testing::TestWithParam<Info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
  const Info& kernel() const { return this->GetParam(); }
  size_t tile() const { return kernel().channel_tile; }
  size_t lanes() const { return kernel().channel_subtile; }
  Q8DwconvTester<E> tester_for(const xnn_dwconv_tiles& tiles, size_t taps) const {
    Q8DwconvTester<E> t;
    t.tiles(tiles).kernel_size(taps).channels(tile()).output_width(1);
    return t;
  }
};

template <class E, class Info>
class Q8DwconvUnipass : public Q8DwconvFixture<E, Info> {
 protected:
  using Q8DwconvFixture<E, Info>::kernel, Q8DwconvFixture<E, Info>::tile, Q8DwconvFixture<E, Info>::lanes;
  Q8DwconvTester<E> tester() const {
    const Info& k = kernel();
    return this->tester_for(xnn_dwconv_unipass_tiles(k), k.primary_tile);
  }

  void every_channel_count_below_two_tiles_and_a_register() const {
    for (size_t c = 1; c <= 2 * tile() + lanes(); c++) tester().channels(c).test(kernel().fn);
  }
  void every_smaller_kernel() const {
    for (size_t ks = 1; ks < kernel().primary_tile; ks++) {
      tester().kernel_size(ks).channels(tile() + lanes() + 1).output_width(2).test(kernel().fn);
    }
  }
  void several_pixels_every_step_with_output_increment() const {
    for (size_t step = 1; step <= kernel().primary_tile; step++) {
      tester().channels(tile() + lanes() + 1).output_width(5).step(step).output_increment(7).test(kernel().fn);
    }
  }
  // Unipass kernels take rows in chunks of 16 pixels, and compute groups of pixels together where a square kernel's
  // stride-1 or stride-2 pixels share pointers (dwconv-template.h): every width through two chunks and one more, at
  // those two steps and at one that shares nothing, with whole, single-register and partial channel blocks.
  void every_width_through_two_chunks_shared_and_not() const {
    size_t side = 1;
    while (side * side < kernel().primary_tile) side++;
    for (size_t step : {side, 2 * side, size_t(kernel().primary_tile)}) {
      for (size_t w = 1; w <= 33; w++) {
        tester()
            .channels(tile() + lanes() + 1)
            .output_width(w)
            .step(step)
            .output_increment(3)
            .zero_rate(0.1)
            .test(kernel().fn);
      }
    }
    tester().channels(2 * tile()).output_width(20).step(side).test(kernel().fn);
  }
  void zero_pointers() const {
    for (double rate : {0.3, 1.0}) tester().channels(2 * tile() + 1).output_width(3).zero_rate(rate).test(kernel().fn);
  }
  void zero_points_scales_and_saturation() const {
    q8_dwconv_output_stage_cases(tester().channels(tile() + lanes() + 1).output_width(2), kernel().fn);
  }
};

template <class E, class Info>
class Q8DwconvMultipass : public Q8DwconvFixture<E, Info> {
 protected:
  using Q8DwconvFixture<E, Info>::kernel, Q8DwconvFixture<E, Info>::tile, Q8DwconvFixture<E, Info>::lanes;
  Q8DwconvTester<E> tester() const {
    const Info& k = kernel();
    return this->tester_for(xnn_dwconv_multipass_tiles(k), k.first_pass_tile + 1);
  }
  std::vector<size_t> kernel_sizes() const { return xnn_dwconv_multipass_kernel_sizes(kernel()); }

  void zero_points_scales_and_saturation() const {
    const size_t ks = kernel().first_pass_tile + kernel().middle_pass_tile + 1;
    q8_dwconv_output_stage_cases(tester().kernel_size(ks).channels(tile() + lanes() + 1).output_width(2),
                                 kernel().fn);
  }
};

// The config's choice: a kernel per primary tile (of an enabled ISA) and a multipass kernel.
template <class Config>
void q8_dwconv_config_cases(const Config* config) {
  ASSERT_NE(config, nullptr);
  for (size_t i = 0; i < sizeof(kXnnQ8DwconvPrimaryTiles) / sizeof(kXnnQ8DwconvPrimaryTiles[0]); i++) {
    ASSERT_NE(config->unipass[i], nullptr) << kXnnQ8DwconvPrimaryTiles[i] << " taps";
    EXPECT_EQ(config->unipass[i]->primary_tile, kXnnQ8DwconvPrimaryTiles[i]);
    EXPECT_TRUE(xnn_isa_enabled(config->unipass[i]->isa)) << config->unipass[i]->name;
  }
  ASSERT_NE(config->multipass, nullptr);
  EXPECT_TRUE(xnn_isa_enabled(config->multipass->isa)) << config->multipass->name;
  EXPECT_EQ(xnn_q8_dwconv_unipass_for(config, 9)->primary_tile, 9);
  EXPECT_EQ(xnn_q8_dwconv_unipass_for(config, 10)->primary_tile, 25);
  EXPECT_EQ(xnn_q8_dwconv_unipass_for(config, 26), nullptr);
}
