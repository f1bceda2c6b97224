// Every kernel of src/ukernels/s8-maxpool/ (s8 and u8) against a plain integer max, byte for byte: every channel tail,
// every row count through three passes after the first, several pixels with input and output increments and an input
// offset, the extremes of the type (-128 and 127, 0 and 255), and narrowed output bounds.
#include "ukernels/s8-maxpool/s8-maxpool.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <memory>
#include <random>
#include <vector>

#include "guarded-buffer.h"
#include "ukernel-params.h"

namespace {

template <class T>
struct x8_types;
template <>
struct x8_types<int8_t> {
  using params = xnn_s8_minmax_params;
  using fn = xnn_s8_maxpool_ukernel_fn;
};
template <>
struct x8_types<uint8_t> {
  using params = xnn_u8_minmax_params;
  using fn = xnn_u8_maxpool_ukernel_fn;
};

template <class T>
struct maxpool_case {
  const char* name;
  xnn_isa isa;
  size_t primary_tile, incremental_tile, channel_tile;
  typename x8_types<T>::fn fn;
};

template <class T, class Info>
std::vector<maxpool_case<T>> cases(const Info* unipass, size_t unipass_count, const Info* multipass,
                                   size_t multipass_count) {
  std::vector<maxpool_case<T>> out;
  for (size_t i = 0; i < unipass_count; i++) {
    const auto& k = unipass[i];
    out.push_back({k.name, k.isa, k.primary_tile, 0, k.channel_tile, k.fn});
  }
  for (size_t i = 0; i < multipass_count; i++) {
    const auto& k = multipass[i];
    out.push_back({k.name, k.isa, k.primary_tile, k.incremental_tile, k.channel_tile, k.fn});
  }
  return out;
}

template <class T>
class MaxpoolTester {
 public:
  static constexpr int kLowest = std::numeric_limits<T>::min(), kHighest = std::numeric_limits<T>::max();
  explicit MaxpoolTester(const maxpool_case<T>& k) : k_(k) {}
  MaxpoolTester& elements(size_t n) { elements_ = n; return *this; }
  MaxpoolTester& channels(size_t n) { channels_ = n; return *this; }
  MaxpoolTester& pixels(size_t n) { pixels_ = n; return *this; }
  MaxpoolTester& skip(size_t n) { skip_ = n; return *this; }
  MaxpoolTester& output_increment(size_t n) { output_increment_ = n; return *this; }
  MaxpoolTester& bounds(T lo, T hi) { min_ = lo; max_ = hi; return *this; }
  MaxpoolTester& values(std::vector<T> v) { values_ = std::move(v); return *this; }

  void test() const {
    // Each row is its own guarded buffer: a kernel reading past a row's channels faults.
    const size_t row_count = pixels_ * elements_;
    const size_t offset = 3;
    std::vector<std::unique_ptr<xnn_guarded_buffer<T>>> rows;
    std::mt19937 rng(uint32_t(elements_ * 977 + channels_ * 31 + pixels_));
    std::uniform_int_distribution<int> dist(kLowest, kHighest);
    for (size_t r = 0; r < row_count; r++) {
      rows.push_back(std::make_unique<xnn_guarded_buffer<T>>(offset + channels_, 0, 1));
      for (T& x : *rows.back()) {
        x = values_.empty() ? T(dist(rng)) : values_[size_t(dist(rng) - kLowest) % values_.size()];
      }
    }
    // Pointers per pixel: elements_, then skip_ unused ones (the input increment); each less `offset` bytes.
    const size_t stride = elements_ + skip_;
    std::vector<const T*> indirection(pixels_ * stride);
    for (size_t p = 0; p < pixels_; p++) {
      for (size_t e = 0; e < elements_; e++) indirection[p * stride + e] = rows[p * elements_ + e]->data();
    }
    const size_t out_stride = channels_ + output_increment_;
    std::vector<T> output(pixels_ * out_stride, T(0x5A));
    const typename x8_types<T>::params params{min_, max_};
    k_.fn(pixels_, elements_, channels_, indirection.data(), offset, output.data(), skip_ * sizeof(void*),
          output_increment_, &params);
    for (size_t p = 0; p < pixels_; p++) {
      for (size_t c = 0; c < channels_; c++) {
        T m = T(kLowest);
        for (size_t e = 0; e < elements_; e++) m = std::max(m, (*rows[p * elements_ + e])[offset + c]);
        m = std::min(std::max(m, min_), max_);
        ASSERT_EQ(int(output[p * out_stride + c]), int(m))
            << "pixel " << p << ", channel " << c << " of " << channels_ << ", elements " << elements_;
      }
      for (size_t c = channels_; c < out_stride; c++) {
        ASSERT_EQ(output[p * out_stride + c], T(0x5A)) << "wrote into the output increment of pixel " << p;
      }
    }
  }

