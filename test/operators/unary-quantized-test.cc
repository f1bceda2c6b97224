// The unary elementwise operator's ops on qint8 -> qint8 and quint8 -> quint8 (every op with an f32 kernel, run
// through a 256-entry table; leaky ReLU through the qs8-vlrelu kernels on XNNPACK's fixed-point formula): every output equals the reference table (quantized-unary-reference.h) applied to its
// input, bit for bit, for each op and datatype, zero points at both ends of the type, dense and strided rows, in
// place, at 1, 2 and 8 threads (bit-identical); each table entry is within one code of the op in double precision
// (test/unary-reference.h); values worked out by hand; and each refusal (its status and one logged sentence).
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "log-capture.h"
#include "operator-tester.h"
#include "quantized-unary-reference.h"
#include "unary-reference.h"

namespace {

struct quantized_case {
  quantized_unary_op op;
  xnn_datatype datatype;
};

std::vector<quantized_case> all_cases() {
  std::vector<quantized_case> cases;
  for (const quantized_unary_op& op : quantized_unary_ops()) {
    cases.push_back({op, xnn_datatype_qint8});
    cases.push_back({op, xnn_datatype_quint8});
  }
  return cases;
}

operator_ptr create(const quantized_case& c, const xnn_quantization_params& in, const xnn_quantization_params& out) {
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_unary_elementwise_nc(c.op.op, c.datatype, c.datatype, &c.op.params, nullptr, &in, &out, 0, &raw),
            xnn_status_success);
  return own(raw);
}

// Runs the op over random bytes in [batch, channels] rows with strides (or in place) and checks every element
// against the table, and that row gaps are untouched.
void check(const quantized_case& c, const xnn_quantization_params& in, const xnn_quantization_params& out,
           size_t batch, size_t channels, size_t input_stride, size_t output_stride, bool in_place = false) {
  const std::vector<uint8_t> table = quantized_unary_table(c.op, c.datatype, in, out);
  ASSERT_EQ(table.size(), 256u) << c.op.name << " has no scalar f32 kernel";
  std::mt19937 rng(uint32_t(batch * 131 + channels));
  std::vector<uint8_t> input(batch * input_stride + XNN_EXTRA_BYTES);
  for (uint8_t& b : input) b = uint8_t(rng());
  const std::string name = std::string(c.op.name) + (c.datatype == xnn_datatype_qint8 ? " qint8" : " quint8") +
                           ", zero points " + std::to_string(in.zero_point) + " -> " + std::to_string(out.zero_point) +
                           ", batch " + std::to_string(batch) + ", channels " + std::to_string(channels);
  check_every_thread_count(name, [&](pthreadpool_t pool, const std::string& what, run_outputs* outputs) {
    operator_ptr op = create(c, in, out);
    ASSERT_NE(op, nullptr);
    std::vector<uint8_t> buffer = input;
    std::vector<uint8_t> output(batch * output_stride + 1, 0x5A);
    uint8_t* y = in_place ? buffer.data() : output.data();
    const size_t stride = in_place ? input_stride : output_stride;
    ASSERT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), batch, channels, input_stride, stride, pool),
              xnn_status_success);
    ASSERT_EQ(xnn_setup_unary_elementwise_nc(op.get(), buffer.data(), y), xnn_status_success);
    ASSERT_EQ(xnn_run_operator(op.get(), pool), xnn_status_success);
    for (size_t b = 0; b < batch; b++) {
      for (size_t ch = 0; ch < channels; ch++) {
        const uint8_t x = input[b * input_stride + ch];
        ASSERT_EQ(+y[b * stride + ch], +table[x])
            << what << ", row " << b << ", channel " << ch << ": input byte " << +x;
      }
      for (size_t ch = channels; !in_place && ch < stride && b + 1 < batch; ch++) {
        ASSERT_EQ(y[b * stride + ch], 0x5A) << what << ": wrote into the row gap at row " << b;
      }
    }
    outputs->add(y, batch * stride);
  });
}

