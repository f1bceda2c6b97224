// The unary and binary elementwise operators on fp16 against references computed in double from the fp16 inputs:
// every unary op (exact ones bit for bit, the others within 1 fp16 ULP), the fp16 <-> fp32 conversions and
// xnn_run_convert_nc_f32_f16, fp16 <-> qint8/quint8, the fp16 -> qd8 dynamic quantization (bit-identical to widening
// and quantizing as fp32), every binary op in every broadcast form (within 1 fp16 ULP where the kernels round more
// than once, else exact), dense and strided rows, thread counts 1, 2 and 8 (bit-identical), the refusals, and
// xnn_is_f16_native_supported.
#include <cmath>
#include <cstring>

#include "configs/hardware-config.h"
#include "f16-tester.h"

namespace {

struct unary_case {
  const char* name;
  xnn_unary_operator op;
  double (*reference)(double x);
  int32_t ulps;  // 0: the correctly rounded result
  float low, high;
};

double reference_gelu(double x) { return 0.5 * x * (1.0 + std::erf(x / std::sqrt(2.0))); }
double reference_approxgelu(double x) {
  return x / (1.0 + std::exp(-2.0 * std::sqrt(2.0 / M_PI) * (x + 0.044715 * x * x * x)));
}

const unary_case kUnaryCases[] = {
    {"abs", xnn_unary_abs, [](double x) { return std::fabs(x); }, 0, -4, 4},
    {"clamp", xnn_unary_clamp, [](double x) { return std::min(std::max(x, -0.25), 0.5); }, 0, -1, 1},
    {"convert", xnn_unary_convert, [](double x) { return x; }, 0, -4, 4},
    {"negate", xnn_unary_negate, [](double x) { return -x; }, 0, -4, 4},
    {"square", xnn_unary_square, [](double x) { return x * x; }, 0, -8, 8},
    {"square_root", xnn_unary_square_root, [](double x) { return std::sqrt(x); }, 0, -1, 100},
    {"floor", xnn_unary_floor, [](double x) { return std::floor(x); }, 0, -8, 8},
    {"ceiling", xnn_unary_ceiling, [](double x) { return std::ceil(x); }, 0, -8, 8},
    {"bankers_rounding", xnn_unary_bankers_rounding, [](double x) { return std::nearbyint(x); }, 0, -8, 8},
    {"leaky_relu", xnn_unary_leaky_relu, [](double x) { return x < 0 ? x * 0.125 : x; }, 0, -4, 4},
    {"sign", xnn_unary_sign, [](double x) { return x < 0 ? -1.0 : x > 0 ? 1.0 : 0.0; }, 0, -4, 4},
    {"exp", xnn_unary_exp, [](double x) { return std::exp(x); }, 1, -12, 12},
    {"log", xnn_unary_log, [](double x) { return std::log(x); }, 1, 0.001f, 1000},
    {"sigmoid", xnn_unary_sigmoid, [](double x) { return 1.0 / (1.0 + std::exp(-x)); }, 1, -12, 12},
    {"tanh", xnn_unary_tanh, [](double x) { return std::tanh(x); }, 1, -6, 6},
    {"elu", xnn_unary_elu, [](double x) { return x < 0 ? 0.5 * std::expm1(x) : x; }, 1, -6, 6},
    {"sine", xnn_unary_sine, [](double x) { return std::sin(x); }, 1, -6, 6},
    {"cosine", xnn_unary_cosine, [](double x) { return std::cos(x); }, 1, -6, 6},
    {"reciprocal_square_root", xnn_unary_reciprocal_square_root, [](double x) { return 1.0 / std::sqrt(x); }, 1,
     0.01f, 100},
    {"cube_root", xnn_unary_cube_root, [](double x) { return std::cbrt(x); }, 1, -100, 100},
    {"hardswish", xnn_unary_hardswish, [](double x) { return x * std::min(std::max(x + 3, 0.0), 6.0) / 6; }, 1, -5,
     5},
    {"gelu", xnn_unary_gelu, reference_gelu, 1, -5, 5},
    {"approxgelu", xnn_unary_approxgelu, reference_approxgelu, 1, -5, 5},
};

xnn_unary_params params_for(xnn_unary_operator op) {
  xnn_unary_params p{};
  if (op == xnn_unary_clamp) p.clamp = {-0.25f, 0.5f};
  if (op == xnn_unary_leaky_relu) p.leaky_relu.negative_slope = 0.125f;
  if (op == xnn_unary_elu) p.elu.alpha = 0.5f;
  return p;
}

class F16Unary : public testing::TestWithParam<unary_case> {};

// Dense rows of several lengths (every kernel tail) and strided rows; the strided rows' gaps stay untouched.
TEST_P(F16Unary, MatchesDoubleReference) {
  const unary_case& c = GetParam();
  const xnn_unary_params params = params_for(c.op);
  struct shape {
    size_t batch, channels, input_stride, output_stride;
  };
  for (const shape& s : {shape{1, 1, 1, 1}, shape{1, 37, 37, 37}, shape{3, 1000, 1000, 1000}, shape{5, 19, 23, 29}}) {
    std::mt19937 rng(11);
    const std::vector<uint16_t> input = random_f16(rng, (s.batch - 1) * s.input_stride + s.channels, c.low, c.high);
    check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
      std::vector<uint16_t> output((s.batch - 1) * s.output_stride + s.channels, uint16_t(0x7E01));
      ASSERT_EQ(xnn_run_unary_elementwise_nc(c.op, xnn_datatype_fp16, xnn_datatype_fp16, &params, nullptr, nullptr, 0,
                                             s.batch, s.channels, s.input_stride, s.output_stride, pool,
                                             input.data(), output.data()),
                xnn_status_success)
          << what;
      for (size_t b = 0; b < s.batch; b++) {
        for (size_t i = 0; i < s.output_stride && b * s.output_stride + i < output.size(); i++) {
          const uint16_t y = output[b * s.output_stride + i];
          if (i >= s.channels) {
            ASSERT_EQ(y, 0x7E01) << what << ": the gap after row " << b << " was written";
            continue;
          }
          const uint16_t x = input[b * s.input_stride + i];
          ASSERT_TRUE(f16_within(y, c.reference(f16_value(x)), c.ulps))
              << what << ": x = " << f16_value(x) << ", got " << f16_value(y) << ", expected "
              << c.reference(f16_value(x));
        }
      }
      outputs->add(output);
    });
  }
}

