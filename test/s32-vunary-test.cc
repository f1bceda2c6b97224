// Every kernel of src/ukernels/s32-vunary/vunary-table.h against a reference computed bit by bit or in 64-bit
// arithmetic wrapped to 32 bits: every batch size up to three tiles, in place, the extreme values at every lane,
// clamps, and no write past the end of the output.
#include <cstdint>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "configs/s32-vunary-config.h"
#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/s32-vunary/s32-vunary.h"

void PrintTo(const xnn_s32_vunary_info& info, std::ostream* os) { *os << info.name; }

namespace {

int32_t wrap(int64_t x) { return int32_t(uint32_t(uint64_t(x))); }

int32_t reference(xnn_s32_unary_op op, int32_t x, const xnn_s32_unary_params& p) {
  const int64_t wx = x;
  switch (op) {
    case xnn_s32_unary_op::abs:
      return wrap(wx < 0 ? -wx : wx);
    case xnn_s32_unary_op::negate:
      return wrap(-wx);
    case xnn_s32_unary_op::square:
      return wrap(wx * wx);
    case xnn_s32_unary_op::clamp:
      return x < p.clamp.min ? p.clamp.min : x > p.clamp.max ? p.clamp.max : x;
    case xnn_s32_unary_op::sign:
      return x < 0 ? -1 : x > 0 ? 1 : 0;
    case xnn_s32_unary_op::bitwise_not:
      return ~x;
    case xnn_s32_unary_op::count_leading_zeros: {
      int32_t zeros = 0;
      for (uint32_t bit = 0x80000000u; bit != 0 && (uint32_t(x) & bit) == 0; bit >>= 1) zeros++;
      return zeros;
    }
    case xnn_s32_unary_op::popcount: {
      int32_t ones = 0;
      for (uint32_t bits = uint32_t(x); bits != 0; bits >>= 1) ones += bits & 1;
      return ones;
    }
  }
  return 0;
}

std::vector<int32_t> extremes() {
  std::vector<int32_t> values = {0, 1, -1, 2, -2, 46340, 46341, -46341, 65536, INT32_MIN, INT32_MIN + 1, INT32_MAX,
                                 0x55555555, int32_t(0xAAAAAAAAu), 0x00FFFFFF, 0x01000000, 0x7F7F7F7F};
  for (int bit = 0; bit < 32; bit++) values.push_back(int32_t(uint32_t(1) << bit));  // every leading-zero count
  return values;
}

constexpr size_t kPad = XNN_EXTRA_BYTES / sizeof(int32_t);
constexpr int32_t kGuard = int32_t(0xDEADBEEFu);
const xnn_s32_unary_params kOpen = {{INT32_MIN, INT32_MAX}};

class S32Vunary : public testing::TestWithParam<xnn_s32_vunary_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  size_t tile() const { return GetParam().tile; }

  void check(const std::vector<int32_t>& x_in, bool in_place, const xnn_s32_unary_params& params = kOpen) const {
    const xnn_s32_vunary_info& k = GetParam();
    const size_t n = x_in.size();
    xnn_guarded_buffer<int32_t> x(n);
    x.fill(kGuard);
    std::copy(x_in.begin(), x_in.end(), x.begin());
    std::vector<int32_t> y(n + kPad, kGuard);
    int32_t* output = in_place ? x.data() : y.data();
    k.fn(n * sizeof(int32_t), x.data(), output, &params);
    for (size_t i = 0; i < n; i++) {
      ASSERT_EQ(output[i], reference(k.op, x_in[i], params))
          << "batch " << n << (in_place ? " (in place)" : "") << ", clamp [" << params.clamp.min << ", "
          << params.clamp.max << "], x[" << i << "] = " << x_in[i];
    }
    if (in_place) return;
    for (size_t i = n; i < n + kPad; i++) {
      ASSERT_EQ(output[i], kGuard) << "batch " << n << ": wrote past the end, at element " << i;
    }
  }

  std::vector<int32_t> random(size_t n) const {
    std::uniform_int_distribution<int32_t> dist(INT32_MIN, INT32_MAX);
    std::vector<int32_t> v(n);
    for (int32_t& x : v) x = dist(rng_) >> (dist(rng_) & 31);  // magnitudes of every bit length
    return v;
  }

  mutable std::mt19937 rng_{42};
};

TEST_P(S32Vunary, batch_eq_tile) { check(random(tile()), false); }

TEST_P(S32Vunary, batch_div_tile) {
  for (size_t n = 2 * tile(); n <= 5 * tile(); n += tile()) check(random(n), false);
}

TEST_P(S32Vunary, every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) check(random(n), false);
}

TEST_P(S32Vunary, in_place_every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) check(random(n), true);
}

// Each extreme value at every lane of a register and of the tail.
TEST_P(S32Vunary, extremes_at_every_lane) {
  const std::vector<int32_t> s = extremes();
  for (size_t shift = 0; shift < s.size(); shift++) {
    std::vector<int32_t> rotated(s.size());
    for (size_t i = 0; i < s.size(); i++) rotated[i] = s[(i + shift) % s.size()];
    for (size_t n = 1; n <= rotated.size(); n++) check(std::vector<int32_t>(rotated.begin(), rotated.begin() + n), false);
  }
}

// clamp clamps to the params (a point, the full range, one side open); the other ops ignore them.
TEST_P(S32Vunary, clamp_params) {
  for (const xnn_s32_unary_params p : {xnn_s32_unary_params{{-5, 7}}, xnn_s32_unary_params{{3, 3}},
                                       xnn_s32_unary_params{{0, INT32_MAX}}, xnn_s32_unary_params{{INT32_MIN, -1}}}) {
    check(extremes(), false, p);
    for (size_t n = 1; n < 3 * tile(); n++) check(random(n), false, p);
  }
}

INSTANTIATE_TEST_SUITE_P(s32_vunary, S32Vunary,
                         testing::ValuesIn(xnn_table_rows(xnn_s32_vunary_ukernels, xnn_s32_vunary_ukernel_count)),
                         xnn_ukernel_test_name());

TEST(s32_vunary_config, every_op_has_a_kernel) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  for (size_t op = 0; op < kXnnS32UnaryOpCount; op++) {
    const xnn_s32_vunary_info* k = xnn_init_s32_vunary_config(xnn_s32_unary_op(op));
    ASSERT_NE(k, nullptr) << xnn_s32_unary_op_name(xnn_s32_unary_op(op));
    EXPECT_EQ(k->op, xnn_s32_unary_op(op));
    EXPECT_TRUE(xnn_isa_enabled(k->isa)) << k->name;
  }
}

}  // namespace
