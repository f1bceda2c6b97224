// Every kernel of the six tables of src/ukernels/qs8-vprelu/ against xnn_qs8_prelu_reference, bit for bit: every
// batch size up to three tiles plus one and a large one, both zero points at both ends of the type, scales across
// the range XNNPACK accepts, saturation at both ends, every pair of 8-bit values, and in place. Inputs end against a
// faulting page plus XNN_EXTRA_BYTES and outputs end against one (test/guarded-buffer.h), so a read beyond the
// contract or any write past the output crashes.
#include <algorithm>
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
#include "ukernels/qs8-vprelu/qs8-vprelu.h"

void PrintTo(const xnn_qs8_vprelu_info& info, std::ostream* os) { *os << info.name; }
void PrintTo(const xnn_qu8_vprelu_info& info, std::ostream* os) { *os << info.name; }

namespace {

template <class T>
constexpr int32_t kMin = std::numeric_limits<T>::min();
template <class T>
constexpr int32_t kMax = std::numeric_limits<T>::max();

std::mt19937 rng(17);

template <class T>
std::vector<T> random_values(size_t n) {
  std::uniform_int_distribution<int32_t> dist(kMin<T>, kMax<T>);
  std::vector<T> v(n);
  for (T& x : v) x = T(dist(rng));
  return v;
}

// Which operand is broadcast: none (vprelu), the slope (vpreluc) or x (vrpreluc, whose array is the slopes).
enum class kind { array, const_slope, const_input };
enum class mode { two_arrays, in_place_a, in_place_b };

int32_t expected_at(kind k, int32_t a, int32_t b, const xnn_qs8_vprelu_params& p) {
  return k == kind::const_input ? xnn_qs8_prelu_reference(b, a, p) : xnn_qs8_prelu_reference(a, b, p);
}

// Runs `fn` on a and b (b of one element unless `k` is array) and checks every output byte against the reference.
// Returns false after the first mismatch (reported with the case, the index and the values).
template <class T, class Fn>
bool matches_reference(Fn fn, kind k, const std::vector<T>& a, const std::vector<T>& b,
                       const xnn_qs8_vprelu_params& p, mode m, const std::string& what) {
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
    const int32_t bi = b[k == kind::array ? i : 0];
    const T expected = T(expected_at(k, a[i], bi, p));
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

// Zero points of x, slope and output at both ends and inside; scales whose negative ratio spans XNNPACK's
// [2^-16, 2^8) and whose positive ratio goes from far below to far above 1; a narrowed output range.
template <class T>
std::vector<std::pair<xnn_qs8_vprelu_params, std::string>> parameter_sweep() {
  std::vector<std::pair<xnn_qs8_vprelu_params, std::string>> out;
  const int32_t zps[] = {kMin<T>, kMax<T>, (kMin<T> + kMax<T>) / 2 + 3};
  const float scales[][3] = {{1.0f, 1.0f, 1.0f},        {0.5f, 0.25f, 0.125f},    {0x1.0p-8f, 0x1.0p-8f, 1.0f},
                             {0.0123f, 0.37f, 0.051f},  {7.5f, 1.5f, 0.0625f},    {0x1.0p-20f, 0x1.0p-4f, 0x1.0p-20f},
                             {0x1.0p+8f, 0.99f, 1.0f},  {0.3f, 0.7f, 0x1.0p-20f}, {0.2f, 0x1.0p-20f, 0x1.0p-4f}};
  for (const int32_t x_zp : zps) {
    for (const int32_t slope_zp : zps) {
      const int32_t y_zp = zps[(x_zp + 2 * slope_zp) & 1 ? 0 : 1];
      const std::string zp_text =
          "zero points " + std::to_string(x_zp) + ", " + std::to_string(slope_zp) + ", " + std::to_string(y_zp);
      for (const auto& s : scales) {
        out.push_back({xnn_init_qs8_prelu_params(s[0], s[1], s[2], x_zp, slope_zp, full_range<T>(y_zp)),
                       "scales " + std::to_string(s[0]) + ", " + std::to_string(s[1]) + ", " + std::to_string(s[2]) +
                           ", " + zp_text});
      }
    }
  }
  const int32_t mid = (kMin<T> + kMax<T>) / 2;
  out.push_back({xnn_init_qs8_prelu_params(0.1f, 0.05f, 0.02f, mid, mid - 7, {mid + 1, mid - 20, mid + 33}),
                 "narrowed output range"});
  return out;
}

template <class T, class Info>
void check_kernel(const Info& k, kind which) {
  if (!xnn_isa_enabled(k.isa)) GTEST_SKIP() << "ISA not enabled on this CPU";
  std::vector<size_t> sizes;
  for (size_t n = 1; n <= 3 * size_t(k.tile) + 1; n++) sizes.push_back(n);
  sizes.push_back(1000 + k.tile / 2);
  for (const auto& [params, text] : parameter_sweep<T>()) {
    for (const size_t n : sizes) {
      const std::vector<T> a = random_values<T>(n);
      const std::vector<T> b = random_values<T>(which == kind::array ? n : 1);
      if (!matches_reference(k.fn, which, a, b, params, mode::two_arrays, text)) return;
    }
  }
}

// Every pair of 8-bit values, with scales that saturate both ends and exact ties (power-of-two ratios).
template <class T, class Info>
void check_every_pair(const Info& k, kind which) {
  if (!xnn_isa_enabled(k.isa)) GTEST_SKIP() << "ISA not enabled on this CPU";
  std::vector<T> all(256);
  for (int32_t i = 0; i < 256; i++) all[i] = T(kMin<T> + i);
  for (const int32_t zp : {kMin<T>, kMax<T>}) {
    const xnn_qs8_vprelu_params params[] = {
        xnn_init_qs8_prelu_params(0.5f, 1.0f, 1.0f, zp, kMax<T> + kMin<T> - zp, full_range<T>(zp)),
        xnn_init_qs8_prelu_params(0.5f, 0.25f, 0.5f, kMax<T> + kMin<T> - zp, zp, full_range<T>(0)),
        xnn_init_qs8_prelu_params(4.0f, 0.5f, 0x1.0p-4f, zp, zp, full_range<T>(kMax<T> + kMin<T> - zp)),
    };
    for (const auto& p : params) {
      for (int32_t bv = kMin<T>; bv <= kMax<T>; bv++) {
        const std::vector<T> b(which == kind::array ? 256 : 1, T(bv));
        if (!matches_reference(k.fn, which, all, b, p, mode::two_arrays, "every pair")) return;
      }
    }
  }
}

template <class T, class Info>
void check_in_place(const Info& k, kind which) {
  if (!xnn_isa_enabled(k.isa)) GTEST_SKIP() << "ISA not enabled on this CPU";
  const xnn_qs8_vprelu_params p = xnn_init_qs8_prelu_params(0.06f, 0.02f, 0.04f, 3, -5, full_range<T>(1));
  for (const size_t n : {size_t(1), size_t(k.tile) - 1, 2 * size_t(k.tile) + 3, size_t(517)}) {
    if (n == 0) continue;
    const std::vector<T> a = random_values<T>(n);
    const std::vector<T> b = random_values<T>(which == kind::array ? n : 1);
    if (!matches_reference(k.fn, which, a, b, p, mode::in_place_a, "in place on a")) return;
    if (which == kind::array && !matches_reference(k.fn, which, a, b, p, mode::in_place_b, "in place on b")) return;
  }
}

#define XNN_VPRELU_TESTS(Suite, T, Info, rows, count, which)                                           \
  class Suite : public testing::TestWithParam<Info> {};                                                \
  TEST_P(Suite, every_batch_zero_point_and_scale) { check_kernel<T>(GetParam(), which); }              \
  TEST_P(Suite, every_pair_of_values_and_saturation) { check_every_pair<T>(GetParam(), which); }       \
  TEST_P(Suite, in_place) { check_in_place<T>(GetParam(), which); }                                    \
  INSTANTIATE_TEST_SUITE_P(, Suite, testing::ValuesIn(rows, rows + count),                             \
                           [](const testing::TestParamInfo<Info>& info) { return std::string(info.param.name); });

XNN_VPRELU_TESTS(QS8VPRelu, int8_t, xnn_qs8_vprelu_info, xnn_qs8_vprelu_ukernels, xnn_qs8_vprelu_ukernel_count,
                 kind::array)
XNN_VPRELU_TESTS(QS8VPReluC, int8_t, xnn_qs8_vprelu_info, xnn_qs8_vpreluc_ukernels, xnn_qs8_vpreluc_ukernel_count,
                 kind::const_slope)
XNN_VPRELU_TESTS(QS8VRPReluC, int8_t, xnn_qs8_vprelu_info, xnn_qs8_vrpreluc_ukernels,
                 xnn_qs8_vrpreluc_ukernel_count, kind::const_input)
XNN_VPRELU_TESTS(QU8VPRelu, uint8_t, xnn_qu8_vprelu_info, xnn_qu8_vprelu_ukernels, xnn_qu8_vprelu_ukernel_count,
                 kind::array)
XNN_VPRELU_TESTS(QU8VPReluC, uint8_t, xnn_qu8_vprelu_info, xnn_qu8_vpreluc_ukernels, xnn_qu8_vpreluc_ukernel_count,
                 kind::const_slope)
XNN_VPRELU_TESTS(QU8VRPReluC, uint8_t, xnn_qu8_vprelu_info, xnn_qu8_vrpreluc_ukernels,
                 xnn_qu8_vrpreluc_ukernel_count, kind::const_input)

// XNNPACK's formula pinned by hand-computed values (its scalar vprelu kernel and parameter initialization).
TEST(QS8VPReluParams, matches_xnnpack_formula_on_hand_computed_values) {
  // x scale 0.5, slope scale 0.25, output scale 0.5: positive ratio 1, negative ratio 0.25; zero points 0.
  const xnn_qs8_vprelu_params p = xnn_init_qs8_prelu_params(0.5f, 0.25f, 0.5f, 0, 0, full_range<int8_t>(0));
  EXPECT_EQ(p.positive_scale, 1.0f);
  EXPECT_EQ(p.negative_scale, 0.25f);
  EXPECT_EQ(xnn_qs8_prelu_reference(5, 100, p), 5);      // x >= 0: the slope is ignored
  EXPECT_EQ(xnn_qs8_prelu_reference(0, -100, p), 0);     // x = 0 is not negative
  EXPECT_EQ(xnn_qs8_prelu_reference(-2, 5, p), -2);      // -10 * 0.25 = -2.5 -> -2 (ties to even)
  EXPECT_EQ(xnn_qs8_prelu_reference(-6, 1, p), -2);      // -1.5 -> -2
  EXPECT_EQ(xnn_qs8_prelu_reference(-128, -128, p), 127);  // 4096 saturates
  EXPECT_EQ(xnn_qs8_prelu_reference(-128, 127, p), -128);  // -4064 saturates
  // Zero points: x 10 -> dx -5, slope -3 -> ds 4 (zero point -7), y zero point 20: -20 * 0.25 + 20 = 15.
  const xnn_qs8_vprelu_params z = xnn_init_qs8_prelu_params(0.5f, 0.25f, 0.5f, 15, -7, full_range<int8_t>(20));
  EXPECT_EQ(xnn_qs8_prelu_reference(10, -3, z), 15);
  EXPECT_EQ(xnn_qs8_prelu_reference(100, -3, z), 105);
  // The negative ratio is the product first, then the quotient: 0.1f * 0.3f / 0.7f in float.
  const xnn_qs8_vprelu_params r = xnn_init_qs8_prelu_params(0.1f, 0.3f, 0.7f, 0, 0, full_range<int8_t>(0));
  volatile float product = 0.1f * 0.3f;
  EXPECT_EQ(r.negative_scale, product / 0.7f);
}

}  // namespace
