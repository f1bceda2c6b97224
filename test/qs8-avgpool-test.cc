// Every kernel of src/ukernels/qs8-avgpool/ (the qs8 and the qu8 tables) against xnn_requantize_fp32 of the exact
// int32 sum, bit for bit: every channel tail, every row count through three passes after the first, taps on the zero
// row at every position, several pixels with input_offset, input_increment and output_increment, input and output
// zero points at both extremes, scales from 2^-20 to 2^8, ties, saturation at both ends and narrowed output bounds.
// Rows and the zero row end against a guard page.
#include "ukernels/qs8-avgpool/qs8-avgpool.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <type_traits>
#include <vector>

#include "guarded-buffer.h"
#include "q8-pool-cases.h"
#include "ukernel-params.h"
#include "ukernels/requantization.h"

namespace {

using avgpool_case = xnn_q8_pool_case<xnn_qs8_avgpool_unipass_ukernel_fn, xnn_qs8_avgpool_multipass_ukernel_fn,
                                      xnn_qu8_avgpool_unipass_ukernel_fn, xnn_qu8_avgpool_multipass_ukernel_fn>;

std::vector<avgpool_case> cases() {
  return xnn_q8_pool_cases<avgpool_case>(xnn_qs8_avgpool_unipass_ukernels, xnn_qs8_avgpool_unipass_ukernel_count,
                                          xnn_qs8_avgpool_multipass_ukernels, xnn_qs8_avgpool_multipass_ukernel_count,
                                          xnn_qu8_avgpool_unipass_ukernels, xnn_qu8_avgpool_unipass_ukernel_count,
                                          xnn_qu8_avgpool_multipass_ukernels, xnn_qu8_avgpool_multipass_ukernel_count);
}

// Values are given in the signed range and shifted by 128 for the qu8 kernels (zero points, bounds, inputs), so each
// case checks the same arithmetic in both types.
class AvgpoolTester {
 public:
  explicit AvgpoolTester(const avgpool_case& k) : k_(k) {}
  AvgpoolTester& pixels(size_t n) { pixels_ = n; return *this; }
  AvgpoolTester& rows(size_t n) { rows_ = n; return *this; }
  AvgpoolTester& channels(size_t n) { channels_ = n; return *this; }
  AvgpoolTester& zero_tap(size_t k) { zero_tap_ = k; return *this; }
  AvgpoolTester& input_offset(size_t bytes) { input_offset_ = bytes; return *this; }
  AvgpoolTester& extra_pointers(size_t n) { extra_pointers_ = n; return *this; }
  AvgpoolTester& output_gap(size_t n) { output_gap_ = n; return *this; }
  AvgpoolTester& input_zero_point(int32_t zp) { input_zp_ = zp; return *this; }
  AvgpoolTester& output_zero_point(int32_t zp) { output_zp_ = zp; return *this; }
  AvgpoolTester& scale(float s) { scale_ = s; return *this; }
  AvgpoolTester& bounds(int32_t lo, int32_t hi) { min_ = lo; max_ = hi; return *this; }
  AvgpoolTester& constant(int32_t v) { constant_ = v; has_constant_ = true; return *this; }

  void test() const {
    if (k_.u8) {
      test<uint8_t>(k_.u8_unipass, k_.u8_multipass);
    } else {
      test<int8_t>(k_.s8_unipass, k_.s8_multipass);
    }
  }

