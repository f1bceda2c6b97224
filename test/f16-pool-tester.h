// Checks f16 pooling kernels (max and average over an indirection buffer, global average over strided rows) against
// a double-precision reference computed from the same halves, with pool-tester.h's layout, guards and cases.
//
// Rows are `channels` halves with NaN halves between them, built against a shifted base (so input_offset must be
// applied), optionally zero (padding) rows; every buffer the kernel reads ends at a guard page after the
// XNN_EXTRA_BYTES it may read. Outputs start as a marker (a signalling NaN no kernel produces) that elements outside
// the pixels must keep. Max pooling must be exact (halves convert to fp32 and back exactly); sums must lie within one
// fp16 ulp of the exact clamped result plus (rows + 2) * 2^-24 times the sum of the magnitudes (fp32 accumulation).
#pragma once

#include <gtest/gtest.h>
#include <xnnpack.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/f16-vcvt/half.h"
#include "ukernels/params.h"

enum class f16_pool_kind { max, average, global_average };

// Every argument any f16 pooling kernel takes.
struct f16_pool_call {
  size_t output_pixels, kernel_elements, channels;
  const uint16_t** input;
  size_t input_offset;
  const uint16_t* zero;
  float* buffer;
  uint16_t* output;
  size_t input_increment, output_increment;
  const uint16_t* rows;  // global average pooling: the first row; rows are input_stride bytes apart
  size_t input_stride;
  const xnn_f16_minmax_params* minmax;
  const xnn_f16_scaleminmax_params* scaleminmax;
};

struct f16_pool_case {
  std::string name;
  xnn_isa isa;
  f16_pool_kind kind;
  size_t primary_tile, incremental_tile, channel_tile;
  std::function<void(const f16_pool_call&)> run;
};

inline void PrintTo(const f16_pool_case& c, std::ostream* os) { *os << c.name; }

class F16PoolTester {
 public:
  explicit F16PoolTester(const f16_pool_case& k) : k_(k) {}
  F16PoolTester& channels(size_t c) { return channels_ = c, *this; }
  F16PoolTester& pixels(size_t p) { return pixels_ = p, *this; }
  F16PoolTester& elements(size_t e) { return elements_ = e, *this; }
  // Extra indirection pointers between pixels (skipped through input_increment).
  F16PoolTester& skip(size_t s) { return skip_ = s, *this; }
  F16PoolTester& output_increment(size_t halves) { return output_increment_ = halves, *this; }
  F16PoolTester& zero_rate(double r) { return zero_rate_ = r, *this; }
  // Output clamp as fractions 0..1 of the range of unclamped results (0 and 1: no clamp).
  F16PoolTester& clamp(double lo, double hi) { return clamp_lo_ = lo, clamp_hi_ = hi, *this; }
  // Input values (floats, rounded to halves) instead of random halves in [-1, 1].
  F16PoolTester& values(std::vector<float> v) { return values_ = std::move(v), *this; }
  // Draw inputs from a few integers, so max sees ties.
  F16PoolTester& ties() { return ties_ = true, *this; }

