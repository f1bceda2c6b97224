// RoPE NTHC fp32 against a plain complex multiply in double (within 2 ulp-scale of the two products), at 1, 2 and 8
// threads (bit-identical), batches of 0 to 3 and odd head counts; fp16 against the fp32 operator on the widened
// values: within one fp16 ulp of its result, plus 2^-23 (|x_re w| + |x_im w'|) for the fp32 roundings of the two
// products and their sum, which a compiler may contract differently in the two loops; then each refusal.
#include <cmath>

#include "operator-tester.h"
#include "ukernels/f16-vcvt/half.h"

namespace {

struct initialized {
  initialized() { EXPECT_EQ(xnn_initialize(nullptr), xnn_status_success); }
};
const initialized kInitialized;

struct rope_case {
  size_t batch, tokens, heads, channels;
};

TEST(RopeNthcF32, matches_the_complex_product_of_each_half_with_the_token_weights) {
  const rope_case cases[] = {{1, 1, 1, 2}, {2, 3, 5, 8}, {3, 7, 1, 34}, {1, 16, 4, 128}, {0, 4, 2, 8}};
  std::mt19937 rng(11);
  for (const rope_case& c : cases) {
    SCOPED_TRACE(testing::Message() << c.batch << " x " << c.tokens << " x " << c.heads << " x " << c.channels);
    const size_t count = c.batch * c.tokens * c.heads * c.channels, half = c.channels / 2;
    const std::vector<float> x = random_tensor(rng, count), w = random_tensor(rng, c.tokens * c.channels);
    std::vector<double> expected(count);
    for (size_t r = 0; r < c.batch * c.tokens * c.heads; r++) {
      const float* row = x.data() + r * c.channels;
      const float* weights = w.data() + (r / c.heads % c.tokens) * c.channels;
      for (size_t i = 0; i < half; i++) {
        expected[r * c.channels + i] = double(row[i]) * weights[i] - double(row[half + i]) * weights[half + i];
        expected[r * c.channels + half + i] = double(row[i]) * weights[half + i] + double(row[half + i]) * weights[i];
      }
    }
    std::vector<float> first;
    for (size_t threads : test_thread_counts()) {
      xnn_operator_t raw = nullptr;
      ASSERT_EQ(xnn_create_rope_nthc_f32(0, &raw), xnn_status_success);
      operator_ptr op = own(raw);
      ASSERT_EQ(xnn_reshape_rope_nthc_f32(op.get(), c.batch, c.tokens, c.heads, c.channels, test_threadpool(threads)),
                xnn_status_success);
      std::vector<float> y(count + 1, untouched_marker());
      ASSERT_EQ(xnn_setup_rope_nthc_f32(op.get(), x.data(), w.data(), y.data()), xnn_status_success);
      ASSERT_EQ(xnn_run_operator(op.get(), test_threadpool(threads)), xnn_status_success);
      EXPECT_TRUE(is_untouched(y[count])) << "wrote past the output";
      y.resize(count);
      for (size_t i = 0; i < count; i++) {
        ASSERT_NEAR(y[i], expected[i], 4 * std::numeric_limits<float>::epsilon()) << "element " << i;
      }
      if (first.empty()) {
        first = y;
      } else {
        EXPECT_TRUE(first == y) << "results differ at " << threads << " threads";
      }
    }
  }
}

double ulp16(double y) {
  const double a = std::abs(y);
  return a < 0x1.0p-14 ? 0x1.0p-24 : std::ldexp(1.0, std::ilogb(a) - 10);
}

// The fp32 operator's output on `x` and `w` (one thread).
std::vector<float> rope_f32(const rope_case& c, const std::vector<float>& x, const std::vector<float>& w) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_rope_nthc_f32(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  std::vector<float> y(c.batch * c.tokens * c.heads * c.channels);
  EXPECT_EQ(xnn_reshape_rope_nthc_f32(op.get(), c.batch, c.tokens, c.heads, c.channels, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_setup_rope_nthc_f32(op.get(), x.data(), w.data(), y.data()), xnn_status_success);
  EXPECT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_success);
  return y;
}

TEST(RopeNthcF16, matches_the_fp32_operator_on_the_widened_values_within_one_fp16_ulp) {
  // 1200 channels: 600 complex numbers, more than one widening chunk.
  const rope_case cases[] = {{1, 1, 1, 2}, {2, 3, 5, 8}, {3, 7, 1, 34}, {1, 4, 3, 1200}, {0, 4, 2, 8}};
  std::mt19937 rng(12);
  for (const rope_case& c : cases) {
    SCOPED_TRACE(testing::Message() << c.batch << " x " << c.tokens << " x " << c.heads << " x " << c.channels);
    const size_t count = c.batch * c.tokens * c.heads * c.channels, half = c.channels / 2;
    // Inputs end with the XNN_EXTRA_BYTES a caller allocates: the fp16 conversion kernels may read them.
    const size_t weights = c.tokens * c.channels, pad = XNN_EXTRA_BYTES / sizeof(uint16_t);
    std::vector<uint16_t> x(count + pad), w(weights + pad);
    std::vector<float> xf(count), wf(weights);
    const std::vector<float> xs = random_tensor(rng, count), ws = random_tensor(rng, weights);
    for (size_t i = 0; i < count; i++) x[i] = xnn_f32_to_f16(xs[i]), xf[i] = xnn_f16_to_f32(x[i]);
    for (size_t i = 0; i < weights; i++) w[i] = xnn_f32_to_f16(ws[i]), wf[i] = xnn_f16_to_f32(w[i]);
    const std::vector<float> expected = rope_f32(c, xf, wf);
    std::vector<uint16_t> first;
    for (size_t threads : test_thread_counts()) {
      xnn_operator_t raw = nullptr;
      ASSERT_EQ(xnn_create_rope_nthc_f16(0, &raw), xnn_status_success);
      operator_ptr op = own(raw);
      ASSERT_EQ(xnn_reshape_rope_nthc_f16(op.get(), c.batch, c.tokens, c.heads, c.channels, test_threadpool(threads)),
                xnn_status_success);
      std::vector<uint16_t> y(count + 1, 0x7E5A);  // a NaN the operator does not produce
      ASSERT_EQ(xnn_setup_rope_nthc_f16(op.get(), x.data(), w.data(), y.data()), xnn_status_success);
      ASSERT_EQ(xnn_run_operator(op.get(), test_threadpool(threads)), xnn_status_success);
      EXPECT_EQ(y[count], 0x7E5A) << "wrote past the output";
      y.resize(count);
      for (size_t r = 0; r < c.batch * c.tokens * c.heads; r++) {
        const float* xr = xf.data() + r * c.channels;
        const float* wr = wf.data() + (r / c.heads % c.tokens) * c.channels;
        for (size_t i = 0; i < c.channels; i++) {
          const size_t k = i % half;
          const double re = xr[k], im = xr[half + k], cos = wr[k], sin = wr[half + k];
          const double products = i < half ? std::abs(re * cos) + std::abs(im * sin)
                                           : std::abs(re * sin) + std::abs(im * cos);
          const float e = expected[r * c.channels + i];
          ASSERT_NEAR(xnn_f16_to_f32(y[r * c.channels + i]), e, ulp16(e) + 0x1.0p-23 * products)
              << "row " << r << ", channel " << i;
        }
      }
      if (first.empty()) {
        first = y;
      } else {
        EXPECT_TRUE(first == y) << "results differ at " << threads << " threads";
      }
    }
  }
}

TEST(RopeNthcF16, refusals) {
  xnn_operator_t raw = nullptr, f32 = nullptr;
  EXPECT_EQ(xnn_create_rope_nthc_f16(0, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_rope_nthc_f16(XNN_FLAG_TRANSPOSE_WEIGHTS, &raw), xnn_status_unsupported_parameter);
  ASSERT_EQ(xnn_create_rope_nthc_f16(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_create_rope_nthc_f32(0, &f32), xnn_status_success);
  operator_ptr op32 = own(f32);
  const std::vector<uint16_t> x(64), w(64);
  std::vector<uint16_t> y(64);
  EXPECT_EQ(xnn_setup_rope_nthc_f16(op.get(), x.data(), w.data(), y.data()), xnn_status_invalid_state);
  EXPECT_EQ(xnn_reshape_rope_nthc_f16(op.get(), 1, 2, 2, 3, nullptr), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_reshape_rope_nthc_f16(op.get(), 1, 0, 2, 4, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_rope_nthc_f16(op32.get(), 1, 2, 2, 4, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_rope_nthc_f32(op.get(), 1, 2, 2, 4, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_reshape_rope_nthc_f16(op.get(), 1, 2, 2, 4, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_setup_rope_nthc_f16(op.get(), x.data(), nullptr, y.data()), xnn_status_invalid_parameter);
}

TEST(RopeNthcF32, refusals) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_rope_nthc_f32(0, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_create_rope_nthc_f32(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  const std::vector<float> x(64), w(64);
  std::vector<float> y(64);
  EXPECT_EQ(xnn_setup_rope_nthc_f32(op.get(), x.data(), w.data(), y.data()), xnn_status_invalid_state);
  EXPECT_EQ(xnn_reshape_rope_nthc_f32(op.get(), 1, 2, 2, 3, nullptr), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_reshape_rope_nthc_f32(op.get(), 1, 0, 2, 4, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_rope_nthc_f32(op.get(), 1, 2, 0, 4, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_rope_nthc_f32(op.get(), 1, 2, 2, 0, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_reshape_rope_nthc_f32(op.get(), 1, 2, 2, 4, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_setup_rope_nthc_f32(op.get(), x.data(), nullptr, y.data()), xnn_status_invalid_parameter);
}

}  // namespace
