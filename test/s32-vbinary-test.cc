// Every kernel of src/ukernels/s32-vbinary/vbinary-table.h against a reference computed in 64-bit arithmetic and
// wrapped to 32 bits: every batch size up to three tiles, in place with either input as the output, the extreme
// values (INT32_MIN / -1, overflowing sums and products, shift counts 0, 31, 32 and beyond, negative counts, zero
// divisors) in every pairing, and no write past the end of the output.
#include <cstdint>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "configs/s32-vbinary-config.h"
#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/s32-vbinary/s32-vbinary.h"

void PrintTo(const xnn_s32_vbinary_info& info, std::ostream* os) { *os << info.name; }

namespace {

int32_t wrap(int64_t x) { return int32_t(uint32_t(uint64_t(x))); }

// The Euclidean remainder, in [0, |b|), and the quotient that goes with it.
int64_t euclidean_mod(int64_t a, int64_t b) {
  const int64_t m = b < 0 ? -b : b;
  return ((a % m) + m) % m;
}
int32_t euclidean_div(int64_t a, int64_t b) { return b == 0 ? 0 : wrap((a - euclidean_mod(a, b)) / b); }

// a^e modulo 2^32 by repeated multiplication of the residues (e < 2^32).
uint32_t power_mod_2_32(uint32_t a, uint64_t e) {
  uint64_t result = 1;
  uint64_t base = a;
  for (; e != 0; e /= 2) {
    if (e % 2 == 1) result = (result * base) & 0xFFFFFFFFu;
    base = (base * base) & 0xFFFFFFFFu;
  }
  return uint32_t(result);
}

int32_t reference(xnn_s32_binary_op op, int32_t a, int32_t b) {
  const int64_t wa = a, wb = b;
  const uint32_t count = uint32_t(b) % 32;
  switch (op) {
    case xnn_s32_binary_op::add:
      return wrap(wa + wb);
    case xnn_s32_binary_op::sub:
      return wrap(wa - wb);
    case xnn_s32_binary_op::mul:
      return wrap(wa * wb);
    case xnn_s32_binary_op::div:
      return euclidean_div(wa, wb);
    case xnn_s32_binary_op::mod:
      return b == 0 ? 0 : wrap(euclidean_mod(wa, wb));
    case xnn_s32_binary_op::pow: {
      const int64_t magnitude = wb < 0 ? -wb : wb;
      const int32_t p = int32_t(power_mod_2_32(uint32_t(a), uint64_t(magnitude)));
      return b >= 0 ? p : euclidean_div(1, p);
    }
    case xnn_s32_binary_op::min:
      return a < b ? a : b;
    case xnn_s32_binary_op::max:
      return a > b ? a : b;
    case xnn_s32_binary_op::copysign:
      return wrap(b < 0 ? -(wa < 0 ? -wa : wa) : (wa < 0 ? -wa : wa));
    case xnn_s32_binary_op::bitwise_and:
      return a & b;
    case xnn_s32_binary_op::bitwise_or:
      return a | b;
    case xnn_s32_binary_op::bitwise_xor:
      return a ^ b;
    case xnn_s32_binary_op::shift_left:
      return wrap(int64_t(uint64_t(uint32_t(a)) << count));
    case xnn_s32_binary_op::shift_right_logical:
      return int32_t(uint32_t(a) >> count);
    case xnn_s32_binary_op::shift_right_arithmetic:
      return wrap(wa >> count);
  }
  return 0;
}

const std::vector<int32_t>& extremes() {
  static const std::vector<int32_t> values = {0,  1,  -1, 2,  -2, 3,  -3, 7,  -7, 31, 32, 33, 63, -31, -32, -33,
                                              INT32_MIN, INT32_MIN + 1, INT32_MAX, INT32_MAX - 1, 65536, -65536,
                                              46341, 0x55555555, int32_t(0xAAAAAAAAu), 1 << 30};
  return values;
}

constexpr size_t kPad = XNN_EXTRA_BYTES / sizeof(int32_t);
constexpr int32_t kGuard = int32_t(0xDEADBEEFu);

enum class output_at { separate, a, b };

class S32Vbinary : public testing::TestWithParam<xnn_s32_vbinary_info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(GetParam().isa); }

  bool array_b() const { return GetParam().variant == xnn_binary_variant::op; }
  size_t tile() const { return GetParam().tile; }

  // Runs the kernel on a and b (b: one value unless the variant is `op`) with the output where `out` says, and
  // checks every output and the guard after it.
  void check(const std::vector<int32_t>& a_in, const std::vector<int32_t>& b_in, output_at out) const {
    const xnn_s32_vbinary_info& k = GetParam();
    const size_t n = a_in.size();
    const size_t b_count = array_b() ? n : 1;
    xnn_guarded_buffer<int32_t> a(n), b(b_count);
    a.fill(kGuard);
    b.fill(kGuard);
    std::vector<int32_t> y(n + kPad, kGuard);
    std::copy(a_in.begin(), a_in.end(), a.begin());
    std::copy(b_in.begin(), b_in.begin() + b_count, b.begin());
    int32_t* output = out == output_at::a ? a.data() : out == output_at::b ? b.data() : y.data();
    k.fn(n * sizeof(int32_t), a.data(), b.data(), output);
    const char* where = out == output_at::a ? " (output is a)" : out == output_at::b ? " (output is b)" : "";
    for (size_t i = 0; i < n; i++) {
      const int32_t bi = array_b() ? b_in[i] : b_in[0];
      const bool reversed = k.variant == xnn_binary_variant::ropc;
      const int32_t expected = reversed ? reference(k.op, bi, a_in[i]) : reference(k.op, a_in[i], bi);
      ASSERT_EQ(output[i], expected) << "batch " << n << where << ", a[" << i << "] = " << a_in[i] << ", b = " << bi;
    }
    for (size_t i = n; i < n + kPad; i++) {
      ASSERT_EQ(output[i], kGuard) << "batch " << n << ": wrote past the end, at element " << i;
    }
  }

  std::vector<int32_t> random(size_t n) const {
    std::uniform_int_distribution<int32_t> dist(-100, 100);
    std::vector<int32_t> v(n);
    for (int32_t& x : v) x = dist(rng_);
    return v;
  }
  std::vector<int32_t> random_b(size_t n) const { return random(array_b() ? n : 1); }

  mutable std::mt19937 rng_{42};
};

