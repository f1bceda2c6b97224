// Every kernel of the six tables of src/ukernels/qs8-vcvt/ against its family's reference formula (qs8-vcvt.h), bit
// for bit: every batch size up to three tiles plus one and a large one, zero points at both ends of the type, scales
// from 2^-20 to 2^8, saturation at both ends, ties, and (quantize) NaN and infinities. Inputs end against a faulting
// page plus XNN_EXTRA_BYTES and outputs end against one (test/guarded-buffer.h), so a read beyond the contract or
// any write past the output crashes.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include <gtest/gtest.h>
#include <xnnpack.h>

#include "guarded-buffer.h"
#include "ukernel-params.h"
#include "ukernels/qs8-vcvt/qs8-vcvt.h"

#define XNN_PRINT_INFO(family) \
  void PrintTo(const xnn_##family##_info& info, std::ostream* os) { *os << info.name; }
XNN_PRINT_INFO(f32_qs8_vcvt)
XNN_PRINT_INFO(f32_qu8_vcvt)
XNN_PRINT_INFO(qs8_f32_vcvt)
XNN_PRINT_INFO(qu8_f32_vcvt)
XNN_PRINT_INFO(qs8_vcvt)
XNN_PRINT_INFO(qu8_vcvt)
#undef XNN_PRINT_INFO

namespace {

template <class T>
constexpr int32_t kMin = std::numeric_limits<T>::min();
template <class T>
constexpr int32_t kMax = std::numeric_limits<T>::max();

uint32_t bits_of(float f) {
  uint32_t u;
  std::memcpy(&u, &f, sizeof(u));
  return u;
}
int64_t bits_of(int8_t v) { return v; }
int64_t bits_of(uint8_t v) { return v; }

// Runs `fn` over `input` (copied into a guarded buffer) into a guarded output with no slack, and checks every
// element against `ref`. Returns false after the first mismatch (reported with the case, the index and both values).
template <class In, class Out, class Fn, class Params, class Ref>
bool matches_reference(Fn fn, const std::vector<In>& input, const Params& params, Ref ref, const std::string& what) {
  const size_t n = input.size();
  xnn_guarded_buffer<In> x(n);
  std::copy(input.begin(), input.end(), x.begin());
  xnn_guarded_buffer<Out> y(n, 0);
  std::memset(static_cast<void*>(y.data()), 0x5A, n * sizeof(Out));
  fn(n * sizeof(In), x.data(), y.data(), &params);
  for (size_t i = 0; i < n; i++) {
    const Out expected = ref(input[i]);
    if (bits_of(y[i]) != bits_of(expected)) {
      ADD_FAILURE() << what << ", batch " << n << ", element " << i << ": input " << +input[i] << ", got " << +y[i]
                    << ", expected " << +expected;
      return false;
    }
  }
  return true;
}

std::mt19937 rng(7);

// --- quantize: f32 -> qs8 / qu8 ---

// Floats whose products with `scale` cover the output range and beyond, with exact ties (scale is a power of two
// in the sweeps) and, every 16th element, a special value.
std::vector<float> quantize_inputs(size_t n, float scale) {
  const float specials[] = {NAN, -NAN, INFINITY, -INFINITY, 0.0f, -0.0f, 0.5f / scale, -0.5f / scale,
                            1.5f / scale, -2.5f / scale, 1e30f, -1e30f, FLT_MIN, FLT_MAX, -FLT_MAX, 127.5f / scale};
  std::uniform_real_distribution<float> wide(-400.0f, 400.0f);
  std::uniform_int_distribution<int> half(-800, 800);
  std::vector<float> v(n);
  for (size_t i = 0; i < n; i++) {
    switch (rng() % 16) {
      case 0: v[i] = specials[rng() % 16]; break;
      case 1: v[i] = (float(half(rng)) * 0.5f) / scale; break;
      default: v[i] = wide(rng) / scale;
    }
  }
  return v;
}

template <class Out, class Info>
bool check_quantize(const Info& k, size_t n, float scale, int32_t zp) {
  const xnn_f32_qs8_cvt_params params{scale, zp};
  const auto ref = [&](float x) { return Out(xnn_quantize_f32(x, params, kMin<Out>, kMax<Out>)); };
  return matches_reference<float, Out>(k.fn, quantize_inputs(n, scale), params, ref,
                                       "scale " + std::to_string(scale) + ", zero point " + std::to_string(zp));
}

template <class Out, class Info>
void quantize_special_values(const Info& k) {
  for (const int32_t zp : {kMin<Out>, 0, kMax<Out>}) {
    const xnn_f32_qs8_cvt_params params{0.25f, zp};
    std::vector<float> x = {NAN, -NAN, INFINITY, -INFINITY, 0.0f, -0.0f, 1e38f, -1e38f};
    x.resize(std::max<size_t>(x.size(), 3 * k.tile + 1), NAN);
    xnn_guarded_buffer<float> in(x.size());
    std::copy(x.begin(), x.end(), in.begin());
    xnn_guarded_buffer<Out> out(x.size(), 0);
    k.fn(x.size() * sizeof(float), in.data(), out.data(), &params);
    EXPECT_EQ(+out[0], 0) << "NaN -> 0, zero point " << zp;
    EXPECT_EQ(+out[1], 0) << "-NaN -> 0, zero point " << zp;
    EXPECT_EQ(+out[2], kMax<Out>) << "+inf saturates, zero point " << zp;
    EXPECT_EQ(+out[3], kMin<Out>) << "-inf saturates, zero point " << zp;
    EXPECT_EQ(+out[4], zp) << "+0 -> zero point";
    EXPECT_EQ(+out[5], zp) << "-0 -> zero point";
    EXPECT_EQ(+out[6], kMax<Out>) << "1e38 saturates, zero point " << zp;
    EXPECT_EQ(+out[7], kMin<Out>) << "-1e38 saturates, zero point " << zp;
    for (size_t i = 8; i < x.size(); i++) ASSERT_EQ(+out[i], 0) << "NaN in the tail, element " << i;
  }
}

// --- dequantize: qs8 / qu8 -> f32 ---

template <class In>
std::vector<In> byte_inputs(size_t n) {
  std::vector<In> v(n);
  for (size_t i = 0; i < n; i++) v[i] = In(i < 256 ? kMin<In> + int32_t(i) : int32_t(rng() % 256) + kMin<In>);
  return v;
}

template <class In, class Info>
bool check_dequantize(const Info& k, size_t n, float scale, int32_t zp) {
  const xnn_qs8_f32_cvt_params params{zp, scale};
  const auto ref = [&](In x) { return xnn_dequantize_8bit(x, params); };
  return matches_reference<In, float>(k.fn, byte_inputs<In>(n), params, ref,
                                      "scale " + std::to_string(scale) + ", zero point " + std::to_string(zp));
}

// --- requantize: qs8 -> qs8, qu8 -> qu8 ---

template <class T, class Info>
bool check_requantize(const Info& k, size_t n, float scale, int32_t input_zp, int32_t output_zp) {
  const xnn_qs8_cvt_params params{input_zp, scale, output_zp};
  const auto ref = [&](T x) { return T(xnn_requantize_8bit(x, params, kMin<T>, kMax<T>)); };
  return matches_reference<T, T>(k.fn, byte_inputs<T>(n), params, ref,
                                 "scale " + std::to_string(scale) + ", input zero point " + std::to_string(input_zp) +
                                     ", output zero point " + std::to_string(output_zp));
}

template <class Info>
class Vcvt : public testing::TestWithParam<Info> {
 protected:
  void SetUp() override { XNN_SKIP_UNLESS_ISA_ENABLED(this->GetParam().isa); }
  const Info& k() const { return this->GetParam(); }
  size_t tile() const { return this->GetParam().tile; }
};

// Quantize and dequantize: one fixture per family, the same cases.
#define XNN_QUANTIZE_TESTS(Fixture, family, Out)                                                        \
  using Fixture = Vcvt<xnn_##family##_info>;                                                            \
  TEST_P(Fixture, every_batch_up_to_three_tiles_plus_one) {                                             \
    for (size_t n = 1; n <= 3 * tile() + 1; n++) ASSERT_TRUE((check_quantize<Out>(k(), n, 0.37f, 3)));  \
  }                                                                                                     \
  TEST_P(Fixture, large_batch) { check_quantize<Out>(k(), 4099, 0.0625f, 5); }                          \
  TEST_P(Fixture, zero_points_at_both_ends) {                                                           \
    for (const int32_t zp : {kMin<Out>, kMin<Out> + 1, kMax<Out> - 1, kMax<Out>}) {                     \
      for (size_t n : {size_t(1), tile() + 1, 2 * tile() + 3}) {                                        \
        ASSERT_TRUE((check_quantize<Out>(k(), n, 0.5f, zp)));                                           \
      }                                                                                                 \
    }                                                                                                   \
  }                                                                                                     \
  TEST_P(Fixture, scales_2_pow_minus_20_to_2_pow_8) {                                                   \
    for (int e = -20; e <= 8; e++) {                                                                    \
      ASSERT_TRUE((check_quantize<Out>(k(), 2 * tile() + 5, std::ldexp(1.0f, e), (kMin<Out> + kMax<Out>) / 2))); \
      ASSERT_TRUE((check_quantize<Out>(k(), tile() + 3, std::ldexp(1.3f, e), kMin<Out> + 7)));          \
    }                                                                                                   \
  }                                                                                                     \
  TEST_P(Fixture, nan_and_infinities) { quantize_special_values<Out>(k()); }                            \
  INSTANTIATE_TEST_SUITE_P(family, Fixture,                                                             \
                           testing::ValuesIn(xnn_table_rows(xnn_##family##_ukernels,                   \
                                                            xnn_##family##_ukernel_count)),             \
                           xnn_ukernel_test_name());

XNN_QUANTIZE_TESTS(F32Qs8Vcvt, f32_qs8_vcvt, int8_t)
XNN_QUANTIZE_TESTS(F32Qu8Vcvt, f32_qu8_vcvt, uint8_t)
#undef XNN_QUANTIZE_TESTS

#define XNN_DEQUANTIZE_TESTS(Fixture, family, In)                                                       \
  using Fixture = Vcvt<xnn_##family##_info>;                                                            \
  TEST_P(Fixture, every_batch_up_to_three_tiles_plus_one) {                                             \
    for (size_t n = 1; n <= 3 * tile() + 1; n++) ASSERT_TRUE((check_dequantize<In>(k(), n, 0.37f, 3))); \
  }                                                                                                     \
  TEST_P(Fixture, large_batch) { check_dequantize<In>(k(), 4099, 0.1f, 1); }                            \
  TEST_P(Fixture, zero_points_at_both_ends) {                                                           \
    for (const int32_t zp : {kMin<In>, kMax<In>}) {                                                     \
      ASSERT_TRUE((check_dequantize<In>(k(), 256 + tile() + 1, 0.7f, zp)));                            \
    }                                                                                                   \
  }                                                                                                     \
  TEST_P(Fixture, scales_2_pow_minus_20_to_2_pow_8) {                                                   \
    for (int e = -20; e <= 8; e++) {                                                                    \
      ASSERT_TRUE((check_dequantize<In>(k(), 256 + 3, std::ldexp(1.3f, e), kMin<In> + 11)));           \
    }                                                                                                   \
  }                                                                                                     \
  INSTANTIATE_TEST_SUITE_P(family, Fixture,                                                             \
                           testing::ValuesIn(xnn_table_rows(xnn_##family##_ukernels,                   \
                                                            xnn_##family##_ukernel_count)),             \
                           xnn_ukernel_test_name());

XNN_DEQUANTIZE_TESTS(Qs8F32Vcvt, qs8_f32_vcvt, int8_t)
XNN_DEQUANTIZE_TESTS(Qu8F32Vcvt, qu8_f32_vcvt, uint8_t)
#undef XNN_DEQUANTIZE_TESTS

#define XNN_REQUANTIZE_TESTS(Fixture, family, T)                                                           \
  using Fixture = Vcvt<xnn_##family##_info>;                                                               \
  TEST_P(Fixture, every_batch_up_to_three_tiles_plus_one) {                                                \
    for (size_t n = 1; n <= 3 * tile() + 1; n++) {                                                         \
      ASSERT_TRUE((check_requantize<T>(k(), n, 0.73f, kMin<T> + 40, kMin<T> + 100)));                      \
    }                                                                                                      \
  }                                                                                                        \
  TEST_P(Fixture, large_batch) { check_requantize<T>(k(), 4099, 1.7f, kMin<T> + 128, kMin<T> + 128); }     \
  TEST_P(Fixture, zero_points_at_both_ends) {                                                              \
    for (const int32_t input_zp : {kMin<T>, kMax<T>}) {                                                    \
      for (const int32_t output_zp : {kMin<T>, kMax<T>}) {                                                 \
        ASSERT_TRUE((check_requantize<T>(k(), 256 + tile() + 1, 0.5f, input_zp, output_zp)));              \
      }                                                                                                    \
    }                                                                                                      \
  }                                                                                                        \
  TEST_P(Fixture, scales_2_pow_minus_20_to_2_pow_8) {                                                      \
    for (int e = -20; e <= 8; e++) {                                                                       \
      ASSERT_TRUE((check_requantize<T>(k(), 256 + 3, std::ldexp(1.0f, e), kMin<T> + 128, kMin<T> + 128))); \
      ASSERT_TRUE((check_requantize<T>(k(), 256 + 3, std::ldexp(1.3f, e), kMin<T> + 5, kMax<T> - 9)));     \
    }                                                                                                      \
  }                                                                                                        \
  TEST_P(Fixture, saturates_at_both_ends) {                                                                \
    const xnn_qs8_cvt_params params{kMin<T> + 128, 200.0f, kMin<T> + 128};                                 \
    std::vector<T> x = {T(kMin<T>), T(kMax<T>), T(kMin<T> + 127), T(kMin<T> + 129)};                       \
    x.resize(std::max<size_t>(x.size(), 2 * tile() + 1), T(kMax<T>));                                    \
    xnn_guarded_buffer<T> in(x.size());                                                                    \
    std::copy(x.begin(), x.end(), in.begin());                                                             \
    xnn_guarded_buffer<T> out(x.size(), 0);                                                                \
    k().fn(x.size(), in.data(), out.data(), &params);                                                      \
    EXPECT_EQ(+out[0], kMin<T>);                                                                           \
    EXPECT_EQ(+out[1], kMax<T>);                                                                           \
    EXPECT_EQ(+out[2], kMin<T>);                                                                           \
    EXPECT_EQ(+out[3], kMax<T>);                                                                           \
    for (size_t i = 4; i < x.size(); i++) ASSERT_EQ(+out[i], kMax<T>) << "element " << i;                  \
  }                                                                                                        \
  INSTANTIATE_TEST_SUITE_P(family, Fixture,                                                                \
                           testing::ValuesIn(xnn_table_rows(xnn_##family##_ukernels,                      \
                                                            xnn_##family##_ukernel_count)),                \
                           xnn_ukernel_test_name());

XNN_REQUANTIZE_TESTS(Qs8Vcvt, qs8_vcvt, int8_t)
XNN_REQUANTIZE_TESTS(Qu8Vcvt, qu8_vcvt, uint8_t)
#undef XNN_REQUANTIZE_TESTS

}  // namespace
