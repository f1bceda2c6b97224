// Every kernel of src/ukernels/f16-vbinary/vbinary-table.h against the correctly rounded fp16 result of its op (the
// value in double, rounded once to a half): bit-exact for the ops that round once (f16-vbinary.h), within 1 fp16 ULP
// for sqrdiff, atan2 and pow. A dense sweep pairs every 61st half (special values added) with every 131st (521st
// under three clamps for the `minmax` ops); every batch size up to three tiles, in place with either input as the
// output, and no write past the end of the output.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "configs/f16-vbinary-config.h"
#include "guarded-buffer.h"
#include "half-reference.h"
#include "ukernel-params.h"
#include "ukernels/f16-vbinary/f16-vbinary.h"

void PrintTo(const xnn_f16_vbinary_info& info, std::ostream* os) { *os << info.name; }

namespace {

uint16_t sign_bit(uint16_t h) { return h & 0x8000; }

// IEEE 754-2019 minimum and maximum: NaN if either is NaN, -0 < +0.
uint16_t ieee_minimum(uint16_t a, uint16_t b) {
  if (xnn_half_is_nan(a) || xnn_half_is_nan(b)) return 0x7E00;
  if (xnn_f16_to_f32(a) == xnn_f16_to_f32(b)) return a | b;
  return xnn_f16_to_f32(a) < xnn_f16_to_f32(b) ? a : b;
}
uint16_t ieee_maximum(uint16_t a, uint16_t b) {
  if (xnn_half_is_nan(a) || xnn_half_is_nan(b)) return 0x7E00;
  if (xnn_f16_to_f32(a) == xnn_f16_to_f32(b)) return a & b;
  return xnn_f16_to_f32(a) > xnn_f16_to_f32(b) ? a : b;
}

// The correctly rounded fp16 result of a OP b. The sums, differences and products of halves are exact in double,
// and a quotient rounded to double then to fp16 is rounded correctly (53 >= 2 * 11 + 2).
uint16_t reference(xnn_binary_op op, uint16_t ha, uint16_t hb) {
  const double a = xnn_f16_to_f32(ha), b = xnn_f16_to_f32(hb);
  switch (op) {
    case xnn_binary_op::add:
      return xnn_round_to_half(a + b);
    case xnn_binary_op::sub:
      return xnn_round_to_half(a - b);
    case xnn_binary_op::mul:
      return xnn_round_to_half(a * b);
    case xnn_binary_op::div:
      return xnn_round_to_half(a / b);
    case xnn_binary_op::min:
      return ieee_minimum(ha, hb);
    case xnn_binary_op::max:
      return ieee_maximum(ha, hb);
    case xnn_binary_op::sqrdiff:
      return xnn_round_to_half((a - b) * (a - b));
    case xnn_binary_op::prelu:
      return a < 0 ? xnn_round_to_half(a * b) : ha;
    case xnn_binary_op::copysign:
      return uint16_t((ha & 0x7FFF) | sign_bit(hb));
    case xnn_binary_op::mod:
      return b == 0 ? 0 : xnn_round_to_half(std::fmod(a, b));  // exact: a remainder of halves is a half
    case xnn_binary_op::atan2:
      return xnn_round_to_half(std::atan2(a, b));
    case xnn_binary_op::pow:
      return xnn_round_to_half(std::pow(a, b));
  }
  return 0x7E00;
}

// 0: bit-exact (any NaN for NaN); otherwise the largest error in fp16 ULP (ops that round more than once).
int32_t max_error_of(xnn_binary_op op) {
  return op == xnn_binary_op::sqrdiff || op == xnn_binary_op::atan2 || op == xnn_binary_op::pow ? 1 : 0;
}

// std::clamp, the clamp of the `minmax` kernels, on halves.
uint16_t clamped(uint16_t r, const xnn_f16_minmax_params& p) {
  const float v = xnn_f16_to_f32(r);
  return v < xnn_f16_to_f32(p.min) ? p.min : xnn_f16_to_f32(p.max) < v ? p.max : r;
}

// The rows computing in fp32 clamp the fp32 result before rounding it; the native rows clamp the rounded fp16 result.
// Both are clamps of the correctly rounded result, except where a result of the other sign underflows to a zero at
// a zero bound: -2^-26 clamped to [+0, inf] is +0 in fp32 and -0 rounded first. This is the first form, the value of
// a `minmax` op (add, sub, mul, div) in double clamped, then rounded once.
uint16_t clamped_then_rounded(xnn_binary_op op, uint16_t ha, uint16_t hb, const xnn_f16_minmax_params& p) {
  const double a = xnn_f16_to_f32(ha), b = xnn_f16_to_f32(hb);
  const double r = op == xnn_binary_op::add ? a + b : op == xnn_binary_op::sub ? a - b
                 : op == xnn_binary_op::mul ? a * b : a / b;
  const double lo = xnn_f16_to_f32(p.min), hi = xnn_f16_to_f32(p.max);
  return xnn_round_to_half(r < lo ? lo : hi < r ? hi : r);
}

const xnn_f16_minmax_params kNoClamp = {0xFC00, 0x7C00};

// Every `stride`-th half, then the special values: zeros, infinities, NaNs, the smallest subnormals and the largest
// finite halves, one, and the smallest normal.
std::vector<uint16_t> sweep(uint32_t stride) {
  std::vector<uint16_t> v;
  for (uint32_t h = 0; h < 65536; h += stride) v.push_back(uint16_t(h));
  for (uint16_t h : {0x0000, 0x8000, 0x7C00, 0xFC00, 0x7E00, 0xFE01, 0x0001, 0x8001, 0x7BFF, 0xFBFF, 0x3C00, 0xBC00,
                     0x0400, 0x8400}) {
    v.push_back(h);
  }
  return v;
}

constexpr size_t kPad = XNN_EXTRA_BYTES / sizeof(uint16_t);
constexpr uint16_t kGuard = 0x7DAD;  // a NaN no op returns

enum class output_at { separate, a, b };

class F16Vbinary : public testing::TestWithParam<xnn_f16_vbinary_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  bool array_b() const { return GetParam().variant == xnn_binary_variant::op; }
  size_t tile() const { return GetParam().tile; }

