// Every kernel of src/ukernels/qs8-gavgpool/ (the qs8 and the qu8 tables) against xnn_requantize_fp32 of the exact
// int32 sum, bit for bit: every channel tail, every row count through three passes after the first, strided rows,
// input and output zero points at both extremes, scales from 2^-20 to 2^8, saturation at both ends and narrowed
// output bounds.
#include "ukernels/qs8-gavgpool/qs8-gavgpool.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <type_traits>
#include <vector>

#include "guarded-buffer.h"
#include "q8-pool-cases.h"
#include "ukernel-params.h"
#include "ukernels/requantization.h"

namespace {

using gavgpool_case = xnn_q8_pool_case<xnn_qs8_gavgpool_unipass_ukernel_fn, xnn_qs8_gavgpool_multipass_ukernel_fn,
                                       xnn_qu8_gavgpool_unipass_ukernel_fn, xnn_qu8_gavgpool_multipass_ukernel_fn>;

std::vector<gavgpool_case> cases() {
  return xnn_q8_pool_cases<gavgpool_case>(
      xnn_qs8_gavgpool_unipass_ukernels, xnn_qs8_gavgpool_unipass_ukernel_count, xnn_qs8_gavgpool_multipass_ukernels,
      xnn_qs8_gavgpool_multipass_ukernel_count, xnn_qu8_gavgpool_unipass_ukernels,
      xnn_qu8_gavgpool_unipass_ukernel_count, xnn_qu8_gavgpool_multipass_ukernels,
      xnn_qu8_gavgpool_multipass_ukernel_count);
}

// Values are given in the signed range and shifted by 128 for the qu8 kernels (zero points, bounds, inputs), so each
// case checks the same arithmetic in both types.
class GavgpoolTester {
 public:
  explicit GavgpoolTester(const gavgpool_case& k) : k_(k) {}
  GavgpoolTester& rows(size_t n) { rows_ = n; return *this; }
  GavgpoolTester& channels(size_t n) { channels_ = n; return *this; }
  GavgpoolTester& stride(size_t n) { stride_ = n; return *this; }
  GavgpoolTester& input_zero_point(int32_t zp) { input_zp_ = zp; return *this; }
  GavgpoolTester& output_zero_point(int32_t zp) { output_zp_ = zp; return *this; }
  GavgpoolTester& scale(float s) { scale_ = s; return *this; }
  GavgpoolTester& bounds(int32_t lo, int32_t hi) { min_ = lo; max_ = hi; return *this; }
  GavgpoolTester& constant(int32_t v) { constant_ = v; has_constant_ = true; return *this; }

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
    const size_t stride = stride_ > channels_ ? stride_ : channels_;
    xnn_guarded_buffer<T> input((rows_ - 1) * stride + channels_, 0, 1);  // no slack: no over-read
    std::mt19937 rng(uint32_t(rows_ * 131 + channels_));
    std::uniform_int_distribution<int> dist(-128, 127);
    for (T& x : input) x = T((has_constant_ ? constant_ : dist(rng)) + shift);
    xnn_guarded_buffer<T> zero(channels_, 0, 1);
    zero.fill(0);
    xnn_guarded_buffer<int32_t> buffer((channels_ + 15) / 16 * 16, 0);
    std::vector<T> output(channels_ + 1, T(0x5A));

    const xnn_qs8_gavgpool_params params{-int32_t(rows_) * (input_zp_ + shift), scale_,
                                         {output_zp_ + shift, min_ + shift, max_ + shift}};
    if (unipass != nullptr) {
      unipass(rows_, channels_, input.data(), stride, zero.data(), output.data(), &params);
    } else {
      multipass(rows_, channels_, input.data(), stride, zero.data(), buffer.data(), output.data(), &params);
    }
    for (size_t c = 0; c < channels_; c++) {
      int32_t sum = 0;
      for (size_t r = 0; r < rows_; r++) sum += input[r * stride + c];
      const int32_t expected = xnn_requantize_fp32(sum + params.bias, scale_, params.output);
      ASSERT_EQ(int32_t(output[c]), expected) << "channel " << c << " of " << channels_ << ", rows " << rows_
                                              << ", stride " << stride << ", sum " << sum << ", scale " << scale_;
    }
    ASSERT_EQ(output[channels_], T(0x5A)) << "wrote past the last channel";
  }

  const gavgpool_case& k_;
  size_t rows_ = 1, channels_ = 1, stride_ = 0;
  int32_t input_zp_ = 3, output_zp_ = -5, min_ = -128, max_ = 127;
  float scale_ = 0.75f;
  int32_t constant_ = 0;
  bool has_constant_ = false;
};

using Q8Gavgpool = Q8PoolCases<GavgpoolTester, gavgpool_case>;

TEST_P(Q8Gavgpool, strided_rows) {
  for (size_t r : {size_t(2), max_rows()}) tester().rows(r).channels(tile() + 3).stride(4 * tile() + 7).test();
}

XNN_Q8_POOL_CASES(Q8Gavgpool)

INSTANTIATE_TEST_SUITE_P(q8_gavgpool, Q8Gavgpool, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<gavgpool_case>& info) { return info.param.name; });

}  // namespace
