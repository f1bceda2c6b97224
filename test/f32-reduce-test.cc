// Every kernel of the f32 reduction tables (src/ukernels/f32-reduce/) against plain references: every length up to
// three tiles and beyond, accumulation into the output, special values, and padding the kernels may read but must
// not use.
#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/f32-reduce/f32-reduce.h"

void PrintTo(const xnn_f32_rsum_info& info, std::ostream* os) { *os << info.name; }
void PrintTo(const xnn_f32_rminmax_info& info, std::ostream* os) { *os << info.name; }
void PrintTo(const xnn_f32_rdsum_info& info, std::ostream* os) { *os << info.name; }

namespace {

constexpr size_t kPad = XNN_EXTRA_BYTES / sizeof(float);
const float kNaN = std::numeric_limits<float>::quiet_NaN();
const float kInf = std::numeric_limits<float>::infinity();

// Bound on the rounding error of any float summation order of `n` terms of total magnitude `magnitude`, plus the
// rounding of the scaled result added to the output.
double sum_error_bound(size_t n, double magnitude, double result) {
  return (double(n) + 2.0) * 0x1.0p-24 * magnitude + 0x1.0p-24 * std::abs(result) + 1e-30;
}

// ---- rsum ----------------------------------------------------------------------------------------------------------

class F32Rsum : public testing::TestWithParam<xnn_f32_rsum_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  // Sums `x` (followed by NaN padding) into `init` with `scale`; checks against a double reference.
  void check(const std::vector<float>& x, float init, float scale, bool exact) const {
    xnn_guarded_buffer<float> in(x.size());
    in.fill(kNaN);
    std::copy(x.begin(), x.end(), in.begin());
    float out = init;
    const xnn_f32_scale_params p{scale};
    GetParam().fn(x.size() * sizeof(float), in.data(), &out, &p);
    double sum = 0.0, magnitude = 0.0;
    for (float v : x) sum += v, magnitude += std::abs(v);
    const double expected = double(init) + double(scale) * sum;
    if (exact) {
      ASSERT_EQ(out, float(expected)) << "n " << x.size();
    } else {
      ASSERT_NEAR(out, expected, sum_error_bound(x.size(), magnitude * std::abs(scale), expected))
          << "n " << x.size();
    }
  }

  std::vector<float> random(size_t n, bool integers) const {
    std::vector<float> v(n);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::uniform_int_distribution<int> ints(-8, 8);
    for (float& f : v) f = integers ? float(ints(rng_)) : dist(rng_);
    return v;
  }
  size_t tile() const { return GetParam().tile; }
  mutable std::mt19937 rng_{7};
};

TEST_P(F32Rsum, every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile() + 4; n++) check(random(n, false), 0.0f, 1.0f, false);
}

TEST_P(F32Rsum, long_batch) {
  for (size_t n : {size_t(1000), size_t(4099)}) check(random(n, false), 0.0f, 1.0f, false);
}

// Small integers sum exactly in any order, and a power-of-two scale keeps them exact.
TEST_P(F32Rsum, integers_are_exact_and_accumulate_into_output) {
  for (size_t n = 1; n < 3 * tile() + 4; n++) check(random(n, true), 3.0f, 0.5f, true);
}

TEST_P(F32Rsum, scale) {
  for (size_t n = 1; n < 2 * tile() + 2; n++) check(random(n, false), -1.5f, 1.0f / 3.0f, false);
}

TEST_P(F32Rsum, special_values) {
  for (size_t n = 1; n < 2 * tile() + 2; n++) {
    for (size_t at = 0; at < n; at += std::max<size_t>(1, n / 5)) {
      const std::vector<float> values = random(n, false);
      xnn_guarded_buffer<float> x(n);
      x.fill(kNaN);
      std::copy(values.begin(), values.end(), x.begin());
      float out = 0.0f;
      const xnn_f32_scale_params p{1.0f};
      x[at] = kInf;
      GetParam().fn(n * sizeof(float), x.data(), &out, &p);
      ASSERT_EQ(out, kInf) << "n " << n << ", +inf at " << at;
      x[at] = kNaN;
      out = 0.0f;
      GetParam().fn(n * sizeof(float), x.data(), &out, &p);
      ASSERT_TRUE(std::isnan(out)) << "n " << n << ", NaN at " << at;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(f32_rsum, F32Rsum,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_rsum_ukernels, xnn_f32_rsum_ukernel_count)),
                         xnn_ukernel_test_name());

// ---- rmin / rminmax ------------------------------------------------------------------------------------------------

class F32Rminmax : public testing::TestWithParam<xnn_f32_rminmax_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  // Padding past the input holds values beyond every input: using it would change the result.
  void check(const std::vector<float>& x, float seed_min, float seed_max) const {
    const bool has_max = GetParam().op == xnn_rminmax_op::minmax;
    xnn_guarded_buffer<float> in(x.size());
    std::copy(x.begin(), x.end(), in.begin());
    for (size_t i = 0; i < kPad; i++) in[x.size() + i] = i % 2 ? 1e38f : -1e38f;
    float out[2] = {seed_min, seed_max};
    GetParam().fn(x.size() * sizeof(float), in.data(), out, nullptr);
    float expected_min = seed_min, expected_max = seed_max;
    for (float v : x) expected_min = std::min(expected_min, v), expected_max = std::max(expected_max, v);
    // +0 and -0 compare equal: either may win a tie.
    ASSERT_EQ(out[0], expected_min) << "min of n " << x.size();
    if (has_max) {
      ASSERT_EQ(out[1], expected_max) << "max of n " << x.size();
    } else {
      ASSERT_EQ(out[1], seed_max) << "rmin wrote output[1]";
    }
  }

  std::vector<float> random(size_t n) const {
    std::vector<float> v(n);
    std::uniform_real_distribution<float> dist(-100.0f, 100.0f);
    for (float& f : v) f = dist(rng_);
    return v;
  }
  size_t tile() const { return GetParam().tile; }
  mutable std::mt19937 rng_{11};
};