 private:
  template <class T, class Uni, class Multi>
  void test(Uni unipass, Multi multipass) const {
    const int32_t shift = std::is_signed_v<T> ? 0 : 128;
    // A pool of distinct rows, channels apart; the last one ends against the guard page and every pixel reads it.
    const size_t pool_rows = rows_ + 3;
    xnn_guarded_buffer<T> input(pool_rows * channels_, 0, 1);
    std::mt19937 rng(uint32_t(rows_ * 131 + channels_ * 7 + pixels_));
    std::uniform_int_distribution<int> value(-128, 127);
    std::uniform_int_distribution<size_t> pick(0, pool_rows - 1);
    for (T& x : input) x = T((has_constant_ ? constant_ : value(rng)) + shift);
    xnn_guarded_buffer<T> zero(channels_, 0, 1);
    zero.fill(0);
    xnn_guarded_buffer<int32_t> buffer((channels_ + 15) / 16 * 16, 0);

    const size_t pointers_per_pixel = rows_ + extra_pointers_;
    std::vector<const T*> indirection(pixels_ * pointers_per_pixel, nullptr);
    for (size_t p = 0; p < pixels_; p++) {
      for (size_t k = 0; k < rows_; k++) {
        const size_t row = k == 0 ? pool_rows - 1 : pick(rng);
        const T* pointer = reinterpret_cast<const T*>(reinterpret_cast<uintptr_t>(input.data() + row * channels_) -
                                                      input_offset_);
        indirection[p * pointers_per_pixel + k] = k == zero_tap_ ? zero.data() : pointer;
      }
    }
    const size_t output_stride = channels_ + output_gap_;
    std::vector<T> output(pixels_ * output_stride, T(0x5A));

    const xnn_qs8_avgpool_params params{-int32_t(rows_) * (input_zp_ + shift), scale_,
                                        {output_zp_ + shift, min_ + shift, max_ + shift}};
    const size_t input_increment = extra_pointers_ * sizeof(void*);
    const size_t output_increment = output_gap_ * sizeof(T);
    if (unipass != nullptr) {
      unipass(pixels_, rows_, channels_, indirection.data(), input_offset_, zero.data(), output.data(),
              input_increment, output_increment, &params);
    } else {
      multipass(pixels_, rows_, channels_, indirection.data(), input_offset_, zero.data(), buffer.data(),
                output.data(), input_increment, output_increment, &params);
    }
    for (size_t p = 0; p < pixels_; p++) {
      for (size_t c = 0; c < channels_; c++) {
        int32_t sum = 0;
        for (size_t k = 0; k < rows_; k++) {
          const T* row = indirection[p * pointers_per_pixel + k];
          if (row != zero.data()) {
            row = reinterpret_cast<const T*>(reinterpret_cast<uintptr_t>(row) + input_offset_);
          }
          sum += row[c];
        }
        const int32_t expected = xnn_requantize_fp32(sum + params.bias, scale_, params.output);
        ASSERT_EQ(int32_t(output[p * output_stride + c]), expected)
            << "pixel " << p << ", channel " << c << " of " << channels_ << ", rows " << rows_ << ", sum " << sum
            << ", scale " << scale_;
      }
      for (size_t c = channels_; c < output_stride; c++) {
        ASSERT_EQ(output[p * output_stride + c], T(0x5A)) << "pixel " << p << " wrote past its last channel";
      }
    }
  }

  const avgpool_case& k_;
  size_t pixels_ = 1, rows_ = 1, channels_ = 1;
  size_t zero_tap_ = SIZE_MAX, input_offset_ = 0, extra_pointers_ = 0, output_gap_ = 1;
  int32_t input_zp_ = 3, output_zp_ = -5, min_ = -128, max_ = 127;
  float scale_ = 0.75f;
  int32_t constant_ = 0;
  bool has_constant_ = false;
};

using Q8Avgpool = Q8PoolCases<AvgpoolTester, avgpool_case>;

TEST_P(Q8Avgpool, zero_row_at_every_tap) {
  for (size_t r : {size_t(2), GetParam().primary_tile, max_rows()}) {
    for (size_t k = 0; k < r; k++) tester().rows(r).zero_tap(k).channels(tile() + 3).scale(1.0f / float(r)).test();
  }
}

TEST_P(Q8Avgpool, several_pixels_with_offsets_and_increments) {
  for (size_t r : {size_t(1), size_t(3), GetParam().primary_tile, max_rows()}) {
    tester().pixels(5).rows(r).channels(2 * tile() + 1).input_offset(3 * tile() + 5).extra_pointers(2).output_gap(
        tile() + 3).zero_tap(r / 2).test();
  }
}

XNN_Q8_POOL_CASES(Q8Avgpool)

INSTANTIATE_TEST_SUITE_P(q8_avgpool, Q8Avgpool, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<avgpool_case>& info) { return info.param.name; });

}  // namespace
