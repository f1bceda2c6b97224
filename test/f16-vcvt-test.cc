// Every kernel of src/ukernels/f16-vcvt/ against half.h's definition, bit for bit, and half.h against libfp16's
// reference conversions (<fp16.h>): f16 -> f32 on all 65536 inputs; f32 -> f16 on every rounding boundary of every
// binary16 value (the value, both neighbours in binary32, the midpoint to the next value and its neighbours, both
// signs), overflow, binary32 subnormals, infinities, NaNs and random bit patterns. Every batch size up to three tiles
// plus one runs on guarded buffers: inputs end against a faulting page plus XNN_EXTRA_BYTES, outputs against one.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include <fp16.h>
#include <gtest/gtest.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/f16-vcvt/f16-vcvt.h"
#include "ukernels/f16-vcvt/half.h"

template <class Fn>
void PrintTo(const xnn_f16_vcvt_info<Fn>& info, std::ostream* os) {
  *os << info.name;
}

namespace {

uint32_t bits_of(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof(u));
  return u;
}
float float_of(uint32_t u) {
  float f;
  std::memcpy(&f, &u, sizeof(f));
  return f;
}
bool is_nan_f16(uint16_t h) { return (h & 0x7FFF) > 0x7C00; }

std::vector<uint16_t> all_halves() {
  std::vector<uint16_t> v(65536);
  for (size_t i = 0; i < v.size(); i++) v[i] = uint16_t(i);
  return v;
}

// Values at and around every rounding boundary of binary16, then the special cases.
std::vector<float> tricky_floats() {
  std::vector<float> v;
  for (uint32_t h = 0; h < 0x7C00; h++) {
    const float value = xnn_f16_to_f32(uint16_t(h));
    const float next = h + 1 < 0x7C00 ? xnn_f16_to_f32(uint16_t(h + 1)) : 65536.0f;  // 65536: one ulp past max
    const float mid = value + (next - value) / 2;  // exact: binary16 has 13 bits fewer
    for (const float f : {value, std::nextafter(value, 0.0f), std::nextafter(value, INFINITY), mid,
                          std::nextafter(mid, 0.0f), std::nextafter(mid, INFINITY)}) {
      v.push_back(f);
      v.push_back(-f);
    }
  }
  for (const float f : {65504.0f, 65519.996f, 65520.0f, 1e5f, 3.4e38f, INFINITY, -INFINITY, NAN, -NAN, 1e-40f,
                        -1e-45f, 0x1.0p-25f, 0x1.000002p-25f, 0x1.8p-24f, 0x1.0p-24f, 0x1.fffffep-15f}) {
    v.push_back(f);
  }
  for (const uint32_t nan : {0x7F800001u, 0x7FBFFFFFu, 0x7FC00000u, 0xFFFFE000u, 0x7F802000u, 0xFF801FFFu}) {
    v.push_back(float_of(nan));
  }
  std::mt19937 rng(15);
  for (int i = 0; i < 100000; i++) v.push_back(float_of(uint32_t(rng())));
  return v;
}

TEST(half_reference, f16_to_f32_matches_libfp16_on_every_value) {
  for (uint32_t h = 0; h < 65536; h++) {
    const uint32_t got = bits_of(xnn_f16_to_f32(uint16_t(h)));
    if (is_nan_f16(uint16_t(h))) {
      ASSERT_EQ(got, (h & 0x8000) << 16 | 0x7FC00000 | (h & 0x3FF) << 13) << "NaN 0x" << std::hex << h;
    } else {
      ASSERT_EQ(got, bits_of(fp16_ieee_to_fp32_value(uint16_t(h)))) << "0x" << std::hex << h;
    }
  }
}

TEST(half_reference, f32_to_f16_matches_libfp16_on_tricky_values) {
  for (const float f : tricky_floats()) {
    const uint16_t got = xnn_f32_to_f16(f);
    if (std::isnan(f)) {
      const uint32_t x = bits_of(f);
      ASSERT_EQ(got, (x >> 16 & 0x8000) | 0x7E00 | (x >> 13 & 0x3FF)) << "NaN 0x" << std::hex << x;
    } else {
      ASSERT_EQ(got, fp16_ieee_from_fp32_value(f)) << "input " << f << " (0x" << std::hex << bits_of(f) << ")";
    }
  }
}

