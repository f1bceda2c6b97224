// The unary elementwise operator against plain references: dense and strided rows, batch 0, 1 and many, thread
// counts 1, 2 and 8 (bit-identical), in place, and each rejected argument.
#include <cmath>

#include "configs/f32-vunary-config.h"
#include "operator-tester.h"
#include "ulp.h"

namespace {

struct unary_case {
  xnn_unary_operator op;
  float (*reference)(float x);
};

const unary_case kCases[] = {
    {xnn_unary_abs, [](float x) { return std::fabs(x); }},
    {xnn_unary_clamp, [](float x) { return std::min(std::max(x, -0.25f), 0.5f); }},
    {xnn_unary_convert, [](float x) { return x; }},
    {xnn_unary_negate, [](float x) { return -x; }},
    {xnn_unary_square_root, [](float x) { return std::sqrt(x); }},
    {xnn_unary_floor, [](float x) { return std::floor(x); }},
    {xnn_unary_leaky_relu, [](float x) { return x < 0.0f ? x * 0.125f : x; }},
    {xnn_unary_sign, [](float x) { return x < 0.0f ? -1.0f : x > 0.0f ? 1.0f : 0.0f; }},
};

// Ops whose kernels are accurate to a few ULP rather than exact: checked within a relative tolerance.
struct approximate_case {
  xnn_unary_operator op;
  double (*reference)(double x);
};

const approximate_case kApproximateCases[] = {
    {xnn_unary_exp, [](double x) { return std::exp(x); }},
    {xnn_unary_sigmoid, [](double x) { return 1.0 / (1.0 + std::exp(-x)); }},
    {xnn_unary_tanh, [](double x) { return std::tanh(x); }},
    {xnn_unary_elu, [](double x) { return x < 0 ? 0.5 * std::expm1(x) : x; }},
    {xnn_unary_sine, [](double x) { return std::sin(x); }},
    {xnn_unary_cube_root, [](double x) { return std::cbrt(x); }},
    {xnn_unary_approxgelu,
     [](double x) { return x / (1.0 + std::exp(-2.0 * std::sqrt(2.0 / M_PI) * (x + 0.044715 * x * x * x))); }},
};

xnn_unary_params params_for(xnn_unary_operator op) {
  xnn_unary_params p{};
  if (op == xnn_unary_clamp) p.clamp = {-0.25f, 0.5f};
  if (op == xnn_unary_leaky_relu) p.leaky_relu.negative_slope = 0.125f;
  if (op == xnn_unary_elu) p.elu.alpha = 0.5f;
  return p;
}

// A unary operator of kind `op` with the parameters params_for gives it; null (after a failure) when create fails.
operator_ptr create(xnn_unary_operator op) {
  xnn_operator_t raw = nullptr;
  const xnn_unary_params params = params_for(op);
  EXPECT_EQ(xnn_create_unary_elementwise_nc(op, xnn_datatype_fp32, xnn_datatype_fp32, &params, nullptr, nullptr,
                                            nullptr, 0, &raw),
            xnn_status_success);
  return own(raw);
}

void run_case(const unary_case& c, size_t batch, size_t channels, size_t input_stride, size_t output_stride,
              bool in_place) {
  std::mt19937 rng(uint32_t(batch * 131 + channels));
  std::vector<float> input = random_tensor(rng, batch * input_stride);
  const std::string name = "op " + std::to_string(int(c.op)) + ", batch " + std::to_string(batch);
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    operator_ptr op = create(c.op);
    ASSERT_NE(op, nullptr);
    std::vector<float> buffer = input;
    std::vector<float> output(batch * output_stride + 1, untouched_marker());
    float* out = in_place ? buffer.data() : output.data();
    ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), batch, channels, input_stride,
                                               in_place ? input_stride : output_stride, pool),
              xnn_status_success);
    ASSERT_EQ(xnn_setup_unary_elementwise_nc(op.get(), buffer.data(), out), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(op.get(), pool), xnn_status_success);
    const size_t stride = in_place ? input_stride : output_stride;
    for (size_t b = 0; b < batch; b++) {
      for (size_t ch = 0; ch < channels; ch++) {
        const float expected = c.reference(input[b * input_stride + ch]);
        const float actual = out[b * stride + ch];
        ASSERT_TRUE(actual == expected || (std::isnan(actual) && std::isnan(expected)))
            << what << ", row " << b << ", channel " << ch << ": got " << actual << ", expected " << expected;
      }
      for (size_t ch = channels; !in_place && ch < stride && b + 1 < batch; ch++) {
        ASSERT_TRUE(is_untouched(out[b * stride + ch])) << "wrote into the row gap at row " << b;
      }
    }
    outputs->add(out, batch * stride);
  });
}