  void test() const {
    const size_t c = channels_, n = elements_;
    const bool global = k_.kind == f16_pool_kind::global_average;
    const bool sum = k_.kind != f16_pool_kind::max;
    const size_t pixels = global ? 1 : pixels_;
    std::mt19937 rng(11);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::uniform_int_distribution<int> small(-2, 2);
    std::bernoulli_distribution is_zero(zero_rate_);

    const size_t row_count = global ? n : 13, row_stride = c + 3, lead = 5;
    xnn_guarded_buffer<uint16_t> input_buffer((lead + row_count - 1) * row_stride + c);
    input_buffer.fill(kNaN);
    uint16_t* const input = input_buffer.data() + lead * row_stride;
    size_t special = 0;
    for (size_t r = 0; r < row_count; r++) {
      for (size_t i = 0; i < c; i++) {
        input[r * row_stride + i] = xnn_f32_to_f16(!values_.empty() ? values_[special++ % values_.size()]
                                                   : ties_          ? float(small(rng))
                                                                    : dist(rng));
      }
    }
    xnn_guarded_buffer<uint16_t> zero(c);
    zero.fill(0);

    const size_t input_offset = lead * row_stride * sizeof(uint16_t);
    const size_t step = n + skip_;
    const size_t pointers = (pixels - 1) * step + n;
    std::vector<const uint16_t*> real(pointers);
    xnn_guarded_buffer<const uint16_t*> indirection(pointers, 0);
    std::uniform_int_distribution<size_t> pick(0, row_count - 1);
    for (size_t i = 0; i < real.size(); i++) {
      if (global) {
        real[i] = input + i * row_stride;
      } else if (k_.kind == f16_pool_kind::average && is_zero(rng)) {
        real[i] = indirection[i] = zero.data();
        continue;
      } else {
        real[i] = input + pick(rng) * row_stride;
      }
      indirection[i] = reinterpret_cast<const uint16_t*>(reinterpret_cast<uintptr_t>(real[i]) - input_offset);
    }

    // The scale is a half (the kernels' parameter); the reference uses the same half.
    const uint16_t scale_half = xnn_f32_to_f16(float(1.0 / double(n)));
    const double scale = xnn_f16_to_f32(scale_half);
    std::vector<double> ref(pixels * c), magnitude(pixels * c);
    double lo = INFINITY, hi = -INFINITY;
    for (size_t p = 0; p < pixels; p++) {
      for (size_t i = 0; i < c; i++) {
        double acc = xnn_f16_to_f32(real[p * step][i]), mag = std::fabs(acc);
        for (size_t t = 1; t < n; t++) {
          const double x = xnn_f16_to_f32(real[p * step + t][i]);
          if (!sum) {
            acc = std::isnan(acc) || std::isnan(x) ? NAN : std::fmax(acc, x);
          } else {
            acc += x;
            mag += std::fabs(x);
          }
        }
        if (sum) acc *= scale, mag *= scale;
        ref[p * c + i] = acc;
        magnitude[p * c + i] = mag;
        if (std::isfinite(acc)) lo = std::fmin(lo, acc), hi = std::fmax(hi, acc);
      }
    }
    xnn_f16_minmax_params minmax = {0xFC00, 0x7C00};
    if (clamp_lo_ > 0 && lo < hi) minmax.min = xnn_f32_to_f16(float(lo + (hi - lo) * clamp_lo_));
    if (clamp_hi_ < 1 && lo < hi) minmax.max = xnn_f32_to_f16(float(lo + (hi - lo) * clamp_hi_));
    const xnn_f16_scaleminmax_params scaleminmax = {scale_half, minmax.min, minmax.max};
    const double min = xnn_f16_to_f32(minmax.min), max = xnn_f16_to_f32(minmax.max);

    const size_t out_stride = c + output_increment_;
    std::vector<uint16_t> output(pixels * out_stride + 16, kMarker);
    xnn_guarded_buffer<float> buffer(c);

    f16_pool_call call{};
    call.output_pixels = pixels;
    call.kernel_elements = n;
    call.channels = c;
    call.input = indirection.data();
    call.input_offset = input_offset;
    call.zero = zero.data();
    call.buffer = buffer.data();
    call.output = output.data();
    call.input_increment = skip_ * sizeof(void*);
    call.output_increment = output_increment_ * sizeof(uint16_t);
    call.rows = input;
    call.input_stride = row_stride * sizeof(uint16_t);
    call.minmax = &minmax;
    call.scaleminmax = &scaleminmax;
    k_.run(call);

    for (size_t p = 0; p < pixels; p++) {
      for (size_t i = 0; i < out_stride; i++) {
        const uint16_t bits = output[p * out_stride + i];
        if (i >= c) {
          ASSERT_EQ(bits, kMarker) << describe() << ": wrote pixel " << p << " element " << i;
          continue;
        }
        const double got = xnn_f16_to_f32(bits);
        double expected = ref[p * c + i];
        if (!std::isnan(expected)) expected = std::fmin(std::fmax(expected, min), max);
        const std::string where = describe() + ": pixel " + std::to_string(p) + " channel " + std::to_string(i);
        if (std::isnan(expected)) {
          ASSERT_TRUE(std::isnan(got)) << where << ": got " << got << ", expected NaN";
        } else if (sum && !std::isinf(expected)) {
          const double ax = std::fabs(expected);
          const double ulp16 = ax < 0x1.0p-14 ? 0x1.0p-24 : std::ldexp(1.0, std::ilogb(ax) - 10);
          ASSERT_NEAR(got, expected, ulp16 + double(n + 2) * 0x1.0p-24 * magnitude[p * c + i]) << where;
        } else {
          ASSERT_EQ(got, expected) << where;  // an input or an infinity: exact (either zero for +-0)
        }
      }
    }
    for (size_t i = pixels * out_stride; i < output.size(); i++) {
      ASSERT_EQ(output[i], kMarker) << describe() << ": wrote past the last pixel, at " << i;
    }
  }