TEST_P(S32Vbinary, batch_eq_tile) { check(random(tile()), random_b(tile()), output_at::separate); }

TEST_P(S32Vbinary, batch_div_tile) {
  for (size_t n = 2 * tile(); n <= 5 * tile(); n += tile()) check(random(n), random_b(n), output_at::separate);
}

TEST_P(S32Vbinary, every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) check(random(n), random_b(n), output_at::separate);
}

// The output aliases a, and (when b is an array) b.
TEST_P(S32Vbinary, in_place_every_batch_below_three_tiles) {
  for (size_t n = 1; n < 3 * tile(); n++) {
    check(random(n), random_b(n), output_at::a);
    if (array_b()) check(random(n), random_b(n), output_at::b);
  }
}

// Every extreme value against every extreme value, at every lane of a register and of the tail.
TEST_P(S32Vbinary, extremes_in_every_pairing) {
  const std::vector<int32_t>& s = extremes();
  for (size_t shift = 0; shift < s.size(); shift++) {
    std::vector<int32_t> b(s.size());
    for (size_t i = 0; i < s.size(); i++) b[i] = s[(i + shift) % s.size()];
    if (!array_b()) b.assign(1, s[shift]);
    for (size_t n = 1; n <= s.size(); n++) {
      check(std::vector<int32_t>(s.begin(), s.begin() + n), b, output_at::separate);
    }
    check(s, b, output_at::a);
  }
}

