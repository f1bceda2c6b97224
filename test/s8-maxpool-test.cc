// Every kernel of src/ukernels/s8-maxpool/ against a plain integer max, byte for byte: every channel tail, every row
// count through three passes after the first, several pixels with input and output increments and an input offset,
// the extremes -128 and 127, and narrowed output bounds.
#include "ukernels/s8-maxpool/s8-maxpool.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <random>
#include <vector>

#include "guarded-buffer.h"
#include "ukernel-params.h"

namespace {

struct maxpool_case {
  const char* name;
  xnn_isa isa;
  size_t primary_tile, incremental_tile, channel_tile;
  xnn_s8_maxpool_ukernel_fn fn;
};

std::vector<maxpool_case> cases() {
  std::vector<maxpool_case> out;
  for (size_t i = 0; i < xnn_s8_maxpool_unipass_ukernel_count; i++) {
    const auto& k = xnn_s8_maxpool_unipass_ukernels[i];
    out.push_back({k.name, k.isa, k.primary_tile, 0, k.channel_tile, k.fn});
  }
  for (size_t i = 0; i < xnn_s8_maxpool_multipass_ukernel_count; i++) {
    const auto& k = xnn_s8_maxpool_multipass_ukernels[i];
    out.push_back({k.name, k.isa, k.primary_tile, k.incremental_tile, k.channel_tile, k.fn});
  }
  return out;
}

class MaxpoolTester {
 public:
  explicit MaxpoolTester(const maxpool_case& k) : k_(k) {}
  MaxpoolTester& elements(size_t n) { elements_ = n; return *this; }
  MaxpoolTester& channels(size_t n) { channels_ = n; return *this; }
  MaxpoolTester& pixels(size_t n) { pixels_ = n; return *this; }
  MaxpoolTester& skip(size_t n) { skip_ = n; return *this; }
  MaxpoolTester& output_increment(size_t n) { output_increment_ = n; return *this; }
  MaxpoolTester& bounds(int8_t lo, int8_t hi) { min_ = lo; max_ = hi; return *this; }
  MaxpoolTester& values(std::vector<int8_t> v) { values_ = std::move(v); return *this; }

  void test() const {
    // Each row is its own guarded buffer: a kernel reading past a row's channels faults.
    const size_t row_count = pixels_ * elements_;
    const size_t offset = 3;
    std::vector<std::unique_ptr<xnn_guarded_buffer<int8_t>>> rows;
    std::mt19937 rng(uint32_t(elements_ * 977 + channels_ * 31 + pixels_));
    std::uniform_int_distribution<int> dist(-128, 127);
    for (size_t r = 0; r < row_count; r++) {
      rows.push_back(std::make_unique<xnn_guarded_buffer<int8_t>>(offset + channels_, 0, 1));
      for (int8_t& x : *rows.back()) {
        x = values_.empty() ? int8_t(dist(rng)) : values_[size_t(dist(rng) + 128) % values_.size()];
      }
    }
    // Pointers per pixel: elements_, then skip_ unused ones (the input increment); each less `offset` bytes.
    const size_t stride = elements_ + skip_;
    std::vector<const int8_t*> indirection(pixels_ * stride);
    for (size_t p = 0; p < pixels_; p++) {
      for (size_t e = 0; e < elements_; e++) indirection[p * stride + e] = rows[p * elements_ + e]->data();
    }
    const size_t out_stride = channels_ + output_increment_;
    std::vector<int8_t> output(pixels_ * out_stride, int8_t(0x5A));
    const xnn_s8_minmax_params params{min_, max_};
    k_.fn(pixels_, elements_, channels_, indirection.data(), offset, output.data(), skip_ * sizeof(void*),
          output_increment_, &params);
    for (size_t p = 0; p < pixels_; p++) {
      for (size_t c = 0; c < channels_; c++) {
        int8_t m = -128;
        for (size_t e = 0; e < elements_; e++) m = std::max(m, (*rows[p * elements_ + e])[offset + c]);
        m = std::min(std::max(m, min_), max_);
        ASSERT_EQ(int(output[p * out_stride + c]), int(m))
            << "pixel " << p << ", channel " << c << " of " << channels_ << ", elements " << elements_;
      }
      for (size_t c = channels_; c < out_stride; c++) {
        ASSERT_EQ(output[p * out_stride + c], int8_t(0x5A)) << "wrote into the output increment of pixel " << p;
      }
    }
  }

 private:
  const maxpool_case& k_;
  size_t elements_ = 1, channels_ = 1, pixels_ = 1, skip_ = 0, output_increment_ = 0;
  int8_t min_ = -128, max_ = 127;
  std::vector<int8_t> values_;
};

class S8Maxpool : public testing::TestWithParam<maxpool_case> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }
  size_t tile() const { return GetParam().channel_tile; }
  bool multipass() const { return GetParam().incremental_tile != 0; }
  size_t max_elements() const {
    const auto& k = GetParam();
    return multipass() ? k.primary_tile + 3 * k.incremental_tile : k.primary_tile;
  }
  MaxpoolTester tester() const { return MaxpoolTester(GetParam()).elements(max_elements()).channels(tile()); }
};

TEST_P(S8Maxpool, every_channel_count_below_three_tiles) {
  for (size_t c = 1; c < 3 * tile() + 2; c++) tester().channels(c).test();
}

TEST_P(S8Maxpool, every_element_count) {
  for (size_t e = 1; e <= max_elements(); e++) tester().elements(e).channels(tile() + 1).test();
}

TEST_P(S8Maxpool, several_pixels_with_increments) {
  for (size_t e : {size_t(1), GetParam().primary_tile, max_elements()}) {
    tester().elements(e).pixels(3).skip(2).output_increment(5).channels(2 * tile() + 1).test();
  }
}

TEST_P(S8Maxpool, extremes) {
  tester().pixels(2).channels(2 * tile() + 1).values({-128}).test();
  tester().pixels(2).channels(2 * tile() + 1).values({127}).test();
  tester().pixels(2).channels(2 * tile() + 1).values({-128, 127, -1, 0}).test();
}

TEST_P(S8Maxpool, clamps) {
  tester().pixels(2).channels(2 * tile() + 1).bounds(-20, 30).test();
  tester().pixels(2).channels(2 * tile() + 1).bounds(7, 7).test();
  tester().pixels(2).channels(2 * tile() + 1).bounds(-128, -100).test();
}

INSTANTIATE_TEST_SUITE_P(s8_maxpool, S8Maxpool, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<maxpool_case>& info) { return info.param.name; });

}  // namespace