INSTANTIATE_TEST_SUITE_P(Ops, F16Unary, testing::ValuesIn(kUnaryCases),
                         [](const testing::TestParamInfo<unary_case>& info) { return std::string(info.param.name); });

// fp16 -> fp32 is exact, including infinities and NaN; fp32 -> fp16 rounds to nearest even and overflows to infinity.
TEST(F16Convert, WidensExactlyAndNarrowsToNearestEven) {
  std::mt19937 rng(3);
  const size_t n = 3001;
  std::vector<uint16_t> halves(n + XNN_EXTRA_BYTES / 2);
  std::uniform_int_distribution<uint32_t> bits(0, 0xFFFF);
  for (size_t i = 0; i < n; i++) halves[i] = uint16_t(bits(rng));
  std::vector<float> floats(n + XNN_EXTRA_BYTES / 4);
  std::uniform_real_distribution<float> dist(-70000.0f, 70000.0f);
  for (size_t i = 0; i < n; i++) floats[i] = i % 3 == 0 ? dist(rng) : dist(rng) * 0x1.0p-20f;
  check_every_thread_count("convert", [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    std::vector<float> widened(n);
    std::vector<uint16_t> narrowed(n);
    ASSERT_EQ(xnn_run_unary_elementwise_nc(xnn_unary_convert, xnn_datatype_fp16, xnn_datatype_fp32, nullptr, nullptr,
                                           nullptr, 0, 1, n, n, n, pool, halves.data(), widened.data()),
              xnn_status_success);
    ASSERT_EQ(xnn_run_convert_nc_f32_f16(n, n, n, 1, floats.data(), narrowed.data(), 0, pool), xnn_status_success);
    for (size_t i = 0; i < n; i++) {
      const float expected = f16_value(halves[i]);
      if (std::isnan(expected)) {
        ASSERT_TRUE(std::isnan(widened[i])) << what << ": element " << i;
      } else {
        ASSERT_EQ(widened[i], expected) << what << ": element " << i;
      }
      // Round to nearest even from the definition: the nearer of the two fp16 neighbours, the even one on a tie.
      const uint16_t h = narrowed[i];
      const double x = floats[i];
      const double got = f16_value(h);
      if (std::fabs(x) >= 65520.0) {
        ASSERT_TRUE(std::isinf(got) && (got < 0) == (x < 0)) << what << ": element " << i << " = " << x;
        continue;
      }
      const uint16_t other = uint16_t(std::fabs(got) > std::fabs(x) ? h - 1 : h + 1);
      const double error = std::fabs(got - x), other_error = std::fabs(double(f16_value(other)) - x);
      ASSERT_TRUE(error < other_error || (error == other_error && h % 2 == 0) || (h & 0x7FFF) == 0)
          << what << ": " << x << " became " << got;
    }
    outputs->add(widened);
    outputs->add(narrowed);
  });
  // Strided rows through the operator's reshape.
  xnn_operator_t raw = nullptr;
  ASSERT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_convert, xnn_datatype_fp32, xnn_datatype_fp16, nullptr, nullptr,
                                            nullptr, nullptr, 0, &raw),
            xnn_status_success);
  operator_ptr op = own(raw);
  std::vector<uint16_t> strided(3 * 20, 0x7E01);
  ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), 3, 10, 30, 20, nullptr), xnn_status_success);
  ASSERT_EQ(xnn_setup_unary_elementwise_nc(op.get(), floats.data(), strided.data()), xnn_status_success);
  ASSERT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_success);
  for (size_t r = 0; r < 3; r++) {
    for (size_t i = 0; i < 20; i++) {
      ASSERT_EQ(strided[r * 20 + i], i < 10 ? xnn_f32_to_f16(floats[r * 30 + i]) : 0x7E01) << r << ", " << i;
    }
  }
}