INSTANTIATE_TEST_SUITE_P(s32_vbinary, S32Vbinary,
                         testing::ValuesIn(xnn_table_rows(xnn_s32_vbinary_ukernels, xnn_s32_vbinary_ukernel_count)),
                         xnn_ukernel_test_name());

// The reference itself on the cases the header names (so the kernels are held to them).
TEST(s32_vbinary_reference, defined_edge_cases) {
  EXPECT_EQ(reference(xnn_s32_binary_op::div, INT32_MIN, -1), INT32_MIN);
  EXPECT_EQ(reference(xnn_s32_binary_op::mod, INT32_MIN, -1), 0);
  EXPECT_EQ(reference(xnn_s32_binary_op::div, -7, 2), -4);
  EXPECT_EQ(reference(xnn_s32_binary_op::div, -7, -2), 4);
  EXPECT_EQ(reference(xnn_s32_binary_op::mod, -7, -2), 1);
  EXPECT_EQ(reference(xnn_s32_binary_op::div, 5, 0), 0);
  EXPECT_EQ(reference(xnn_s32_binary_op::mod, 5, 0), 0);
  EXPECT_EQ(reference(xnn_s32_binary_op::pow, 0, 0), 1);
  EXPECT_EQ(reference(xnn_s32_binary_op::pow, -1, -3), -1);
  EXPECT_EQ(reference(xnn_s32_binary_op::pow, 2, -1), 0);
  EXPECT_EQ(reference(xnn_s32_binary_op::pow, 0, -1), 0);
  EXPECT_EQ(reference(xnn_s32_binary_op::pow, 3, INT32_MIN), 1);  // 3^(2^31) is 1 modulo 2^32
  EXPECT_EQ(reference(xnn_s32_binary_op::add, INT32_MAX, 1), INT32_MIN);
  EXPECT_EQ(reference(xnn_s32_binary_op::copysign, INT32_MIN, 1), INT32_MIN);
  EXPECT_EQ(reference(xnn_s32_binary_op::shift_left, 1, 33), 2);
  EXPECT_EQ(reference(xnn_s32_binary_op::shift_right_arithmetic, -8, -31), -4);
}

// Dispatch: every op and variant has a kernel; a commutative op's reversed form is its broadcast kernel, and a
// non-commutative op has a real reversed kernel.
TEST(s32_vbinary_config, every_op_and_variant_has_a_kernel) {
  ASSERT_EQ(xnn_initialize(nullptr), xnn_status_success);
  for (size_t op = 0; op < kXnnS32BinaryOpCount; op++) {
    for (auto variant : {xnn_binary_variant::op, xnn_binary_variant::opc, xnn_binary_variant::ropc}) {
      const xnn_s32_vbinary_info* k = xnn_init_s32_vbinary_config(xnn_s32_binary_op(op), variant);
      ASSERT_NE(k, nullptr) << xnn_s32_binary_op_name(xnn_s32_binary_op(op));
      EXPECT_EQ(k->op, xnn_s32_binary_op(op));
      EXPECT_TRUE(xnn_isa_enabled(k->isa)) << k->name;
      const bool reversed_by_opc = variant == xnn_binary_variant::ropc && xnn_s32_binary_op_is_commutative(k->op);
      EXPECT_EQ(k->variant, reversed_by_opc ? xnn_binary_variant::opc : variant) << k->name;
    }
  }
}

// The mapping above is only sound if b OP a == a OP b: check it on the extremes.
TEST(s32_vbinary_config, commutative_ops_commute) {
  for (size_t op = 0; op < kXnnS32BinaryOpCount; op++) {
    if (!xnn_s32_binary_op_is_commutative(xnn_s32_binary_op(op))) continue;
    for (int32_t a : extremes()) {
      for (int32_t b : extremes()) {
        EXPECT_EQ(reference(xnn_s32_binary_op(op), a, b), reference(xnn_s32_binary_op(op), b, a))
            << xnn_s32_binary_op_name(xnn_s32_binary_op(op)) << "(" << a << ", " << b << ")";
      }
    }
  }
}

}  // namespace