TEST(unary_elementwise_nc, dense_rows) {
  for (const auto& c : kCases) {
    for (size_t batch : {1u, 3u, 64u}) {
      for (size_t channels : {1u, 7u, 16u, 100u}) run_case(c, batch, channels, channels, channels, false);
    }
  }
}

TEST(unary_elementwise_nc, large_dense_array_splits_between_threads) {
  for (const auto& c : kCases) run_case(c, 1, 50000, 50000, 50000, false);
}

TEST(unary_elementwise_nc, strided_rows) {
  for (const auto& c : kCases) run_case(c, 9, 13, 17, 21, false);
}

TEST(unary_elementwise_nc, in_place) {
  for (const auto& c : kCases) run_case(c, 5, 33, 33, 33, true);
}

TEST(unary_elementwise_nc, transcendental_ops_follow_their_references) {
  for (const auto& c : kApproximateCases) {
    operator_ptr op = create(c.op);
    ASSERT_NE(op, nullptr);
    std::mt19937 rng(17);
    const std::vector<float> input = random_tensor(rng, 1000);
    const std::string name = "op " + std::to_string(int(c.op));
    check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
      std::vector<float> output(1000);
      ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), 10, 100, 100, 100, pool), xnn_status_success);
      ASSERT_EQ(xnn_setup_unary_elementwise_nc(op.get(), input.data(), output.data()), xnn_status_success);
      ASSERT_EQ(xnn_run_operator(op.get(), pool), xnn_status_success);
      for (size_t i = 0; i < 1000; i++) {
        const double expected = c.reference(input[i]);
        ASSERT_NEAR(output[i], expected, 1e-6 * std::abs(expected) + 1e-37) << what << " at " << i;
      }
      outputs->add(output);
    });
  }
}