// fp16 -> qint8/quint8 equals fp32 -> qint8/quint8 on the widened values; qint8/quint8 -> fp16 is the fp32
// dequantization rounded to fp16. Lengths around the widening chunk.
TEST(F16Convert, ToAndFrom8BitThroughFp32) {
  const xnn_quantization_params q{3, 0.0625f};
  const xnn_quantization_params qu{131, 0.0625f};
  for (size_t n : {size_t(1), size_t(511), size_t(1300)}) {
    std::mt19937 rng{uint32_t(n)};
    const std::vector<uint16_t> halves = random_f16(rng, n, -10.0f, 10.0f);
    std::vector<float> widened(n + XNN_EXTRA_BYTES / sizeof(float));
    for (size_t i = 0; i < n; i++) widened[i] = f16_value(halves[i]);
    for (xnn_datatype t : {xnn_datatype_qint8, xnn_datatype_quint8}) {
      const xnn_quantization_params& tq = t == xnn_datatype_qint8 ? q : qu;
      std::vector<uint8_t> expected(n + XNN_EXTRA_BYTES), actual(n + XNN_EXTRA_BYTES);
      ASSERT_EQ(xnn_run_unary_elementwise_nc(xnn_unary_convert, xnn_datatype_fp32, t, nullptr, nullptr, &tq, 0, 1, n, n,
                                             n, nullptr, widened.data(), expected.data()),
                xnn_status_success);
      check_every_thread_count("fp16 -> 8-bit", [&](pthreadpool_t pool, const std::string& what, run_outputs* out) {
        ASSERT_EQ(xnn_run_unary_elementwise_nc(xnn_unary_convert, xnn_datatype_fp16, t, nullptr, nullptr, &tq, 0, 1, n,
                                               n, n, pool, halves.data(), actual.data()),
                  xnn_status_success);
        for (size_t i = 0; i < n; i++) ASSERT_EQ(actual[i], expected[i]) << what << ": element " << i;
        out->add(actual);
      });
      std::vector<uint16_t> back(n);
      ASSERT_EQ(xnn_run_unary_elementwise_nc(xnn_unary_convert, t, xnn_datatype_fp16, nullptr, &tq, nullptr, 0, 1, n, n,
                                             n, nullptr, expected.data(), back.data()),
                xnn_status_success);
      for (size_t i = 0; i < n; i++) {
        const int32_t code = t == xnn_datatype_qint8 ? int32_t(int8_t(expected[i])) : int32_t(expected[i]);
        ASSERT_EQ(back[i], xnn_f32_to_f16(float(code - tq.zero_point) * tq.scale)) << "element " << i;
      }
    }
  }
}

