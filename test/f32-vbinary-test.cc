// Every kernel of src/ukernels/f32-vbinary/vbinary-table.h against a reference that computes the same IEEE
// operations (every result is exact): every batch size up to three tiles, in place with either input as the output,
// output clamping, special values in every pairing, and no write past the end of the output.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "configs/f32-vbinary-config.h"
#include "configs/hardware-config.h"
#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/f32-vbinary/f32-vbinary.h"
#include "ulp.h"

void PrintTo(const xnn_f32_vbinary_info& info, std::ostream* os) { *os << info.name; }

namespace {

const float kInf = std::numeric_limits<float>::infinity();
const float kNaN = std::numeric_limits<float>::quiet_NaN();

uint32_t bits_of(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof(u));
  return u;
}

float from_bits(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof(f));
  return f;
}

bool is_signaling_nan(float f) { return std::isnan(f) && (bits_of(f) & 0x00400000u) == 0; }

// IEEE 754-2019 minimum and maximum: NaN if either is NaN, -0 < +0.
float ieee_minimum(float a, float b) {
  if (std::isnan(a) || std::isnan(b)) return kNaN;
  if (a == b) return from_bits(bits_of(a) | bits_of(b));
  return a < b ? a : b;
}

float ieee_maximum(float a, float b) {
  if (std::isnan(a) || std::isnan(b)) return kNaN;
  if (a == b) return from_bits(bits_of(a) & bits_of(b));
  return a > b ? a : b;
}

// a OP b as the kernels must compute it. Float +, -, *, / are correctly rounded, so they are computed in double
// and rounded once (double has more than 2 * 24 + 2 bits, so the double rounding is innocuous). atan2 and pow are
// the exact values in double, which the kernels must meet within max_ulp_of(op).
double reference(xnn_binary_op op, float a, float b) {
  switch (op) {
    case xnn_binary_op::add:
      return float(double(a) + double(b));
    case xnn_binary_op::sub:
      return float(double(a) - double(b));
    case xnn_binary_op::mul:
      return float(double(a) * double(b));
    case xnn_binary_op::div:
      return float(double(a) / double(b));
    case xnn_binary_op::min:
      return ieee_minimum(a, b);
    case xnn_binary_op::max:
      return ieee_maximum(a, b);
    case xnn_binary_op::sqrdiff: {
      const float d = float(double(a) - double(b));
      return float(double(d) * double(d));
    }
    case xnn_binary_op::prelu:
      return a < 0.0f ? float(double(a) * double(b)) : a;
    case xnn_binary_op::copysign:
      return from_bits((bits_of(a) & 0x7FFFFFFFu) | (bits_of(b) & 0x80000000u));
    case xnn_binary_op::mod:
      return b == 0.0f ? 0.0f : std::fmod(a, b);  // exact: a remainder is a float
    case xnn_binary_op::atan2:
      return std::atan2(double(a), double(b));
    case xnn_binary_op::pow:
      return std::pow(double(a), double(b));
  }
  return kNaN;
}

// 0: bit-exact (any NaN for NaN); otherwise the largest error in ULP (ops that round more than once).
double max_ulp_of(xnn_binary_op op) {
  return op == xnn_binary_op::atan2 || op == xnn_binary_op::pow ? 2.0 : 0.0;
}

bool meets(xnn_binary_op op, float actual, double expected) {
  const double bound = max_ulp_of(op);
  return bound == 0 ? xnn_exactly(actual, expected) : xnn_ulp_error(actual, expected) <= bound;
}

// std::clamp, the clamp of the `minmax` kernels.
float clamped(float r, const xnn_f32_minmax_params& p) { return r < p.min ? p.min : (p.max < r ? p.max : r); }

const xnn_f32_minmax_params kNoClamp = {-kInf, kInf};

const std::vector<float>& special_values() {
  const float denorm = std::numeric_limits<float>::denorm_min();
  const float max = std::numeric_limits<float>::max();
  const float tiny = std::numeric_limits<float>::min();
  static const std::vector<float> specials = {0.0f,  -0.0f, kInf,  -kInf,  kNaN,  -kNaN, denorm, -denorm,
                                              tiny,  -tiny, max,   -max,   1.0f,  -1.0f, 0.5f,   -0.5f,
                                              3e-39f, 1e30f, -1e30f, 7.0f};
  return specials;
}

