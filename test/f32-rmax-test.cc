// Every kernel of src/ukernels/f32-reduce/rmax-table.h against std::max_element: every batch size up to three tiles,
// the maximum at every position, all-negative rows (a kernel padding with zeros would return 0).
#include <algorithm>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/f32-reduce/f32-reduce.h"

void PrintTo(const xnn_f32_rmax_info& info, std::ostream* os) { *os << info.name; }

namespace {

class F32Rmax : public testing::TestWithParam<xnn_f32_rmax_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  void check(const std::vector<float>& x) const {
    // The row ends, XNN_EXTRA_BYTES of values that must be ignored later, at a guard page.
    xnn_guarded_buffer<float> padded(x.size());
    padded.fill(1e30f);
    std::copy(x.begin(), x.end(), padded.begin());
    float max = 0;
    GetParam().fn(x.size() * sizeof(float), padded.data(), &max);
    ASSERT_EQ(max, *std::max_element(x.begin(), x.end())) << "batch " << x.size();
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

TEST_P(F32Rmax, batch_eq_tile) { check(random_row(tile(), -10.0f, 10.0f)); }

TEST_P(F32Rmax, every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) check(random_row(n, -10.0f, 10.0f));
}

TEST_P(F32Rmax, all_negative) {
  for (size_t n = 1; n < 3 * tile(); n++) check(random_row(n, -10.0f, -1.0f));
}

TEST_P(F32Rmax, maximum_at_every_position) {
  for (size_t n : {tile() - 1, tile(), 2 * tile() + 3}) {
    if (n == 0) continue;
    for (size_t i = 0; i < n; i++) {
      std::vector<float> x = random_row(n, -10.0f, 10.0f);
      x[i] = 11.0f;
      check(x);
    }
  }
}

TEST_P(F32Rmax, large_batch) { check(random_row(1000, -100.0f, 100.0f)); }

INSTANTIATE_TEST_SUITE_P(f32_rmax, F32Rmax,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_rmax_ukernels, xnn_f32_rmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