 private:
  const maxpool_case<T>& k_;
  size_t elements_ = 1, channels_ = 1, pixels_ = 1, skip_ = 0, output_increment_ = 0;
  T min_ = T(kLowest), max_ = T(kHighest);
  std::vector<T> values_;
};

template <class T>
class Maxpool : public testing::TestWithParam<maxpool_case<T>> {
 protected:
  using Tester = MaxpoolTester<T>;
  static constexpr T kLowest = T(Tester::kLowest), kHighest = T(Tester::kHighest);
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
  size_t tile() const { return this->GetParam().channel_tile; }
  bool multipass() const { return this->GetParam().incremental_tile != 0; }
  size_t max_elements() const {
    const auto& k = this->GetParam();
    return multipass() ? k.primary_tile + 3 * k.incremental_tile : k.primary_tile;
  }
  Tester tester() const { return Tester(this->GetParam()).elements(max_elements()).channels(tile()); }

  void every_channel_count_below_three_tiles() const {
    for (size_t c = 1; c < 3 * tile() + 2; c++) tester().channels(c).test();
  }
  void every_element_count() const {
    for (size_t e = 1; e <= max_elements(); e++) tester().elements(e).channels(tile() + 1).test();
  }
  void several_pixels_with_increments() const {
    for (size_t e : {size_t(1), this->GetParam().primary_tile, max_elements()}) {
      tester().elements(e).pixels(3).skip(2).output_increment(5).channels(2 * tile() + 1).test();
    }
  }
  void extremes() const {
    const T below_middle = T(kLowest / 2 + kHighest / 2), above_middle = T(below_middle + 1);
    tester().pixels(2).channels(2 * tile() + 1).values({kLowest}).test();
    tester().pixels(2).channels(2 * tile() + 1).values({kHighest}).test();
    tester().pixels(2).channels(2 * tile() + 1).values({kLowest, kHighest, below_middle, above_middle}).test();
  }
  void clamps() const {
    tester().pixels(2).channels(2 * tile() + 1).bounds(T(kLowest + 108), T(kLowest + 158)).test();
    tester().pixels(2).channels(2 * tile() + 1).bounds(T(kLowest + 135), T(kLowest + 135)).test();
    tester().pixels(2).channels(2 * tile() + 1).bounds(kLowest, T(kLowest + 28)).test();
    tester().pixels(2).channels(2 * tile() + 1).bounds(T(kHighest - 28), kHighest).test();
  }
};

#define XNN_MAXPOOL_TESTS(Fixture)                                                                     \
  TEST_P(Fixture, every_channel_count_below_three_tiles) { every_channel_count_below_three_tiles(); } \
  TEST_P(Fixture, every_element_count) { every_element_count(); }                                     \
  TEST_P(Fixture, several_pixels_with_increments) { several_pixels_with_increments(); }               \
  TEST_P(Fixture, extremes) { extremes(); }                                                           \
  TEST_P(Fixture, clamps) { clamps(); }

using S8Maxpool = Maxpool<int8_t>;
using U8Maxpool = Maxpool<uint8_t>;
XNN_MAXPOOL_TESTS(S8Maxpool)
XNN_MAXPOOL_TESTS(U8Maxpool)

INSTANTIATE_TEST_SUITE_P(s8_maxpool, S8Maxpool,
                         testing::ValuesIn(cases<int8_t>(xnn_s8_maxpool_unipass_ukernels,
                                                         xnn_s8_maxpool_unipass_ukernel_count,
                                                         xnn_s8_maxpool_multipass_ukernels,
                                                         xnn_s8_maxpool_multipass_ukernel_count)),
                         [](const testing::TestParamInfo<maxpool_case<int8_t>>& info) { return info.param.name; });
INSTANTIATE_TEST_SUITE_P(u8_maxpool, U8Maxpool,
                         testing::ValuesIn(cases<uint8_t>(xnn_u8_maxpool_unipass_ukernels,
                                                          xnn_u8_maxpool_unipass_ukernel_count,
                                                          xnn_u8_maxpool_multipass_ukernels,
                                                          xnn_u8_maxpool_multipass_ukernel_count)),
                         [](const testing::TestParamInfo<maxpool_case<uint8_t>>& info) { return info.param.name; });

}  // namespace
