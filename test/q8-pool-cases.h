// What the 8-bit pooling kernel tests share (qs8-avgpool-test, qs8-gavgpool-test): the test parameter, one row of
// any of a family's four tables (qs8 and qu8, unipass and multipass), so that every kernel of both types runs the
// same cases; the fixture and the cases both tests share.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include <gtest/gtest.h>

#include "ukernel-params.h"

template <class S8Unipass, class S8Multipass, class U8Unipass, class U8Multipass>
struct xnn_q8_pool_case {
  const char* name;
  xnn_isa isa;
  size_t primary_tile, incremental_tile, channel_tile;  // incremental_tile: 0 for unipass rows
  bool u8;
  // The row's kernel; the other three are null.
  S8Unipass s8_unipass;
  S8Multipass s8_multipass;
  U8Unipass u8_unipass;
  U8Multipass u8_multipass;
};

// Every row of the four tables, qs8 before qu8, unipass before multipass.
template <class Case, class S8Unipass, class S8Multipass, class U8Unipass, class U8Multipass>
std::vector<Case> xnn_q8_pool_cases(const S8Unipass* s8_unipass, size_t s8_unipass_count,
                                    const S8Multipass* s8_multipass, size_t s8_multipass_count,
                                    const U8Unipass* u8_unipass, size_t u8_unipass_count,
                                    const U8Multipass* u8_multipass, size_t u8_multipass_count) {
  std::vector<Case> out;
  for (size_t i = 0; i < s8_unipass_count; i++) {
    const auto& k = s8_unipass[i];
    out.push_back({k.name, k.isa, k.primary_tile, 0, k.channel_tile, false, k.fn, nullptr, nullptr, nullptr});
  }
  for (size_t i = 0; i < s8_multipass_count; i++) {
    const auto& k = s8_multipass[i];
    out.push_back({k.name, k.isa, k.primary_tile, k.incremental_tile, k.channel_tile, false, nullptr, k.fn, nullptr,
                   nullptr});
  }
  for (size_t i = 0; i < u8_unipass_count; i++) {
    const auto& k = u8_unipass[i];
    out.push_back({k.name, k.isa, k.primary_tile, 0, k.channel_tile, true, nullptr, nullptr, k.fn, nullptr});
  }
  for (size_t i = 0; i < u8_multipass_count; i++) {
    const auto& k = u8_multipass[i];
    out.push_back({k.name, k.isa, k.primary_tile, k.incremental_tile, k.channel_tile, true, nullptr, nullptr, nullptr,
                   k.fn});
  }
  return out;
}

// The fixture: the row, skipped unless its ISA is enabled; a Tester over it at the most rows and one channel tile.
template <class Tester, class Case>
class Q8PoolCases : public testing::TestWithParam<Case> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
  Tester tester() const { return Tester(this->GetParam()).rows(max_rows()).channels(tile()); }
  size_t tile() const { return this->GetParam().channel_tile; }
  bool multipass() const { return this->GetParam().incremental_tile != 0; }
  // The rows of one pixel: the primary tile, and three incremental passes for multipass rows.
  size_t max_rows() const {
    const Case& k = this->GetParam();
    return multipass() ? k.primary_tile + 3 * k.incremental_tile : k.primary_tile;
  }
  // The scale that maps the mean of max_rows() rows one to one.
  float mean_scale() const { return 1.0f / float(max_rows()); }
};

// The cases both tests run on a Q8PoolCases fixture (values in the signed range): channel tails, row counts and the
// output stage (both families' kernels requantize the same way).
#define XNN_Q8_POOL_CASES(Suite)                                                                        \
  TEST_P(Suite, every_channel_count_below_three_tiles) {                                                             \
    for (size_t c = 1; c < 3 * tile() + 2; c++) tester().channels(c).scale(mean_scale()).test();                     \
  }                                                                                                                  \
  TEST_P(Suite, every_row_count) {                                                                                   \
    for (size_t r = 1; r <= max_rows(); r++) {                                                                       \
      tester().rows(r).channels(tile() + 1).scale(1.0f / float(r)).test();                                           \
      tester().rows(r).channels(2 * tile() + 3).scale(0.3f).test();                                                  \
    }                                                                                                                \
  }                                                                                                                  \
  TEST_P(Suite, zero_points_at_both_extremes) {                                                                      \
    for (int32_t izp : {-128, 0, 127}) {                                                                             \
      for (int32_t ozp : {-128, 0, 127}) {                                                                           \
        tester().channels(2 * tile() + 1).input_zero_point(izp).output_zero_point(ozp).scale(mean_scale()).test();   \
      }                                                                                                              \
    }                                                                                                                \
  }                                                                                                                  \
                                                                                                                     \
  TEST_P(Suite, scales_from_2_to_minus_20_to_2_to_8) {                                                               \
    for (int e = -20; e <= 8; e++) tester().channels(2 * tile() + 1).scale(std::ldexp(1.0f, e)).test();              \
    for (int e = -20; e <= 8; e += 4) tester().channels(tile() + 5).scale(std::ldexp(1.37f, e)).test();              \
  }                                                                                                                  \
                                                                                                                     \
  TEST_P(Suite, ties_round_to_even) {                                                                                \
    /* Sum of 2 rows of v, scale 1/4: v/2, a tie whenever v is odd. */                                               \
    for (int32_t v : {1, 3, -1, -3, 5}) {                                                                            \
      tester().rows(2).channels(tile() + 1).constant(v).input_zero_point(0).output_zero_point(0).scale(0.25f).test(); \
    }                                                                                                                \
  }                                                                                                                  \
                                                                                                                     \
  TEST_P(Suite, saturates_at_both_ends) {                                                                            \
    tester().channels(tile() + 1).constant(127).input_zero_point(-128).output_zero_point(0).scale(1.0f).test();      \
    tester().channels(tile() + 1).constant(-128).input_zero_point(127).output_zero_point(0).scale(1.0f).test();      \
    tester().channels(tile() + 1).constant(127).input_zero_point(0).output_zero_point(127).scale(256.0f).test();     \
    tester().channels(tile() + 1).constant(-128).input_zero_point(0).output_zero_point(-128).scale(256.0f).test();   \
  }                                                                                                                  \
                                                                                                                     \
  TEST_P(Suite, narrowed_output_bounds) {                                                                            \
    tester().channels(2 * tile() + 1).scale(0.05f).bounds(-20, 30).test();                                           \
    tester().channels(2 * tile() + 1).scale(0.05f).bounds(5, 5).test();                                              \
  }