TEST_P(F32Rminmax, every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile() + 4; n++) check(random(n), kInf, -kInf);
}

TEST_P(F32Rminmax, long_batch) { check(random(4099), kInf, -kInf); }

// The extreme element at every position, so every lane, accumulator and tail element gets to win.
TEST_P(F32Rminmax, extreme_at_every_position) {
  for (size_t n = 1; n < 2 * tile() + 4; n++) {
    for (size_t at = 0; at < n; at++) {
      std::vector<float> x = random(n);
      x[at] = -1000.0f;
      x[n - 1 - at] = 1000.0f;
      check(x, kInf, -kInf);
    }
  }
}

TEST_P(F32Rminmax, seed_wins_when_beyond_every_input) {
  for (size_t n = 1; n < 2 * tile() + 4; n++) check(random(n), -500.0f, 500.0f);
}

TEST_P(F32Rminmax, special_values) {
  const float denorm = std::numeric_limits<float>::denorm_min();
  const std::vector<float> specials = {0.0f, -0.0f, denorm, -denorm, kInf, -kInf, 1e-38f, -1e-38f,
                                       std::numeric_limits<float>::max(), -std::numeric_limits<float>::max()};
  for (size_t n = 1; n <= specials.size(); n++) {
    check(std::vector<float>(specials.begin(), specials.begin() + n), kInf, -kInf);
    check(std::vector<float>(specials.rbegin(), specials.rbegin() + n), kInf, -kInf);
  }
}

INSTANTIATE_TEST_SUITE_P(f32_rminmax, F32Rminmax,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_rminmax_ukernels, xnn_f32_rminmax_ukernel_count)),
                         xnn_ukernel_test_name());

// ---- rdsum ---------------------------------------------------------------------------------------------------------

class F32Rdsum : public testing::TestWithParam<xnn_f32_rdsum_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  // rows x channels at `stride` floats per row; NaN between rows and past the end; outputs seeded, guarded after.
  // The last row and the output (which the kernel reads too) end, XNN_EXTRA_BYTES later, at a guard page.
  void check(size_t rows, size_t channels, size_t stride, float scale, bool integers) const {
    xnn_guarded_buffer<float> x((rows - 1) * stride + channels);
    x.fill(kNaN);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    std::uniform_int_distribution<int> ints(-8, 8);
    for (size_t r = 0; r < rows; r++) {
      for (size_t c = 0; c < channels; c++) x[r * stride + c] = integers ? float(ints(rng_)) : dist(rng_);
    }
    xnn_guarded_buffer<float> out(channels);
    out.fill(12345.0f);
    for (size_t c = 0; c < channels; c++) out[c] = integers ? float(c % 5) : dist(rng_);
    const std::vector<float> seed(out.begin(), out.end());
    const xnn_f32_scale_params p{scale};
    GetParam().fn(rows, channels * sizeof(float), x.data(), stride * sizeof(float), out.data(), &p);
    for (size_t c = 0; c < channels; c++) {
      double sum = 0.0, magnitude = 0.0;
      for (size_t r = 0; r < rows; r++) sum += x[r * stride + c], magnitude += std::abs(x[r * stride + c]);
      const double expected = double(seed[c]) + double(scale) * sum;
      if (integers) {
        ASSERT_EQ(out[c], float(expected)) << rows << " rows x " << channels << " channels, channel " << c;
      } else {
        ASSERT_NEAR(out[c], expected, sum_error_bound(rows, magnitude * std::abs(scale), expected))
            << rows << " rows x " << channels << " channels, channel " << c;
      }
    }
    for (size_t c = channels; c < channels + kPad; c++) {
      ASSERT_EQ(out[c], 12345.0f) << rows << " x " << channels << ": wrote past the end, at " << c;
    }
  }

  size_t tile() const { return GetParam().channel_tile; }
  mutable std::mt19937 rng_{13};
};

TEST_P(F32Rdsum, every_channel_count_and_row_count) {
  for (size_t rows = 1; rows <= 2 * size_t(GetParam().row_tile) + 1; rows++) {
    for (size_t channels = 1; channels < 2 * tile() + 8; channels++) check(rows, channels, channels, 1.0f, false);
  }
}

TEST_P(F32Rdsum, strided_rows) {
  for (size_t channels = 1; channels < 2 * tile() + 8; channels += 3) check(9, channels, channels + 5, 1.0f, false);
}

TEST_P(F32Rdsum, integers_are_exact_with_scale) {
  for (size_t channels = 1; channels < 2 * tile() + 8; channels++) check(15, channels, channels + 1, 0.25f, true);
}

// Kernels keep running sums for a block of channels at a time (1024 in f32_rdsum): cross block boundaries.
TEST_P(F32Rdsum, channels_beyond_one_block) {
  for (size_t channels : {size_t(1023), size_t(1024), size_t(1025), size_t(2100)}) {
    check(9, channels, channels + 3, 1.0f, false);
  }
}

TEST_P(F32Rdsum, many_rows) { check(200, tile() + 3, tile() + 3, 1.0f / 200.0f, false); }

INSTANTIATE_TEST_SUITE_P(f32_rdsum, F32Rdsum,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_rdsum_ukernels, xnn_f32_rdsum_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
