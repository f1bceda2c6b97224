// Every kernel of src/ukernels/f16-rmax/rmax-table.h returns the largest half of its row exactly: every batch size
// up to three tiles with the maximum at every position, all finite halves in one row, rows of negative halves only;
// the input ends at a guard page (reads stay within XNN_EXTRA_BYTES).
#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/f16-rmax/f16-rmax.h"
#include "ukernels/f16-vcvt/half.h"

void PrintTo(const xnn_f16_rmax_info& info, std::ostream* os) { *os << info.name; }

namespace {

class F16Rmax : public testing::TestWithParam<xnn_f16_rmax_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  void check(const std::vector<uint16_t>& row) const {
    xnn_guarded_buffer<uint16_t> x(row.size());
    x.fill(0x7BFF);  // the largest finite half in the slack: a kernel that reads it as data returns it
    std::copy(row.begin(), row.end(), x.begin());
    uint16_t max = 0x7E00;
    GetParam().fn(row.size() * sizeof(uint16_t), x.data(), &max);
    const uint16_t expected = *std::max_element(row.begin(), row.end(), [](uint16_t a, uint16_t b) {
      return xnn_f16_to_f32(a) < xnn_f16_to_f32(b);
    });
    ASSERT_EQ(xnn_f16_to_f32(max), xnn_f16_to_f32(expected))
        << "batch " << row.size() << ": got 0x" << std::hex << max << ", expected 0x" << expected;
  }

  mutable std::mt19937 rng_{42};
};

TEST_P(F16Rmax, every_batch_and_position_below_three_tiles) {
  std::uniform_int_distribution<int> dist(0, 0x3BFF);  // halves in [0, 1): the maximum placed is 1.0 or more
  for (size_t n = 1; n < 3 * size_t(GetParam().tile); n++) {
    for (size_t at = 0; at < n; at++) {
      std::vector<uint16_t> row(n);
      for (uint16_t& h : row) h = uint16_t(dist(rng_) | (at % 2 ? 0x8000 : 0));
      row[at] = uint16_t(0x3C00 + at);
      check(row);
    }
  }
}

TEST_P(F16Rmax, all_finite_halves) {
  std::vector<uint16_t> row;
  for (uint32_t h = 0; h < 0x10000; h++) {
    if ((h & 0x7FFF) <= 0x7BFF) row.push_back(uint16_t(h));
  }
  std::shuffle(row.begin(), row.end(), rng_);
  row.erase(std::find(row.begin(), row.end(), uint16_t(0x7BFF)));  // the maximum is then 65472
  check(row);
}

TEST_P(F16Rmax, negative_rows) {
  for (size_t n : {size_t(1), size_t(GetParam().tile) + 3, size_t(1000)}) {
    std::vector<uint16_t> row(n);
    for (size_t i = 0; i < n; i++) row[i] = uint16_t(0x8400 + (i * 37) % 0x7000);
    check(row);
  }
}

INSTANTIATE_TEST_SUITE_P(f16_rmax, F16Rmax,
                         testing::ValuesIn(xnn_table_rows(xnn_f16_rmax_ukernels, xnn_f16_rmax_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
