// Every kernel of src/ukernels/f32-vscale/vscale-table.h: y = x * scale exactly, every batch size up to three
// tiles, in place and out of place, no write past the end of the output.
#include <cstring>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/f32-vscale/f32-vscale.h"

void PrintTo(const xnn_f32_vscale_info& info, std::ostream* os) { *os << info.name; }

namespace {

constexpr size_t kPad = XNN_EXTRA_BYTES / sizeof(float);
constexpr float kGuard = -12345.0f;

class F32Vscale : public testing::TestWithParam<xnn_f32_vscale_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  void check(size_t n, bool in_place) const {
    std::uniform_real_distribution<float> dist(-10.0f, 10.0f);
    // x ends, XNN_EXTRA_BYTES later, at a guard page; its slack holds the marker too (checked when in place).
    xnn_guarded_buffer<float> x(n);
    x.fill(kGuard);
    std::vector<float> input(n), y(n + kPad, kGuard);
    for (float& f : input) f = dist(rng_);
    std::copy(input.begin(), input.end(), x.begin());
    const float scale = 0.37f;
    float* out = in_place ? x.data() : y.data();
    GetParam().fn(n * sizeof(float), x.data(), out, scale);
    for (size_t i = 0; i < n; i++) {
      ASSERT_EQ(out[i], input[i] * scale) << "batch " << n << (in_place ? " in place" : "") << ", element " << i;
    }
    for (size_t i = n; i < n + kPad; i++) ASSERT_EQ(out[i], kGuard) << "batch " << n << ": wrote element " << i;
  }

  size_t tile() const { return GetParam().tile; }
  mutable std::mt19937 rng_{42};
};

TEST_P(F32Vscale, every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) check(n, false);
}

TEST_P(F32Vscale, in_place_every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) check(n, true);
}

TEST_P(F32Vscale, large_batch) { check(1000, false); }

INSTANTIATE_TEST_SUITE_P(f32_vscale, F32Vscale,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_vscale_ukernels, xnn_f32_vscale_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
