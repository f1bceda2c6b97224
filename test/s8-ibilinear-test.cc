// Every kernel of src/ukernels/s8-ibilinear/ (s8 and u8) against a plain evaluation of XNNPACK's 11-bit fixed-point
// bilinear formula (s8-ibilinear.h), byte for byte: every channel tail up to three tiles, several pixels with an
// output increment and an input offset, the weights 0 and 2048 and every value between on a sweep, and corners at
// the type's extremes. Each corner row is its own guarded buffer with no slack: a read past its channels faults.
#include "ukernels/s8-ibilinear/s8-ibilinear.h"

#include <gtest/gtest.h>

#include <limits>
#include <memory>
#include <random>
#include <vector>

#include "guarded-buffer.h"
#include "ukernel-params.h"

namespace {

template <class T>
using ibilinear_fn = void (*)(size_t, size_t, const T**, size_t, const int16_t*, T*, size_t);

template <class T>
struct ibilinear_case {
  const char* name;
  xnn_isa isa;
  size_t channel_tile;
  ibilinear_fn<T> fn;
};

template <class T, class Info>
std::vector<ibilinear_case<T>> cases(const Info* rows, size_t count) {
  std::vector<ibilinear_case<T>> out;
  for (size_t i = 0; i < count; i++) out.push_back({rows[i].name, rows[i].isa, rows[i].channel_tile, rows[i].fn});
  return out;
}

// The formula, in plain 64-bit integers.
int reference(int tl, int tr, int bl, int br, int alpha_h, int alpha_v) {
  const int64_t top = int64_t(tl) * 2048 + int64_t(tr - tl) * alpha_h;
  const int64_t bottom = int64_t(bl) * 2048 + int64_t(br - bl) * alpha_h;
  const int64_t acc = top * 2048 + (bottom - top) * alpha_v;
  return int((acc + (int64_t(1) << 21)) >> 22);  // floor division by 2^22 (arithmetic shift)
}

template <class T>
class IbilinearTester {
 public:
  static constexpr int kLowest = std::numeric_limits<T>::min(), kHighest = std::numeric_limits<T>::max();
  explicit IbilinearTester(const ibilinear_case<T>& k) : k_(k) {}
  IbilinearTester& channels(size_t n) { channels_ = n; return *this; }
  IbilinearTester& pixels(size_t n) { pixels_ = n; return *this; }
  IbilinearTester& output_increment(size_t n) { output_increment_ = n; return *this; }
  IbilinearTester& weights(std::vector<int16_t> w) { weights_ = std::move(w); return *this; }
  IbilinearTester& values(std::vector<T> v) { values_ = std::move(v); return *this; }

  void test() const {
    const size_t offset = 5;
    std::mt19937 rng(uint32_t(channels_ * 131 + pixels_ * 7 + weights_.size()));
    std::uniform_int_distribution<int> dist(kLowest, kHighest);
    std::uniform_int_distribution<int> weight(0, 2048);
    std::vector<std::unique_ptr<xnn_guarded_buffer<T>>> rows;
    std::vector<const T*> indirection(4 * pixels_);
    for (size_t r = 0; r < 4 * pixels_; r++) {
      rows.push_back(std::make_unique<xnn_guarded_buffer<T>>(offset + channels_, 0, 1));
      for (T& x : *rows.back()) x = values_.empty() ? T(dist(rng)) : values_[size_t(dist(rng) - kLowest) % values_.size()];
      indirection[r] = rows.back()->data();
    }
    std::vector<int16_t> w(2 * pixels_);
    for (size_t i = 0; i < w.size(); i++) w[i] = weights_.empty() ? int16_t(weight(rng)) : weights_[i % weights_.size()];
    const size_t out_stride = channels_ + output_increment_;
    std::vector<T> output(pixels_ * out_stride, T(0x5A));
    k_.fn(pixels_, channels_, indirection.data(), offset, w.data(), output.data(), output_increment_);
    for (size_t p = 0; p < pixels_; p++) {
      for (size_t c = 0; c < channels_; c++) {
        const auto at = [&](size_t k) { return int((*rows[4 * p + k])[offset + c]); };
        const int expected = reference(at(0), at(1), at(2), at(3), w[2 * p], w[2 * p + 1]);
        ASSERT_EQ(int(output[p * out_stride + c]), expected)
            << "pixel " << p << ", channel " << c << " of " << channels_ << ", corners " << at(0) << " " << at(1)
            << " " << at(2) << " " << at(3) << ", weights " << w[2 * p] << " " << w[2 * p + 1];
      }
      for (size_t c = channels_; c < out_stride; c++) {
        ASSERT_EQ(output[p * out_stride + c], T(0x5A)) << "wrote into the output increment of pixel " << p;
      }
    }
  }