// convert_nc_f16_qd8 equals convert_nc_f32_qd8 on the widened rows: values, zero points and scales, with rows longer
// than the widening chunk, strides, and XNN_EXTRA_QUANTIZATION_PARAMS copies of the last row's parameters.
TEST(F16ConvertQd8, EqualsF32QuantizationOfWidenedRows) {
  struct shape {
    size_t batch, channels, input_stride, output_stride;
  };
  for (const shape& s : {shape{1, 1, 1, 1}, shape{7, 1300, 1310, 1301}, shape{33, 17, 17, 17}}) {
    std::mt19937 rng(9);
    const size_t count = (s.batch - 1) * s.input_stride + s.channels;
    std::vector<uint16_t> input = random_f16(rng, count, -3.0f, 5.0f);
    std::vector<float> widened(count + XNN_EXTRA_BYTES / sizeof(float));
    for (size_t i = 0; i < count; i++) widened[i] = f16_value(input[i]);
    const size_t output_count = (s.batch - 1) * s.output_stride + s.channels;
    std::vector<int8_t> expected(output_count);
    std::vector<xnn_quantization_params> expected_params(s.batch + XNN_EXTRA_QUANTIZATION_PARAMS);
    xnn_operator_t raw = nullptr;
    ASSERT_EQ(xnn_create_convert_nc_f32_qd8(0, &raw), xnn_status_success);
    operator_ptr f32_op = own(raw);
    ASSERT_EQ(xnn_reshape_convert_nc_f32_qd8(f32_op.get(), s.batch, s.channels, s.input_stride, s.output_stride,
                                             nullptr),
              xnn_status_success);
    ASSERT_EQ(xnn_setup_convert_nc_f32_qd8(f32_op.get(), widened.data(), expected.data(), nullptr,
                                           expected_params.data()),
              xnn_status_success);
    ASSERT_EQ(xnn_run_operator(f32_op.get(), nullptr), xnn_status_success);
    check_every_thread_count("f16 qd8", [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
      xnn_operator_t raw16 = nullptr;
      ASSERT_EQ(xnn_create_convert_nc_f16_qd8(0, &raw16), xnn_status_success);
      operator_ptr op = own(raw16);
      std::vector<int8_t> output(output_count);
      std::vector<xnn_quantization_params> params(s.batch + XNN_EXTRA_QUANTIZATION_PARAMS);
      ASSERT_EQ(xnn_reshape_convert_nc_f16_qd8(op.get(), s.batch, s.channels, s.input_stride, s.output_stride, pool),
                xnn_status_success);
      ASSERT_EQ(xnn_setup_convert_nc_f16_qd8(op.get(), input.data(), output.data(), nullptr, params.data()),
                xnn_status_success);
      ASSERT_EQ(xnn_run_operator(op.get(), pool), xnn_status_success);
      for (size_t b = 0; b < s.batch; b++) {
        for (size_t c = 0; c < s.channels; c++) {
          const size_t i = b * s.output_stride + c;
          ASSERT_EQ(output[i], expected[i]) << what << ": row " << b << ", channel " << c;
        }
      }
      for (size_t i = 0; i < params.size(); i++) {
        ASSERT_EQ(params[i].zero_point, expected_params[i].zero_point) << what << ": row " << i;
        ASSERT_EQ(params[i].scale, expected_params[i].scale) << what << ": row " << i;
      }
      outputs->add(output);
    });
  }
}