class UnaryQuantized : public testing::TestWithParam<quantized_case> {
 protected:
  int32_t lowest() const { return GetParam().datatype == xnn_datatype_qint8 ? -128 : 0; }
  int32_t highest() const { return GetParam().datatype == xnn_datatype_qint8 ? 127 : 255; }
  int32_t middle() const { return GetParam().datatype == xnn_datatype_qint8 ? -3 : 125; }
};

TEST_P(UnaryQuantized, every_output_is_the_table_entry_of_its_input) {
  const xnn_quantization_params in{middle(), 0.05f}, out{middle() + 7, 0.03f};
  for (size_t channels : {1u, 7u, 16u, 100u}) check(GetParam(), in, out, 3, channels, channels, channels);
  check(GetParam(), in, out, 1, 20000, 20000, 20000);  // one dense array split between threads
  check(GetParam(), in, out, 9, 13, 17, 21);           // strided rows
  check(GetParam(), in, out, 5, 33, 33, 33, true);     // in place
}

TEST_P(UnaryQuantized, zero_points_at_both_ends_and_other_scales) {
  check(GetParam(), {lowest(), 0.02f}, {highest(), 0.1f}, 2, 300, 300, 300);
  check(GetParam(), {highest(), 0.1f}, {lowest(), 0.02f}, 2, 300, 300, 300);
  check(GetParam(), {middle(), 0x1.0p-6f}, {middle(), 0x1.0p-6f}, 2, 300, 300, 300);
}