constexpr size_t kPad = XNN_EXTRA_BYTES / sizeof(float);
constexpr uint32_t kGuardBits = 0x7FC0DEADu;

enum class output_at { separate, a, b };

class F32Vbinary : public testing::TestWithParam<xnn_f32_vbinary_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  bool array_b() const { return GetParam().variant == xnn_binary_variant::op; }
  size_t tile() const { return GetParam().tile; }

  // Runs the kernel on a and b (b: one float unless the variant is `op`) with the output where `out` says, and
  // checks every output and the guard after it.
  void check(const std::vector<float>& a_in, const std::vector<float>& b_in, output_at out,
             const xnn_f32_minmax_params& clamp = kNoClamp) const {
    const xnn_f32_vbinary_info& k = GetParam();
    const size_t n = a_in.size();
    const float guard = from_bits(kGuardBits);
    // a and b (the n floats, or the one, that the kernel reads) end, XNN_EXTRA_BYTES later, at a guard page; their
    // slack holds the marker too (checked when the output is in place).
    const size_t b_count = array_b() ? n : 1;
    xnn_guarded_buffer<float> a(n), b(b_count);
    a.fill(guard);
    b.fill(guard);
    std::vector<float> y(n + kPad, guard);
    std::copy(a_in.begin(), a_in.end(), a.begin());
    std::copy(b_in.begin(), b_in.begin() + b_count, b.begin());
    float* output = out == output_at::a ? a.data() : out == output_at::b ? b.data() : y.data();
    xnn_f32_vbinary_params params;
    params.minmax = clamp;
    k.fn(n * sizeof(float), a.data(), b.data(), output, &params);
    const char* where = out == output_at::a ? " (output is a)" : out == output_at::b ? " (output is b)" : "";
    for (size_t i = 0; i < n; i++) {
      const float bi = array_b() ? b_in[i] : b_in[0];
      const bool reversed = k.variant == xnn_binary_variant::ropc;
      double expected = reversed ? reference(k.op, bi, a_in[i]) : reference(k.op, a_in[i], bi);
      if (xnn_binary_op_has_minmax(k.op)) expected = clamped(float(expected), clamp);
      // pow(1, NaN) = pow(NaN, 0) = 1, but for a signaling NaN glibc's powf gives NaN (as IEEE 754 asks) and musl's
      // 1: either is accepted.
      const bool signaling_pow =
          k.op == xnn_binary_op::pow && (is_signaling_nan(a_in[i]) || is_signaling_nan(bi)) && std::isnan(output[i]);
      ASSERT_TRUE(signaling_pow || meets(k.op, output[i], expected))
          << "batch " << n << where << ", clamp [" << clamp.min << ", " << clamp.max << "], a[" << i
          << "] = " << a_in[i] << ", b = " << bi << ": got " << output[i] << " (0x" << std::hex << bits_of(output[i])
          << "), expected " << expected << " (0x" << bits_of(float(expected)) << ")" << std::dec;
    }
    for (size_t i = n; i < n + kPad; i++) {
      ASSERT_EQ(bits_of(output[i]), kGuardBits) << "batch " << n << ": wrote past the end, at element " << i;
    }
  }

  std::vector<float> random(size_t n, float lo = -2.0f, float hi = 2.0f) const {
    std::uniform_real_distribution<float> dist(lo, hi);
    std::vector<float> v(n);
    for (float& f : v) f = dist(rng_);
    return v;
  }
  std::vector<float> random_b(size_t n) const { return random(array_b() ? n : 1, -2.0f, 2.0f); }

  mutable std::mt19937 rng_{42};
};

TEST_P(F32Vbinary, batch_eq_tile) { check(random(tile()), random_b(tile()), output_at::separate); }

TEST_P(F32Vbinary, batch_div_tile) {
  for (size_t n = 2 * tile(); n <= 5 * tile(); n += tile()) check(random(n), random_b(n), output_at::separate);
}

TEST_P(F32Vbinary, every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) check(random(n), random_b(n), output_at::separate);
}

