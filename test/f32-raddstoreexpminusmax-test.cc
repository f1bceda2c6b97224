// Every kernel of src/ukernels/f32-raddstoreexpminusmax/raddstoreexpminusmax-table.h: each y[i] within 1 ULP (2.5 for
// a _FAST row) of exp(x[i] - max) (the difference taken in float, as the contract says; results below 2^-126 may be
// 0), the sum within rounding of the sum of the stored values; every batch size up to three tiles, in place and out
// of place, no write past the end of the output.
#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/f32-raddstoreexpminusmax/f32-raddstoreexpminusmax.h"
#include "ulp.h"

void PrintTo(const xnn_f32_raddstoreexpminusmax_info& info, std::ostream* os) { *os << info.name; }

namespace {

constexpr size_t kPad = XNN_EXTRA_BYTES / sizeof(float);
constexpr float kGuard = -12345.0f;

class F32Raddstoreexpminusmax : public testing::TestWithParam<xnn_f32_raddstoreexpminusmax_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  void check(const std::vector<float>& input, bool in_place) const {
    const size_t n = input.size();
    // x ends, XNN_EXTRA_BYTES later, at a guard page (its slack holds the marker, checked when in place); the one
    // float of *max ends right at one.
    xnn_guarded_buffer<float> x(n), max_buffer(1, 0);
    x.fill(kGuard);
    std::copy(input.begin(), input.end(), x.begin());
    const float max = *std::max_element(input.begin(), input.end());
    max_buffer[0] = max;
    std::vector<float> y(n + kPad, kGuard);
    float* out = in_place ? x.data() : y.data();
    float sum = -1.0f;
    GetParam().fn(n * sizeof(float), x.data(), max_buffer.data(), out, &sum);
    double stored_sum = 0;
    for (size_t i = 0; i < n; i++) {
      const float t = input[i] - max;
      const double expected = std::exp(double(t));
      const bool flushed = out[i] == 0.0f && expected < 0x1.0p-126;
      ASSERT_TRUE(flushed || xnn_ulp_error(out[i], expected) <= (GetParam().fast ? 2.5 : 1.0))
          << "batch " << n << (in_place ? " in place" : "") << ", x[" << i << "] - max = " << t << ": got " << out[i]
          << ", expected " << expected;
      stored_sum += out[i];
    }
    for (size_t i = n; i < n + kPad; i++) ASSERT_EQ(out[i], kGuard) << "batch " << n << ": wrote element " << i;
    ASSERT_NEAR(sum, stored_sum, stored_sum * (n + 4) * 0x1.0p-24) << "batch " << n;
  }

  std::vector<float> random_row(size_t n, float lo, float hi) const {
    std::uniform_real_distribution<float> dist(lo, hi);
    std::vector<float> v(n);
    for (float& f : v) f = dist(rng_);
    return v;
  }

  size_t tile() const { return GetParam().tile; }
  mutable std::mt19937 rng_{42};
};

TEST_P(F32Raddstoreexpminusmax, every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) check(random_row(n, -20.0f, 20.0f), false);
}

TEST_P(F32Raddstoreexpminusmax, in_place_every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) check(random_row(n, -20.0f, 20.0f), true);
}

// Differences down to -200: denormal results (flushed or exact) and zeros.
TEST_P(F32Raddstoreexpminusmax, wide_range) { check(random_row(4 * tile() + 3, -200.0f, 5.0f), false); }

// -inf inputs contribute 0 (a masked softmax).
TEST_P(F32Raddstoreexpminusmax, minus_infinity_gives_zero) {
  std::vector<float> x = random_row(2 * tile() + 1, -5.0f, 5.0f);
  for (size_t i = 0; i < x.size(); i += 3) x[i] = -std::numeric_limits<float>::infinity();
  x[1] = 6.0f;
  check(x, false);
}

TEST_P(F32Raddstoreexpminusmax, large_batch) { check(random_row(1000, -50.0f, 50.0f), false); }

INSTANTIATE_TEST_SUITE_P(f32_raddstoreexpminusmax, F32Raddstoreexpminusmax,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_raddstoreexpminusmax_ukernels,
                                                          xnn_f32_raddstoreexpminusmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