  // Runs the kernel on a and b (b: one half unless the variant is `op`) with the output where `out` says; checks
  // every output and the guard after it, and returns the largest error.
  int32_t check(const std::vector<uint16_t>& a_in, const std::vector<uint16_t>& b_in, output_at out,
                const xnn_f16_minmax_params& clamp = kNoClamp) const {
    const xnn_f16_vbinary_info& k = GetParam();
    const size_t n = a_in.size();
    const size_t b_count = array_b() ? n : 1;
    xnn_guarded_buffer<uint16_t> a(n), b(b_count);
    a.fill(kGuard);
    b.fill(kGuard);
    std::vector<uint16_t> y(n + kPad, kGuard);
    std::copy(a_in.begin(), a_in.end(), a.begin());
    std::copy(b_in.begin(), b_in.begin() + b_count, b.begin());
    uint16_t* output = out == output_at::a ? a.data() : out == output_at::b ? b.data() : y.data();
    xnn_f16_vbinary_params params;
    params.minmax = clamp;
    k.fn(n * sizeof(uint16_t), a.data(), b.data(), output, &params);
    const char* where = out == output_at::a ? " (output is a)" : out == output_at::b ? " (output is b)" : "";
    const int32_t bound = max_error_of(k.op);
    int32_t worst = 0;
    for (size_t i = 0; i < n; i++) {
      const uint16_t bi = array_b() ? b_in[i] : b_in[0];
      uint16_t expected =
          k.variant == xnn_binary_variant::ropc ? reference(k.op, bi, a_in[i]) : reference(k.op, a_in[i], bi);
      if (xnn_binary_op_has_minmax(k.op)) {
        expected = clamped(expected, clamp);
        const uint16_t clamped_first = k.variant == xnn_binary_variant::ropc
                                           ? clamped_then_rounded(k.op, bi, a_in[i], clamp)
                                           : clamped_then_rounded(k.op, a_in[i], bi, clamp);
        if (output[i] == clamped_first) expected = clamped_first;
      }
      int32_t error = output[i] == expected ? 0 : xnn_half_error(output[i], expected);
      if (error == 0 && bound == 0 && output[i] != expected && !xnn_half_is_nan(expected)) error = 1 << 20;  // -0/+0
      EXPECT_LE(error, bound) << "batch " << n << where << ", a[" << i << "] = 0x" << std::hex << a_in[i] << " ("
                              << xnn_f16_to_f32(a_in[i]) << "), b = 0x" << bi << " (" << xnn_f16_to_f32(bi)
                              << "): got 0x" << output[i] << ", expected 0x" << expected << std::dec;
      if (error > bound) return error;
      worst = std::max(worst, error);
    }
    for (size_t i = n; i < n + kPad; i++) {
      EXPECT_EQ(output[i], kGuard) << "batch " << n << ": wrote past the end, at element " << i;
      if (output[i] != kGuard) break;
    }
    return worst;
  }