TEST(F16ConvertQd8, Refusals) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_convert_nc_f16_qd8(1, &raw), xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_convert_nc_f16_qd8(0, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_create_convert_nc_f32_qd8(0, &raw), xnn_status_success);
  operator_ptr f32_op = own(raw);
  // An f32 operator is not an f16 one.
  EXPECT_EQ(xnn_reshape_convert_nc_f16_qd8(f32_op.get(), 1, 4, 4, 4, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_create_convert_nc_f16_qd8(0, &raw), xnn_status_success);
  operator_ptr op = own(raw);
  EXPECT_EQ(xnn_reshape_convert_nc_f16_qd8(op.get(), 1, 4, 3, 4, nullptr), xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_reshape_convert_nc_f16_qd8(op.get(), 1, 0, 4, 4, nullptr), xnn_status_invalid_parameter);
  ASSERT_EQ(xnn_reshape_convert_nc_f16_qd8(op.get(), 1, 4, 4, 4, nullptr), xnn_status_success);
  const uint16_t x[4 + XNN_EXTRA_BYTES / 2] = {};
  int8_t y[4];
  EXPECT_EQ(xnn_setup_convert_nc_f16_qd8(op.get(), x, y, nullptr, nullptr), xnn_status_invalid_parameter);
}

TEST(F16Unary, Refusals) {
  xnn_operator_t op = nullptr;
  // The integer-only ops, a datatype pair that is neither the same float nor a conversion, an op on a conversion.
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_popcount, xnn_datatype_fp16, xnn_datatype_fp16, nullptr, nullptr,
                                            nullptr, nullptr, 0, &op),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp16, xnn_datatype_int32, nullptr, nullptr,
                                            nullptr, nullptr, 0, &op),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp16, xnn_datatype_fp32, nullptr, nullptr,
                                            nullptr, nullptr, 0, &op),
            xnn_status_unsupported_parameter);
  xnn_unary_params inverted{};
  inverted.clamp = {1.0f, -1.0f};
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_clamp, xnn_datatype_fp16, xnn_datatype_fp16, &inverted, nullptr,
                                            nullptr, nullptr, 0, &op),
            xnn_status_invalid_parameter);
  EXPECT_EQ(xnn_create_unary_elementwise_nc(xnn_unary_abs, xnn_datatype_fp16, xnn_datatype_fp16, nullptr, nullptr,
                                            nullptr, nullptr, 1, &op),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(op, nullptr);
}

// ---- binary ----

struct binary_case {
  const char* name;
  xnn_binary_operator op;
  double (*reference)(double a, double b);
  int32_t ulps;
  float low, high;
};

const binary_case kBinaryCases[] = {
    {"add", xnn_binary_add, [](double a, double b) { return a + b; }, 0, -100, 100},
    {"subtract", xnn_binary_subtract, [](double a, double b) { return a - b; }, 0, -100, 100},
    {"multiply", xnn_binary_multiply, [](double a, double b) { return a * b; }, 0, -100, 100},
    {"divide", xnn_binary_divide, [](double a, double b) { return a / b; }, 0, -100, 100},
    {"maximum", xnn_binary_maximum, [](double a, double b) { return std::max(a, b); }, 0, -100, 100},
    {"minimum", xnn_binary_minimum, [](double a, double b) { return std::min(a, b); }, 0, -100, 100},
    {"squared_difference", xnn_binary_squared_difference, [](double a, double b) { return (a - b) * (a - b); }, 1,
     -100, 100},
    {"prelu", xnn_binary_prelu, [](double a, double b) { return a < 0 ? a * b : a; }, 0, -100, 100},
    {"copysign", xnn_binary_copysign, [](double a, double b) { return std::copysign(a, b); }, 0, -100, 100},
    {"modulus", xnn_binary_modulus, [](double a, double b) { return b == 0 ? 0.0 : std::fmod(a, b); }, 0, -100, 100},
    {"atan2", xnn_binary_atan2, [](double a, double b) { return std::atan2(a, b); }, 1, -100, 100},
    {"pow", xnn_binary_pow, [](double a, double b) { return std::pow(a, b); }, 1, 0.125f, 4},
};

