// Every kernel of the eight tables of src/ukernels/qs8-vbinary/ against its reference formula (qs8-vbinary.h), bit
// for bit: every batch size up to three tiles plus one and a large one, zero points at both ends of the type, scale
// ratios over the supported range (both signs for add), saturation at both ends, every pair of 8-bit values, and in
// place on either input. Inputs end against a faulting page plus XNN_EXTRA_BYTES and outputs end against one
// (test/guarded-buffer.h), so a read beyond the contract or any write past the output crashes.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/qs8-vbinary/qs8-vbinary.h"

void PrintTo(const xnn_qs8_vbinary_info& info, std::ostream* os) { *os << info.name; }
void PrintTo(const xnn_qu8_vbinary_info& info, std::ostream* os) { *os << info.name; }

namespace {

template <class T>
constexpr int32_t kMin = std::numeric_limits<T>::min();
template <class T>
constexpr int32_t kMax = std::numeric_limits<T>::max();

std::mt19937 rng(11);

template <class T>
std::vector<T> random_values(size_t n) {
  std::uniform_int_distribution<int32_t> dist(kMin<T>, kMax<T>);
  std::vector<T> v(n);
  for (T& x : v) x = T(dist(rng));
  return v;
}

enum class mode { two_arrays, in_place_a, in_place_b };

// Runs `fn` on a and b (b of one element when `scalar_b`) and checks every output byte against the reference.
// Returns false after the first mismatch (reported with the case, the index and the values).
template <class T, class Fn>
bool matches_reference(Fn fn, bool mul, bool scalar_b, const std::vector<T>& a, const std::vector<T>& b,
                       const xnn_qs8_vbinary_params& p, mode m, const std::string& what) {
  const size_t n = a.size();
  xnn_guarded_buffer<T> ga(n);
  std::copy(a.begin(), a.end(), ga.begin());
  xnn_guarded_buffer<T> gb(b.size());
  std::copy(b.begin(), b.end(), gb.begin());
  xnn_guarded_buffer<T> gy(n, 0);
  std::memset(static_cast<void*>(gy.data()), 0x5A, n);
  T* y = m == mode::in_place_a ? ga.data() : m == mode::in_place_b ? gb.data() : gy.data();
  fn(n, ga.data(), gb.data(), y, &p);
  for (size_t i = 0; i < n; i++) {
    const int32_t bi = b[scalar_b ? 0 : i];
    const T expected = T(mul ? xnn_qs8_mul_reference(a[i], bi, p) : xnn_qs8_add_reference(a[i], bi, p));
    if (y[i] != expected) {
      ADD_FAILURE() << what << ", batch " << n << ", element " << i << ": a " << +a[i] << ", b " << bi << ", got "
                    << +y[i] << ", expected " << +expected;
      return false;
    }
  }
  return true;
}

template <class T>
xnn_qs8_minmax_params full_range(int32_t zp) {
  return {zp, kMin<T>, kMax<T>};
}

// The parameters each kernel is checked with: zero points at both ends, ratios across the supported range.
template <class T>
std::vector<std::pair<xnn_qs8_vbinary_params, std::string>> parameter_sweep(bool mul) {
  std::vector<std::pair<xnn_qs8_vbinary_params, std::string>> out;
  const int32_t zps[] = {kMin<T>, 0, kMax<T>, (kMin<T> + kMax<T>) / 2 + 3};
  for (const int32_t a_zp : zps) {
    for (const int32_t y_zp : {kMin<T>, kMax<T>, (kMin<T> + kMax<T>) / 2}) {
      const int32_t b_zp = zps[(a_zp + y_zp) & 3];
      const std::string zp_text =
          "zero points " + std::to_string(a_zp) + ", " + std::to_string(b_zp) + ", " + std::to_string(y_zp);
      if (mul) {
        for (const float r : {kXnnMulMinRatio, 0x1.3p-12f, 0.0123f, 1.0f / 255.0f, 0.37f, 1.0f, 7.5f, 0x1.fffffep7f}) {
          out.push_back({xnn_init_qs8_mul_params(r, a_zp, b_zp, full_range<T>(y_zp)),
                         "ratio " + std::to_string(r) + ", " + zp_text});
        }
      } else {
        const float ratios[][2] = {{1.0f, 1.0f},     {0.5f, 0.25f},         {kXnnAddMinRatio, kXnnAddMinRatio},
                                   {0.73f, -0.41f},  {0x1.fffffep7f, 1.0f}, {0.01f, 3.7f},
                                   {-1.3f, -0.002f}, {0.3333f, 0.6667f},    {kXnnAddMinRatio, 0x1.fffffep7f}};
        for (const auto& r : ratios) {
          out.push_back({xnn_init_qs8_add_params(r[0], r[1], a_zp, b_zp, full_range<T>(y_zp)),
                         "ratios " + std::to_string(r[0]) + ", " + std::to_string(r[1]) + ", " + zp_text});
        }
      }
    }
  }
  return out;
}

template <class T, class Info>
void check_kernel(const Info& k, bool mul, bool scalar_b) {
  if (!xnn_isa_enabled(k.isa)) GTEST_SKIP() << "ISA not enabled on this CPU";
  std::vector<size_t> sizes;
  for (size_t n = 1; n <= 3 * size_t(k.tile) + 1; n++) sizes.push_back(n);
  sizes.push_back(1000 + k.tile / 2);
  for (const auto& [params, text] : parameter_sweep<T>(mul)) {
    for (const size_t n : sizes) {
      const std::vector<T> a = random_values<T>(n);
      const std::vector<T> b = random_values<T>(scalar_b ? 1 : n);
      if (!matches_reference(k.fn, mul, scalar_b, a, b, params, mode::two_arrays, text)) return;
    }
  }
}

// Every pair of 8-bit values, with ratios that saturate both ends and exact ties (power-of-two ratios).
template <class T, class Info>
void check_every_pair(const Info& k, bool mul, bool scalar_b) {
  if (!xnn_isa_enabled(k.isa)) GTEST_SKIP() << "ISA not enabled on this CPU";
  std::vector<T> all(256);
  for (int32_t i = 0; i < 256; i++) all[i] = T(kMin<T> + i);
  for (const int32_t zp : {kMin<T>, kMax<T>}) {
    const xnn_qs8_vbinary_params params[] = {
        mul ? xnn_init_qs8_mul_params(0.5f, zp, kMax<T> + kMin<T> - zp, full_range<T>(zp))
            : xnn_init_qs8_add_params(0.5f, -0.25f, zp, kMax<T> + kMin<T> - zp, full_range<T>(zp)),
        mul ? xnn_init_qs8_mul_params(0x1.0p+7f, 0, 0, full_range<T>(0))
            : xnn_init_qs8_add_params(0x1.0p+7f, 0x1.8p+6f, 0, 0, full_range<T>(0)),
    };
    for (const auto& p : params) {
      for (int32_t bv = kMin<T>; bv <= kMax<T>; bv++) {
        const std::vector<T> b(scalar_b ? 1 : 256, T(bv));
        if (!matches_reference(k.fn, mul, scalar_b, all, b, p, mode::two_arrays, "every pair")) return;
      }
    }
  }
}

template <class T, class Info>
void check_in_place(const Info& k, bool mul, bool scalar_b) {
  if (!xnn_isa_enabled(k.isa)) GTEST_SKIP() << "ISA not enabled on this CPU";
  const xnn_qs8_vbinary_params p = mul ? xnn_init_qs8_mul_params(0.02f, 3, -5, full_range<T>(1))
                                       : xnn_init_qs8_add_params(0.6f, 0.9f, 3, -5, full_range<T>(1));
  for (const size_t n : {size_t(1), size_t(k.tile) - 1, 2 * size_t(k.tile) + 3, size_t(517)}) {
    if (n == 0) continue;
    const std::vector<T> a = random_values<T>(n);
    const std::vector<T> b = random_values<T>(scalar_b ? 1 : n);
    if (!matches_reference(k.fn, mul, scalar_b, a, b, p, mode::in_place_a, "in place on a")) return;
    if (!scalar_b && !matches_reference(k.fn, mul, scalar_b, a, b, p, mode::in_place_b, "in place on b")) return;
  }
}

#define XNN_VBINARY_TESTS(Suite, T, Info, rows, count, mul, scalar_b)                                 \
  class Suite : public testing::TestWithParam<Info> {};                                               \
  TEST_P(Suite, every_batch_zero_point_and_ratio) { check_kernel<T>(GetParam(), mul, scalar_b); }    \
  TEST_P(Suite, every_pair_of_values_and_saturation) { check_every_pair<T>(GetParam(), mul, scalar_b); } \
  TEST_P(Suite, in_place) { check_in_place<T>(GetParam(), mul, scalar_b); }                           \
  INSTANTIATE_TEST_SUITE_P(, Suite, testing::ValuesIn(rows, rows + count),                            \
                           [](const testing::TestParamInfo<Info>& info) { return std::string(info.param.name); });

XNN_VBINARY_TESTS(QS8VAdd, int8_t, xnn_qs8_vbinary_info, xnn_qs8_vadd_ukernels, xnn_qs8_vadd_ukernel_count, false,
                  false)
XNN_VBINARY_TESTS(QS8VAddC, int8_t, xnn_qs8_vbinary_info, xnn_qs8_vaddc_ukernels, xnn_qs8_vaddc_ukernel_count, false,
                  true)
XNN_VBINARY_TESTS(QS8VMul, int8_t, xnn_qs8_vbinary_info, xnn_qs8_vmul_ukernels, xnn_qs8_vmul_ukernel_count, true,
                  false)
XNN_VBINARY_TESTS(QS8VMulC, int8_t, xnn_qs8_vbinary_info, xnn_qs8_vmulc_ukernels, xnn_qs8_vmulc_ukernel_count, true,
                  true)
XNN_VBINARY_TESTS(QU8VAdd, uint8_t, xnn_qu8_vbinary_info, xnn_qu8_vadd_ukernels, xnn_qu8_vadd_ukernel_count, false,
                  false)
XNN_VBINARY_TESTS(QU8VAddC, uint8_t, xnn_qu8_vbinary_info, xnn_qu8_vaddc_ukernels, xnn_qu8_vaddc_ukernel_count,
                  false, true)
XNN_VBINARY_TESTS(QU8VMul, uint8_t, xnn_qu8_vbinary_info, xnn_qu8_vmul_ukernels, xnn_qu8_vmul_ukernel_count, true,
                  false)
XNN_VBINARY_TESTS(QU8VMulC, uint8_t, xnn_qu8_vbinary_info, xnn_qu8_vmulc_ukernels, xnn_qu8_vmulc_ukernel_count, true,
                  true)

// The parameters themselves: the larger multiplier lies in [2^20, 2^21] (20 significant bits), the shift in [12, 30],
// and multiplier * 2^-shift is the ratio to within half a step of 2^-shift.
TEST(QS8VBinaryParams, add_larger_multiplier_has_20_bits_and_the_shift_stays_in_range) {
  for (float r = kXnnAddMinRatio; r < kXnnAddMaxRatio; r *= 1.37f) {
    const xnn_qs8_vbinary_params p = xnn_init_qs8_add_params(r, -r * 0.3f, 0, 0, full_range<int8_t>(0));
    EXPECT_GE(p.a_multiplier, 1 << 20) << "ratio " << r;
    EXPECT_LE(p.a_multiplier, 1 << 21) << "ratio " << r;
    EXPECT_LE(-p.b_multiplier, 1 << 21) << "ratio " << r;
    EXPECT_GE(p.shift, 12u) << "ratio " << r;
    EXPECT_LE(p.shift, 30u) << "ratio " << r;
    EXPECT_LE(std::fabs(std::ldexp(double(p.a_multiplier), -int(p.shift)) - r), std::ldexp(0.5, -int(p.shift)))
        << "ratio " << r;
  }
}

// XNNPACK's add formula, pinned by hand-computed values (xnn_init_qs8_add_minmax_scalar_params and its scalar
// kernel): the parameters, then outputs where fp32 round-to-nearest-even would differ (ties go toward +infinity).
TEST(QS8VBinaryParams, add_matches_xnnpack_formula_on_hand_computed_values) {
  // Ratios 0.5 and 0.25: exponent -1, shift 21, multipliers 2^20 and 2^19, bias 2^20 (zero points 0).
  const xnn_qs8_vbinary_params halves = xnn_init_qs8_add_params(0.5f, 0.25f, 0, 0, full_range<int8_t>(0));
  EXPECT_EQ(halves.shift, 21u);
  EXPECT_EQ(halves.a_multiplier, 1 << 20);
  EXPECT_EQ(halves.b_multiplier, 1 << 19);
  EXPECT_EQ(halves.bias, 1 << 20);
  EXPECT_EQ(xnn_qs8_add_reference(1, 0, halves), 1);    // 0.5 -> 1
  EXPECT_EQ(xnn_qs8_add_reference(5, 0, halves), 3);    // 2.5 -> 3
  EXPECT_EQ(xnn_qs8_add_reference(-3, 0, halves), -1);  // -1.5 -> -1
  EXPECT_EQ(xnn_qs8_add_reference(0, -2, halves), 0);   // -0.5 -> 0
  EXPECT_EQ(xnn_qs8_add_reference(1, 1, halves), 1);    // 0.75 -> 1
  EXPECT_EQ(xnn_qs8_add_reference(127, 127, halves), 95);  // 95.25 -> 95

  // Subtract (b's ratio negated): 0.5 * 0 - 0.5 * 3 = -1.5 -> -1.
  const xnn_qs8_vbinary_params difference = xnn_init_qs8_add_params(0.5f, -0.5f, 0, 0, full_range<int8_t>(0));
  EXPECT_EQ(difference.b_multiplier, -(1 << 20));
  EXPECT_EQ(xnn_qs8_add_reference(0, 3, difference), -1);

  // Ratios 1/3 and 0.1 (as floats 0x1.555556p-2, 0x1.99999ap-4): shift 22, multipliers round(1398101.375) and
  // round(419430.40625); zero points 3, -5, 7: bias 2^21 - 3 * 1398101 + 5 * 419430 = -1.
  const xnn_qs8_vbinary_params thirds = xnn_init_qs8_add_params(1.0f / 3.0f, 0.1f, 3, -5, full_range<int8_t>(7));
  EXPECT_EQ(thirds.shift, 22u);
  EXPECT_EQ(thirds.a_multiplier, 1398101);
  EXPECT_EQ(thirds.b_multiplier, 419430);
  EXPECT_EQ(thirds.bias, -1);
  EXPECT_EQ(xnn_qs8_add_reference(10, 20, thirds), 12);   // (22369609 >> 22) + 7 = 5 + 7
  EXPECT_EQ(xnn_qs8_add_reference(-128, 127, thirds), -23);  // (-1 - 178956928 + 53267610) >> 22 = -30, + 7
  // The output range clamps after the zero point: -56 - 120 -> -100; 55 - 120 = -65 stays.
  const xnn_qs8_vbinary_params clamped = xnn_init_qs8_add_params(1.0f / 3.0f, 0.1f, 3, -5, {-120, -100, 100});
  EXPECT_EQ(xnn_qs8_add_reference(-128, -128, clamped), -100);
  EXPECT_EQ(xnn_qs8_add_reference(127, 127, clamped), -65);

  // Multipliers round to nearest even: with a ratio 1 (shift 20), 2049 * 2^-21 gives 1024.5 -> 1024 and
  // 2051 * 2^-21 gives 1025.5 -> 1026.
  EXPECT_EQ(xnn_init_qs8_add_params(1.0f, 2049 * 0x1.0p-21f, 0, 0, full_range<int8_t>(0)).b_multiplier, 1024);
  EXPECT_EQ(xnn_init_qs8_add_params(1.0f, 2051 * 0x1.0p-21f, 0, 0, full_range<int8_t>(0)).b_multiplier, 1026);
}

}  // namespace