 private:
  const ibilinear_case<T>& k_;
  size_t channels_ = 1, pixels_ = 1, output_increment_ = 0;
  std::vector<int16_t> weights_;
  std::vector<T> values_;
};

template <class T>
class Ibilinear : public testing::TestWithParam<ibilinear_case<T>> {
 protected:
  using Tester = IbilinearTester<T>;
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
  size_t tile() const { return this->GetParam().channel_tile; }
  Tester tester() const { return Tester(this->GetParam()).channels(tile()); }

  void every_channel_count_below_three_tiles() const {
    for (size_t c = 1; c < 3 * tile() + 2; c++) tester().channels(c).pixels(3).test();
  }
  void several_pixels_with_an_output_increment() const {
    tester().pixels(7).channels(2 * tile() + 3).output_increment(5).test();
  }
  void weights_at_both_ends() const {
    for (int16_t h : {0, 1, 1024, 2047, 2048}) {
      for (int16_t v : {0, 1, 1024, 2047, 2048}) tester().channels(2 * tile() + 1).weights({h, v}).test();
    }
  }
  void every_weight() const {
    std::vector<int16_t> sweep;
    for (int w = 0; w <= 2048; w++) sweep.push_back(int16_t(w));
    tester().pixels(sweep.size() / 2 + 1).channels(tile() + 1).weights(sweep).test();
  }
  void extremes() const {
    const T lo = T(Tester::kLowest), hi = T(Tester::kHighest);
    tester().pixels(8).channels(2 * tile() + 1).values({lo}).test();
    tester().pixels(8).channels(2 * tile() + 1).values({hi}).test();
    tester().pixels(64).channels(2 * tile() + 1).values({lo, hi}).test();
    tester().pixels(64).channels(2 * tile() + 1).values({lo, hi}).weights({2048, 2048, 0, 2048, 1024, 1024}).test();
  }
};

#define XNN_IBILINEAR_TESTS(Fixture)                                                                   \
  TEST_P(Fixture, every_channel_count_below_three_tiles) { every_channel_count_below_three_tiles(); } \
  TEST_P(Fixture, several_pixels_with_an_output_increment) { several_pixels_with_an_output_increment(); } \
  TEST_P(Fixture, weights_at_both_ends) { weights_at_both_ends(); }                                   \
  TEST_P(Fixture, every_weight) { every_weight(); }                                                   \
  TEST_P(Fixture, extremes) { extremes(); }

using S8Ibilinear = Ibilinear<int8_t>;
using U8Ibilinear = Ibilinear<uint8_t>;
XNN_IBILINEAR_TESTS(S8Ibilinear)
XNN_IBILINEAR_TESTS(U8Ibilinear)

INSTANTIATE_TEST_SUITE_P(s8_ibilinear, S8Ibilinear,
                         testing::ValuesIn(cases<int8_t>(xnn_s8_ibilinear_ukernels, xnn_s8_ibilinear_ukernel_count)),
                         [](const testing::TestParamInfo<ibilinear_case<int8_t>>& info) { return info.param.name; });
INSTANTIATE_TEST_SUITE_P(u8_ibilinear, U8Ibilinear,
                         testing::ValuesIn(cases<uint8_t>(xnn_u8_ibilinear_ukernels, xnn_u8_ibilinear_ukernel_count)),
                         [](const testing::TestParamInfo<ibilinear_case<uint8_t>>& info) { return info.param.name; });

}  // namespace