// The output aliases a, and (when b is an array) b.
TEST_P(F32Vbinary, in_place_every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) {
    check(random(n), random_b(n), output_at::a);
    if (array_b()) check(random(n), random_b(n), output_at::b);
  }
}

// minmax kernels clamp to the params; the others must ignore them (the reference does not clamp their results).
TEST_P(F32Vbinary, clamp_params) {
  for (const xnn_f32_minmax_params clamp : {xnn_f32_minmax_params{-0.5f, 0.75f}, xnn_f32_minmax_params{0.0f, kInf},
                                            xnn_f32_minmax_params{-kInf, -0.0f}, xnn_f32_minmax_params{1.0f, 1.0f}}) {
    for (size_t n = 1; n < 3 * tile(); n++) check(random(n), random_b(n), output_at::separate, clamp);
  }
}

// Every special value against every special value (at every lane of a register and of the tail), unclamped and
// clamped at signed zeros (where -0 and +0 meet the bounds).
TEST_P(F32Vbinary, special_values) {
  const std::vector<float>& s = special_values();
  for (const xnn_f32_minmax_params clamp : {kNoClamp, xnn_f32_minmax_params{0.0f, kInf},
                                            xnn_f32_minmax_params{-0.0f, 0.0f}}) {
    for (size_t shift = 0; shift < s.size(); shift++) {
      std::vector<float> b(s.size());
      for (size_t i = 0; i < s.size(); i++) b[i] = s[(i + shift) % s.size()];
      if (!array_b()) b.assign(1, s[shift]);
      for (size_t n = 1; n <= s.size(); n++) {
        check(std::vector<float>(s.begin(), s.begin() + n), b, output_at::separate, clamp);
      }
      check(s, b, output_at::a, clamp);
    }
  }
}

// Results that overflow to infinity or underflow to denormals and zero.
TEST_P(F32Vbinary, overflow_and_underflow) {
  const float max = std::numeric_limits<float>::max();
  const float tiny = std::numeric_limits<float>::min();
  const std::vector<float> a = {max, -max, 3e38f, 1e20f, -1e20f, tiny, -tiny, 1e-30f, 2e-38f, max, tiny, 1e-45f};
  const std::vector<float> b = {max, max, -3e38f, 1e20f, 1e20f, 0.25f, 1e-10f, 1e-30f, 1e10f, 0.5f, 3.0f, 0.5f};
  if (array_b()) {
    check(a, b, output_at::separate);
  } else {
    for (float bi : b) check(a, {bi}, output_at::separate);
  }
}

INSTANTIATE_TEST_SUITE_P(f32_vbinary, F32Vbinary,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_vbinary_ukernels, xnn_f32_vbinary_ukernel_count)),
                         xnn_ukernel_test_name());

// Division kernels: a / b correctly rounded for every operand, also where a kernel avoids the divider
// (vdivc-reciprocal.h: y = RN(1/c), a Markstein correction, a range of |a| per c, signs of zero chosen by the sign
// of c). The operand that varies sweeps the bit patterns with a large odd stride and takes every exponent's first,
// second and last two values, both signs; the other is one of divisors(), which cover the reciprocal kernels'
// cases. (Offline, all 2^32 dividends went through the reciprocal path of the avx2 kernel for 68 divisors.)
class F32Vdiv : public F32Vbinary {
 protected:
  static std::vector<float> bit_patterns() {
    std::vector<float> v;
    for (uint32_t i = 0; i < 3000; i++) v.push_back(from_bits(i * 0x9E3779B1u));
    for (uint32_t field = 0; field < 256; field++) {
      for (uint32_t sign : {0u, 0x80000000u}) {
        const uint32_t first = sign | field << 23;
        for (uint32_t bits : {first, first + 1, first + 0x7FFFFFu, first - 1}) v.push_back(from_bits(bits));
      }
    }
    return v;
  }
  static std::vector<float> divisors() {
    return {3.0f, -7.0f, 1.0f / 3.0f, 0.1f, -3.14159265f, 255.0f,
            from_bits(0x3FFFFFFF), from_bits(0xBF7FFFFF),  // all-ones significands: 2 - 2^-23, -(1 - 2^-24)
            1.0f, -0.5f, 1e7f, 3e7f,                        // the range of |a| moves with c's exponent from 2^24 on
            std::numeric_limits<float>::min(), from_bits(0x7E7FFFFF),  // the extreme exponents of the fast path
            -0x1p126f, std::numeric_limits<float>::max(), from_bits(0x00400000),  // 1/c not normal, c denormal
            kInf, -kNaN, -0.0f};
  }
};