  std::vector<uint16_t> random(size_t n) const {
    std::uniform_real_distribution<float> dist(-2.0f, 2.0f);
    std::vector<uint16_t> v(n);
    for (uint16_t& h : v) h = xnn_f32_to_f16(dist(rng_));
    return v;
  }
  std::vector<uint16_t> random_b(size_t n) const { return random(array_b() ? n : 1); }

  // Every half of sweep(61) against every half of sweep(b_stride) as b (natively; 4 times sparser under qemu and
  // node, which run the kernels 3 to 80 times slower).
  int32_t dense_sweep(const xnn_f16_minmax_params& clamp, uint32_t b_stride) const {
#if !defined(__x86_64__)
    b_stride *= 4;
#endif
    const std::vector<uint16_t> a = sweep(61), bs = sweep(b_stride);
    int32_t worst = 0;
    for (uint16_t b : bs) {
      worst = std::max(worst, check(a, std::vector<uint16_t>(a.size(), b), output_at::separate, clamp));
      if (testing::Test::HasFailure()) break;
    }
    return worst;
  }

  mutable std::mt19937 rng_{42};
};

TEST_P(F16Vbinary, dense_sweep) {
  const int32_t worst = dense_sweep(kNoClamp, 131);
  std::printf("%s: max error %d fp16 ULP\n", GetParam().name, int(worst));
  RecordProperty("max_ulp", int(worst));
}

// minmax kernels clamp to the params (bounds at signed zeros too); the others must ignore them.
TEST_P(F16Vbinary, dense_sweep_clamped) {
  const xnn_f16_minmax_params clamps[] = {{0xB800, 0x3A00}, {0x0000, 0x7C00}, {0x8000, 0x0000}};
  for (const xnn_f16_minmax_params& clamp : clamps) {
    if (!xnn_binary_op_has_minmax(GetParam().op) && clamp.min != 0xB800) continue;
    dense_sweep(clamp, 521);
  }
}

TEST_P(F16Vbinary, batch_div_tile) {
  for (size_t n = tile(); n <= 5 * tile(); n += tile()) check(random(n), random_b(n), output_at::separate);
}

TEST_P(F16Vbinary, every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) check(random(n), random_b(n), output_at::separate);
}

// The output aliases a, and (when b is an array) b.
TEST_P(F16Vbinary, in_place_every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) {
    check(random(n), random_b(n), output_at::a);
    if (array_b()) check(random(n), random_b(n), output_at::b);
  }
}

INSTANTIATE_TEST_SUITE_P(f16_vbinary, F16Vbinary,
                         testing::ValuesIn(xnn_table_rows(xnn_f16_vbinary_ukernels, xnn_f16_vbinary_ukernel_count)),
                         xnn_ukernel_test_name());

// Dispatch: every op and variant has a kernel; a commutative op's reversed form is its broadcast kernel.
TEST(f16_vbinary_config, every_op_and_variant_has_a_kernel) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  for (size_t op = 0; op <= size_t(xnn_binary_op::pow); op++) {
    for (auto variant : {xnn_binary_variant::op, xnn_binary_variant::opc, xnn_binary_variant::ropc}) {
      const xnn_f16_vbinary_info* k = xnn_init_f16_vbinary_config(xnn_binary_op(op), variant);
      ASSERT_NE(k, nullptr) << xnn_binary_op_name(xnn_binary_op(op));
      EXPECT_EQ(k->op, xnn_binary_op(op));
      EXPECT_TRUE(xnn_isa_enabled(k->isa)) << k->name;
      const bool reversed_by_opc = variant == xnn_binary_variant::ropc && xnn_binary_op_is_commutative(k->op);
      EXPECT_EQ(k->variant, reversed_by_opc ? xnn_binary_variant::opc : variant) << k->name;
    }
  }
}

}  // namespace