template <class Info>
class VcvtCases : public testing::TestWithParam<Info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
};

// Runs the kernel over `input` and compares with half.h; false after the first mismatch (index and both values).
bool f16_f32_matches(const xnn_f16_f32_vcvt_info& k, const std::vector<uint16_t>& input) {
  const size_t n = input.size();
  xnn_guarded_buffer<uint16_t> x(n);
  std::copy(input.begin(), input.end(), x.begin());
  xnn_guarded_buffer<float> y(n, 0);
  k.fn(n * sizeof(uint16_t), x.data(), y.data(), nullptr);
  for (size_t i = 0; i < n; i++) {
    const uint32_t expected = bits_of(xnn_f16_to_f32(input[i]));
    if (bits_of(y[i]) != expected) {
      ADD_FAILURE() << "batch " << n << ", element " << i << ": input 0x" << std::hex << input[i] << ", got 0x"
                    << bits_of(y[i]) << ", expected 0x" << expected;
      return false;
    }
  }
  return true;
}

bool f32_f16_matches(const xnn_f32_f16_vcvt_info& k, const std::vector<float>& input) {
  const size_t n = input.size();
  xnn_guarded_buffer<float> x(n);
  std::copy(input.begin(), input.end(), x.begin());
  xnn_guarded_buffer<uint16_t> y(n, 0);
  k.fn(n * sizeof(float), x.data(), y.data(), nullptr);
  for (size_t i = 0; i < n; i++) {
    const uint16_t expected = xnn_f32_to_f16(input[i]);
    if (y[i] != expected) {
      ADD_FAILURE() << "batch " << n << ", element " << i << ": input " << input[i] << " (0x" << std::hex
                    << bits_of(input[i]) << "), got 0x" << y[i] << ", expected 0x" << expected;
      return false;
    }
  }
  return true;
}

class F16F32Vcvt : public VcvtCases<xnn_f16_f32_vcvt_info> {};

TEST_P(F16F32Vcvt, every_half) { EXPECT_TRUE(f16_f32_matches(GetParam(), all_halves())); }

TEST_P(F16F32Vcvt, every_batch_up_to_three_tiles) {
  std::mt19937 rng(1);
  for (size_t n = 1; n <= 3 * size_t(GetParam().tile) + 1; n++) {
    std::vector<uint16_t> x(n);
    for (uint16_t& h : x) h = uint16_t(rng());
    ASSERT_TRUE(f16_f32_matches(GetParam(), x));
  }
}

INSTANTIATE_TEST_SUITE_P(f16_f32_vcvt, F16F32Vcvt,
                         testing::ValuesIn(xnn_table_rows(xnn_f16_f32_vcvt_ukernels, xnn_f16_f32_vcvt_ukernel_count)),
                         xnn_ukernel_test_name());

class F32F16Vcvt : public VcvtCases<xnn_f32_f16_vcvt_info> {};

TEST_P(F32F16Vcvt, rounding_boundaries_and_specials) { EXPECT_TRUE(f32_f16_matches(GetParam(), tricky_floats())); }

TEST_P(F32F16Vcvt, every_batch_up_to_three_tiles) {
  const std::vector<float> pool = tricky_floats();
  std::mt19937 rng(2);
  for (size_t n = 1; n <= 3 * size_t(GetParam().tile) + 1; n++) {
    std::vector<float> x(n);
    for (float& f : x) f = pool[rng() % pool.size()];
    ASSERT_TRUE(f32_f16_matches(GetParam(), x));
  }
}

INSTANTIATE_TEST_SUITE_P(f32_f16_vcvt, F32F16Vcvt,
                         testing::ValuesIn(xnn_table_rows(xnn_f32_f16_vcvt_ukernels, xnn_f32_f16_vcvt_ukernel_count)),
                         xnn_ukernel_test_name());

}  // namespace
