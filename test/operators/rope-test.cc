// RoPE NTHC fp32 against a plain complex multiply in double (within 2 ulp-scale of the two products), at 1, 2 and 8
// threads (bit-identical), batches of 0 to 3 and odd head counts; then each refusal.
#include "operator-tester.h"

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