TEST_P(F32Vdiv, bit_patterns) {
  const std::vector<float> values = bit_patterns();
  for (float c : divisors()) {
    if (array_b()) {
      check(values, std::vector<float>(values.size(), c), output_at::separate);
      check(std::vector<float>(values.size(), c), values, output_at::separate);
    } else {
      check(values, {c}, output_at::separate);  // a / c, or c / a for the reversed kernels
    }
  }
  // A kernel may treat the registers of a tile differently (vdivc-reciprocal.h: some go to the divider): every
  // value in every register position, in steps of 8 lanes.
  for (size_t shift = 8; shift < tile(); shift += 8) {
    std::vector<float> shifted(values.begin() + shift, values.end());
    shifted.insert(shifted.end(), values.begin(), values.begin() + shift);
    for (float c : divisors()) {
      if (array_b()) {
        check(std::vector<float>(values.size(), c), shifted, output_at::separate);
      } else {
        check(shifted, {c}, output_at::separate);
      }
    }
  }
}

// Division, and the ops with a second operand that shapes the result beyond its sign (mod, atan2, pow): the same
// operand sweep.
std::vector<xnn_f32_vbinary_info> division_rows() {
  std::vector<xnn_f32_vbinary_info> rows;
  for (size_t i = 0; i < xnn_f32_vbinary_ukernel_count; i++) {
    const xnn_binary_op op = xnn_f32_vbinary_ukernels[i].op;
    if (op == xnn_binary_op::div || op == xnn_binary_op::mod || op == xnn_binary_op::atan2 ||
        op == xnn_binary_op::pow) {
      rows.push_back(xnn_f32_vbinary_ukernels[i]);
    }
  }
  return rows;
}

INSTANTIATE_TEST_SUITE_P(f32_vdiv, F32Vdiv, testing::ValuesIn(division_rows()), xnn_ukernel_test_name());

// Dispatch: every op and variant has a kernel; a commutative op's reversed form is its broadcast kernel, and a
// non-commutative op has a real reversed kernel.
TEST(f32_vbinary_config, every_op_and_variant_has_a_kernel) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  for (size_t op = 0; op <= size_t(xnn_binary_op::pow); op++) {
    for (auto variant : {xnn_binary_variant::op, xnn_binary_variant::opc, xnn_binary_variant::ropc}) {
      const xnn_f32_vbinary_info* k = xnn_init_f32_vbinary_config(xnn_binary_op(op), variant);
      ASSERT_NE(k, nullptr) << xnn_binary_op_name(xnn_binary_op(op));
      EXPECT_EQ(k->op, xnn_binary_op(op));
      EXPECT_TRUE(xnn_isa_enabled(k->isa)) << k->name;
      const bool reversed_by_opc = variant == xnn_binary_variant::ropc && xnn_binary_op_is_commutative(k->op);
      EXPECT_EQ(k->variant, reversed_by_opc ? xnn_binary_variant::opc : variant) << k->name;
    }
  }
}

// The mapping above is only sound if b OP a == a OP b bit for bit: check it on the special values.
TEST(f32_vbinary_config, commutative_ops_commute) {
  for (size_t op = 0; op <= size_t(xnn_binary_op::pow); op++) {
    if (!xnn_binary_op_is_commutative(xnn_binary_op(op))) continue;
    for (float a : special_values()) {
      for (float b : special_values()) {
        const float ab = float(reference(xnn_binary_op(op), a, b)), ba = float(reference(xnn_binary_op(op), b, a));
        EXPECT_TRUE(std::isnan(ab) ? std::isnan(ba) : bits_of(ab) == bits_of(ba))
            << xnn_binary_op_name(xnn_binary_op(op)) << "(" << a << ", " << b << ")";
      }
    }
  }
}

}  // namespace
