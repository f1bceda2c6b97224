// Every kernel of src/ukernels/f16-vunary/vunary-table.h on every one of the 65536 halves against the correctly
// rounded result of the op (test/unary-reference.h in double, rounded once to fp16): bit-exact for the ops f32-vunary
// computes exactly, within 1 fp16 ULP for the others; every batch size up to three tiles, in place and out of
// place, and no write past the end of the output.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "configs/f16-vunary-config.h"
#include "guarded-buffer.h"
#include "half-reference.h"
#include "ukernel-params.h"
#include "ukernels/f16-vunary/f16-vunary.h"
#include "unary-reference.h"

void PrintTo(const xnn_f16_vunary_info& info, std::ostream* os) { *os << info.name; }

namespace {

// Halves for the params of the ops that have any, and the same values as the f32 params of the reference.
xnn_f16_unary_params params_of(xnn_unary_op op) {
  xnn_f16_unary_params p{};
  if (op == xnn_unary_op::clamp) p.clamp = {0xB800, 0x3A00};             // [-0.5, 0.75]
  if (op == xnn_unary_op::leaky_relu) p.leaky_relu.slope = 0x34CD;      // 0.3000488
  if (op == xnn_unary_op::elu) p.elu = {0x3C00, 0x3800, 0x3C00};         // prescale 1, alpha 0.5, beta 1
  return p;
}

xnn_f32_unary_params f32_params_of(xnn_unary_op op) {
  const xnn_f16_unary_params h = params_of(op);
  xnn_f32_unary_params p{};
  if (op == xnn_unary_op::clamp) p.clamp = {xnn_f16_to_f32(h.clamp.min), xnn_f16_to_f32(h.clamp.max)};
  if (op == xnn_unary_op::leaky_relu) p.leaky_relu.slope = xnn_f16_to_f32(h.leaky_relu.slope);
  if (op == xnn_unary_op::elu) {
    p.elu = {xnn_f16_to_f32(h.elu.prescale), xnn_f16_to_f32(h.elu.alpha), xnn_f16_to_f32(h.elu.beta)};
  }
  return p;
}

constexpr size_t kPad = XNN_EXTRA_BYTES / sizeof(uint16_t);
constexpr uint16_t kGuard = 0x7DAD;  // a NaN no op returns

class F16Vunary : public testing::TestWithParam<xnn_f16_vunary_info> {
 protected:
  void SetUp() override {
    XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa);
    ASSERT_NE(reference_of(GetParam().op).fn, nullptr) << "no reference for op " << xnn_unary_op_name(GetParam().op);
  }

  // 0 for the ops f32-vunary computes exactly (bit-exact here too), 1 ULP for the others.
  int32_t max_error() const { return reference_of(GetParam().op).max_ulp == 0 ? 0 : 1; }

  // The error of y for input x: 0 when y is the correctly rounded result (bit for bit, any NaN for NaN).
  int32_t error_of(uint16_t x, uint16_t y) const {
    const double r = reference_of(GetParam().op).fn(double(xnn_f16_to_f32(x)), f32_params_of(GetParam().op));
    const uint16_t expected = xnn_round_to_half(r);
    if (y == expected) return 0;
    const int32_t error = xnn_half_error(y, expected);
    return error == 0 && max_error() == 0 && !xnn_half_is_nan(y) ? 1 << 20 : error;  // -0 for +0 in an exact op
  }

  // Runs the kernel on `input` (in place or not) and returns the largest error; fails at the first error above the
  // bound and on a write past the end.
  int32_t check(const std::vector<uint16_t>& input, bool in_place) const {
    const xnn_f16_vunary_info& k = GetParam();
    const xnn_f16_unary_params params = params_of(k.op);
    const size_t n = input.size();
    xnn_guarded_buffer<uint16_t> x(n);
    std::copy(input.begin(), input.end(), x.begin());
    std::fill(x.begin() + n, x.begin() + n + kPad, kGuard);
    std::vector<uint16_t> y_buffer(n + kPad, kGuard);
    uint16_t* y = in_place ? x.data() : y_buffer.data();
    k.fn(n * sizeof(uint16_t), x.data(), y, &params);
    int32_t worst = 0;
    for (size_t i = 0; i < n; i++) {
      const int32_t error = error_of(input[i], y[i]);
      EXPECT_LE(error, max_error()) << "batch " << n << (in_place ? " in place" : "") << ", x[" << i << "] = 0x"
                                    << std::hex << input[i] << " (" << xnn_f16_to_f32(input[i]) << "): got 0x" << y[i]
                                    << std::dec << " (" << xnn_f16_to_f32(y[i]) << "), error " << error << " ULP";
      if (error > max_error()) return error;
      worst = std::max(worst, error);
    }
    for (size_t i = n; i < n + kPad; i++) {
      EXPECT_EQ(y[i], kGuard) << "batch " << n << ": wrote past the end, at element " << i;
      if (y[i] != kGuard) break;
    }
    return worst;
  }

  std::vector<uint16_t> random(size_t n) const {
    const unary_reference& ref = reference_of(GetParam().op);
    std::uniform_real_distribution<float> dist(std::max(ref.lo, -65504.0f), std::min(ref.hi, 65504.0f));
    std::vector<uint16_t> v(n);
    for (uint16_t& h : v) h = xnn_f32_to_f16(dist(rng_));
    return v;
  }

  mutable std::mt19937 rng_{42};
};

TEST_P(F16Vunary, every_half) {
  std::vector<uint16_t> all(65536);
  for (size_t i = 0; i < all.size(); i++) all[i] = uint16_t(i);
  const int32_t worst = check(all, false);
  std::printf("%s: max error %d fp16 ULP\n", GetParam().name, int(worst));
  RecordProperty("max_ulp", int(worst));
}

TEST_P(F16Vunary, every_half_in_place) {
  std::vector<uint16_t> all(65536);
  for (size_t i = 0; i < all.size(); i++) all[i] = uint16_t(i);
  check(all, true);
}

TEST_P(F16Vunary, every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * size_t(GetParam().tile); n++) check(random(n), false);
}

TEST_P(F16Vunary, in_place_every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * size_t(GetParam().tile); n++) check(random(n), true);
}

INSTANTIATE_TEST_SUITE_P(f16_vunary, F16Vunary,
                         testing::ValuesIn(xnn_table_rows(xnn_f16_vunary_ukernels, xnn_f16_vunary_ukernel_count)),
                         xnn_ukernel_test_name());

// Dispatch: every op has a kernel this CPU runs.
TEST(f16_vunary_config, every_op_has_a_kernel) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  for (size_t op = 0; op <= size_t(xnn_unary_op::approxgelu); op++) {
    const xnn_f16_vunary_info* k = xnn_init_f16_vunary_config(xnn_unary_op(op));
    ASSERT_NE(k, nullptr) << xnn_unary_op_name(xnn_unary_op(op));
    EXPECT_EQ(k->op, xnn_unary_op(op)) << k->name;
    EXPECT_TRUE(xnn_isa_enabled(k->isa)) << k->name;
  }
}

}  // namespace