class F16Binary : public testing::TestWithParam<binary_case> {};

// a OP b with both varying, a broadcast scalar on either side and a row against a column, run lengths hitting every
// kernel tail.
TEST_P(F16Binary, MatchesDoubleReferenceInEveryBroadcastForm) {
  const binary_case& c = GetParam();
  using shape = std::vector<size_t>;
  struct pair {
    shape a, b;
  };
  for (const pair& p : {pair{{3, 1001}, {3, 1001}}, pair{{2, 37}, {1, 1}}, pair{{1}, {5, 33}}, pair{{17, 1}, {1, 19}},
                        pair{{4, 2, 5}, {2, 1}}}) {
    std::mt19937 rng(5);
    const size_t a_count = reference_elements(p.a), b_count = reference_elements(p.b);
    const std::vector<uint16_t> a = random_f16(rng, a_count, c.low, c.high);
    const std::vector<uint16_t> b = random_f16(rng, b_count, c.low, c.high);
    shape y_shape(std::max(p.a.size(), p.b.size()));
    for (size_t i = 0; i < y_shape.size(); i++) {
      const size_t ad = i < p.a.size() ? p.a[p.a.size() - 1 - i] : 1, bd = i < p.b.size() ? p.b[p.b.size() - 1 - i] : 1;
      y_shape[y_shape.size() - 1 - i] = ad == 1 ? bd : ad;
    }
    const size_t y_count = reference_elements(y_shape);
    check_every_thread_count(c.name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
      std::vector<uint16_t> y(y_count);
      ASSERT_EQ(xnn_run_binary_elementwise_nd(c.op, xnn_datatype_fp16, nullptr, nullptr, nullptr, 0, p.a.size(),
                                              p.a.data(), p.b.size(), p.b.data(), a.data(), b.data(), y.data(), pool),
                xnn_status_success)
          << what;
      for (size_t i = 0; i < y_count; i++) {
        const double x1 = f16_value(a[reference_broadcast_index(p.a, y_shape, i)]);
        const double x2 = f16_value(b[reference_broadcast_index(p.b, y_shape, i)]);
        ASSERT_TRUE(f16_within(y[i], c.reference(x1, x2), c.ulps))
            << what << ": " << x1 << " and " << x2 << " gave " << f16_value(y[i]) << ", expected "
            << c.reference(x1, x2);
      }
      outputs->add(y);
    });
  }
}

INSTANTIATE_TEST_SUITE_P(Ops, F16Binary, testing::ValuesIn(kBinaryCases),
                         [](const testing::TestParamInfo<binary_case>& info) { return std::string(info.param.name); });

TEST(F16Binary, Refusals) {
  xnn_operator_t op = nullptr;
  EXPECT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_bitwise_and, xnn_datatype_fp16, nullptr, nullptr, nullptr, 0,
                                             &op),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_fp16, nullptr, nullptr, nullptr, 4, &op),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(xnn_create_binary_elementwise_nd(xnn_binary_add, xnn_datatype_bf16, nullptr, nullptr, nullptr, 0, &op),
            xnn_status_unsupported_parameter);
  EXPECT_EQ(op, nullptr);
}

// True exactly when an ISA whose f16 kernels compute in fp16 is enabled (XNN_MAX_ISA caps it like dispatch).
TEST(F16, NativeSupportFollowsTheEnabledIsas) {
  EXPECT_EQ(xnn_is_f16_native_supported(),
            xnn_isa_enabled(xnn_isa::avx512fp16) || xnn_isa_enabled(xnn_isa::neonfp16arith));
}

}  // namespace