 private:
  static constexpr uint16_t kNaN = 0x7E00, kMarker = 0x7D5A;  // kMarker: a signalling NaN

  std::string describe() const {
    return "channels " + std::to_string(channels_) + ", pixels " + std::to_string(pixels_) + ", elements " +
           std::to_string(elements_) + ", skip " + std::to_string(skip_) + ", increment " +
           std::to_string(output_increment_);
  }

  const f16_pool_case& k_;
  size_t channels_ = 1, pixels_ = 1, elements_ = 1, skip_ = 0, output_increment_ = 0;
  double zero_rate_ = 0.0, clamp_lo_ = 0.0, clamp_hi_ = 1.0;
  std::vector<float> values_;
  bool ties_ = false;
};

// pool-tester.h's cases (PoolKernel) on halves.
class F16PoolKernel : public testing::TestWithParam<f16_pool_case> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }
  const f16_pool_case& k() const { return GetParam(); }
  F16PoolTester tester() const {
    return F16PoolTester(GetParam()).channels(GetParam().channel_tile).elements(max_elements());
  }
  bool multipass() const { return k().incremental_tile != 0; }
  size_t tile() const { return k().channel_tile; }
  size_t max_elements() const {
    return multipass() ? k().primary_tile + 2 * k().incremental_tile - 1 : k().primary_tile;
  }
  std::vector<size_t> element_counts() const {
    std::vector<size_t> counts;
    const size_t last = multipass() ? k().primary_tile + 3 * k().incremental_tile : k().primary_tile;
    for (size_t e = 1; e <= last; e++) counts.push_back(e);
    return counts;
  }
};

TEST_P(F16PoolKernel, every_channel_count_below_three_tiles) {
  for (size_t c = 1; c < 3 * tile() + 2; c++) tester().channels(c).test();
}

TEST_P(F16PoolKernel, every_element_count) {
  for (size_t e : element_counts()) tester().elements(e).channels(tile() + 1).test();
}

TEST_P(F16PoolKernel, several_pixels_with_increments) {
  if (k().kind == f16_pool_kind::global_average) GTEST_SKIP() << "one output row";
  for (size_t e : {size_t(1), k().primary_tile, max_elements()}) {
    tester().elements(e).pixels(3).skip(2).output_increment(5).channels(2 * tile() + 1).test();
  }
}

TEST_P(F16PoolKernel, zero_rows) {
  if (k().kind != f16_pool_kind::average) GTEST_SKIP() << "only average pooling pads with the zero row";
  for (double rate : {0.3, 1.0}) tester().pixels(2).zero_rate(rate).channels(tile() + 3).test();
}

TEST_P(F16PoolKernel, clamps) {
  tester().pixels(2).channels(2 * tile() + 1).clamp(0.3, 1.0).test();
  tester().pixels(2).channels(2 * tile() + 1).clamp(0.0, 0.6).test();
}

TEST_P(F16PoolKernel, ties) { tester().pixels(3).channels(2 * tile() + 1).ties().test(); }

TEST_P(F16PoolKernel, special_values) {
  const float inf = INFINITY, nan = NAN;
  for (size_t e : {size_t(2), max_elements()}) {
    tester().elements(e).pixels(2).channels(tile() + 3).values({1.0f, nan, -inf, 0.5f, inf, -0.0f, 0.0f}).test();
    tester().elements(e).pixels(2).channels(tile() + 3).values({nan, 2.0f, -1.0f}).test();
    tester().elements(e).channels(tile() + 3).values({-0.0f, 0.0f, -1.0f}).test();
    // Largest halves: sums past 65504 overflow in fp16 but not in the fp32 accumulator.
    tester().elements(e).pixels(2).channels(tile() + 3).values({65504.0f, 60000.0f, -65504.0f}).test();
  }
}