// Sigmoid's faster variant (a _FAST row of vunary-table.h, within 3 ULP) runs by default; with
// XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC, given to the operator or to a runtime, the 2-ULP row runs: outputs bitwise
// those of the row the config names, within each row's bound.
TEST(unary_elementwise_nc, consistent_arithmetic_keeps_sigmoid_within_2_ulp) {
  std::vector<float> input;
  for (float x = -20.0f; x < 20.0f; x += 0x1.0p-10f) input.push_back(x);
  const size_t n = input.size();
  input.resize(n + XNN_EXTRA_BYTES / sizeof(float));
  for (uint32_t flags : {0u, uint32_t(XNN_FLAG_SLOW_CONSISTENT_ARITHMETIC)}) {
    const xnn_f32_vunary_info* row = xnn_init_f32_vunary_config(xnn_unary_op::sigmoid, flags);
    ASSERT_NE(row, nullptr);
    std::vector<float> expected(n + XNN_EXTRA_BYTES / sizeof(float));
    row->fn(n * sizeof(float), input.data(), expected.data(), nullptr);
    const double bound = flags != 0 ? 2.0 : 3.0;
    for (size_t i = 0; i < n; i++) {
      ASSERT_LE(xnn_ulp_error(expected[i], 1.0 / (1.0 + std::exp(-double(input[i])))), bound)
          << row->name << " at x = " << input[i];
    }
    if (flags != 0) {
      EXPECT_FALSE(row->fast) << row->name;
    }
    std::vector<float> output(n);
    ASSERT_EQ(xnn_run_unary_elementwise_nc(xnn_unary_sigmoid, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr,
                                           nullptr, flags, 1, n, n, n, nullptr, input.data(), output.data()),
              xnn_status_success);
    for (size_t i = 0; i < n; i++) ASSERT_EQ(output[i], expected[i]) << "operator, flags " << flags << ", " << i;

    xnn_subgraph_t subgraph = nullptr;
    ASSERT_EQ(xnn_create_subgraph(2, 0, &subgraph), xnn_status_success);
    const size_t dims[1] = {n};
    uint32_t in_id = XNN_INVALID_VALUE_ID, out_id = XNN_INVALID_VALUE_ID;
    ASSERT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 1, dims, nullptr, 0, XNN_VALUE_FLAG_EXTERNAL_INPUT,
                                      &in_id),
              xnn_status_success);
    ASSERT_EQ(xnn_define_tensor_value(subgraph, xnn_datatype_fp32, 1, dims, nullptr, 1, XNN_VALUE_FLAG_EXTERNAL_OUTPUT,
                                      &out_id),
              xnn_status_success);
    ASSERT_EQ(xnn_define_unary(subgraph, xnn_unary_sigmoid, nullptr, in_id, out_id, 0), xnn_status_success);
    xnn_runtime_t runtime = nullptr;
    ASSERT_EQ(xnn_create_runtime_v2(subgraph, nullptr, flags, &runtime), xnn_status_success);
    const xnn_external_value externals[2] = {{in_id, input.data()}, {out_id, output.data()}};
    std::fill(output.begin(), output.end(), 0.0f);
    ASSERT_EQ(xnn_setup_runtime(runtime, 2, externals), xnn_status_success);
    ASSERT_EQ(xnn_invoke_runtime(runtime), xnn_status_success);
    for (size_t i = 0; i < n; i++) ASSERT_EQ(output[i], expected[i]) << "runtime, flags " << flags << ", " << i;
    xnn_delete_runtime(runtime);
    xnn_delete_subgraph(subgraph);
  }
}

TEST(unary_elementwise_nc, batch_zero_runs_nothing) {
  xnn_operator_t raw;
  ASSERT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr,
                                            nullptr, nullptr, 0, &raw),
            xnn_status_success);
  operator_ptr op = own(raw);
  ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), 0, 4, 4, 4, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_unary_elementwise_nc(op.get(), nullptr, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_success);
}

TEST(unary_elementwise_nc, rejections) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr,
                                            nullptr, nullptr, 0, nullptr),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_qint8, xnn_datatype_fp32, nullptr, nullptr,
                                            nullptr, nullptr, 0, &raw),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_popcount, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr,
                                            nullptr, nullptr, 0, &raw),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr,
                                            nullptr, nullptr, 0x4, &raw),
            xnn_status_unsupported_parameter);
  xnn_unary_params inverted{};
  inverted.clamp = {1.0f, 0.0f};
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_clamp, xnn_datatype_fp32, xnn_datatype_fp32, &inverted, nullptr,
                                            nullptr, nullptr, 0, &raw),
            xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp32, xnn_datatype_fp32, nullptr, nullptr,
                                            nullptr, nullptr, 0, &raw),
            xnn_status_success);
  operator_ptr op = own(raw);
  float x[8] = {}, y[8] = {};
  EXPECT_EQ(xnn_setup_unary_elementwise_nc(op.get(), x, y), xnn_status_invalid_state);  // before reshape
  EXPECT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_invalid_state);
  EXPECT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), 2, 0, 4, 4, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), 2, 4, 3, 4, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), 2, 4, 4, 2, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), 2, 4, 4, 4, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_setup_unary_elementwise_nc(op.get(), nullptr, y), xnn_status_invalid_parameter);
}

}  // namespace
