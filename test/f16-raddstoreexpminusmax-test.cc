// Every kernel of src/ukernels/f16-raddstoreexpminusmax/raddstoreexpminusmax-table.h: each y[i] within 1 fp16 ULP of
// the correctly rounded exp(x[i] - max), the sum within 2^-10 (relative) of the exact sum of the exponentials; every
// half below the maximum against it (each of 0, 1, -3, 11 and 65504 as the maximum), every batch size up to three
// tiles, in place and out of place, and no write past the end of the output.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "guarded-buffer.h"
#include "half-reference.h"
#include "ukernel-params.h"
#include "ukernels/f16-raddstoreexpminusmax/f16-raddstoreexpminusmax.h"

void PrintTo(const xnn_f16_raddstoreexpminusmax_info& info, std::ostream* os) { *os << info.name; }

namespace {

constexpr size_t kPad = XNN_EXTRA_BYTES / sizeof(uint16_t);
constexpr uint16_t kGuard = 0x7DAD;  // a NaN the kernels never store

class F16Raddstoreexpminusmax : public testing::TestWithParam<xnn_f16_raddstoreexpminusmax_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  // Runs the kernel with *max = max (>= every input) and checks every output, the sum and the guard.
  void check(const std::vector<uint16_t>& input, uint16_t max, bool in_place) const {
    const size_t n = input.size();
    xnn_guarded_buffer<uint16_t> x(n), max_buffer(1, 0);
    x.fill(kGuard);
    std::copy(input.begin(), input.end(), x.begin());
    max_buffer[0] = max;
    std::vector<uint16_t> y_buffer(n + kPad, kGuard);
    uint16_t* y = in_place ? x.data() : y_buffer.data();
    float sum = -1.0f;
    GetParam().fn(n * sizeof(uint16_t), x.data(), max_buffer.data(), y, &sum);
    double exact_sum = 0;
    for (size_t i = 0; i < n; i++) {
      const double e = std::exp(double(xnn_f16_to_f32(input[i])) - double(xnn_f16_to_f32(max)));
      exact_sum += e;
      const uint16_t expected = xnn_round_to_half(e);
      ASSERT_LE(xnn_half_error(y[i], expected), 1)
          << "batch " << n << (in_place ? " in place" : "") << ", x[" << i << "] = " << xnn_f16_to_f32(input[i])
          << ", max " << xnn_f16_to_f32(max) << ": got 0x" << std::hex << y[i] << ", expected 0x" << expected;
    }
    EXPECT_NEAR(sum, exact_sum, 0x1.0p-10 * exact_sum) << "batch " << n;
    for (size_t i = n; i < n + kPad; i++) ASSERT_EQ(y[i], kGuard) << "batch " << n << ": wrote past the end at " << i;
  }

  std::vector<uint16_t> random(size_t n) const {
    std::uniform_real_distribution<float> dist(-20.0f, 5.0f);
    std::vector<uint16_t> v(n);
    for (uint16_t& h : v) h = xnn_f32_to_f16(dist(rng_));
    return v;
  }

  mutable std::mt19937 rng_{42};
};

// Every finite half at or below the maximum (exponents from 0 down to the underflow of exp).
TEST_P(F16Raddstoreexpminusmax, every_half_below_the_max) {
  for (uint16_t max : {0x0000, 0x3C00, 0xC200, 0x4980, 0x7BFF}) {
    std::vector<uint16_t> below;
    for (uint32_t h = 0; h < 0x10000; h++) {
      if ((h & 0x7FFF) <= 0x7BFF && xnn_f16_to_f32(uint16_t(h)) <= xnn_f16_to_f32(max)) below.push_back(uint16_t(h));
    }
    check(below, max, false);
  }
}

TEST_P(F16Raddstoreexpminusmax, every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * size_t(GetParam().tile); n++) {
    const std::vector<uint16_t> x = random(n);
    const uint16_t max = *std::max_element(x.begin(), x.end(), [](uint16_t a, uint16_t b) {
      return xnn_f16_to_f32(a) < xnn_f16_to_f32(b);
    });
    check(x, max, false);
    check(x, max, true);
  }
}

INSTANTIATE_TEST_SUITE_P(f16_raddstoreexpminusmax, F16Raddstoreexpminusmax,
                         testing::ValuesIn(xnn_table_rows(xnn_f16_raddstoreexpminusmax_ukernels,
                                                          xnn_f16_raddstoreexpminusmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