// The f32 kernels' few ULP of error can move a value across a rounding boundary: one code at most. NaN gives code 0.
TEST_P(UnaryQuantized, table_entries_are_within_one_code_of_double_precision_math) {
  const quantized_case& c = GetParam();
  const unary_reference& ref = reference_of(c.op.kernel_op);
  ASSERT_NE(ref.fn, nullptr);
  const xnn_f32_unary_params params = f32_params_of(c.op);
  const xnn_quantization_params quantizations[][2] = {{{middle(), 0.05f}, {middle() + 7, 0.03f}},
                                                      {{lowest(), 0.02f}, {highest(), 0.1f}},
                                                      {{highest(), 0.1f}, {lowest(), 0.02f}}};
  for (const auto& q : quantizations) {
    const std::vector<uint8_t> table = quantized_unary_table(c.op, c.datatype, q[0], q[1]);
    ASSERT_EQ(table.size(), 256u);
    for (int32_t b = 0; b < 256; b++) {
      const double y = ref.fn(double(dequantized_code(c.datatype, b, q[0])), params);
      const int32_t got = c.datatype == xnn_datatype_qint8 ? int32_t(int8_t(table[b])) : int32_t(table[b]);
      if (std::isnan(y)) {
        ASSERT_EQ(table[b], 0) << c.op.name << ": input byte " << b << " gives NaN";
        continue;
      }
      const double t = std::fmin(std::fmax(y / double(q[1].scale), double(lowest() - q[1].zero_point)),
                                 double(highest() - q[1].zero_point));
      const double expected = std::nearbyint(t) + q[1].zero_point;
      ASSERT_LE(std::fabs(double(got) - expected), 1.0)
          << c.op.name << ", zero points " << q[0].zero_point << " -> " << q[1].zero_point << ": input byte " << b
          << ", op gives " << y << ", table " << got << ", expected " << expected;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(unary_quantized, UnaryQuantized, testing::ValuesIn(all_cases()),
                         [](const testing::TestParamInfo<quantized_case>& info) {
                           return std::string(info.param.op.name) +
                                  (info.param.datatype == xnn_datatype_qint8 ? "_qint8" : "_quint8");
                         });

// Runs one op on a few values of one datatype with the given quantization.
template <class T>
std::vector<int> run_values(xnn_unary_operator type, const xnn_unary_params* params, xnn_quantization_params in,
                            xnn_quantization_params out, std::vector<T> x) {
  const xnn_datatype datatype = std::is_signed_v<T> ? xnn_datatype_qint8 : xnn_datatype_quint8;
  xnn_operator_t raw = nullptr;
  EXPECT_EQ(xnn_create_unary_elementwise_nc(type, datatype, datatype, params, nullptr, &in, &out, 0, &raw),
            xnn_status_success);
  operator_ptr op = own(raw);
  const size_t n = x.size();
  x.resize(n + XNN_EXTRA_BYTES);
  std::vector<T> y(n);
  EXPECT_EQ(xnn_reshape_unary_elementwise_nc(op.get(), 1, n, n, n, nullptr), xnn_status_success);
  EXPECT_EQ(xnn_setup_unary_elementwise_nc(op.get(), x.data(), y.data()), xnn_status_success);
  EXPECT_EQ(xnn_run_operator(op.get(), nullptr), xnn_status_success);
  return std::vector<int>(y.begin(), y.end());
}

// Values worked out by hand, so a mistake shared by the table builder and the reference would show.
TEST(unary_quantized, hand_computed_values) {
  // abs at scale 0.5 in and out: |x|, saturating at 127; negate: -x, -(-128) saturating.
  EXPECT_EQ(run_values<int8_t>(xnn_unary_abs, nullptr, {0, 0.5f}, {0, 0.5f}, {-3, 5, -128, 0}),
            (std::vector<int>{3, 5, 127, 0}));
  EXPECT_EQ(run_values<int8_t>(xnn_unary_negate, nullptr, {0, 0.5f}, {0, 0.5f}, {-3, 5, -128, 127}),
            (std::vector<int>{3, -5, 127, -127}));
  // quint8 square, input (x - 100) / 4, output y / 2 + 10: x = 102 -> 0.25 -> 0.5 -> 10.5 -> 10 (ties to even);
  // 106 -> 2.25 -> 4.5 -> 14 (ties to even); 100 -> 10; 0 -> 625 -> 1260 -> 255.
  EXPECT_EQ(run_values<uint8_t>(xnn_unary_square, nullptr, {100, 0.25f}, {10, 0.5f}, {102, 106, 100, 0}),
            (std::vector<int>{10, 14, 10, 255}));
  // NaN (log of a negative value) quantizes to code 0, as the f32 -> qint8 conversion does.
  EXPECT_EQ(run_values<int8_t>(xnn_unary_log, nullptr, {0, 0.5f}, {5, 0.5f}, {-4, 2}), (std::vector<int>{0, 5}));
}

// Leaky ReLU runs XNNPACK's fixed-point formula, whose rounding adds half and floors: with scale 0.5 in and out and
// slope 0.5, -3 -> -1.5 -> -1 and -5 -> -2.5 -> -2 (round half to even would give -2 and -2), -1 -> -0.5 -> 0.
TEST(unary_quantized, leaky_relu_rounds_as_xnnpack_fixed_point) {
  xnn_unary_params params{};
  params.leaky_relu.negative_slope = 0.5f;
  EXPECT_EQ(run_values<int8_t>(xnn_unary_leaky_relu, &params, {0, 0.5f}, {0, 0.5f}, {-1, -3, -5, 100, -128}),
            (std::vector<int>{0, -1, -2, 100, -64}));
  // quint8, ratio 2 and slope -1.5: 20 + 2 * (50 - 10) = 100; 20 + (-3) * (0 - 10) = 50; 20 + 2 * 70 saturates.
  params.leaky_relu.negative_slope = -1.5f;
  EXPECT_EQ(run_values<uint8_t>(xnn_unary_leaky_relu, &params, {10, 1.0f}, {20, 0.5f}, {50, 0, 80, 10}),
            (std::vector<int>{100, 50, 160, 20}));
}

// Clamp keeps the quantization: with the same scale and zero point in and out, the output is the input clamped to
// the bounds quantized as round(bound / scale + zero point), ties to even (-1.875 / 0.25 + 10 = 2.5 -> 2,
// 1.375 / 0.25 + 10 = 15.5 -> 16).
TEST(unary_quantized, clamp_keeps_the_quantization) {
  xnn_unary_params params{};
  params.clamp = {-1.875f, 1.375f};
  const xnn_quantization_params q{10, 0.25f};
  std::vector<uint8_t> x(256);
  std::vector<int> expected(256);
  for (int i = 0; i < 256; i++) x[i] = uint8_t(i), expected[i] = std::min(std::max(i, 2), 16);
  EXPECT_EQ(run_values<uint8_t>(xnn_unary_clamp, &params, q, q, x), expected);
  std::vector<int8_t> sx(256);
  for (int i = 0; i < 256; i++) sx[i] = int8_t(i - 128), expected[i] = std::min(std::max(i - 128, 2), 16);
  EXPECT_EQ(run_values<int8_t>(xnn_unary_clamp, &params, q, q, sx), expected);
}

// A bound half way between two codes rounds as XNNPACK quantizes a clamp's bounds (and as a clamp folded into its
// producer does): round(bound / scale + zero point) = round(0.25 / 0.5 + 1) = round(1.5) = 2, where rounding the
// scaled bound first and then adding the zero point would give round(0.5) + 1 = 1.
TEST(unary_quantized, clamp_bounds_round_as_xnnpack_quantizes_them) {
  xnn_unary_params params{};
  params.clamp = {0.25f, 100.0f};
  const xnn_quantization_params q{1, 0.5f};
  EXPECT_EQ(run_values<int8_t>(xnn_unary_clamp, &params, q, q, {-5, 1, 2, 3}), (std::vector<int>{2, 2, 2, 3}));
}

struct refusal {
  const char* name;
  xnn_unary_operator op;
  xnn_datatype input_datatype, output_datatype;
  const xnn_quantization_params* input_quantization;
  const xnn_quantization_params* output_quantization;
  const xnn_unary_params* params;
  xnn_status expected;
  const char* sentence;  // a part of the one logged sentence
};

const xnn_quantization_params kGood{0, 0.5f};
const xnn_quantization_params kZeroScale{0, 0.0f};
const xnn_quantization_params kNegativeScale{0, -0.5f};
const xnn_quantization_params kNaNScale{0, NAN};
const xnn_quantization_params kInfiniteScale{0, INFINITY};
const xnn_quantization_params kZeroPoint128{128, 0.5f};
const xnn_quantization_params kZeroPointMinus1{-1, 0.5f};
const xnn_unary_params kEmptyClamp = [] {
  xnn_unary_params p{};
  p.clamp = {1.0f, 1.0f};
  return p;
}();

const xnn_quantization_params kTinyScale{0, 0x1.0p-10f};
const xnn_unary_params kLeakySlopeHalf = [] {
  xnn_unary_params p{};
  p.leaky_relu.negative_slope = 0.5f;
  return p;
}();

const refusal kRefusals[] = {
    {"leaky_relu_scale_ratio_above_2_pow_7", xnn_unary_leaky_relu, xnn_datatype_qint8, xnn_datatype_qint8, &kGood,
     &kTinyScale, &kLeakySlopeHalf, xnn_status_unsupported_parameter, "input/output scale ratio 512 and"},
    {"leaky_relu_null_params", xnn_unary_leaky_relu, xnn_datatype_qint8, xnn_datatype_qint8, &kGood, &kGood, nullptr,
     xnn_status_invalid_parameter, "params is NULL"},
    {"leaky_relu_zero_scale", xnn_unary_leaky_relu, xnn_datatype_quint8, xnn_datatype_quint8, &kZeroScale, &kGood,
     &kLeakySlopeHalf, xnn_status_invalid_parameter, "input_quantization.scale is 0"},
    {"zero_scale", xnn_unary_sigmoid, xnn_datatype_qint8, xnn_datatype_qint8, &kZeroScale, &kGood, nullptr,
     xnn_status_invalid_parameter, "input_quantization.scale is 0; expected a positive normal float"},
    {"negative_scale", xnn_unary_tanh, xnn_datatype_quint8, xnn_datatype_quint8, &kGood, &kNegativeScale, nullptr,
     xnn_status_invalid_parameter, "output_quantization.scale is -0.5"},
    {"nan_scale", xnn_unary_abs, xnn_datatype_qint8, xnn_datatype_qint8, &kNaNScale, &kGood, nullptr,
     xnn_status_invalid_parameter, "input_quantization.scale is nan"},
    {"infinite_scale", xnn_unary_exp, xnn_datatype_quint8, xnn_datatype_quint8, &kGood, &kInfiniteScale, nullptr,
     xnn_status_invalid_parameter, "output_quantization.scale is inf"},
    {"qint8_zero_point_128", xnn_unary_gelu, xnn_datatype_qint8, xnn_datatype_qint8, &kZeroPoint128, &kGood, nullptr,
     xnn_status_invalid_parameter, "input_quantization.zero_point is 128; expected -128..127 for qint8"},
    {"quint8_zero_point_minus_1", xnn_unary_elu, xnn_datatype_quint8, xnn_datatype_quint8, &kGood, &kZeroPointMinus1,
     nullptr, xnn_status_invalid_parameter, "output_quantization.zero_point is -1; expected 0..255 for quint8"},
    {"null_input_quantization", xnn_unary_square, xnn_datatype_qint8, xnn_datatype_qint8, nullptr, &kGood, nullptr,
     xnn_status_invalid_parameter, "input_quantization is NULL"},
    {"null_output_quantization", xnn_unary_square, xnn_datatype_quint8, xnn_datatype_quint8, &kGood, nullptr,
     nullptr, xnn_status_invalid_parameter, "output_quantization is NULL"},
    {"empty_clamp_range", xnn_unary_clamp, xnn_datatype_qint8, xnn_datatype_qint8, &kGood, &kGood, &kEmptyClamp,
     xnn_status_invalid_parameter, "output_min"},
    {"count_leading_zeros", xnn_unary_count_leading_zeros, xnn_datatype_qint8, xnn_datatype_qint8, &kGood, &kGood, nullptr,
     xnn_status_unsupported_parameter, "has no f32 kernel to build an 8-bit table from"},
    {"bitwise_not", xnn_unary_bitwise_not, xnn_datatype_quint8, xnn_datatype_quint8, &kGood, &kGood, nullptr,
     xnn_status_unsupported_parameter, "has no f32 kernel to build an 8-bit table from"},
    {"abs_qint8_to_quint8", xnn_unary_abs, xnn_datatype_qint8, xnn_datatype_quint8, &kGood, &kGood, nullptr,
     xnn_status_unsupported_parameter, "only xnn_unary_convert changes the datatype"},
};

class UnaryQuantizedRefusal : public testing::TestWithParam<refusal> {};

TEST_P(UnaryQuantizedRefusal, status_and_one_sentence) {
  const refusal& r = GetParam();
  xnn_operator_t raw = nullptr;
  std::vector<std::string> lines;
  const xnn_status status = xnn_test_capture_log(&lines, [&] {
    return xnn_create_unary_elementwise_nc(r.op, r.input_datatype, r.output_datatype, r.params, nullptr,
                                           r.input_quantization, r.output_quantization, 0, &raw);
  });
  EXPECT_EQ(status, r.expected);
  EXPECT_EQ(raw, nullptr);
  ASSERT_EQ(lines.size(), 1u) << xnn_test_joined(lines);
  EXPECT_NE(lines[0].find("unary elementwise: "), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find(r.sentence), std::string::npos) << lines[0];
}

INSTANTIATE_TEST_SUITE_P(unary_quantized, UnaryQuantizedRefusal, testing::ValuesIn(kRefusals),
                         [](const testing::TestParamInfo<refusal>& info) { return std::string(info.param.name); });

}  // namespace
